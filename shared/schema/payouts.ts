// Payouts (docs/decisions/094-*, 095-*): each expert's bank account, sealed in the database; the
// monthly runs with the rate the admin entered; one payout per expert and run; and the lines it
// pays, each a week's approved days of one month, paid once.
import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import { BANK_ACCOUNT_TYPES, PAYOUT_HOLD_REASONS, PAYOUT_STATUSES, type BankAccountType, type PayoutHoldReason, type PayoutStatus } from "../contracts/payouts";
import { listed } from "./check-list";
import { engagements, timesheetWeeks } from "./engagements";
import { users } from "./users";

/**
 * An expert's account for payouts. The holder's name and the account number are sealed with
 * AES-256-GCM under PAYOUT_ACCOUNT_KEY (`sealed`, "v1:iv:tag:body"); only the last 4 digits are kept
 * in the clear, for the screens. `changed_at` starts the 72-hour hold on payouts.
 */
export const expertBankAccounts = pgTable(
  "expert_bank_accounts",
  {
    expertId: integer("expert_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    bankName: text("bank_name").notNull(),
    branchCode: text("branch_code").notNull(),
    accountType: text("account_type").$type<BankAccountType>().notNull(),
    sealed: text("sealed").notNull(),
    last4: text("last4").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("expert_bank_accounts_type", sql`${t.accountType} in (${listed(BANK_ACCOUNT_TYPES)})`),
    check("expert_bank_accounts_last4", sql`${t.last4} ~ '^[0-9]{4}$'`),
    check("expert_bank_accounts_sealed", sql`${t.sealed} like 'v1:%'`),
  ],
);

/** A month's run: made once per month (the unique month decides two at once), at the day's rate. */
export const payoutRuns = pgTable(
  "payout_runs",
  {
    id: serial("id").primaryKey(),
    /** The month paid, as its first day. */
    month: date("month").notNull(),
    /** Rand per US dollar, four decimals, as the admin entered it. */
    usdZarRate: numeric("usd_zar_rate", { precision: 9, scale: 4 }).notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    sentBy: integer("sent_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("payout_runs_month_idx").on(t.month),
    check("payout_runs_first_day", sql`extract(day from ${t.month}) = 1`),
    check("payout_runs_rate", sql`${t.usdZarRate} > 0`),
  ],
);

/**
 * One expert's payout in a run: their month's pay plus what earlier failed or held payouts carried
 * into it, in USD cents, and in ZAR cents converted once at the run's rate.
 */
export const payouts = pgTable(
  "payouts",
  {
    id: serial("id").primaryKey(),
    runId: integer("run_id")
      .notNull()
      .references(() => payoutRuns.id),
    expertId: integer("expert_id")
      .notNull()
      .references(() => users.id),
    status: text("status").$type<PayoutStatus>().notNull().default("scheduled"),
    minutes: integer("minutes").notNull(),
    usdCents: bigint("usd_cents", { mode: "number" }).notNull(),
    carriedUsdCents: bigint("carried_usd_cents", { mode: "number" }).notNull().default(0),
    zarCents: bigint("zar_cents", { mode: "number" }).notNull(),
    holdReason: text("hold_reason").$type<PayoutHoldReason>(),
    carriedIntoId: integer("carried_into_id").references((): AnyPgColumn => payouts.id),
    failureReason: text("failure_reason"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("payouts_status", sql`${t.status} in (${listed(PAYOUT_STATUSES)})`),
    check("payouts_hold_reason", sql`${t.holdReason} is null or ${t.holdReason} in (${listed(PAYOUT_HOLD_REASONS)})`),
    check("payouts_amounts", sql`${t.usdCents} > 0 and ${t.zarCents} >= 0 and ${t.carriedUsdCents} >= 0 and ${t.carriedUsdCents} <= ${t.usdCents} and ${t.minutes} >= 0`),
    check("payouts_carried", sql`(${t.status} = 'carried') = (${t.carriedIntoId} is not null)`),
    uniqueIndex("payouts_run_expert_idx").on(t.runId, t.expertId),
    index("payouts_expert_idx").on(t.expertId, t.createdAt, t.id),
    // What the next run carries: failed payouts, and held ones, not yet carried.
    index("payouts_open_idx").on(t.expertId).where(sql`${t.status} in ('failed', 'scheduled')`),
  ],
);

/**
 * What a payout pays for: one engagement's approved days of one week within one month, at the
 * expert's pay rate then. A week's days of a month are paid once, whatever the runs (unique).
 */
export const payoutLines = pgTable(
  "payout_lines",
  {
    id: serial("id").primaryKey(),
    payoutId: integer("payout_id")
      .notNull()
      .references(() => payouts.id),
    engagementId: integer("engagement_id")
      .notNull()
      .references(() => engagements.id),
    weekId: integer("week_id")
      .notNull()
      .references(() => timesheetWeeks.id),
    weekStart: date("week_start").notNull(),
    /** The month of the days, as its first day. */
    workMonth: date("work_month").notNull(),
    minutes: integer("minutes").notNull(),
    payRateCents: bigint("pay_rate_cents", { mode: "number" }).notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("payout_lines_week_month_idx").on(t.weekId, t.workMonth),
    index("payout_lines_payout_idx").on(t.payoutId),
    check("payout_lines_amounts", sql`${t.minutes} > 0 and ${t.payRateCents} >= 0 and ${t.amountCents} >= 0`),
  ],
);

export type ExpertBankAccountRow = typeof expertBankAccounts.$inferSelect;
export type PayoutRunRow = typeof payoutRuns.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;
export type PayoutLineRow = typeof payoutLines.$inferSelect;

import { sql, type SQLWrapper } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import {
  ENGAGEMENT_END_REASONS,
  ENGAGEMENT_STATUSES,
  TIMESHEET_DAY_MAX_MINUTES,
  TIMESHEET_STATUSES,
  type EngagementEndReason,
  type EngagementStatus,
  type TimesheetStatus,
} from "../constants";
import { PLATFORM_FEE_PERCENT_DEFAULT } from "../money";
import { listed } from "./check-list";
import { experts } from "./experts";
import { preBookings } from "./pre-bookings";
import { requisitions } from "./requisitions";
import { companyOfRow } from "./company";
import { users } from "./users";

/**
 * A confirmed pre-booking as work (PRODUCT.md "Engagements"): one per confirmed pre-booking, with
 * the expert's rate at confirmation in USD cents. The terms are generated from these columns; each
 * party's acceptance keeps the SHA-256 of the exact text accepted (and the audit log keeps who, when
 * and from where). A change of the terms raises `terms_version` and clears both acceptances.
 */
export const engagements = pgTable(
  "engagements",
  {
    id: serial("id").primaryKey(),
    preBookingId: integer("pre_booking_id")
      .notNull()
      .unique()
      .references(() => preBookings.id, { onDelete: "cascade" }),
    clientId: integer("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: companyOfRow(),
    /**
     * The member who approves or disputes its weeks (an owner or hiring member of its company; any
     * owner may too): the member who booked unless changed. Inserts may leave it out: the database
     * fills it with `client_id` (the `approver_is_booker` trigger of migration 0039).
     */
    approverId: integer("approver_id")
      .notNull()
      .references(() => users.id)
      .$defaultFn(() => sql`null`),
    expertId: integer("expert_id")
      .notNull()
      .references(() => experts.userId, { onDelete: "cascade" }),
    /** The need it fills, when it came from a requisition. */
    requisitionId: integer("requisition_id").references(() => requisitions.id, { onDelete: "set null" }),
    hourlyRateCents: bigint("hourly_rate_cents", { mode: "number" }).notNull(),
    /**
     * The business's share of the rate, in percent, fixed when the booking is confirmed: the expert
     * earns the rate less it (`payRateCents` in shared/money.ts; docs/decisions/091).
     */
    platformFeePercent: integer("platform_fee_percent").notNull().default(PLATFORM_FEE_PERCENT_DEFAULT),
    weeklyHours: integer("weekly_hours").notNull().default(40),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    status: text("status").$type<EngagementStatus>().notNull().default("awaiting_acceptance"),
    termsVersion: integer("terms_version").notNull().default(1),
    clientAcceptedAt: timestamp("client_accepted_at", { withTimezone: true }),
    clientAcceptedSha256: text("client_accepted_sha256"),
    expertAcceptedAt: timestamp("expert_accepted_at", { withTimezone: true }),
    expertAcceptedSha256: text("expert_accepted_sha256"),
    /**
     * The expert's own agreement (their pay per hour, the payout day, the currency: decision 095),
     * accepted by the SHA-256 of its text. New engagements get it with the expert's acceptance of
     * the terms; engagements from before it were given one by migration 0048 and wait for it: their
     * hours are not paid out until the expert accepts it.
     */
    expertAgreementAcceptedAt: timestamp("expert_agreement_accepted_at", { withTimezone: true }),
    expertAgreementSha256: text("expert_agreement_sha256"),
    activatedAt: timestamp("activated_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    endReason: text("end_reason").$type<EngagementEndReason>(),
    /** The client's words when ending it in the trial. */
    endNote: text("end_note"),
    /** The company's purchase order number for this work, set by its owners and finance; invoices keep it at issue. */
    poNumber: text("po_number"),
    /** The free replacement's requisition, opened when the trial ended it. */
    replacementRequisitionId: integer("replacement_requisition_id")
      .unique()
      .references(() => requisitions.id, { onDelete: "set null" }),
    /**
     * The position whose one free replacement this trial end used, named by its first engagement:
     * this engagement, or the one whose replacement requisition it filled. Unique, so a position
     * gets one free replacement however many times it is asked for (docs/decisions/066-*).
     */
    replacedPositionId: integer("replaced_position_id")
      .unique()
      .references((): AnyPgColumn => engagements.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("engagements_status", sql`${t.status} in (${listed(ENGAGEMENT_STATUSES)})`),
    check("engagements_end_reason", sql`${t.endReason} is null or ${t.endReason} in (${listed(ENGAGEMENT_END_REASONS)})`),
    check("engagements_ended", sql`(${t.status} = 'ended') = (${t.endedAt} is not null)`),
    check("engagements_rate", sql`${t.hourlyRateCents} > 0`),
    check("engagements_platform_fee", sql`${t.platformFeePercent} between 0 and 90`),
    check("engagements_weekly_hours", sql`${t.weeklyHours} between 1 and 60`),
    check("engagements_dates", sql`${t.endDate} >= ${t.startDate}`),
    index("engagements_client_idx").on(t.clientId, t.startDate, t.id),
    index("engagements_company_idx").on(t.companyId, t.startDate, t.id),
    // The weeks a hiring member approves, for their dashboard.
    index("engagements_approver_idx").on(t.approverId),
    index("engagements_expert_idx").on(t.expertId, t.startDate, t.id),
    index("engagements_status_idx").on(t.status, t.startDate, t.id),
    check("engagements_replacement_after_trial", sql`(${t.replacementRequisitionId} is null and ${t.replacedPositionId} is null) or ${t.endReason} is not distinct from 'trial'`),
    // The console's trial figures: ends in the trial, by when.
    index("engagements_trial_ended_idx").on(t.endedAt).where(sql`${t.endReason} = 'trial'`),
  ],
);

/**
 * Each version of an engagement's terms once both parties accepted it: its rate, weekly hours and
 * end date, and the first week it prices. The first version accepted prices the engagement from its
 * first week; a later one from the Monday after the day both had accepted it (in the client's zone),
 * so a change never re-prices a week worked, approved or billed under the terms before
 * (docs/decisions/074-*). A week's rate is the latest version whose first week is not after it.
 */
export const acceptedTerms = pgTable(
  "accepted_terms",
  {
    engagementId: integer("engagement_id")
      .notNull()
      .references(() => engagements.id, { onDelete: "cascade" }),
    termsVersion: integer("terms_version").notNull(),
    hourlyRateCents: bigint("hourly_rate_cents", { mode: "number" }).notNull(),
    weeklyHours: integer("weekly_hours").notNull(),
    endDate: date("end_date").notNull(),
    firstWeek: date("first_week").notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.engagementId, t.termsVersion] }),
    check("accepted_terms_first_week_monday", sql`extract(isodow from ${t.firstWeek}) = 1`),
    check("accepted_terms_rate", sql`${t.hourlyRateCents} > 0`),
  ],
);

/**
 * One figure of the terms that price the week starting `weekStart` of engagement `engagementId`:
 * the latest version both accepted whose first week is not after it, or the first version for a
 * week before that (decision 074). Null only for an engagement whose terms were never accepted.
 */
export function termsOfWeek(figure: "hourly_rate_cents" | "weekly_hours", engagementId: SQLWrapper, weekStart: SQLWrapper) {
  const column = sql.raw(`t.${figure}`);
  return sql<number | null>`coalesce(
    (select ${column} from ${acceptedTerms} t where t.engagement_id = ${engagementId} and t.first_week <= ${weekStart} order by t.terms_version desc limit 1),
    (select ${column} from ${acceptedTerms} t where t.engagement_id = ${engagementId} order by t.terms_version limit 1))`.mapWith(Number);
}

/**
 * One week of an engagement's timesheet: the Monday (in the client's zone) it starts, its status
 * and each move's time. Hours are in timesheet_days.
 */
export const timesheetWeeks = pgTable(
  "timesheet_weeks",
  {
    id: serial("id").primaryKey(),
    engagementId: integer("engagement_id")
      .notNull()
      .references(() => engagements.id, { onDelete: "cascade" }),
    weekStart: date("week_start").notNull(),
    status: text("status").$type<TimesheetStatus>().notNull().default("draft"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    disputedAt: timestamp("disputed_at", { withTimezone: true }),
    disputeReason: text("dispute_reason"),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    /** Who approved it; null with `auto_approved` when the 5-day rule did. */
    approvedBy: integer("approved_by").references(() => users.id, { onDelete: "set null" }),
    autoApproved: boolean("auto_approved").notNull().default(false),
    /** The Friday reminder for a week not yet submitted (once). */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("timesheet_weeks_status", sql`${t.status} in (${listed(TIMESHEET_STATUSES)})`),
    check("timesheet_weeks_monday", sql`extract(isodow from ${t.weekStart}) = 1`),
    check("timesheet_weeks_dispute_reason", sql`(${t.status} = 'disputed') <= (${t.disputeReason} is not null)`),
    uniqueIndex("timesheet_weeks_engagement_week_idx").on(t.engagementId, t.weekStart),
    // The auto-approval job's queue and the console's "awaiting approval".
    index("timesheet_weeks_submitted_idx").on(t.submittedAt).where(sql`${t.status} = 'submitted'`),
    index("timesheet_weeks_status_idx").on(t.status, t.weekStart, t.id),
  ],
);

/** Minutes worked on one day of a week, in quarter hours, 0 to 12 hours. */
export const timesheetDays = pgTable(
  "timesheet_days",
  {
    weekId: integer("week_id")
      .notNull()
      .references(() => timesheetWeeks.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    minutes: integer("minutes").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.weekId, t.day] }),
    check("timesheet_days_minutes", sql`${t.minutes} between 0 and ${sql.raw(String(TIMESHEET_DAY_MAX_MINUTES))} and ${t.minutes} % 15 = 0`),
  ],
);

export type EngagementRow = typeof engagements.$inferSelect;
export type TimesheetWeekRow = typeof timesheetWeeks.$inferSelect;
export type AcceptedTermsRow = typeof acceptedTerms.$inferSelect;
export type TimesheetDayRow = typeof timesheetDays.$inferSelect;

// Payouts' queries: the sealed bank accounts, the runs (one per month, made one at a time), the
// approved days not yet paid with their rate and fee, each payout with its lines, and the moves.
import { and, asc, count, desc, eq, inArray, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import type { BankAccountType, PayoutHoldReason, PayoutStatus } from "@shared/contracts/payouts";
import { companies, engagements, expertBankAccounts, experts, payoutLines, payoutRuns, payouts, termsOfWeek, timesheetDays, timesheetWeeks } from "@shared/schema";
import type { Db } from "../db/client";

// --- bank accounts -------------------------------------------------------------------------------

export async function findBankAccount(db: Db, expertId: number) {
  const [row] = await db.select().from(expertBankAccounts).where(eq(expertBankAccounts.expertId, expertId));
  return row;
}

/** Saves the expert's account, its change time now (the database's clock starts the hold). */
export async function saveBankAccount(tx: Db, values: { expertId: number; bankName: string; branchCode: string; accountType: BankAccountType; sealed: string; last4: string }) {
  const [row] = await tx
    .insert(expertBankAccounts)
    .values(values)
    .onConflictDoUpdate({
      target: expertBankAccounts.expertId,
      set: { bankName: values.bankName, branchCode: values.branchCode, accountType: values.accountType, sealed: values.sealed, last4: values.last4, changedAt: sql`now()` },
    })
    .returning();
  return row;
}

/** When each expert's account last changed (no row: none saved). */
export async function accountChanges(db: Db, expertIds: number[]) {
  if (expertIds.length === 0) return new Map<number, Date>();
  const rows = await db.select({ expertId: expertBankAccounts.expertId, changedAt: expertBankAccounts.changedAt }).from(expertBankAccounts).where(inArray(expertBankAccounts.expertId, expertIds));
  return new Map(rows.map((r) => [r.expertId, r.changedAt]));
}

export function bankAccountsOf(db: Db, expertIds: number[]) {
  if (expertIds.length === 0) return Promise.resolve([]);
  return db.select().from(expertBankAccounts).where(inArray(expertBankAccounts.expertId, expertIds));
}

// --- runs ----------------------------------------------------------------------------------------

/** Runs take turns: a run for one month and one for another never pick the same days at once. */
export async function lockRuns(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('payout-runs'))`);
}

/** The month's run, unless it has one: its row, or undefined when the month was run already. */
export async function insertRun(tx: Db, values: { month: string; usdZarRate: string; createdBy: number | null }) {
  const [row] = await tx.insert(payoutRuns).values(values).onConflictDoNothing({ target: payoutRuns.month }).returning();
  return row;
}

export async function findRun(db: Db, id: number, opts: { lock?: boolean } = {}) {
  const q = db.select().from(payoutRuns).where(eq(payoutRuns.id, id));
  const [row] = opts.lock ? await q.for("update") : await q;
  return row;
}

export async function hasRunFor(db: Db, month: string) {
  const [row] = await db.select({ id: payoutRuns.id }).from(payoutRuns).where(eq(payoutRuns.month, month));
  return row !== undefined;
}

/** The latest run's rate: the job's rate, and the hub's, until an admin enters the day's. */
export async function lastRate(db: Db) {
  const [row] = await db.select({ usdZarRate: payoutRuns.usdZarRate }).from(payoutRuns).orderBy(desc(payoutRuns.month)).limit(1);
  return row?.usdZarRate ?? null;
}

export async function markRunSent(tx: Db, id: number, by: number | null) {
  await tx.update(payoutRuns).set({ sentAt: sql`now()`, sentBy: by }).where(eq(payoutRuns.id, id));
}

const cents = (value: SQL) => sql<number>`coalesce(${value}, 0)::bigint`.mapWith(Number);

const runTotals = {
  payouts: sql<number>`count(${payouts.id})::int`.mapWith(Number),
  usdCents: cents(sql`sum(${payouts.usdCents})`),
  zarCents: cents(sql`sum(${payouts.zarCents})`),
  held: sql<number>`(count(${payouts.id}) filter (where ${payouts.holdReason} is not null and ${payouts.status} = 'scheduled'))::int`.mapWith(Number),
};

/** A page of runs, newest month first, each with its totals and counts by status. */
export async function listRuns(db: Db, q: { limit: number; offset: number }) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ run: payoutRuns, payouts: runTotals.payouts, usdCents: runTotals.usdCents, zarCents: runTotals.zarCents, held: runTotals.held })
      .from(payoutRuns)
      .leftJoin(payouts, eq(payouts.runId, payoutRuns.id))
      .groupBy(payoutRuns.id)
      .orderBy(desc(payoutRuns.month), desc(payoutRuns.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: count() }).from(payoutRuns),
  ]);
  return { rows, total };
}

export async function runSummary(db: Db, id: number) {
  const [row] = await db
    .select({ run: payoutRuns, payouts: runTotals.payouts, usdCents: runTotals.usdCents, zarCents: runTotals.zarCents, held: runTotals.held })
    .from(payoutRuns)
    .leftJoin(payouts, eq(payouts.runId, payoutRuns.id))
    .where(eq(payoutRuns.id, id))
    .groupBy(payoutRuns.id);
  return row;
}

/** How many payouts of each run are in each status. */
export async function statusCounts(db: Db, runIds: number[]) {
  if (runIds.length === 0) return [];
  return db
    .select({ runId: payouts.runId, status: sql<PayoutStatus>`${payouts.status}`, n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(payouts)
    .where(inArray(payouts.runId, runIds))
    .groupBy(payouts.runId, payouts.status);
}

// --- what a run pays -----------------------------------------------------------------------------

/** The first day of the month a timesheet day falls in. */
const dayMonth = sql`(${timesheetDays.day} - (extract(day from ${timesheetDays.day})::int - 1))`;
const asDateText = (value: SQL) => sql<string>`to_char(${value}, 'YYYY-MM-DD')`;

/** This week's days of that month are on a payout already. */
const paidAlready = sql`exists (select 1 from ${payoutLines} l where l.week_id = ${timesheetWeeks.id} and l.work_month = ${dayMonth})`;

export interface PayableWeek {
  expertId: number;
  engagementId: number;
  weekId: number;
  weekStart: string;
  workMonth: string;
  minutes: number;
  rateCents: number | null;
  feePercent: number;
  /** The expert accepted the engagement's expert agreement (decision 095); until then its hours wait. */
  agreementAccepted: boolean;
}

/**
 * Approved minutes on days before `before` (a date) not yet paid, one row per expert, engagement,
 * week and month of the days, with the rate of the terms that priced the week and the engagement's
 * fee. With `expertId`, that expert's only (the hub's outlook). Engagements whose expert agreement
 * is not accepted are left out unless `withUnaccepted` (the outlook says why they wait).
 */
export function payableWeeks(db: Db, opts: { before?: string; expertId?: number; withUnaccepted?: boolean }): Promise<PayableWeek[]> {
  return db
    .select({
      expertId: engagements.expertId,
      engagementId: engagements.id,
      weekId: timesheetWeeks.id,
      weekStart: timesheetWeeks.weekStart,
      workMonth: asDateText(dayMonth),
      minutes: sql<number>`sum(${timesheetDays.minutes})::int`.mapWith(Number),
      rateCents: termsOfWeek("hourly_rate_cents", engagements.id, timesheetWeeks.weekStart),
      feePercent: engagements.platformFeePercent,
      agreementAccepted: sql<boolean>`${engagements.expertAgreementAcceptedAt} is not null`,
    })
    .from(timesheetDays)
    .innerJoin(timesheetWeeks, eq(timesheetWeeks.id, timesheetDays.weekId))
    .innerJoin(engagements, eq(engagements.id, timesheetWeeks.engagementId))
    .where(
      and(
        eq(timesheetWeeks.status, "approved"),
        sql`${timesheetDays.minutes} > 0`,
        opts.before ? lt(timesheetDays.day, opts.before) : undefined,
        opts.expertId !== undefined ? eq(engagements.expertId, opts.expertId) : undefined,
        opts.withUnaccepted ? undefined : isNotNull(engagements.expertAgreementAcceptedAt),
        sql`not ${paidAlready}`,
      ),
    )
    .groupBy(engagements.expertId, engagements.id, timesheetWeeks.id, timesheetWeeks.weekStart, dayMonth, engagements.expertAgreementAcceptedAt)
    .orderBy(asc(engagements.expertId), asc(dayMonth), asc(engagements.id), asc(timesheetWeeks.weekStart));
}

/**
 * Payouts a new run takes into its own, locked: failed ones, and ones still scheduled in a run
 * already sent (held then), not carried yet.
 */
export async function lockCarriable(tx: Db) {
  return tx
    .select({ id: payouts.id, expertId: payouts.expertId, usdCents: payouts.usdCents, status: payouts.status })
    .from(payouts)
    .innerJoin(payoutRuns, eq(payoutRuns.id, payouts.runId))
    .where(sql`${payouts.status} = 'failed' or (${payouts.status} = 'scheduled' and ${payoutRuns.sentAt} is not null)`)
    .orderBy(asc(payouts.id))
    .for("update", { of: payouts });
}

export async function insertPayout(
  tx: Db,
  values: { runId: number; expertId: number; minutes: number; usdCents: number; carriedUsdCents: number; zarCents: number; holdReason: PayoutHoldReason | null },
) {
  const [row] = await tx.insert(payouts).values(values).returning();
  return row;
}

export async function insertLines(tx: Db, lines: (typeof payoutLines.$inferInsert)[]) {
  if (lines.length) await tx.insert(payoutLines).values(lines);
}

/** Carries earlier payouts into `intoId`, each from the status read (the rows are locked); answers those carried. */
export async function carry(tx: Db, ids: number[], intoId: number) {
  if (ids.length === 0) return [];
  return tx
    .update(payouts)
    .set({ status: "carried", carriedIntoId: intoId })
    .where(and(inArray(payouts.id, ids), inArray(payouts.status, ["failed", "scheduled"])))
    .returning({ id: payouts.id, status: payouts.status });
}

// --- payouts -------------------------------------------------------------------------------------

const payoutColumns = {
  payout: payouts,
  month: asDateText(sql`${payoutRuns.month}`),
  usdZarRate: payoutRuns.usdZarRate,
  runSentAt: payoutRuns.sentAt,
  expertName: experts.name,
  accountLast4: expertBankAccounts.last4,
};

function payoutQuery(db: Db) {
  return db
    .select(payoutColumns)
    .from(payouts)
    .innerJoin(payoutRuns, eq(payoutRuns.id, payouts.runId))
    .innerJoin(experts, eq(experts.userId, payouts.expertId))
    .leftJoin(expertBankAccounts, eq(expertBankAccounts.expertId, payouts.expertId));
}
export type PayoutWithRun = NonNullable<Awaited<ReturnType<typeof findPayout>>>;

export async function findPayout(db: Db, id: number) {
  const [row] = await payoutQuery(db).where(eq(payouts.id, id));
  return row;
}

export async function lockPayout(tx: Db, id: number) {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for("update");
  return row;
}

/** The expert's payouts, newest first. */
export async function listOwn(db: Db, expertId: number, q: { limit: number; offset: number }) {
  const [rows, [{ total }]] = await Promise.all([
    payoutQuery(db).where(eq(payouts.expertId, expertId)).orderBy(desc(payoutRuns.month), desc(payouts.id)).limit(q.limit).offset(q.offset),
    db.select({ total: count() }).from(payouts).where(eq(payouts.expertId, expertId)),
  ]);
  return { rows, total };
}

export function payoutsOfRun(db: Db, runId: number) {
  return payoutQuery(db).where(eq(payouts.runId, runId)).orderBy(asc(experts.name), asc(payouts.id));
}

/** A run's payouts still scheduled, locked, for marking the run sent. */
export function lockScheduled(tx: Db, runId: number) {
  return tx
    .select()
    .from(payouts)
    .where(and(eq(payouts.runId, runId), eq(payouts.status, "scheduled")))
    .orderBy(asc(payouts.id))
    .for("update");
}

export async function transition(tx: Db, id: number, from: PayoutStatus, to: PayoutStatus, stamp: { failureReason?: string | null } = {}) {
  const at = sql`now()`;
  const [row] = await tx
    .update(payouts)
    .set({
      status: to,
      ...(to === "sent" ? { sentAt: at, holdReason: null } : {}),
      ...(to === "paid" ? { paidAt: at } : {}),
      ...(to === "failed" ? { failedAt: at, failureReason: stamp.failureReason ?? null } : {}),
    })
    .where(and(eq(payouts.id, id), eq(payouts.status, from)))
    .returning();
  return row;
}

export async function setHold(tx: Db, id: number, holdReason: PayoutHoldReason | null) {
  await tx.update(payouts).set({ holdReason }).where(eq(payouts.id, id));
}

/** A payout's lines with the company each engagement is for, by week. */
export function linesOf(db: Db, payoutId: number) {
  return db
    .select({
      engagementId: payoutLines.engagementId,
      companyName: companies.name,
      weekStart: asDateText(sql`${payoutLines.weekStart}`),
      workMonth: asDateText(sql`${payoutLines.workMonth}`),
      minutes: payoutLines.minutes,
      payRateCents: payoutLines.payRateCents,
      amountCents: payoutLines.amountCents,
    })
    .from(payoutLines)
    .innerJoin(engagements, eq(engagements.id, payoutLines.engagementId))
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .where(eq(payoutLines.payoutId, payoutId))
    .orderBy(asc(payoutLines.engagementId), asc(payoutLines.weekStart), asc(payoutLines.workMonth));
}

/** Paid payouts not in the books yet (paid before the books kept them, or seeded). */
export function paidWithoutEntry(db: Db) {
  return db
    .select({ id: payouts.id, expertId: payouts.expertId, usdCents: payouts.usdCents, paidAt: payouts.paidAt })
    .from(payouts)
    .where(and(eq(payouts.status, "paid"), isNotNull(payouts.paidAt), sql`not exists (select 1 from ledger_entries le where le.kind = 'payout' and le.source_id = ${payouts.id})`))
    .orderBy(asc(payouts.id));
}

// The timesheets' queries: an engagement's weeks with their totals, one week's days, the week made on
// its first save, its hours replaced, the moves between statuses (one UPDATE each, from the status
// the service read), the auto-approval's claim, the Friday reminder's claim and the console's lists.
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { TimesheetStatus } from "@shared/constants";
import type { AdminTimesheetsQuery } from "@shared/contracts/timesheets";
import { clientProfiles, engagements, experts, termsOfWeek, timesheetDays, timesheetWeeks, users, type TimesheetWeekRow } from "@shared/schema";
import { DEFAULT_CLIENT_TIME_ZONE } from "@shared/working-day";
import type { Db } from "../db/client";

/** A week's hours added up, in SQL: the twin of `weekTotalMinutes` in shared/flows/timesheet-week.ts, for lists of weeks. */
const totalOf = sql<number>`(select coalesce(sum(${timesheetDays.minutes}), 0)::int from ${timesheetDays} where ${timesheetDays.weekId} = ${timesheetWeeks.id})`;

/** Every saved week of an engagement with its total minutes, in order. */
export function weeksOf(db: Db, engagementId: number) {
  return db
    .select({ week: timesheetWeeks, totalMinutes: totalOf })
    .from(timesheetWeeks)
    .where(eq(timesheetWeeks.engagementId, engagementId))
    .orderBy(asc(timesheetWeeks.weekStart));
}

/**
 * The weekly hours agreed for the week starting `weekStart`, in minutes: those of the terms both
 * parties had accepted before it began (decision 074); null when none were ever accepted.
 */
export async function agreedMinutesOf(db: Db, engagementId: number, weekStart: string): Promise<number | null> {
  const [row] = await db
    .select({ hours: termsOfWeek("weekly_hours", engagements.id, sql`${weekStart}::date`) })
    .from(engagements)
    .where(eq(engagements.id, engagementId));
  return row?.hours == null ? null : row.hours * 60;
}

export async function findWeek(db: Db, engagementId: number, weekStart: string) {
  const [row] = await db
    .select()
    .from(timesheetWeeks)
    .where(and(eq(timesheetWeeks.engagementId, engagementId), eq(timesheetWeeks.weekStart, weekStart)))
    .limit(1);
  return row;
}

export function daysOf(db: Db, weekId: number) {
  return db.select().from(timesheetDays).where(eq(timesheetDays.weekId, weekId)).orderBy(asc(timesheetDays.day));
}

/** The week, made as a draft if it has no row yet, locked until the transaction ends (two first saves at once share one row: the unique key). */
export async function lockOrMakeWeek(tx: Db, engagementId: number, weekStart: string) {
  await tx.insert(timesheetWeeks).values({ engagementId, weekStart }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(timesheetWeeks)
    .where(and(eq(timesheetWeeks.engagementId, engagementId), eq(timesheetWeeks.weekStart, weekStart)))
    .for("update");
  return row;
}

/** The week's hours become exactly these (days with none are not kept). */
export async function replaceDays(tx: Db, weekId: number, days: { date: string; minutes: number }[]) {
  await tx.delete(timesheetDays).where(eq(timesheetDays.weekId, weekId));
  const kept = days.filter((d) => d.minutes > 0);
  if (kept.length) await tx.insert(timesheetDays).values(kept.map((d) => ({ weekId, day: d.date, minutes: d.minutes })));
  await tx.update(timesheetWeeks).set({ updatedAt: sql`now()` }).where(eq(timesheetWeeks.id, weekId));
}

export interface WeekStamp {
  approvedBy?: number | null;
  /** Approved by the 5-day rule rather than by the client. */
  automatically?: boolean;
  disputeReason?: string;
}

/** Moves the week from `from` to `to`, stamping the move; undefined when it was no longer in `from`. */
export async function transition(tx: Db, id: number, from: TimesheetStatus, to: TimesheetStatus, stamp: WeekStamp = {}) {
  const set: Partial<typeof timesheetWeeks.$inferInsert> = { status: to, updatedAt: sql`now()` as unknown as Date };
  if (to === "submitted") set.submittedAt = sql`now()` as unknown as Date;
  if (to === "disputed") Object.assign(set, { disputedAt: sql`now()`, disputeReason: stamp.disputeReason ?? null });
  if (to === "approved") Object.assign(set, { approvedAt: sql`now()`, approvedBy: stamp.approvedBy ?? null, autoApproved: stamp.automatically ?? false });
  const [row] = await tx
    .update(timesheetWeeks)
    .set(set)
    .where(and(eq(timesheetWeeks.id, id), eq(timesheetWeeks.status, from)))
    .returning();
  return row;
}

/**
 * Submitted weeks unanswered for `days` days and not over the weekly hours agreed for them (at most
 * `limit`), locked for this transaction: rows another run holds are skipped, and each move is made
 * from `submitted`, so any number of instances approve each week once.
 */
export async function lockDueForApproval(tx: Db, days: number, limit: number): Promise<TimesheetWeekRow[]> {
  return tx
    .select()
    .from(timesheetWeeks)
    .where(
      and(
        eq(timesheetWeeks.status, "submitted"),
        sql`${timesheetWeeks.submittedAt} <= now() - make_interval(days => ${days}::int)`,
        // A week over the agreed hours waits for the client's answer, however long it takes.
        sql`${totalOf} <= ${termsOfWeek("weekly_hours", timesheetWeeks.engagementId, timesheetWeeks.weekStart)} * 60`,
      ),
    )
    .orderBy(asc(timesheetWeeks.submittedAt), asc(timesheetWeeks.id))
    .limit(limit)
    .for("update", { skipLocked: true });
}

/** Active engagements with what the Friday reminder needs: dates, the expert and both zones. */
export function activeForReminders(db: Db) {
  return db
    .select({
      id: engagements.id,
      expertId: engagements.expertId,
      startDate: engagements.startDate,
      endDate: engagements.endDate,
      expertTimeZone: experts.timeZone,
      clientTimeZone: sql<string>`coalesce(${clientProfiles.timeZone}, ${DEFAULT_CLIENT_TIME_ZONE})`,
    })
    .from(engagements)
    .innerJoin(experts, eq(experts.userId, engagements.expertId))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, engagements.clientId))
    .where(eq(engagements.status, "active"))
    .orderBy(asc(engagements.id));
}

/**
 * Marks each of these weeks reminded, making it as a draft when it has no row yet, and returns those
 * marked now: one statement, so a week already reminded, submitted or answered is left alone, and two
 * runs at once mark (and so remind of) each week once.
 */
export async function claimReminders(tx: Db, weeks: { engagementId: number; weekStart: string }[]) {
  if (weeks.length === 0) return [];
  return tx
    .insert(timesheetWeeks)
    .values(weeks.map((w) => ({ engagementId: w.engagementId, weekStart: w.weekStart, remindedAt: sql`now()` as unknown as Date })))
    .onConflictDoUpdate({
      target: [timesheetWeeks.engagementId, timesheetWeeks.weekStart],
      set: { remindedAt: sql`now()` },
      setWhere: sql`${timesheetWeeks.remindedAt} is null and ${timesheetWeeks.status} = 'draft'`,
    })
    .returning({ id: timesheetWeeks.id, engagementId: timesheetWeeks.engagementId, weekStart: timesheetWeeks.weekStart });
}

/** The console's weeks of one status, the longest waiting first, a page at a time with the total. */
export async function listForAdmin(db: Db, query: AdminTimesheetsQuery) {
  const where = eq(timesheetWeeks.status, query.status);
  const since = query.status === "submitted" ? timesheetWeeks.submittedAt : timesheetWeeks.disputedAt;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        week: timesheetWeeks,
        totalMinutes: totalOf,
        clientName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
        companyName: clientProfiles.companyName,
        expertName: experts.name,
      })
      .from(timesheetWeeks)
      .innerJoin(engagements, eq(engagements.id, timesheetWeeks.engagementId))
      .innerJoin(users, eq(users.id, engagements.clientId))
      .innerJoin(experts, eq(experts.userId, engagements.expertId))
      .leftJoin(clientProfiles, eq(clientProfiles.userId, engagements.clientId))
      .where(where)
      .orderBy(asc(since), desc(timesheetWeeks.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(timesheetWeeks).where(where),
  ]);
  return { rows, total };
}

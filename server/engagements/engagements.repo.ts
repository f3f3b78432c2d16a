// The engagements' queries: one per confirmed booking, read with its parties' names and zones, the
// moves between statuses (one UPDATE each, from the status the service read), the acceptances, the
// admins' change of the terms, the job's claim of finished engagements, and the backfill.
import { and, asc, count, desc, eq, isNull, lt, ne, sql, type SQL } from "drizzle-orm";
import type { EngagementEndReason, EngagementStatus } from "@shared/constants";
import type { ChangeTermsValues, EngagementsQuery } from "@shared/contracts/engagements";
import { acceptedTerms, clientProfiles, companyMembers, engagements, experts, invoiceLines, invoices, preBookings, termsOfWeek, timesheetDays, timesheetWeeks, users, type EngagementRow } from "@shared/schema";
import { DEFAULT_CLIENT_TIME_ZONE } from "@shared/working-day";
import type { CompanyRole } from "@shared/company-roles";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";
import { mondayOf } from "@shared/calendar";

export type BookingRow = typeof preBookings.$inferSelect;

/**
 * Every confirmed (or since completed) booking without an engagement gets one, keeping its expert's
 * rate then in cents; a completed booking's engagement is ended as completed. Experts without a rate
 * are left out (an engagement needs one; docs/decisions/064-*). Migration 0023 ran this statement
 * once, when the expert's rate was whole dollars (`x."hourly_rate" * 100`; cents since 0032). Safe
 * to run again.
 */
export const ENGAGEMENT_BACKFILL_SQL = `INSERT INTO "engagements" ("pre_booking_id", "client_id", "expert_id", "requisition_id", "hourly_rate_cents", "start_date", "end_date", "status", "ended_at", "end_reason", "created_at", "updated_at")
SELECT b."id", b."client_id", b."expert_id", b."requisition_id", x."hourly_rate_cents", b."start_date", b."end_date",
       CASE WHEN b."status" = 'completed' THEN 'ended' ELSE 'awaiting_acceptance' END,
       CASE WHEN b."status" = 'completed' THEN coalesce(b."completed_at", now()) END,
       CASE WHEN b."status" = 'completed' THEN 'completed' END,
       coalesce(b."confirmed_at", b."created_at"), now()
  FROM "pre_bookings" b
  JOIN "experts" x ON x."user_id" = b."expert_id"
 WHERE b."status" IN ('confirmed', 'completed')
   AND x."hourly_rate_cents" IS NOT NULL
   AND NOT EXISTS (SELECT 1 FROM "engagements" e WHERE e."pre_booking_id" = b."id")
ON CONFLICT ("pre_booking_id") DO NOTHING`;

export async function backfill(db: Db) {
  await db.execute(sql.raw(ENGAGEMENT_BACKFILL_SQL));
}

/** The engagement of a booking just confirmed, at the expert's rate in cents; undefined when it already has one. */
export async function insertForBooking(tx: Db, booking: BookingRow, hourlyRateCents: number) {
  const [row] = await tx
    .insert(engagements)
    .values({
      preBookingId: booking.id,
      clientId: booking.clientId,
      companyId: booking.companyId,
      expertId: booking.expertId,
      requisitionId: booking.requisitionId,
      hourlyRateCents,
      startDate: booking.startDate,
      endDate: booking.endDate,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findExpertRate(tx: Db, expertId: number) {
  const [row] = await tx.select({ hourlyRateCents: experts.hourlyRateCents }).from(experts).where(eq(experts.userId, expertId)).limit(1);
  return row?.hourlyRateCents ?? null;
}

export async function findEngagement(db: Db, id: number) {
  const [row] = await db.select().from(engagements).where(eq(engagements.id, id)).limit(1);
  return row;
}

export async function findByBooking(db: Db, preBookingId: number) {
  const [row] = await db.select().from(engagements).where(eq(engagements.preBookingId, preBookingId)).limit(1);
  return row;
}

/** The row, locked until the transaction ends: every change to an engagement takes this lock first. */
export async function setPoNumber(tx: Db, id: number, poNumber: string | null) {
  await tx.update(engagements).set({ poNumber, updatedAt: sql`now()` }).where(eq(engagements.id, id));
}

export async function lockEngagement(tx: Db, id: number) {
  const [row] = await tx.select().from(engagements).where(eq(engagements.id, id)).for("update");
  return row;
}

/** The row, share-locked until the transaction ends: a timesheet write sees the terms it was checked against. */
export async function shareLockEngagement(tx: Db, id: number) {
  const [row] = await tx.select().from(engagements).where(eq(engagements.id, id)).for("share");
  return row;
}

// --- reads with the parties ----------------------------------------------------------------------

function detailed(db: Db) {
  return db
    .select({
      engagement: engagements,
      clientName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      companyName: clientProfiles.companyName,
      clientTimeZone: sql<string>`coalesce(${clientProfiles.timeZone}, ${DEFAULT_CLIENT_TIME_ZONE})`,
      expertName: experts.name,
      expertRole: experts.role,
      expertProfileImage: experts.profileImage,
      expertTimeZone: experts.timeZone,
      approverName: sql<string>`(select a.first_name || ' ' || a.last_name from ${users} a where a.id = ${engagements.approverId})`,
      /** The approver's role in the engagement's company while an active member of it; null once removed. */
      approverRole: sql<CompanyRole | null>`(select m.role from ${companyMembers} m where m.user_id = ${engagements.approverId} and m.company_id = ${engagements.companyId} and m.removed_at is null)`,
    })
    .from(engagements)
    .innerJoin(users, eq(users.id, engagements.clientId))
    .innerJoin(experts, eq(experts.userId, engagements.expertId))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, engagements.clientId))
    .$dynamic();
}

export type DetailedEngagement = NonNullable<Awaited<ReturnType<typeof findDetailed>>>;

export async function findDetailed(db: Db, id: number) {
  const [row] = await detailed(db).where(eq(engagements.id, id)).limit(1);
  return row;
}

/**
 * One page, the latest start first (the id breaking ties; indexes hold that order per client, per
 * expert and per status), and the total. `party` narrows to one client's or one expert's.
 */
export async function list(db: Db, party: { companyId: number } | { expertId: number } | null, query: EngagementsQuery) {
  const conditions: SQL[] = [];
  if (party && "companyId" in party) conditions.push(eq(engagements.companyId, party.companyId));
  if (party && "expertId" in party) conditions.push(eq(engagements.expertId, party.expertId));
  if (query.status !== "all") conditions.push(eq(engagements.status, query.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    detailed(db).where(where).orderBy(desc(engagements.startDate), desc(engagements.id)).limit(query.limit).offset(query.offset),
    db.select({ total: count() }).from(engagements).where(where),
  ]);
  return { rows, total };
}

export async function countByStatus(db: Db) {
  return db.select({ status: engagements.status, n: count() }).from(engagements).groupBy(engagements.status);
}

// --- moves ---------------------------------------------------------------------------------------

export interface MoveStamp {
  endReason?: EngagementEndReason;
  endNote?: string | null;
}

/** Moves the engagement from `from` to `to`, stamping the move; undefined when it was no longer in `from`. */
export async function transition(tx: Db, id: number, from: EngagementStatus, to: EngagementStatus, stamp: MoveStamp = {}) {
  const set: Partial<Record<keyof EngagementRow, unknown>> = { status: to, updatedAt: sql`now()` };
  if (to === "active") set.activatedAt = sql`coalesce(${engagements.activatedAt}, now())`;
  if (to === "ended") Object.assign(set, { endedAt: sql`now()`, endReason: stamp.endReason ?? null, endNote: stamp.endNote ?? null });
  const [row] = await tx
    .update(engagements)
    .set(set as Partial<typeof engagements.$inferInsert>)
    .where(and(eq(engagements.id, id), eq(engagements.status, from)))
    .returning();
  return row;
}

/**
 * Records a party's acceptance of terms version `version` with the SHA-256 of its text; undefined
 * when that party had already accepted, or the terms have changed meanwhile.
 */
export async function accept(tx: Db, id: number, party: "client" | "expert", version: number, sha256: string) {
  const acceptedAt = party === "client" ? engagements.clientAcceptedAt : engagements.expertAcceptedAt;
  // The expert accepts their own agreement (decision 095): it is the expert's agreement accepted too.
  const set =
    party === "client"
      ? { clientAcceptedAt: sql`now()`, clientAcceptedSha256: sha256 }
      : { expertAcceptedAt: sql`now()`, expertAcceptedSha256: sha256, expertAgreementAcceptedAt: sql`now()`, expertAgreementSha256: sha256 };
  const [row] = await tx
    .update(engagements)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(engagements.id, id), eq(engagements.termsVersion, version), isNull(acceptedAt), eq(engagements.status, "awaiting_acceptance")))
    .returning();
  return row;
}

/** The expert accepts the agreement an engagement from before it was given; the row, or undefined when it was accepted already. */
export async function acceptExpertAgreement(tx: Db, id: number, sha256: string) {
  const [row] = await tx
    .update(engagements)
    .set({ expertAgreementAcceptedAt: sql`now()`, expertAgreementSha256: sha256, updatedAt: sql`now()` })
    .where(and(eq(engagements.id, id), isNull(engagements.expertAgreementAcceptedAt)))
    .returning();
  return row;
}

/**
 * Keeps the version both parties have just accepted. The first one prices the engagement from its
 * first week; a later one from `nextWeek`, the Monday after the day of its acceptance in the
 * client's zone, so weeks before keep the rate they were worked at (docs/decisions/074-*).
 */
export async function recordAcceptedTerms(tx: Db, row: EngagementRow, acceptedAt: Date, nextWeek: string) {
  const earlier = sql`exists (select 1 from ${acceptedTerms} t where t.engagement_id = ${row.id})`;
  await tx
    .insert(acceptedTerms)
    .values({
      engagementId: row.id,
      termsVersion: row.termsVersion,
      hourlyRateCents: row.hourlyRateCents,
      weeklyHours: row.weeklyHours,
      endDate: row.endDate,
      firstWeek: sql`case when ${earlier} then ${nextWeek}::date else ${mondayOf(row.startDate)}::date end`,
      acceptedAt,
    })
    .onConflictDoNothing();
}

/** The member who approves its weeks from now on. */
export async function setApprover(tx: Db, id: number, approverId: number) {
  // `updated_at` stays: it is when the terms were last drawn.
  await tx.update(engagements).set({ approverId }).where(eq(engagements.id, id));
}

/** New terms: the changed values, the next version, and neither party's acceptance. */
export async function changeTerms(tx: Db, id: number, version: number, values: ChangeTermsValues) {
  const [row] = await tx
    .update(engagements)
    .set({
      ...(values.hourlyRateCents !== undefined ? { hourlyRateCents: values.hourlyRateCents } : {}),
      ...(values.weeklyHours !== undefined ? { weeklyHours: values.weeklyHours } : {}),
      ...(values.endDate !== undefined ? { endDate: values.endDate } : {}),
      termsVersion: version + 1,
      clientAcceptedAt: null,
      clientAcceptedSha256: null,
      expertAcceptedAt: null,
      expertAcceptedSha256: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(engagements.id, id), eq(engagements.termsVersion, version)))
    .returning();
  return row;
}

/**
 * Engagements not yet ended whose end date is before `today`, locked for this transaction; rows
 * another instance holds are skipped (it is ending them), so concurrent runs take disjoint rows.
 */
export async function claimFinished(tx: Db, today: string, limit: number) {
  return tx
    .select()
    .from(engagements)
    .where(and(ne(engagements.status, "ended"), lt(engagements.endDate, today)))
    .orderBy(asc(engagements.endDate), asc(engagements.id))
    .limit(limit)
    .for("update", { skipLocked: true });
}



// --- what it has cost so far ---------------------------------------------------------------------

/**
 * An engagement's approved and billed figures in one statement. Approved: the minutes of its
 * approved weeks, and their amount priced as an invoice prices them (one line per week and month
 * of its days, at the rate of the terms the week falls under, each rounded half up once to the
 * cent: `lineAmountCents` in SQL). Billed: the lines (hours and credits) on its issued invoices.
 */
export async function toDateOf(db: Db, engagementId: number): Promise<{ approvedMinutes: number; approvedCents: number; billedCents: number; paidOutCents: number }> {
  const result = await db.execute(sql`
    with lines as (
      select sum(${timesheetDays.minutes})::bigint as minutes,
             ${termsOfWeek("hourly_rate_cents", timesheetWeeks.engagementId, timesheetWeeks.weekStart)}::bigint as rate
        from ${timesheetWeeks}
        join ${timesheetDays} on ${timesheetDays.weekId} = ${timesheetWeeks.id}
       where ${timesheetWeeks.engagementId} = ${engagementId} and ${timesheetWeeks.status} = 'approved'
       group by ${timesheetWeeks.id}, ${timesheetWeeks.engagementId}, ${timesheetWeeks.weekStart}, date_trunc('month', ${timesheetDays.day})
    )
    select (select coalesce(sum(minutes), 0)::int from lines) as approved_minutes,
           (select coalesce(sum((minutes * rate + 30) / 60), 0)::bigint from lines) as approved_cents,
           (select coalesce(sum(l.amount_cents), 0)::bigint
              from ${invoiceLines} l join ${invoices} i on i.id = l.invoice_id
             where l.engagement_id = ${engagementId} and i.status <> 'draft') as billed_cents,
           (select coalesce(sum(pl.amount_cents), 0)::bigint from payout_lines pl where pl.engagement_id = ${engagementId}) as paid_out_cents`);
  const [row] = rowsOf<{ approved_minutes: number; approved_cents: string | number; billed_cents: string | number; paid_out_cents: string | number }>(result);
  // bigint sums arrive as text; each is a whole number of cents well within a safe integer.
  return { approvedMinutes: Number(row.approved_minutes), approvedCents: Number(row.approved_cents), billedCents: Number(row.billed_cents), paidOutCents: Number(row.paid_out_cents) };
}

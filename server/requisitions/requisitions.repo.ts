// The requisitions' queries: the needs, their candidates, the moves between statuses (one UPDATE
// each, from the status the service read), the overdue job's claim and the console's figures.
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { CandidateDecision, RequisitionStatus } from "@shared/constants";
import type { Pagination } from "@shared/contracts/common";
import type { AdminRequisitionsQuery, CreateRequisitionValues } from "@shared/contracts/requisitions";
import { SHORTLIST_HOURS } from "@shared/flows/requisition";
import { rateInCents } from "@shared/money";
import { clientProfiles, companyOfMember, engagements, experts, preBookings, requisitionCandidates, requisitions, users, type ExpertRow, type RequisitionCandidateRow, type RequisitionRow } from "@shared/schema";
import type { Db } from "../db/client";

/** The 14 days, in hours so that a daylight-saving change in the database's zone cannot bend them. */
/** The 14-day clock (shared/flows/requisition.ts), added to the moment the need is stated. */
const SHORTLIST_INTERVAL = sql`make_interval(hours => ${SHORTLIST_HOURS}::int)`;

/** The SQL twin of `pastDeadline`: an open requisition whose deadline has come. */
const pastDeadline = sql`(${requisitions.status} = 'open' and ${requisitions.dueAt} <= now())`;

export async function insertRequisition(db: Db, clientId: number, values: CreateRequisitionValues) {
  const [row] = await db
    .insert(requisitions)
    .values({ ...values, maxRateCents: rateInCents(values.maxRate), clientId, companyId: companyOfMember(clientId), submittedAt: sql`now()`, dueAt: sql`now() + ${SHORTLIST_INTERVAL}` })
    .returning();
  return row;
}

/**
 * Restates the need of a requisition in one conditional statement: only while it is open
 * and no candidate has been proposed; submitted_at and due_at are left as they are (the clock keeps
 * its first deadline). Undefined when it was not so.
 */
export async function editNeed(tx: Db, id: number, values: CreateRequisitionValues) {
  const { maxRate, ...need } = values;
  const [row] = await tx
    .update(requisitions)
    .set({ ...need, maxRateCents: rateInCents(maxRate), updatedAt: sql`now()` })
    .where(
      and(
        eq(requisitions.id, id),
        eq(requisitions.status, "open"),
        sql`not exists (select 1 from ${requisitionCandidates} c where c.requisition_id = ${id}::int)`,
      ),
    )
    .returning();
  return row;
}

export async function findRequisition(db: Db, id: number) {
  const [row] = await db.select().from(requisitions).where(eq(requisitions.id, id)).limit(1);
  return row;
}

/** The row, locked until the transaction ends: every change to a requisition or its candidates takes this lock first. */
export async function lockRequisition(tx: Db, id: number) {
  const [row] = await tx.select().from(requisitions).where(eq(requisitions.id, id)).for("update");
  return row;
}

// --- summaries -----------------------------------------------------------------------------------

const confirmedOrDone = sql`${preBookings.status} in ('confirmed', 'completed')`;

/** A requisition with its client's name and company and what its candidates and bookings add up to. */
function summaries(db: Db) {
  const candidates = (filter: SQL) =>
    sql<number>`(select count(*)::int from ${requisitionCandidates} c where c.requisition_id = ${requisitions.id} and ${filter})`;
  return db
    .select({
      requisition: requisitions,
      clientName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      companyName: clientProfiles.companyName,
      /** The client's own zone (their profile's), else the need's: the zone their notices give times in. */
      clientTimeZone: sql<string>`coalesce(${clientProfiles.timeZone}, ${requisitions.timeZone})`,
      proposed: candidates(sql`true`),
      interview: candidates(sql`c.decision = 'interview'`),
      declined: candidates(sql`c.decision = 'declined'`),
      confirmedBookings: sql<number>`(select count(distinct ${preBookings.expertId})::int from ${preBookings}
                                       where ${preBookings.requisitionId} = ${requisitions.id} and ${confirmedOrDone})`,
    })
    .from(requisitions)
    .innerJoin(users, eq(users.id, requisitions.clientId))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, requisitions.clientId))
    .$dynamic();
}

export type RequisitionSummaryRow = NonNullable<Awaited<ReturnType<typeof findSummary>>>;

export async function findSummary(db: Db, id: number) {
  const [row] = await summaries(db).where(eq(requisitions.id, id)).limit(1);
  return row;
}

/** The company's requisitions, whoever of its members asked. */
export async function listForCompany(db: Db, companyId: number, page: Pagination) {
  const where = eq(requisitions.companyId, companyId);
  const [rows, [{ total }]] = await Promise.all([
    summaries(db).where(where).orderBy(desc(requisitions.submittedAt), desc(requisitions.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(requisitions).where(where),
  ]);
  return { rows, total };
}

/**
 * The console's queue. `active`: open and overdue ones, overdue first, then by deadline (the fewest
 * days left first); one status or `all`: newest first.
 */
export async function listQueue(db: Db, query: AdminRequisitionsQuery) {
  const where =
    query.status === "active" ? inArray(requisitions.status, ["open", "overdue"]) : query.status === "all" ? undefined : eq(requisitions.status, query.status);
  const order =
    query.status === "active"
      ? [desc(sql`${requisitions.status} = 'overdue'`), asc(requisitions.dueAt), asc(requisitions.id)]
      : [desc(requisitions.submittedAt), desc(requisitions.id)];
  const [rows, [{ total }]] = await Promise.all([
    summaries(db)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(requisitions).where(where),
  ]);
  return { rows, total };
}

/** The engagement this requisition is the free replacement of (ended in its trial), with its expert's name. */
export async function replacementOf(db: Db, requisitionId: number) {
  const [row] = await db
    .select({ engagementId: engagements.id, expertName: experts.name, endedAt: engagements.endedAt, reason: engagements.endNote })
    .from(engagements)
    .innerJoin(experts, eq(experts.userId, engagements.expertId))
    .where(eq(engagements.replacementRequisitionId, requisitionId))
    .limit(1);
  return row;
}

// --- candidates ----------------------------------------------------------------------------------

export interface CandidateDetail {
  candidate: RequisitionCandidateRow;
  expert: ExpertRow;
  booking: { id: number; status: string; startDate: string; endDate: string } | null;
}

/** The requisition's candidates, in the order proposed, with the expert and the latest booking made from the requisition. */
export async function candidatesOf(db: Db, requisitionId: number): Promise<CandidateDetail[]> {
  const rows = await db
    .select({
      candidate: requisitionCandidates,
      expert: experts,
      booking: sql<CandidateDetail["booking"] | string>`(
        select json_build_object('id', b.id, 'status', b.status, 'startDate', b.start_date, 'endDate', b.end_date)
          from ${preBookings} b
         where b.requisition_id = ${requisitionCandidates.requisitionId} and b.expert_id = ${requisitionCandidates.expertId}
         order by b.created_at desc, b.id desc limit 1)`,
    })
    .from(requisitionCandidates)
    .innerJoin(experts, eq(experts.userId, requisitionCandidates.expertId))
    .where(eq(requisitionCandidates.requisitionId, requisitionId))
    .orderBy(asc(requisitionCandidates.proposedAt), asc(requisitionCandidates.expertId));
  // json_build_object comes back parsed from pg and as text from some drivers.
  return rows.map((r) => ({ ...r, booking: typeof r.booking === "string" ? (JSON.parse(r.booking) as CandidateDetail["booking"]) : r.booking }));
}

export async function findCandidate(db: Db, requisitionId: number, expertId: number) {
  const [row] = await db
    .select()
    .from(requisitionCandidates)
    .where(and(eq(requisitionCandidates.requisitionId, requisitionId), eq(requisitionCandidates.expertId, expertId)))
    .limit(1);
  return row;
}

export async function findCandidates(db: Db, requisitionId: number, expertIds: number[]) {
  if (expertIds.length === 0) return [];
  return db
    .select({ expertId: requisitionCandidates.expertId, decision: requisitionCandidates.decision, name: experts.name })
    .from(requisitionCandidates)
    .innerJoin(experts, eq(experts.userId, requisitionCandidates.expertId))
    .where(and(eq(requisitionCandidates.requisitionId, requisitionId), inArray(requisitionCandidates.expertId, expertIds)));
}

/** The candidates the client marked for interview, in the order proposed. */
export async function interviewCandidateIds(db: Db, requisitionId: number) {
  const rows = await db
    .select({ expertId: requisitionCandidates.expertId })
    .from(requisitionCandidates)
    .where(and(eq(requisitionCandidates.requisitionId, requisitionId), eq(requisitionCandidates.decision, "interview")))
    .orderBy(asc(requisitionCandidates.proposedAt), asc(requisitionCandidates.expertId));
  return rows.map((r) => r.expertId);
}

/** A new candidate; undefined when the expert is already one (the primary key decides, so two admins at once cannot both add them). */
export async function insertCandidate(tx: Db, values: typeof requisitionCandidates.$inferInsert) {
  const [row] = await tx.insert(requisitionCandidates).values(values).onConflictDoNothing().returning();
  return row;
}

export async function countCandidates(tx: Db, requisitionId: number) {
  const [{ n }] = await tx.select({ n: count() }).from(requisitionCandidates).where(eq(requisitionCandidates.requisitionId, requisitionId));
  return n;
}

/** Records the client's answer when the candidate's decision is still `from` (null: not answered yet). */
export async function decideCandidate(tx: Db, requisitionId: number, expertId: number, from: CandidateDecision | null, decision: CandidateDecision, reason: string | null) {
  const [row] = await tx
    .update(requisitionCandidates)
    .set({ decision, declineReason: decision === "declined" ? reason : null, decidedAt: sql`now()` })
    .where(
      and(
        eq(requisitionCandidates.requisitionId, requisitionId),
        eq(requisitionCandidates.expertId, expertId),
        from === null ? isNull(requisitionCandidates.decision) : eq(requisitionCandidates.decision, from),
      ),
    )
    .returning();
  return row;
}

/** Distinct experts with a confirmed (or since completed) booking made from the requisition. */
export async function countConfirmedBookings(tx: Db, requisitionId: number) {
  const [{ n }] = await tx
    .select({ n: sql<number>`count(distinct ${preBookings.expertId})::int` })
    .from(preBookings)
    .where(and(eq(preBookings.requisitionId, requisitionId), confirmedOrDone));
  return n;
}

// --- moves ---------------------------------------------------------------------------------------

const STAMPS: Partial<Record<RequisitionStatus, keyof RequisitionRow>> = {
  shortlisted: "shortlistedAt",
  overdue: "overdueAt",
  filled: "filledAt",
  closed: "closedAt",
};

/** Moves the requisition from `from` to `to`, stamping the move's time; undefined when it was no longer in `from`. */
export async function transition(tx: Db, id: number, from: RequisitionStatus, to: RequisitionStatus) {
  const stamp = STAMPS[to];
  const [row] = await tx
    .update(requisitions)
    .set({ status: to, updatedAt: sql`now()`, ...(stamp ? { [stamp]: sql`now()` } : {}) })
    .where(and(eq(requisitions.id, id), eq(requisitions.status, from)))
    .returning();
  return row;
}

/**
 * Open requisitions whose deadline has passed, locked for this transaction; rows another instance
 * holds are skipped (it is marking them), so concurrent runs take disjoint rows.
 */
export async function claimOverdue(tx: Db, limit: number) {
  return tx
    .select()
    .from(requisitions)
    .where(pastDeadline)
    .orderBy(asc(requisitions.dueAt), asc(requisitions.id))
    .limit(limit)
    .for("update", { skipLocked: true });
}


// --- figures -------------------------------------------------------------------------------------

/**
 * Over the last `days` days: how many were shortlisted, the median and 90th percentile of the
 * hours from submission to shortlist, the guarantees missed (deadlines passed in the window without
 * a shortlist: marked overdue, or open past the deadline and not yet marked); and the queue now.
 */
export async function figures(db: Db, days: number) {
  const since = sql`now() - make_interval(days => ${days}::int)`;
  const hours = sql`extract(epoch from ${requisitions.shortlistedAt} - ${requisitions.submittedAt}) / 3600`;
  const inWindow = sql`${requisitions.shortlistedAt} >= ${since}`;
  const [row] = await db
    .select({
      shortlisted: sql<number>`count(*) filter (where ${inWindow})::int`,
      median: sql<number | null>`percentile_cont(0.5) within group (order by ${hours}) filter (where ${inWindow})`,
      p90: sql<number | null>`percentile_cont(0.9) within group (order by ${hours}) filter (where ${inWindow})`,
      missed: sql<number>`count(*) filter (where ${requisitions.overdueAt} >= ${since} or (${pastDeadline} and ${requisitions.dueAt} >= ${since}))::int`,
      searching: sql<number>`count(*) filter (where ${requisitions.status} in ('open', 'overdue'))::int`,
      overdue: sql<number>`count(*) filter (where ${requisitions.status} = 'overdue' or ${pastDeadline})::int`,
    })
    .from(requisitions);
  return { ...row, median: row.median === null ? null : Number(row.median), p90: row.p90 === null ? null : Number(row.p90) };
}

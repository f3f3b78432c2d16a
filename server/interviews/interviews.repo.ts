// The interviews' queries: what an interview is for (a pending pre-booking that asked for one, or a
// candidate marked for interview), both parties' working days, the quarter hours each person holds,
// the moves (one UPDATE each, from the status and sequence the service read) and the reminders'
// claims.
import { alias, type PgInsertValue } from "drizzle-orm/pg-core";
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { InterviewStatus } from "@shared/constants";
import type { Pagination } from "@shared/contracts/common";
import { clientProfiles, companyOfMember, experts, interviewQuarters, interviews, preBookings, requisitionCandidates, requisitions, users, type InterviewRow } from "@shared/schema";
import { DEFAULT_CLIENT_TIME_ZONE, DEFAULT_CLIENT_WORK_END, DEFAULT_CLIENT_WORK_START } from "@shared/working-day";
import type { Db } from "../db/client";

const QUARTER_MS = 900_000;

// --- what an interview is for ----------------------------------------------------------------------

/** The pending pre-bookings of the client's company, of the expert, that ask for an interview (`id` narrows to one), newest first; `lock` holds them for the transaction. */
export async function interviewableBookings(db: Db, clientId: number, expertId: number, opts: { id?: number; lock?: boolean } = {}) {
  const query = db
    .select({ id: preBookings.id })
    .from(preBookings)
    .where(
      and(
        eq(preBookings.companyId, companyOfMember(clientId)),
        eq(preBookings.expertId, expertId),
        eq(preBookings.status, "pending"),
        eq(preBookings.preInterviewRequested, true),
        opts.id === undefined ? undefined : eq(preBookings.id, opts.id),
      ),
    )
    .orderBy(desc(preBookings.createdAt), desc(preBookings.id));
  return opts.lock ? query.for("update") : query;
}

/** The requisitions of the client's company on which the expert is a candidate marked for interview (`id` narrows to one); `lock` holds the candidate rows. */
export async function interviewableCandidacies(db: Db, clientId: number, expertId: number, opts: { id?: number; lock?: boolean } = {}) {
  const query = db
    .select({ id: requisitions.id })
    .from(requisitionCandidates)
    .innerJoin(requisitions, eq(requisitions.id, requisitionCandidates.requisitionId))
    .where(
      and(
        eq(requisitions.companyId, companyOfMember(clientId)),
        eq(requisitionCandidates.expertId, expertId),
        eq(requisitionCandidates.decision, "interview"),
        opts.id === undefined ? undefined : eq(requisitions.id, opts.id),
      ),
    )
    .orderBy(desc(requisitions.submittedAt), desc(requisitions.id));
  return opts.lock ? query.for("update", { of: requisitionCandidates }) : query;
}

/** The scheduled interview already held for this pre-booking, or this requisition's candidate. */
export async function scheduledFor(db: Db, subject: { preBookingId: number } | { requisitionId: number; expertId: number }) {
  const where =
    "preBookingId" in subject
      ? eq(interviews.preBookingId, subject.preBookingId)
      : and(eq(interviews.requisitionId, subject.requisitionId), eq(interviews.expertId, subject.expertId));
  const [row] = await db
    .select()
    .from(interviews)
    .where(and(where, eq(interviews.status, "scheduled")))
    .limit(1);
  return row;
}

/**
 * Where a pre-booking's pre-interview stands, read afresh (the caller holds the booking's lock, so an
 * interview booked for it meanwhile has committed or waits): whether one is scheduled, when the last
 * pass was recorded, and whether one was recorded as not passed.
 */
export async function preInterviewOf(db: Db, preBookingId: number) {
  const [row] = await db
    .select({
      scheduled: sql<boolean>`bool_or(${interviews.status} = 'scheduled')`,
      passedAt: sql<Date | null>`max(${interviews.outcomeAt}) filter (where ${interviews.status} = 'passed')`.mapWith(interviews.outcomeAt),
      failed: sql<boolean>`bool_or(${interviews.status} = 'failed')`,
    })
    .from(interviews)
    .where(eq(interviews.preBookingId, preBookingId));
  return { scheduled: row?.scheduled ?? false, passedAt: row?.passedAt ?? null, failed: row?.failed ?? false };
}

// --- working days ----------------------------------------------------------------------------------

/** Both parties' working days (the client's from their profile, with the defaults when they have none) and their names. */
export async function partiesOf(db: Db, clientId: number, expertId: number) {
  const [client] = await db
    .select({
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      firstName: users.firstName,
      companyName: clientProfiles.companyName,
      timeZone: sql<string>`coalesce(${clientProfiles.timeZone}, ${DEFAULT_CLIENT_TIME_ZONE}::text)`,
      workStart: sql<string>`coalesce(${clientProfiles.workStart}, ${DEFAULT_CLIENT_WORK_START}::text)`,
      workEnd: sql<string>`coalesce(${clientProfiles.workEnd}, ${DEFAULT_CLIENT_WORK_END}::text)`,
    })
    .from(users)
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .where(eq(users.id, clientId));
  const [expert] = await db
    .select({ name: experts.name, role: experts.role, isActive: experts.isActive, timeZone: experts.timeZone, workStart: experts.workStart, workEnd: experts.workEnd })
    .from(experts)
    .where(eq(experts.userId, expertId));
  return { client, expert };
}

// --- quarter hours held --------------------------------------------------------------------------

/** The quarter hours these people hold in [from, to), as [start, end) spans in ms; an interview being moved does not count. */
export async function busySpans(db: Db, userIds: number[], from: Date, to: Date, exceptInterviewId?: number): Promise<[number, number][]> {
  const rows = await db
    .selectDistinct({ startsAt: interviewQuarters.startsAt })
    .from(interviewQuarters)
    .where(
      and(
        inArray(interviewQuarters.userId, userIds),
        gte(interviewQuarters.startsAt, from),
        lt(interviewQuarters.startsAt, to),
        exceptInterviewId === undefined ? undefined : ne(interviewQuarters.interviewId, exceptInterviewId),
      ),
    );
  return rows.map((r) => [r.startsAt.getTime(), r.startsAt.getTime() + QUARTER_MS]);
}

/**
 * Takes the interview's quarter hours for both its people. A quarter another interview holds is
 * skipped by the primary key (a booking in flight is waited for first): answers whether every
 * quarter was taken, so the caller refuses (and rolls back) otherwise.
 */
export async function holdQuarters(tx: Db, interview: Pick<InterviewRow, "id" | "clientId" | "expertId" | "startsAt" | "minutes">) {
  const values: (typeof interviewQuarters.$inferInsert)[] = [];
  for (let i = 0; i < interview.minutes / 15; i++) {
    const startsAt = new Date(interview.startsAt.getTime() + i * QUARTER_MS);
    for (const userId of [interview.clientId, interview.expertId]) values.push({ userId, startsAt, interviewId: interview.id });
  }
  // One order for every booking (person, then time), so two bookings in flight never wait on each other in a circle.
  values.sort((a, b) => a.userId - b.userId || (a.startsAt as Date).getTime() - (b.startsAt as Date).getTime());
  const taken = await tx.insert(interviewQuarters).values(values).onConflictDoNothing().returning({ userId: interviewQuarters.userId });
  return taken.length === values.length;
}

export async function releaseQuarters(tx: Db, interviewId: number) {
  await tx.delete(interviewQuarters).where(eq(interviewQuarters.interviewId, interviewId));
}

// --- rows ----------------------------------------------------------------------------------------

export async function insertInterview(tx: Db, values: PgInsertValue<typeof interviews>) {
  const [row] = await tx.insert(interviews).values(values).returning();
  return row;
}

/** Sets the link made for a new interview (in its booking's transaction). */
export async function setMeetingUrl(tx: Db, id: number, meetingUrl: string) {
  const [row] = await tx.update(interviews).set({ meetingUrl }).where(eq(interviews.id, id)).returning();
  return row;
}

export async function findInterview(db: Db, id: number) {
  const [row] = await db.select().from(interviews).where(eq(interviews.id, id)).limit(1);
  return row;
}

/** The row, locked until the transaction ends: every change to an interview takes this lock first. */
export async function lockInterview(tx: Db, id: number) {
  const [row] = await tx.select().from(interviews).where(eq(interviews.id, id)).for("update");
  return row;
}

/** The expert's scheduled interviews that have not started, locked for this transaction, soonest first. */
export async function lockUpcomingOfExpert(tx: Db, expertId: number) {
  return tx
    .select()
    .from(interviews)
    .where(and(eq(interviews.expertId, expertId), eq(interviews.status, "scheduled"), sql`${interviews.startsAt} > now()`))
    .orderBy(asc(interviews.startsAt), asc(interviews.id))
    .for("update");
}

/** Changes the interview when it is still in `from` at `sequence`; undefined otherwise. */
export async function updateInterview(tx: Db, id: number, from: { status: InterviewStatus; sequence: number }, set: Partial<typeof interviews.$inferInsert>) {
  const [row] = await tx
    .update(interviews)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(interviews.id, id), eq(interviews.status, from.status), eq(interviews.sequence, from.sequence)))
    .returning();
  return row;
}

// --- with their parties ------------------------------------------------------------------------------

const clientUser = alias(users, "interview_client");

function detailed(db: Db) {
  return db
    .select({
      interview: interviews,
      clientName: sql<string>`${clientUser.firstName} || ' ' || ${clientUser.lastName}`,
      companyName: clientProfiles.companyName,
      clientTimeZone: sql<string>`coalesce(${clientProfiles.timeZone}, ${DEFAULT_CLIENT_TIME_ZONE}::text)`,
      expertName: experts.name,
      expertRole: experts.role,
      expertTimeZone: experts.timeZone,
      preBooking: {
        id: preBookings.id,
        status: preBookings.status,
        startDate: preBookings.startDate,
        endDate: preBookings.endDate,
      },
      requisitionTitle: requisitions.title,
    })
    .from(interviews)
    .innerJoin(clientUser, eq(clientUser.id, interviews.clientId))
    .innerJoin(experts, eq(experts.userId, interviews.expertId))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, interviews.clientId))
    .leftJoin(preBookings, eq(preBookings.id, interviews.preBookingId))
    .leftJoin(requisitions, eq(requisitions.id, interviews.requisitionId))
    .$dynamic();
}

export type DetailedInterview = NonNullable<Awaited<ReturnType<typeof findDetailed>>>;

export async function findDetailed(db: Db, id: number) {
  const [row] = await detailed(db).where(eq(interviews.id, id)).limit(1);
  return row;
}

/**
 * A page of interviews (an expert's own or a company's, or every one for `reader` null): those still to come first,
 * soonest first; then the rest, latest first. And the total.
 */
export async function listInterviews(db: Db, reader: { userId: number; companyId: number | null } | null, page: Pagination) {
  const where: SQL | undefined =
    reader === null ? undefined : reader.companyId === null ? eq(interviews.expertId, reader.userId) : or(eq(interviews.companyId, reader.companyId), eq(interviews.expertId, reader.userId));
  const upcoming = sql`(${interviews.status} = 'scheduled' and ${interviews.endsAt} > now())`;
  const [rows, [{ total }]] = await Promise.all([
    detailed(db)
      .where(where)
      .orderBy(desc(upcoming), sql`case when ${upcoming} then ${interviews.startsAt} end asc`, desc(interviews.startsAt), desc(interviews.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(interviews).where(where),
  ]);
  return { rows, total };
}

// --- reminders -----------------------------------------------------------------------------------

/**
 * Claims scheduled interviews whose reminder (`day`: 24 hours before; `soon`: 15 minutes before) is
 * due and not yet sent, in one UPDATE … RETURNING: rows another run holds are skipped and a
 * claimed row is stamped, so however many instances run it, each reminder is claimed once.
 */
export async function claimReminders(tx: Db, which: "day" | "soon", minutesBefore: number, limit: number) {
  const column = which === "day" ? interviews.remindedDayAt : interviews.remindedSoonAt;
  const due = tx
    .select({ id: interviews.id })
    .from(interviews)
    .where(
      and(
        eq(interviews.status, "scheduled"),
        isNull(column),
        sql`${interviews.startsAt} <= now() + make_interval(mins => ${minutesBefore}::int)`,
        sql`${interviews.startsAt} > now()`,
      ),
    )
    .orderBy(asc(interviews.startsAt), asc(interviews.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return tx
    .update(interviews)
    .set(which === "day" ? { remindedDayAt: sql`now()` } : { remindedSoonAt: sql`now()` })
    .where(and(inArray(interviews.id, due), isNull(column)))
    .returning();
}

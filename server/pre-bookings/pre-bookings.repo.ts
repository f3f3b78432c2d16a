import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import { DEFAULT_CONTRACT_LENGTH, type PreBookingStatus } from "@shared/constants";
import type { Pagination } from "@shared/contracts/common";
import type { AdminPreBookingsQuery, CreatePreBookingValues } from "@shared/contracts/pre-bookings";
import { availability, clientProfiles, companyOfMember, dreamTeams, experts, interviews, notifications, preBookings, users, type PreBookingRow } from "@shared/schema";
import { DEFAULT_CLIENT_TIME_ZONE, DEFAULT_CLIENT_WORK_END, DEFAULT_CLIENT_WORK_START } from "@shared/working-day";
import type { Db } from "../db/client";
import { likeContainsPattern } from "../lib/like-pattern";

const clientName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** An interview for the booking is scheduled: while one is, the request does not expire (PRODUCT.md, the pre-interview first). */
const interviewScheduled = sql<boolean>`exists (select 1 from ${interviews} where ${interviews.preBookingId} = ${preBookings.id} and ${interviews.status} = 'scheduled')`;

/** When the booking's interview was last recorded as passed; null before any pass. */
const interviewPassedAt = sql<Date | null>`(select max(${interviews.outcomeAt}) from ${interviews} where ${interviews.preBookingId} = ${preBookings.id} and ${interviews.status} = 'passed')`;

/**
 * Since when a pending request waits for its answer: when it was made, or its interview's pass when
 * that came later (the expert has the full days to answer after it). The SQL twin of the `since`
 * the service gives preBookingExpiresAt.
 */
const answerClockStart = sql`greatest(${preBookings.createdAt}, ${interviewPassedAt})`;

function detailed(db: Db) {
  return db
    .select({
      booking: preBookings,
      clientName,
      companyName: clientProfiles.companyName,
      expertName: experts.name,
      expertRole: experts.role,
      expertProfileImage: experts.profileImage,
      expertRateCents: experts.hourlyRateCents,
      expertTimeZone: experts.timeZone,
      dreamTeamName: dreamTeams.name,
      interviewScheduled,
      // As the timestamp column reads it (the pg driver gives text with its offset); null stays null.
      interviewPassedAt: sql`${interviewPassedAt}`.mapWith((v: string | Date | null): Date | null => (v === null ? null : new Date(v))),
      interviewFailed: sql<boolean>`exists (select 1 from ${interviews} where ${interviews.preBookingId} = ${preBookings.id} and ${interviews.status} = 'failed')`,
    })
    .from(preBookings)
    .innerJoin(users, eq(users.id, preBookings.clientId))
    .innerJoin(experts, eq(experts.userId, preBookings.expertId))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, preBookings.clientId))
    .leftJoin(dreamTeams, eq(dreamTeams.id, preBookings.dreamTeamId))
    .$dynamic();
}

export type DetailedBooking = Awaited<ReturnType<typeof findDetailed>>[number];

export async function findDetailed(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return detailed(db).where(inArray(preBookings.id, ids)).orderBy(desc(preBookings.createdAt), desc(preBookings.id));
}

/**
 * One page, newest first with the id breaking ties (an index holds that order), and the total.
 * The joins only matter to the count when `where` reads a joined column (the admin's name search):
 * every booking has its client and expert (non-null foreign keys), so otherwise the count reads
 * pre_bookings alone, from an index.
 */
async function page(db: Db, where: SQL | undefined, p: Pagination, opts: { whereReadsJoins: boolean } = { whereReadsJoins: false }) {
  const counted = db.select({ total: count() }).from(preBookings).$dynamic();
  const [rows, [{ total }]] = await Promise.all([
    detailed(db).where(where).orderBy(desc(preBookings.createdAt), desc(preBookings.id)).limit(p.limit).offset(p.offset),
    (opts.whereReadsJoins
      ? counted.innerJoin(users, eq(users.id, preBookings.clientId)).innerJoin(experts, eq(experts.userId, preBookings.expertId))
      : counted
    ).where(where),
  ]);
  return { rows, total };
}

export function listForClient(db: Db, clientId: number, p: Pagination) {
  return page(db, eq(preBookings.clientId, clientId), p);
}

/** The company's bookings, whichever of its members booked. */
export function listForCompany(db: Db, companyId: number, p: Pagination) {
  return page(db, eq(preBookings.companyId, companyId), p);
}

export function listForExpert(db: Db, expertId: number, p: Pagination) {
  return page(db, eq(preBookings.expertId, expertId), p);
}

export function listAll(db: Db, opts: AdminPreBookingsQuery) {
  const conditions: SQL[] = [];
  if (opts.status !== "all") conditions.push(eq(preBookings.status, opts.status));
  if (opts.q) {
    const pattern = likeContainsPattern(opts.q);
    conditions.push(
      or(
        sql`${preBookings.id}::text like ${pattern}`,
        sql`${preBookings.expertId}::text like ${pattern}`,
        sql`${experts.name} ilike ${pattern}`,
        sql`${clientName} ilike ${pattern}`,
      )!,
    );
  }
  return page(db, conditions.length ? and(...conditions) : undefined, opts, { whereReadsJoins: Boolean(opts.q) });
}

export async function findBooking(db: Db, id: number) {
  const [row] = await db.select().from(preBookings).where(eq(preBookings.id, id)).limit(1);
  return row;
}

/** The expert and the window their saved availability allows (none when they saved nothing). */
export async function findBookableExpert(db: Db, expertId: number) {
  const [row] = await db
    .select({
      isActive: experts.isActive,
      availableFrom: availability.availableFrom,
      availableTo: availability.availableTo,
    })
    .from(experts)
    .leftJoin(availability, eq(availability.expertId, experts.userId))
    .where(eq(experts.userId, expertId))
    .limit(1);
  return row;
}

export async function findTeamOwner(db: Db, teamId: number) {
  const [row] = await db.select({ clientId: dreamTeams.clientId, companyId: dreamTeams.companyId, name: dreamTeams.name }).from(dreamTeams).where(eq(dreamTeams.id, teamId)).limit(1);
  return row;
}

/** An expert's dates as a range, both ends included (a booking ending on the 5th and one starting on the 5th overlap). */
const bookedDays = sql`daterange(${preBookings.startDate}, ${preBookings.endDate}, '[]')`;

/**
 * The confirmed bookings of these experts that share a day with start..end (inclusive); `exceptId`
 * leaves one booking out. Served by the exclusion constraint's index.
 */
function confirmedOverlapping(db: Db, expertIds: number[], startDate: string, endDate: string, exceptId?: number) {
  return db
    .select({ id: preBookings.id, expertId: preBookings.expertId, startDate: preBookings.startDate, endDate: preBookings.endDate })
    .from(preBookings)
    .where(
      and(
        inArray(preBookings.expertId, expertIds),
        eq(preBookings.status, "confirmed"),
        sql`${bookedDays} && daterange(${startDate}::date, ${endDate}::date, '[]')`,
        exceptId === undefined ? undefined : sql`${preBookings.id} <> ${exceptId}`,
      ),
    )
    .orderBy(preBookings.expertId, preBookings.startDate);
}

export function findConfirmedOverlaps(db: Db, expertIds: number[], startDate: string, endDate: string, exceptId?: number) {
  if (expertIds.length === 0) return Promise.resolve([]);
  return confirmedOverlapping(db, expertIds, startDate, endDate, exceptId);
}

/**
 * Locks the experts' rows until the transaction ends, in id order (so two transactions locking
 * overlapping sets never wait on each other in a circle). Confirming a booking and booking a team
 * take these locks, so each sees the other's committed result before it checks for overlaps.
 */
export async function lockExperts(tx: Db, expertIds: number[]) {
  if (expertIds.length === 0) return;
  await tx
    .select({ id: experts.userId })
    .from(experts)
    .where(inArray(experts.userId, expertIds))
    .orderBy(experts.userId)
    .for("update");
}

/**
 * A new booking in one statement, when the expert is active, the dates fit their saved window
 * (and start `today` or later, a UTC date from the service) and no confirmed booking of the expert
 * shares a day with them: the expert is read, the booking inserted and the expert's notice
 * inserted, all or nothing. Undefined when nothing qualified; the caller then finds out why. The
 * notice reads "{who} ({company}) would like to book you from {from} to {to}: {d} days booked, of an
 * intended {n}-month contract."; the
 * company and the contract length (the expert's preference when the request names none) are
 * known only inside the statement.
 */
export async function insertIfBookable(
  db: Db,
  values: CreatePreBookingValues & { clientId: number; startDate: string; endDate: string },
  notice: { kind: string; title: string; link: string; who: string; from: string; to: string; booked: string },
  today: string,
) {
  const [row] = await bookingInsert(db, {
    clientId: values.clientId,
    expertId: values.expertId,
    startDate: values.startDate,
    endDate: values.endDate,
    contractLength: values.contractLength ?? null,
    dreamTeamId: values.dreamTeamId ?? null,
    requisitionId: values.requisitionId ?? null,
    preInterviewRequested: values.preInterviewRequested ?? true,
    notes: values.notes ?? null,
    today,
    kind: notice.kind,
    title: notice.title,
    link: notice.link,
    who: notice.who,
    dates: ` would like to book you from ${notice.from} to ${notice.to}: ${notice.booked}, of an intended `,
  });
  return row;
}

interface BookingParams {
  clientId: number;
  expertId: number;
  startDate: string;
  endDate: string;
  contractLength: number | null;
  dreamTeamId: number | null;
  requisitionId: number | null;
  preInterviewRequested: boolean;
  notes: string | null;
  today: string;
  kind: string;
  title: string;
  link: string;
  who: string;
  dates: string;
}

function bookingInsert(db: Db, params: BookingParams) {
  const p = (name: keyof BookingParams) => sql`${params[name]}`;
  const bookable = db.$with("bookable").as(
    db
      .select({
        expertId: sql<number>`${experts.userId}`.as("bookable_expert_id"),
        expertName: sql<string>`${experts.name}`.as("bookable_expert_name"),
        expertRole: sql<string>`${experts.role}`.as("bookable_expert_role"),
        expertProfileImage: sql<string | null>`${experts.profileImage}`.as("bookable_expert_image"),
        expertRateCents: sql<number | null>`${experts.hourlyRateCents}`.mapWith(experts.hourlyRateCents).as("bookable_expert_rate_cents"),
        expertTimeZone: sql<string>`${experts.timeZone}`.as("bookable_expert_time_zone"),
        contractLength: sql<number>`coalesce(${p("contractLength")}::int, ${availability.preferredContractLength}, ${DEFAULT_CONTRACT_LENGTH}::int)`.as("bookable_contract_length"),
        companyName: sql<string | null>`(select ${clientProfiles.companyName} from ${clientProfiles} where ${clientProfiles.userId} = ${p("clientId")}::int)`.as("bookable_company_name"),
      })
      .from(experts)
      .leftJoin(availability, eq(availability.expertId, experts.userId))
      .where(
        and(
          sql`${experts.userId} = ${p("expertId")}::int`,
          eq(experts.isActive, true),
          sql`(${availability.availableFrom} is null or ${availability.availableFrom} <= ${p("startDate")}::date)`,
          sql`(${availability.availableTo} is null or ${availability.availableTo} >= ${p("endDate")}::date)`,
          sql`${p("startDate")}::date >= ${p("today")}::date`,
          sql`${p("endDate")}::date > ${p("startDate")}::date`,
          sql`not exists (${confirmedOverlapping(db, [params.expertId], params.startDate, params.endDate)})`,
        ),
      ),
  );
  // Inserts from a SELECT are written out: Drizzle's builder wants every column of the table there.
  const booking = db.$with("booking", getTableColumns(preBookings)).as(
    sql`insert into ${preBookings} (client_id, company_id, expert_id, dream_team_id, requisition_id, start_date, end_date, contract_length, pre_interview_requested, notes)
        select ${p("clientId")}::int, ${companyOfMember(sql`${p("clientId")}::int`)}, ${bookable.expertId}, ${p("dreamTeamId")}::int, ${p("requisitionId")}::int, ${p("startDate")}::date, ${p("endDate")}::date,
               ${bookable.contractLength}, ${p("preInterviewRequested")}::boolean, ${p("notes")}::text
        from ${bookable}
        returning *`,
  );
  const body = sql`${p("who")}::text || coalesce(' (' || nullif(${bookable.companyName}, '') || ')', '') || ${p("dates")}::text || ${bookable.contractLength} || '-month contract.'`;
  const told = db.$with("told", { id: notifications.id }).as(
    sql`insert into ${notifications} (user_id, kind, title, body, link)
        select ${bookable.expertId}, ${p("kind")}::text, ${p("title")}::text, ${body}, ${p("link")}::text
        from ${bookable}
        where exists (select 1 from ${booking})
        returning id`,
  );
  return db.with(bookable, booking, told).select().from(booking).innerJoin(bookable, sql`true`);
}

/** The booking, locked until the transaction ends: every move of a booking takes this lock first. */
export async function lockBooking(tx: Db, id: number) {
  const [row] = await tx.select().from(preBookings).where(eq(preBookings.id, id)).for("update");
  return row;
}

/** What a move writes besides the status and its time: why it was declined, and the experts offered instead. */
export interface BookingStamp {
  statusReason?: string;
  declineReason?: PreBookingRow["declineReason"];
  alternativeExpertIds?: number[];
}

/**
 * Moves a booking from `from` to `to` in one statement, stamping the move's time; undefined when it
 * was no longer in `from`. Only the one mover (server/flows/move.ts) calls it, through the
 * pre-booking's moves (moves.service.ts).
 */
export async function transition(db: Db, id: number, from: PreBookingStatus, to: PreBookingStatus, stamp: BookingStamp = {}) {
  const at = to === "confirmed" ? { confirmedAt: sql`now()` } : to === "declined" ? { declinedAt: sql`now()` } : to === "completed" ? { completedAt: sql`now()` } : {};
  const [row] = await db
    .update(preBookings)
    .set({ status: to, ...at, ...stamp, updatedAt: sql`now()` })
    .where(and(eq(preBookings.id, id), eq(preBookings.status, from)))
    .returning();
  return row;
}

/**
 * The pending requests due to expire (unanswered for `days` days, or whose start date is before
 * `today`; the SQL twin of preBookingExpiresAt in shared/flows/pre-booking.ts) and with no interview
 * scheduled for them, oldest first, locked
 * for the transaction: rows another run holds are skipped, so runs on several instances at once
 * each take disjoint rows.
 */
export async function lockDueToExpire(tx: Db, days: number, today: string, limit: number) {
  return tx
    .select()
    .from(preBookings)
    .where(
      and(
        eq(preBookings.status, "pending"),
        or(sql`${answerClockStart} <= now() - make_interval(days => ${days}::int)`, lt(preBookings.startDate, today)),
        sql`not ${interviewScheduled}`,
      ),
    )
    .orderBy(asc(preBookings.createdAt), asc(preBookings.id))
    .limit(limit)
    .for("update", { skipLocked: true });
}

/** The confirmed bookings whose end date is before `today`, locked for the transaction (others' skipped). */
export async function lockDueToComplete(tx: Db, today: string, limit: number) {
  return tx
    .select()
    .from(preBookings)
    .where(and(eq(preBookings.status, "confirmed"), lt(preBookings.endDate, today)))
    .orderBy(asc(preBookings.endDate), asc(preBookings.id))
    .limit(limit)
    .for("update", { skipLocked: true });
}

/** A person's pending requests, made by them or to them, locked for the transaction (their account is being erased). */
export async function lockPendingOf(tx: Db, userId: number) {
  return tx
    .select()
    .from(preBookings)
    .where(and(eq(preBookings.status, "pending"), or(eq(preBookings.clientId, userId), eq(preBookings.expertId, userId))))
    .orderBy(asc(preBookings.id))
    .for("update");
}

/** The booking's confirmed row, locked, when it is still confirmed (its engagement ended early). */
export async function lockConfirmed(tx: Db, id: number) {
  const [row] = await tx.select().from(preBookings).where(and(eq(preBookings.id, id), eq(preBookings.status, "confirmed"))).for("update");
  return row;
}

/**
 * When a pending request is declined unanswered (see lockDueToExpire): `days` after it was made, or
 * when its start date has passed (the next midnight UTC), whichever comes first. The SQL twin of
 * preBookingExpiresAt in shared/flows/pre-booking.ts, which the answers and the notices read.
 */
const expiresAt = (days: number) =>
  sql<Date>`least(${answerClockStart} + make_interval(days => ${days}::int), (${preBookings.startDate} + 1)::timestamp at time zone 'UTC')`.mapWith(
    preBookings.createdAt,
  );

/**
 * Marks the pending requests that expire within 24 hours and were not yet reminded of, and returns
 * them: one UPDATE, so instances running it at once each get disjoint rows and each request is
 * reminded of once. A request made less than 24 hours before it expires is never reminded of
 * (its expert has just been told of it).
 */
export async function claimReminders(db: Db, days: number) {
  const expiry = expiresAt(days);
  return db
    .update(preBookings)
    .set({ remindedAt: sql`now()` })
    .where(
      and(
        eq(preBookings.status, "pending"),
        isNull(preBookings.remindedAt),
        sql`not ${interviewScheduled}`,
        sql`${expiry} - interval '24 hours' <= now()`,
        sql`${expiry} > now()`,
        sql`${answerClockStart} < ${expiry} - interval '24 hours'`,
      ),
    )
    .returning({ id: preBookings.id });
}

/** What the date rules need of several experts, with their names, in id order. */
export function findBookableExperts(db: Db, expertIds: number[]) {
  if (expertIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      expertId: experts.userId,
      name: experts.name,
      isActive: experts.isActive,
      availableFrom: availability.availableFrom,
      availableTo: availability.availableTo,
      preferredContractLength: availability.preferredContractLength,
    })
    .from(experts)
    .leftJoin(availability, eq(availability.expertId, experts.userId))
    .where(inArray(experts.userId, expertIds))
    .orderBy(experts.userId);
}

export async function findCompanyName(db: Db, clientId: number) {
  const [row] = await db.select({ companyName: clientProfiles.companyName }).from(clientProfiles).where(eq(clientProfiles.userId, clientId)).limit(1);
  return row?.companyName ?? null;
}

/** Several bookings in one INSERT. */
export function insertBookings(db: Db, rows: PgInsertValue<typeof preBookings>[]) {
  return db.insert(preBookings).values(rows).returning();
}

/** The active experts among `ids`, as the client sees them offered (those no longer active are left out), in the order given. */
export async function findAlternativeExperts(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ expertId: experts.userId, name: experts.name, role: experts.role, profileImage: experts.profileImage })
    .from(experts)
    .where(and(inArray(experts.userId, ids), eq(experts.isActive, true)));
  const byId = new Map(rows.map((r) => [r.expertId, r]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** What a booking's need is made of when no requisition states it: the booked expert's skills and the client's working day. */
export async function findNeedParts(db: Db, booking: Pick<PreBookingRow, "clientId" | "expertId">) {
  const [expert] = await db.select({ skills: experts.skills }).from(experts).where(eq(experts.userId, booking.expertId));
  const [client] = await db
    .select({
      timeZone: sql<string>`coalesce(${clientProfiles.timeZone}, ${DEFAULT_CLIENT_TIME_ZONE}::text)`,
      workStart: sql<string>`coalesce(${clientProfiles.workStart}, ${DEFAULT_CLIENT_WORK_START}::text)`,
      workEnd: sql<string>`coalesce(${clientProfiles.workEnd}, ${DEFAULT_CLIENT_WORK_END}::text)`,
    })
    .from(users)
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .where(eq(users.id, booking.clientId));
  return { skills: expert?.skills ?? [], client: client ?? { timeZone: DEFAULT_CLIENT_TIME_ZONE, workStart: DEFAULT_CLIENT_WORK_START, workEnd: DEFAULT_CLIENT_WORK_END } };
}

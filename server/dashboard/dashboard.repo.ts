// The client's waiting items (PRODUCT.md "What needs you now"): one query per kind, each reading the
// rows of one company (narrowed to the engagements one member approves, when the service says so)
// through an index that starts with the company's id, with how many there are in all beside the
// first few. Nothing here decides urgency or who may act: the service does.
import { and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { engagements, experts, interviews, invoices, preBookings, requisitionCandidates, requisitions, termsOfWeek, timesheetDays, timesheetWeeks } from "@shared/schema";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";

/** The rows of `companyId` a kind reads; `approverId` narrows them to the engagements that member approves. */
export interface Scope {
  companyId: number;
  approverId?: number;
}

/** The scope's condition on a table with `company_id`. */
const within = (scope: Scope, t: { companyId: AnyPgColumn }) => eq(t.companyId, scope.companyId);

/** How many rows of the kind there are in all, beside each row read. */
const inAll = sql<number>`(count(*) over ())::int`;

/** Submitted weeks of the company's engagements, with their totals and the weekly hours agreed for them. */
export function weeksToApprove(db: Db, scope: Scope, limit: number) {
  return db
    .select({
      engagementId: timesheetWeeks.engagementId,
      weekStart: timesheetWeeks.weekStart,
      submittedAt: timesheetWeeks.submittedAt,
      totalMinutes: sql<number>`(select coalesce(sum(${timesheetDays.minutes}), 0)::int from ${timesheetDays} where ${timesheetDays.weekId} = ${timesheetWeeks.id})`,
      agreedHours: termsOfWeek("weekly_hours", timesheetWeeks.engagementId, timesheetWeeks.weekStart),
      expertName: experts.name,
      inAll,
    })
    .from(engagements)
    .innerJoin(timesheetWeeks, eq(timesheetWeeks.engagementId, engagements.id))
    .innerJoin(experts, eq(experts.userId, engagements.expertId))
    .where(and(within(scope, engagements), scope.approverId === undefined ? undefined : eq(engagements.approverId, scope.approverId), eq(timesheetWeeks.status, "submitted")))
    .orderBy(asc(timesheetWeeks.submittedAt), asc(timesheetWeeks.id))
    .limit(limit);
}

/** The company's engagements waiting for the client's acceptance of their terms. */
export function termsToAccept(db: Db, scope: Scope, limit: number) {
  return db
    .select({ engagementId: engagements.id, drawnAt: engagements.updatedAt, expertName: experts.name, inAll })
    .from(engagements)
    .innerJoin(experts, eq(experts.userId, engagements.expertId))
    .where(and(within(scope, engagements), eq(engagements.status, "awaiting_acceptance"), isNull(engagements.clientAcceptedAt)))
    .orderBy(asc(engagements.updatedAt), asc(engagements.id))
    .limit(limit);
}

/** Scheduled interviews that ended before `now` with no outcome recorded. */
export function interviewsToRecord(db: Db, scope: Scope, now: Date, limit: number) {
  return db
    .select({ interviewId: interviews.id, endsAt: interviews.endsAt, expertName: experts.name, inAll })
    .from(interviews)
    .innerJoin(experts, eq(experts.userId, interviews.expertId))
    .where(and(within(scope, interviews), eq(interviews.status, "scheduled"), lt(interviews.endsAt, now)))
    .orderBy(asc(interviews.endsAt), asc(interviews.id))
    .limit(limit);
}

/** A requisition still being searched for or shortlisted, whose candidates the client may answer. */
const STILL_OPEN = ["open", "overdue", "shortlisted"] as const;

/** Candidates proposed for the company's open needs and not yet answered. */
export function candidatesToAnswer(db: Db, scope: Scope, limit: number) {
  return db
    .select({
      requisitionId: requisitions.id,
      requisitionTitle: requisitions.title,
      expertId: requisitionCandidates.expertId,
      proposedAt: requisitionCandidates.proposedAt,
      expertName: experts.name,
      inAll,
    })
    .from(requisitions)
    .innerJoin(requisitionCandidates, eq(requisitionCandidates.requisitionId, requisitions.id))
    .innerJoin(experts, eq(experts.userId, requisitionCandidates.expertId))
    .where(and(within(scope, requisitions), inArray(requisitions.status, [...STILL_OPEN]), isNull(requisitionCandidates.decision)))
    .orderBy(asc(requisitionCandidates.proposedAt), asc(requisitions.id), asc(requisitionCandidates.expertId))
    .limit(limit);
}

/**
 * Interviews the client asked for and has not scheduled: a pending pre-booking's pre-interview, and a
 * candidate marked for interview on a need still open, each with no interview for it but cancelled ones.
 */
export function interviewsToSchedule(db: Db, scope: Scope, limit: number) {
  const forBooking = db
    .select({
      preBookingId: sql<number | null>`${preBookings.id}`.as("pre_booking_id"),
      requisitionId: sql<number | null>`null::int`.as("requisition_id"),
      requisitionTitle: sql<string | null>`null::text`.as("requisition_title"),
      expertId: sql<number>`${preBookings.expertId}`.as("expert_id"),
      askedAt: sql<Date>`${preBookings.createdAt}`.as("asked_at"),
    })
    .from(preBookings)
    .where(
      and(
        within(scope, preBookings),
        eq(preBookings.status, "pending"),
        eq(preBookings.preInterviewRequested, true),
        sql`not exists (select 1 from ${interviews} where ${interviews.preBookingId} = ${preBookings.id} and ${interviews.status} <> 'cancelled')`,
      ),
    );
  const forCandidate = db
    .select({
      preBookingId: sql<number | null>`null::int`.as("pre_booking_id"),
      requisitionId: sql<number | null>`${requisitions.id}`.as("requisition_id"),
      requisitionTitle: sql<string | null>`${requisitions.title}`.as("requisition_title"),
      expertId: sql<number>`${requisitionCandidates.expertId}`.as("expert_id"),
      askedAt: sql<Date>`coalesce(${requisitionCandidates.decidedAt}, ${requisitionCandidates.proposedAt})`.as("asked_at"),
    })
    .from(requisitions)
    .innerJoin(requisitionCandidates, eq(requisitionCandidates.requisitionId, requisitions.id))
    .where(
      and(
        within(scope, requisitions),
        inArray(requisitions.status, [...STILL_OPEN]),
        eq(requisitionCandidates.decision, "interview"),
        sql`not exists (select 1 from ${interviews} where ${interviews.requisitionId} = ${requisitions.id} and ${interviews.expertId} = ${requisitionCandidates.expertId} and ${interviews.status} <> 'cancelled')`,
      ),
    );
  const asked = forBooking.unionAll(forCandidate).as("asked");
  return db
    .select({
      preBookingId: asked.preBookingId,
      requisitionId: asked.requisitionId,
      requisitionTitle: asked.requisitionTitle,
      expertId: asked.expertId,
      askedAt: sql<string>`${asked.askedAt}`,
      expertName: experts.name,
      inAll,
    })
    .from(asked)
    .innerJoin(experts, eq(experts.userId, asked.expertId))
    .orderBy(sql`${asked.askedAt} asc`)
    .limit(limit);
}

/** Issued invoices not yet paid, with something to pay. */
export function invoicesDue(db: Db, scope: Scope, limit: number) {
  return db
    .select({ invoiceId: invoices.id, number: invoices.number, periodStart: invoices.periodStart, totalCents: invoices.totalCents, issuedAt: invoices.issuedAt, inAll })
    .from(invoices)
    .where(and(within(scope, invoices), eq(invoices.status, "open"), sql`${invoices.totalCents} > 0`))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id))
    .limit(limit);
}

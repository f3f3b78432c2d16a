import { DEFAULT_CONTRACT_LENGTH } from "@shared/constants";
import type { Pagination } from "@shared/contracts/common";
import {
  bookedDaysText,
  bookingDurationDays,
  bookingLengths,
  checkBookingDates,
  DECLINE_ALTERNATIVES_MAX,
  DECLINE_REASON_TEXT,
  type AdminPreBookingsQuery,
  type AlternativeExpert,
  type CreatePreBookingValues,
  type PreBooking,
  type PreInterviewState,
  type UpdatePreBookingValues,
} from "@shared/contracts/pre-bookings";
import { MATCH_MIN_OVERLAP_DEFAULT, MATCH_NICE_TO_HAVE_MAX, MATCH_WEEKS_MAX, type MatchRequest } from "@shared/contracts/match";
import type { TeamBookingRefusal, TeamPreBookingValues } from "@shared/contracts/dream-teams";
import { estimateCents } from "@shared/money";
import { preBookingExpiresAt, type PreBookingMover } from "@shared/flows/pre-booking";
import type { PreBookingRow, UserRow } from "@shared/schema";
import { assertOwnerOrAdmin } from "../lib/guards";
import type { Config } from "../config";
import { companyOfMember } from "@shared/schema";
import type { Db } from "../db/client";
import { assertCallerMay, companyIdOf, isMemberOf } from "../companies/company-rows.service";
import type { AppDeps } from "../deps";
import { isExclusionViolation } from "../lib/db-errors";
import { badRequest, conflict, forbidden, HttpError, notFound } from "../lib/http-error";
import { act } from "../flows/act";
import * as repo from "./pre-bookings.repo";
import { assertEmailVerified } from "../auth/account-links.service";
import { bookingCompleted, engagementForConfirmedBooking } from "../engagements/engagements.service";
import { assertBookableFromRequisition, bookingConfirmed, interviewCandidatesToBook, needOfRequisition } from "../requisitions/requisitions.service";
import { findMatches } from "../match/match.service";
import { clientLabel, EXPERT_LINK, moveBooking } from "./moves.service";
import { daysBetween, formatDay, formatMomentIn, todayUtc } from "@shared/calendar";
import { preInterviewOf } from "../interviews/interviews.service";

/**
 * The days a pending request waits for its answer: the flow declares the expiry
 * (shared/flows/pre-booking.ts), PREBOOKING_EXPIRY_DAYS sets its days. Read here only.
 */
const expiryDays = (config: Pick<Config, "preBookingExpiryDays">) => config.preBookingExpiryDays;

/** Why the lifecycle job declined a request; the demo seed writes the same text (server/demo/seed.api.test.ts checks it). */
export function expiryReasons(days: number) {
  return {
    startPassed: "The expert did not respond before the start date, so this request was declined automatically.",
    unanswered: `The expert did not respond within ${days} days, so this request was declined automatically.`,
  };
}

/** The expert's rate at 40 hours a week over the booked dates (both days counted); null without a rate. */
const bookingEstimate = (rateCents: number | null, startDate: string, endDate: string) =>
  rateCents === null ? null : estimateCents(rateCents, { from: startDate, to: endDate });

/** Where the pre-interview stands for the answer: null when none was asked for. */
function preInterviewState(b: PreBookingRow, i: { scheduled: boolean; passedAt: Date | null; failed: boolean }): PreInterviewState | null {
  if (!b.preInterviewRequested) return null;
  return i.passedAt ? "passed" : i.scheduled ? "scheduled" : i.failed ? "failed" : "none";
}

/**
 * When a pending request is declined unanswered: never while an interview for it is scheduled; its
 * days count from the interview's pass when that came after the request (the flow's expiry otherwise).
 */
function expiryOf(b: PreBookingRow, i: { scheduled: boolean; passedAt: Date | null }, days: number): Date | null {
  if (b.status !== "pending" || i.scheduled) return null;
  const since = i.passedAt && i.passedAt > b.createdAt ? i.passedAt : b.createdAt;
  return preBookingExpiresAt({ createdAt: since, startDate: b.startDate }, days);
}

const interviewOfRow = (row: repo.DetailedBooking) => ({ scheduled: row.interviewScheduled, passedAt: row.interviewPassedAt, failed: row.interviewFailed });

/** The answer: the row, who and what it names, and what its flow derives (the expiry of a pending request). */
function toPublicBooking(row: repo.DetailedBooking, days: number, alternatives: AlternativeExpert[] = []): PreBooking {
  const b = row.booking;
  const interview = interviewOfRow(row);
  return {
    id: b.id,
    clientId: b.clientId,
    clientName: row.clientName,
    companyName: row.companyName,
    expertId: b.expertId,
    expertName: row.expertName,
    expertRole: row.expertRole,
    expertProfileImage: row.expertProfileImage,
    dreamTeamId: b.dreamTeamId,
    dreamTeamName: row.dreamTeamName,
    requisitionId: b.requisitionId,
    startDate: b.startDate,
    endDate: b.endDate,
    contractLength: b.contractLength,
    estimate: bookingEstimate(row.expertRateCents, b.startDate, b.endDate),
    preInterviewRequested: b.preInterviewRequested,
    preInterview: preInterviewState(b, interview),
    notes: b.notes,
    status: b.status,
    statusReason: b.statusReason,
    declineReason: b.declineReason,
    alternatives,
    createdAt: b.createdAt.toISOString(),
    confirmedAt: b.confirmedAt?.toISOString() ?? null,
    declinedAt: b.declinedAt?.toISOString() ?? null,
    completedAt: b.completedAt?.toISOString() ?? null,
    expiresAt: expiryOf(b, interview, days)?.toISOString() ?? null,
  };
}

/**
 * The answers of a page of bookings, each declined one with the experts offered instead who are
 * still active (one query for the page). The expert who declined is not shown them.
 */
async function publicBookings(db: Db, rows: repo.DetailedBooking[], days: number, audience: "client" | "expert" | "admin") {
  const ids = audience === "expert" ? [] : [...new Set(rows.flatMap((r) => r.booking.alternativeExpertIds))];
  const found = new Map((await repo.findAlternativeExperts(db, ids)).map((e) => [e.expertId, e]));
  return rows.map((r) => toPublicBooking(r, days, audience === "expert" ? [] : r.booking.alternativeExpertIds.flatMap((id) => (found.has(id) ? [found.get(id)!] : []))));
}

async function detailedOne(db: Db, id: number) {
  const [row] = await repo.findDetailed(db, [id]);
  if (!row) throw notFound("Pre-booking not found");
  return row;
}

type Deps = Pick<AppDeps, "db" | "config">;

/** A request just made has had no interview. */
const NO_INTERVIEW: Pick<repo.DetailedBooking, "interviewScheduled" | "interviewPassedAt" | "interviewFailed"> = { interviewScheduled: false, interviewPassedAt: null, interviewFailed: false };

/** A client's request to book an expert; the expert is told in the same statement (repo.insertIfBookable). */
export async function createPreBooking({ db, config }: Deps, user: UserRow, input: CreatePreBookingValues): Promise<PreBooking> {
  if (input.clientId != null && input.clientId !== user.id) throw forbidden("You can only submit pre-bookings for yourself.");
  if (user.userType !== "client") throw forbidden("Only client accounts can pre-book experts.");
  await assertCallerMay(db, user, "bookings.create");
  assertEmailVerified(user);

  let dreamTeamName: string | null = null;
  if (input.dreamTeamId != null) {
    const team = await repo.findTeamOwner(db, input.dreamTeamId);
    // Any team of the caller's company books through; another company's does not exist for them.
    if (!team || !(await isMemberOf(db, user.id, team.companyId))) {
      await bookableExpertOrNotFound(db, input.expertId); // an unknown expert is named first
      if (team && user.isAdmin) throw forbidden("That dream team is not yours.");
      throw notFound("Dream team not found");
    }
    dreamTeamName = team.name;
  }
  if (input.requisitionId != null) {
    await bookableExpertOrNotFound(db, input.expertId);
    await assertBookableFromRequisition(db, user, input.requisitionId, [input.expertId]);
  }

  const today = todayUtc();
  const { startDate, endDate } = input;
  if (startDate && endDate) {
    const clientName = `${user.firstName} ${user.lastName}`;
    const made = await repo.insertIfBookable(
      db,
      { ...input, clientId: user.id, startDate, endDate },
      { kind: "pre-booking.created", title: "New pre-booking request", link: EXPERT_LINK, who: clientName, from: formatDay(startDate), to: formatDay(endDate), booked: bookedDaysText(bookingDurationDays(startDate, endDate)) },
      today,
    );
    if (made) {
      return toPublicBooking({
        booking: made.booking,
        clientName,
        companyName: made.bookable.companyName,
        expertName: made.bookable.expertName,
        expertRole: made.bookable.expertRole,
        expertProfileImage: made.bookable.expertProfileImage,
        expertRateCents: made.bookable.expertRateCents,
        expertTimeZone: made.bookable.expertTimeZone,
        dreamTeamName,
        ...NO_INTERVIEW,
      }, expiryDays(config));
    }
  }

  // Nothing was booked: say why.
  const expert = await bookableExpertOrNotFound(db, input.expertId);
  const problem = checkBookingDates(startDate, endDate, expert, { today, formatDate: formatDay });
  if (problem) throw badRequest(problem.description, [{ path: problem.field, message: problem.description }]);
  const [clash] = await repo.findConfirmedOverlaps(db, [input.expertId], startDate!, endDate!);
  if (clash) throw conflict(alreadyBooked(clash));
  // The expert's window changed between the booking attempt and this read.
  throw conflict("The expert's availability has just changed. Please check the dates and try again.");
}

/** The notice a new request sends the expert; the one-statement booking writes the same words in SQL (repo.insertIfBookable). */
const newRequestNotice = (who: string, company: string | null, from: string, to: string, months: number) =>
  `${who}${company ? ` (${company})` : ""} would like to book you from ${formatDay(from)} to ${formatDay(to)}: ${bookingLengths(from, to, months)}.`;

/** PRODUCT.md's double-booking rule, in words. */
const alreadyBooked = (clash: { startDate: string; endDate: string }) =>
  `The expert is already booked from ${formatDay(clash.startDate)} to ${formatDay(clash.endDate)}. Please choose dates that do not overlap.`;

async function bookableExpertOrNotFound(db: Db, expertId: number) {
  const expert = await repo.findBookableExpert(db, expertId);
  // Inactive experts are hidden from clients, so they are "not found" rather than refused.
  if (!expert || !expert.isActive) throw notFound("Expert not found");
  return expert;
}

/**
 * The bookings of the company that `clientId` is a member of, whichever member booked: for any
 * member of the caller's own company (403 for anyone else's), or any client for an admin.
 */
export async function listClientBookings({ db, config }: Deps, user: UserRow, clientId: number, p: Pagination) {
  const companyId = await companyIdOf(db, clientId);
  if (!user.isAdmin && (companyId === null || companyId !== (await companyIdOf(db, user.id)))) assertOwnerOrAdmin(user, clientId);
  const { rows, total } = companyId === null ? await repo.listForClient(db, clientId, p) : await repo.listForCompany(db, companyId, p);
  return { items: await publicBookings(db, rows, expiryDays(config), "client"), total };
}

export async function listExpertBookings({ db, config }: Deps, user: UserRow, expertId: number, p: Pagination) {
  assertOwnerOrAdmin(user, expertId);
  const { rows, total } = await repo.listForExpert(db, expertId, p);
  return { items: await publicBookings(db, rows, expiryDays(config), "expert"), total };
}

export async function listAllBookings({ db, config }: Deps, query: AdminPreBookingsQuery) {
  const { rows, total } = await repo.listAll(db, query);
  return { items: await publicBookings(db, rows, expiryDays(config), "admin"), total };
}

/** Who a signed-in person is to a booking's flow: any member of its company is its client side; null when it is none of theirs (403). */
async function moverOf(db: Db, user: UserRow, booking: PreBookingRow): Promise<PreBookingMover | null> {
  if (user.id === booking.expertId) return "expert";
  if (user.isAdmin) return "admin";
  return user.id === booking.clientId || (await isMemberOf(db, user.id, booking.companyId)) ? "client" : null;
}

/** The request's expiry has come before the person's move (the job had not got to it yet). */
class ExpiredFirst extends Error {}

/**
 * A person's move (PATCH), through the pre-booking's flow: the booked expert confirms or declines a
 * pending request, an admin completes a confirmed booking (its engagement ends with it). A move
 * that is only someone else's is 403 (whatever the status), one its status does not allow 409. A
 * request whose expiry has come but that the job has not declined yet is declined by the rule
 * first, and the person is told it expired (409).
 */
export async function updateBookingStatus(deps: Deps, user: UserRow, bookingId: number, input: UpdatePreBookingValues): Promise<PreBooking> {
  const { status, reason } = input;
  const { db, config } = deps;
  const days = expiryDays(config);
  const expired = await db.transaction(async (tx) => {
    const booking = await repo.lockBooking(tx, bookingId);
    if (!booking) throw notFound("Pre-booking not found");
    const by = await moverOf(tx, user, booking);
    if (!by) throw forbidden();
    let moved: PreBookingRow;
    try {
      moved = await moveBooking(tx, booking, status, by, {
        check: async () => {
          const interview = booking.status === "pending" ? await preInterviewOf(tx, booking.id) : null;
          const expiry = interview && expiryOf(booking, interview, days);
          if (expiry && expiry.getTime() <= Date.now()) throw new ExpiredFirst();
          if (status !== "confirmed") return;
          // PRODUCT.md: a request that asked for a pre-interview is confirmed only after one has passed.
          if (booking.preInterviewRequested && !interview?.passedAt) throw conflict(interviewFirst(interview?.scheduled ?? false));
          // No two confirmed bookings of an expert overlap; the lock orders this check after a team booking or another confirmation in flight.
          await repo.lockExperts(tx, [booking.expertId]);
          const [clash] = await repo.findConfirmedOverlaps(tx, [booking.expertId], booking.startDate, booking.endDate, booking.id);
          if (clash) throw conflict(`You already have a confirmed booking from ${formatDay(clash.startDate)} to ${formatDay(clash.endDate)} that overlaps this one.`);
        },
        // The expert's decline keeps their reason, in the client's words, and the experts the match offers instead.
        ...(status === "declined" && by === "expert"
          ? {
              stamp: async () => ({
                ...(reason ? { declineReason: reason, statusReason: DECLINE_REASON_TEXT[reason].forClient } : {}),
                alternativeExpertIds: await alternativesFor(tx, booking),
              }),
            }
          : {}),
        onUpdateError: (err) => {
          if (isExclusionViolation(err)) throw conflict("This booking overlaps another confirmed booking of yours.");
          throw err;
        },
      });
    } catch (err) {
      if (!(err instanceof ExpiredFirst)) throw err;
      return { reason: (await expire(tx, booking, days, todayUtc())).statusReason ?? "" };
    }
    if (status === "confirmed") {
      // A booking made from a requisition may be the one that fills it. First: this locks the
      // requisition, so two confirmations from one requisition queue here; the engagement's insert
      // below holds a key-share lock on the same row (its foreign key), and taken the other way round
      // two such confirmations deadlocked.
      if (moved.requisitionId !== null) await bookingConfirmed(tx, moved.requisitionId);
      // A confirmed booking is an engagement at the expert's rate now (refused when they have none).
      await engagementForConfirmedBooking(tx, moved);
    }
    // Its engagement ends with it.
    if (status === "completed") await bookingCompleted(tx, booking.id, user);
    return null;
  });
  if (expired) throw conflict(`This pre-booking has expired. ${expired.reason}`.trim());
  const detailed = await detailedOne(db, bookingId);
  const [answer] = await publicBookings(db, [detailed], days, user.id === detailed.booking.expertId ? "expert" : user.isAdmin ? "admin" : "client");
  return answer;
}

/**
 * The experts offered instead of one who declined: the match's own ranking (match.service) for the
 * booking's need, the one who declined left out, at most DECLINE_ALTERNATIVES_MAX. The need is the
 * requisition's when the booking was made from one; otherwise the declining expert's lead skill as
 * the must-have (their other skills rank the results), over the booked dates (from today at the
 * earliest) in the client's working day, with the match's default overlap. None when there is
 * nothing to match on.
 */
async function alternativesFor(tx: Db, booking: PreBookingRow): Promise<number[]> {
  const limit = DECLINE_ALTERNATIVES_MAX + 1;
  const need = booking.requisitionId !== null ? await needOfRequisition(tx, booking.requisitionId, limit) : null;
  const req = need ?? (await needOfBooking(tx, booking, limit));
  if (!req) return [];
  const { results } = await findMatches(tx, req);
  return results
    .filter((r) => r.userId !== booking.expertId)
    .slice(0, DECLINE_ALTERNATIVES_MAX)
    .map((r) => r.userId);
}

async function needOfBooking(tx: Db, booking: PreBookingRow, limit: number): Promise<MatchRequest | null> {
  const { skills, client } = await repo.findNeedParts(tx, booking);
  if (skills.length === 0) return null;
  const today = todayUtc();
  const startDate = booking.startDate < today ? today : booking.startDate;
  const weeks = Math.min(MATCH_WEEKS_MAX, Math.max(1, Math.ceil((daysBetween(startDate, booking.endDate) + 1) / 7)));
  return { mustHave: skills.slice(0, 1), niceToHave: skills.slice(1, 1 + MATCH_NICE_TO_HAVE_MAX), maxRate: undefined, startDate, weeks, ...client, minOverlapHours: MATCH_MIN_OVERLAP_DEFAULT, limit };
}

/** Why the expert cannot confirm yet, in words: the client asked to interview them first. */
const interviewFirst = (scheduled: boolean) =>
  scheduled
    ? "The client asked for a pre-interview first: you can confirm this booking once that interview is recorded as passed."
    : "The client asked for a pre-interview first: you can confirm this booking once the client has interviewed you and recorded it as passed.";

/** The rule declines a request unanswered in time (or past its start date), with the reason the client reads. */
function expire(tx: Db, row: PreBookingRow, days: number, today: string) {
  const reasons = expiryReasons(days);
  return moveBooking(tx, row, "declined", "rule", { reason: "expired", statusReason: row.startDate < today ? reasons.startPassed : reasons.unanswered });
}

/** How many bookings one transaction of the lifecycle job moves at most; it takes batches until one comes back short. */
export const SETTLE_BATCH = 100;

/**
 * The pre-booking lifecycle job, the flow's timed moves: declines requests left unanswered too
 * long or past their start date (telling client and expert), and completes confirmed bookings whose
 * end date has passed. The due rows are locked with rows another run holds skipped, and each is
 * moved by the one mover from the status read, so any number of instances move each once.
 */
export async function settlePreBookings(deps: Deps) {
  const { db, config } = deps;
  const days = expiryDays(config);
  const today = todayUtc();
  const batches = async (take: (tx: Db) => Promise<number>) => {
    let moved = 0;
    let taken: number;
    do {
      taken = await db.transaction(take);
      moved += taken;
    } while (taken >= SETTLE_BATCH);
    return moved;
  };
  const expired = await batches(async (tx) => {
    const due = await repo.lockDueToExpire(tx, days, today, SETTLE_BATCH);
    for (const row of due) {
      // Read again now the row is locked: an interview booked for it just before the lock was taken
      // (after this statement's snapshot) keeps it waiting. A booking of one now waits for this lock.
      const interview = await preInterviewOf(tx, row.id);
      const expiry = expiryOf(row, interview, days);
      if (expiry && expiry.getTime() <= Date.now()) await expire(tx, row, days, today);
    }
    return due.length;
  });
  const completed = await batches(async (tx) => {
    const due = await repo.lockDueToComplete(tx, today, SETTLE_BATCH);
    for (const row of due) await moveBooking(tx, row, "completed", "rule", { reason: "finished" });
    return due.length;
  });
  return { expired, completed };
}

/**
 * Books every member of a dream team of the caller's company: one pending request each, all or none, in one
 * transaction, each expert told as for a single request. SPEC.md's date rules that concern the dates
 * alone are a 400; what stops particular members (inactive, outside their availability, a confirmed
 * booking sharing a day) is one 409 naming each of them and why. The members' rows are locked in id
 * order first, so a confirmation of one of them in flight is either seen or waits (and two team
 * bookings sharing members never wait on each other in a circle).
 */
export async function createTeamPreBookings(
  { db, config }: Deps,
  user: UserRow,
  from: { dreamTeamId: number | null; requisitionId: number | null },
  memberIds: number[],
  input: TeamPreBookingValues,
): Promise<PreBooking[]> {
  if (user.userType !== "client") throw forbidden("Only client accounts can pre-book experts.");
  assertEmailVerified(user);
  const problem = checkBookingDates(input.startDate, input.endDate, null, { today: todayUtc(), formatDate: formatDay });
  if (problem) throw badRequest(problem.description, [{ path: problem.field, message: problem.description }]);
  const startDate = input.startDate!;
  const endDate = input.endDate!;
  if (memberIds.length === 0) throw conflict(from.dreamTeamId !== null ? "This dream team has no members to book yet." : "There is nobody to book yet.");

  const ids = [...new Set(memberIds)].sort((a, b) => a - b);
  const clientName = `${user.firstName} ${user.lastName}`;
  const made = await db.transaction(async (tx) => {
    await repo.lockExperts(tx, ids);
    const [members, clashes, companyName] = await Promise.all([
      repo.findBookableExperts(tx, ids),
      repo.findConfirmedOverlaps(tx, ids, startDate, endDate),
      repo.findCompanyName(tx, user.id),
    ]);
    const refusals: TeamBookingRefusal[] = [];
    const refuse = (m: (typeof members)[number], reason: TeamBookingRefusal["reason"], message: string) =>
      refusals.push({ path: `members.${m.expertId}`, expertId: m.expertId, name: m.name, reason, message });
    for (const m of members) {
      const clash = clashes.find((c) => c.expertId === m.expertId);
      if (!m.isActive) refuse(m, "inactive", "is no longer available for booking.");
      else if (m.availableFrom && startDate < m.availableFrom) refuse(m, "before_available_from", `is only available from ${formatDay(m.availableFrom)}.`);
      else if (m.availableTo && endDate > m.availableTo) refuse(m, "after_available_to", `is only available until ${formatDay(m.availableTo)}.`);
      else if (clash) refuse(m, "already_booked", `is already booked from ${formatDay(clash.startDate)} to ${formatDay(clash.endDate)}.`);
    }
    if (refusals.length) {
      const summary = refusals.map((r) => `${r.name} ${r.message}`).join(" ");
      throw new HttpError(409, "team_not_bookable", `The team cannot be booked for these dates: ${summary}`, refusals);
    }

    // One length for the team (PRODUCT.md "Lengths that agree"): the one asked for, else the default.
    const contractLength = input.contractLength ?? DEFAULT_CONTRACT_LENGTH;
    const rows = await repo.insertBookings(
      tx,
      members.map((m) => ({
        clientId: user.id,
        companyId: companyOfMember(user.id),
        expertId: m.expertId,
        dreamTeamId: from.dreamTeamId,
        requisitionId: from.requisitionId,
        startDate,
        endDate,
        contractLength,
        preInterviewRequested: input.preInterviewRequested ?? true,
        notes: input.notes,
      })),
    );
    await act(tx, "pre-booking.requested", {
      notices: rows.map((b) => ({
        userId: b.expertId,
        title: "New pre-booking request",
        body: newRequestNotice(clientName, companyName, startDate, endDate, b.contractLength),
        link: EXPERT_LINK,
      })),
    });
    return rows;
  });
  const detailed = new Map((await repo.findDetailed(db, made.map((b) => b.id))).map((d) => [d.booking.expertId, d]));
  // In the order the caller listed the members.
  return memberIds.filter((id, i) => memberIds.indexOf(id) === i).flatMap((id) => (detailed.has(id) ? [toPublicBooking(detailed.get(id)!, expiryDays(config))] : []));
}

/**
 * The candidates marked for interview on a requisition of the caller's company, booked together as a team is
 * (all or none, see createTeamPreBookings); each booking is made from the requisition, so their
 * confirmations count towards filling it.
 */
export async function bookRequisitionCandidates(deps: Deps, user: UserRow, requisitionId: number, input: TeamPreBookingValues) {
  const { db } = deps;
  if (user.userType !== "client") throw forbidden("Only client accounts can pre-book experts.");
  const { expertIds } = await interviewCandidatesToBook(db, user, requisitionId);
  const preBookings = await createTeamPreBookings(deps, user, { dreamTeamId: null, requisitionId }, expertIds, input);
  return { requisitionId, preBookings };
}

/**
 * The reminder job: the expert of each pending request that expires within 24 hours is told
 * once (a notification, so also live and by e-mail), in the transaction that marks the request
 * reminded. Safe to run on several instances at once.
 */
export async function remindExpiringPreBookings(deps: Deps) {
  const { db, config } = deps;
  return db.transaction(async (tx) => {
    const days = expiryDays(config);
    const due = await repo.claimReminders(tx, days);
    if (due.length === 0) return 0;
    const details = await repo.findDetailed(
      tx,
      due.map((r) => r.id),
    );
    await act(tx, "pre-booking.reminded", {
      notices: details.map((d) => ({
        userId: d.booking.expertId,
        title: "Request expiring soon",
        body: `The request from ${clientLabel(d)} starting ${formatDay(d.booking.startDate)} expires on ${formatMomentIn(expiryOf(d.booking, interviewOfRow(d), days)!, d.expertTimeZone)}. Confirm or decline it before then, or it will be declined automatically.`,
        link: EXPERT_LINK,
      })),
    });
    return due.length;
  });
}

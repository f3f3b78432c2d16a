import { DEFAULT_CONTRACT_LENGTH, type PreBookingStatus } from "@shared/constants";
import type { Pagination } from "@shared/contracts/common";
import { checkBookingDates, type AdminPreBookingsQuery, type CreatePreBookingValues, type PreBooking } from "@shared/contracts/pre-bookings";
import type { TeamBookingRefusal, TeamPreBookingValues } from "@shared/contracts/dream-teams";
import { estimateCents } from "@shared/money";
import type { UserRow } from "@shared/schema";
import { assertOwnerOrAdmin } from "../auth/guards";
import type { Db } from "../db/client";
import type { AppDeps } from "../deps";
import { isExclusionViolation } from "../lib/db-errors";
import { badRequest, conflict, forbidden, HttpError, notFound } from "../lib/http-error";
import { notify, type NotificationMessage } from "../notifications/notifications.service";
import * as repo from "./pre-bookings.repo";
import { recordAudit } from "../audit/audit.service";
import { assertEmailVerified } from "../auth/account-links.service";
import { bookingCompleted, engagementForConfirmedBooking } from "../engagements/engagements.service";
import { assertBookableFromRequisition, bookingConfirmed, interviewCandidatesToBook } from "../requisitions/requisitions.service";
import { formatDay, formatUtcMoment, todayUtc } from "@shared/calendar";

const CLIENT_LINK = "/client/dashboard";
const EXPERT_LINK = "/expert/dashboard";

/** 2026-12-07 → "7 Dec 2026", for notification text. */

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

function toPublicBooking(row: repo.DetailedBooking): PreBooking {
  const b = row.booking;
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
    notes: b.notes,
    status: b.status,
    statusReason: b.statusReason,
    createdAt: b.createdAt.toISOString(),
    confirmedAt: b.confirmedAt?.toISOString() ?? null,
    declinedAt: b.declinedAt?.toISOString() ?? null,
    completedAt: b.completedAt?.toISOString() ?? null,
  };
}

async function detailedOne(db: Db, id: number) {
  const [row] = await repo.findDetailed(db, [id]);
  if (!row) throw notFound("Pre-booking not found");
  return row;
}

const clientLabel = (row: repo.DetailedBooking) => (row.companyName ? `${row.clientName} (${row.companyName})` : row.clientName);

/** A client's request to book an expert; the expert is told in the same statement (repo.insertIfBookable). */
export async function createPreBooking(db: Db, user: UserRow, input: CreatePreBookingValues): Promise<PreBooking> {
  if (input.clientId != null && input.clientId !== user.id) throw forbidden("You can only submit pre-bookings for yourself.");
  if (user.userType !== "client") throw forbidden("Only client accounts can pre-book experts.");
  assertEmailVerified(user);

  let dreamTeamName: string | null = null;
  if (input.dreamTeamId != null) {
    const team = await repo.findTeamOwner(db, input.dreamTeamId);
    if (!team || team.clientId !== user.id) {
      await bookableExpertOrNotFound(db, input.expertId); // an unknown expert is named first
      throw team ? forbidden("That dream team is not yours.") : notFound("Dream team not found");
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
      { kind: "pre-booking.created", title: "New pre-booking request", link: EXPERT_LINK, who: clientName, from: formatDay(startDate), to: formatDay(endDate) },
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
        dreamTeamName,
      });
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
  `${who}${company ? ` (${company})` : ""} would like to book you from ${formatDay(from)} to ${formatDay(to)} (${months} months).`;

/** PRODUCT.md's double-booking rule, in words. */
const alreadyBooked = (clash: { startDate: string; endDate: string }) =>
  `The expert is already booked from ${formatDay(clash.startDate)} to ${formatDay(clash.endDate)}. Please choose dates that do not overlap.`;

async function bookableExpertOrNotFound(db: Db, expertId: number) {
  const expert = await repo.findBookableExpert(db, expertId);
  // Inactive experts are hidden from clients, so they are "not found" rather than refused.
  if (!expert || !expert.isActive) throw notFound("Expert not found");
  return expert;
}

export async function listClientBookings(db: Db, user: UserRow, clientId: number, p: Pagination) {
  assertOwnerOrAdmin(user, clientId);
  const { rows, total } = await repo.listForClient(db, clientId, p);
  return { items: rows.map(toPublicBooking), total };
}

export async function listExpertBookings(db: Db, user: UserRow, expertId: number, p: Pagination) {
  assertOwnerOrAdmin(user, expertId);
  const { rows, total } = await repo.listForExpert(db, expertId, p);
  return { items: rows.map(toPublicBooking), total };
}

export async function listAllBookings(db: Db, query: AdminPreBookingsQuery) {
  const { rows, total } = await repo.listAll(db, query);
  return { items: rows.map(toPublicBooking), total };
}

/**
 * PRODUCT.md's transitions: pending → confirmed | declined by the booked expert while pending;
 * confirmed → completed by an admin. Anything else is a 409.
 */
export async function updateBookingStatus(deps: AppDeps, user: UserRow, bookingId: number, status: PreBookingStatus): Promise<PreBooking> {
  const { db, config } = deps;
  const booking = await repo.findBooking(db, bookingId);
  if (!booking) throw notFound("Pre-booking not found");
  const isParty = user.id === booking.expertId || user.id === booking.clientId;
  if (!isParty && !user.isAdmin) throw forbidden();

  if (status === "confirmed" || status === "declined") {
    if (user.id !== booking.expertId) throw forbidden("Only the expert booked can confirm or decline this pre-booking.");
    if (booking.status !== "pending") throw conflict(`This pre-booking is already ${booking.status}.`);
    const done = await db.transaction(async (tx) => {
      if (status === "confirmed") {
        // No two confirmed bookings of an expert overlap; the lock orders this check after a team booking or another confirmation in flight.
        await repo.lockExperts(tx, [booking.expertId]);
        const [clash] = await repo.findConfirmedOverlaps(tx, [booking.expertId], booking.startDate, booking.endDate, booking.id);
        if (clash) throw conflict(`You already have a confirmed booking from ${formatDay(clash.startDate)} to ${formatDay(clash.endDate)} that overlaps this one.`);
      }
      const stillOpen = { days: config.preBookingExpiryDays, today: todayUtc() };
      const row = await repo.transition(tx, booking.id, "pending", status, { stillOpen }).catch((err: unknown) => {
        if (isExclusionViolation(err)) throw conflict("This booking overlaps another confirmed booking of yours.");
        throw err;
      });
      if (!row) return false;
      // A booking made from a requisition may be the one that fills it. First: this locks the
      // requisition, so two confirmations from one requisition queue here; the engagement's insert
      // below holds a key-share lock on the same row (its foreign key), and taken the other way round
      // two such confirmations deadlocked.
      if (status === "confirmed" && row.requisitionId !== null) await bookingConfirmed(tx, row.requisitionId);
      // A confirmed booking is an engagement at the expert's rate now (refused when they have none).
      if (status === "confirmed") await engagementForConfirmedBooking(tx, row);
      const detail = await detailedOne(tx, row.id);
      await notify(tx, [
        {
          userId: row.clientId,
          kind: status === "confirmed" ? "pre-booking.confirmed" : "pre-booking.declined",
          title: status === "confirmed" ? "Booking confirmed" : "Booking declined",
          body: `${detail.expertName} ${status} your pre-booking starting ${formatDay(row.startDate)}.`,
          link: CLIENT_LINK,
        },
      ]);
      return true;
    });
    if (!done) {
      // Either someone else answered first, or the request expired and waits for the sweep: run it now.
      await settlePreBookings(deps);
      const now = await repo.findBooking(db, booking.id);
      throw conflict(now?.statusReason ? `This pre-booking has expired. ${now.statusReason}` : "This pre-booking is no longer pending.");
    }
    return toPublicBooking(await detailedOne(db, booking.id));
  }

  if (status === "completed") {
    if (!user.isAdmin) throw forbidden("Only an admin can mark a booking completed.");
    if (booking.status !== "confirmed") throw conflict(`Only a confirmed booking can be completed; this one is ${booking.status}.`);
    await db.transaction(async (tx) => {
      const row = await repo.transition(tx, booking.id, "confirmed", "completed");
      if (!row) throw conflict("This booking is no longer confirmed.");
      await recordAudit(tx, { action: "pre-booking.completed", target: { type: "pre-booking", id: booking.id }, changes: { status: { from: "confirmed", to: "completed" } } });
      // Its engagement ends with it.
      await bookingCompleted(tx, booking.id, user);
    });
    return toPublicBooking(await detailedOne(db, booking.id));
  }

  throw conflict(`A ${booking.status} pre-booking cannot become ${status}.`);
}

/**
 * The pre-booking lifecycle job: declines requests left unanswered too long (telling client and
 * expert in the same transaction) and completes confirmed bookings whose end date has passed.
 * Idempotent and safe to run on several instances at once.
 */
export async function settlePreBookings(deps: Pick<AppDeps, "db" | "config">) {
  const { db, config } = deps;
  const today = todayUtc();
  const expired = await db.transaction(async (tx) => {
    const rows = await repo.expirePending(tx, config.preBookingExpiryDays, expiryReasons(config.preBookingExpiryDays), today);
    const details = await repo.findDetailed(
      tx,
      rows.map((r) => r.id),
    );
    const messages: NotificationMessage[] = details.flatMap((d) => [
      {
        userId: d.booking.clientId,
        kind: "pre-booking.expired" as const,
        title: "Pre-booking expired",
        body: `Your request to book ${d.expertName} from ${formatDay(d.booking.startDate)} was declined automatically. ${d.booking.statusReason ?? ""}`.trim(),
        link: CLIENT_LINK,
      },
      {
        userId: d.booking.expertId,
        kind: "pre-booking.expired" as const,
        title: "Pre-booking expired",
        body: `The request from ${clientLabel(d)} starting ${formatDay(d.booking.startDate)} was declined automatically because it was not answered in time.`,
        link: EXPERT_LINK,
      },
    ]);
    await notify(tx, messages);
    return rows.length;
  });
  const completed = (await repo.completeFinished(db, today)).length;
  return { expired, completed };
}

/**
 * Books every member of a dream team the caller owns: one pending request each, all or none, in one
 * transaction, each expert told as for a single request. SPEC.md's date rules that concern the dates
 * alone are a 400; what stops particular members (inactive, outside their availability, a confirmed
 * booking sharing a day) is one 409 naming each of them and why. The members' rows are locked in id
 * order first, so a confirmation of one of them in flight is either seen or waits (and two team
 * bookings sharing members never wait on each other in a circle).
 */
export async function createTeamPreBookings(
  db: Db,
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

    const lengths = new Map(members.map((m) => [m.expertId, input.contractLength ?? m.preferredContractLength ?? DEFAULT_CONTRACT_LENGTH]));
    const rows = await repo.insertBookings(
      tx,
      members.map((m) => ({
        clientId: user.id,
        expertId: m.expertId,
        dreamTeamId: from.dreamTeamId,
        requisitionId: from.requisitionId,
        startDate,
        endDate,
        contractLength: lengths.get(m.expertId)!,
        preInterviewRequested: input.preInterviewRequested ?? true,
        notes: input.notes,
      })),
    );
    await notify(
      tx,
      rows.map((b) => ({
        userId: b.expertId,
        kind: "pre-booking.created" as const,
        title: "New pre-booking request",
        body: newRequestNotice(clientName, companyName, startDate, endDate, b.contractLength),
        link: EXPERT_LINK,
      })),
    );
    return rows;
  });
  const detailed = new Map((await repo.findDetailed(db, made.map((b) => b.id))).map((d) => [d.booking.expertId, d]));
  // In the order the caller listed the members.
  return memberIds.filter((id, i) => memberIds.indexOf(id) === i).flatMap((id) => (detailed.has(id) ? [toPublicBooking(detailed.get(id)!)] : []));
}

/**
 * The candidates a client marked for interview on their requisition, booked together as a team is
 * (all or none, see createTeamPreBookings); each booking is made from the requisition, so their
 * confirmations count towards filling it.
 */
export async function bookRequisitionCandidates(db: Db, user: UserRow, requisitionId: number, input: TeamPreBookingValues) {
  if (user.userType !== "client") throw forbidden("Only client accounts can pre-book experts.");
  const { expertIds } = await interviewCandidatesToBook(db, user, requisitionId);
  const preBookings = await createTeamPreBookings(db, user, { dreamTeamId: null, requisitionId }, expertIds, input);
  return { requisitionId, preBookings };
}

/** A moment as the reminder says it: "7 Dec 2026 at 14:30 UTC". */

/**
 * The reminder job: the expert of each pending request that expires within 24 hours is told
 * once (a notification, so also live and by e-mail), in the transaction that marks the request
 * reminded. Safe to run on several instances at once.
 */
export async function remindExpiringPreBookings(deps: Pick<AppDeps, "db" | "config">) {
  const { db, config } = deps;
  return db.transaction(async (tx) => {
    const due = await repo.claimReminders(tx, config.preBookingExpiryDays);
    if (due.length === 0) return 0;
    const expiry = new Map(due.map((r) => [r.id, r.expiresAt]));
    const details = await repo.findDetailed(
      tx,
      due.map((r) => r.id),
    );
    await notify(
      tx,
      details.map((d) => ({
        userId: d.booking.expertId,
        kind: "pre-booking.reminder" as const,
        title: "Request expiring soon",
        body: `The request from ${clientLabel(d)} starting ${formatDay(d.booking.startDate)} expires on ${formatUtcMoment(expiry.get(d.booking.id)!)}. Confirm or decline it before then, or it will be declined automatically.`,
        link: EXPERT_LINK,
      })),
    );
    return due.length;
  });
}

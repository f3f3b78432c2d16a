// Interviews across time zones (PRODUCT.md "Interviews across zones"; docs/decisions/062-*): the free
// slots two working days share, booking one for both (the quarter hours each person holds decide a
// race), moving, cancelling and the client's outcome through the interview's flow
// (shared/flows/interview.ts) and the one mover, each move one transaction with its notices and
// audit entry; the reminders' job; and the invitation a notice's
// e-mail carries, made from the interview as it is when the mail leaves.
import { tzOffset } from "@date-fns/tz";
import { PERSON_LIMITS, type InterviewMinutes } from "@shared/constants";
import type { AuditAction } from "@shared/contracts/audit";
import type { Pagination } from "@shared/contracts/common";
import {
  INTERVIEW_FROM_MAX_DAYS,
  INTERVIEW_MESSAGES,
  INTERVIEW_REMINDERS,
  type BookInterviewValues,
  type Interview,
  type InterviewParty,
  type InterviewSlots,
  type InterviewSlotsQuery,
  type LocalTime,
  type MoveSlotsQuery,
  type UpdateInterviewValues,
} from "@shared/contracts/interviews";
import { INVITING_KINDS, type NotificationKind } from "@shared/contracts/notifications";
import { interviewFlow } from "@shared/flows/interview";
import { interviewSlots, type WorkingDayOf } from "@shared/interview-slots";
import type { InterviewRow, UserRow } from "@shared/schema";
import { ZoneClock } from "@shared/working-hours";
import { personKeys, withinPersonLimit } from "../auth/throttle";
import { act, auditCode, type AuditDetails, type CodesOnly } from "../flows/act";
import type { Config } from "../config";
import { actsForCompany, assertCallerMay, companyIdOf, readsRowOf } from "../companies/company-rows.service";
import { companyOfMember } from "@shared/schema";
import type { Db } from "../db/client";
import type { AppDeps } from "../deps";
import { auditEntry, move, type Notice } from "../flows/move";
import { badRequest, conflict, forbidden, notFound } from "../lib/http-error";
import { meetingKey, meetingUrlFrom } from "../lib/meeting-url";
import { buildInvitation, parseMailbox, type InvitationMethod } from "./invitation";
import * as repo from "./interviews.repo";
import { addDays, daysAfter, formatLongDay } from "@shared/calendar";

const MINUTE = 60_000;
const QUARTER = 15 * MINUTE;

/** Where each party manages an interview: their dashboard, at the interview. */
export const interviewLink = (party: InterviewParty, id: number) => `/${party}/dashboard#interview-${id}`;
const LINK_PATTERN = /^\/(client|expert)\/dashboard#interview-(\d+)$/;

/**
 * A moment's date and clock time in a zone: the zone's offset at that moment (the time-zone
 * database through @date-fns/tz), then plain UTC arithmetic. A slot answer makes four of these per
 * slot, so no formatter is built for each.
 */
const localTime = (at: Date | number, zone: string): LocalTime => {
  const ms = typeof at === "number" ? at : at.getTime();
  const local = new Date(ms + tzOffset(zone, new Date(ms)) * MINUTE).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
};

/** "Monday 7 December 2026, 09:00–09:30 (Europe/London)": an interview's time as one reader reads it. */
function spanIn(row: Pick<InterviewRow, "startsAt" | "endsAt">, zone: string) {
  const start = localTime(row.startsAt, zone);
  return `${formatLongDay(start.date)}, ${start.time}–${localTime(row.endsAt, zone).time} (${zone.replace(/_/g, " ")})`;
}

const nextQuarter = (ms: number) => Math.ceil(ms / QUARTER) * QUARTER;

// --- answers -------------------------------------------------------------------------------------

function toPublic(d: repo.DetailedInterview): Interview {
  const r = d.interview;
  // Whoever moved it but its expert moved it for the client's side: the member who booked it or a colleague.
  const partyOf = (userId: number | null): InterviewParty | null => (userId === null ? null : userId === r.expertId ? "expert" : "client");
  return {
    id: r.id,
    uid: r.uid,
    sequence: r.sequence,
    status: r.status,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    minutes: r.minutes as InterviewMinutes,
    client: {
      id: r.clientId,
      name: d.clientName,
      companyName: d.companyName,
      timeZone: d.clientTimeZone,
      starts: localTime(r.startsAt, d.clientTimeZone),
      ends: localTime(r.endsAt, d.clientTimeZone),
    },
    expert: {
      id: r.expertId,
      name: d.expertName,
      role: d.expertRole,
      timeZone: d.expertTimeZone,
      starts: localTime(r.startsAt, d.expertTimeZone),
      ends: localTime(r.endsAt, d.expertTimeZone),
    },
    preBooking: d.preBooking?.id != null ? d.preBooking : null,
    requisition: r.requisitionId !== null && d.requisitionTitle !== null ? { id: r.requisitionId, title: d.requisitionTitle } : null,
    meetingUrl: r.meetingUrl,
    moveReason: r.moveReason,
    movedBy: r.moveReason !== null ? partyOf(r.movedBy) : null,
    movedAt: r.movedAt?.toISOString() ?? null,
    cancelReason: r.cancelReason,
    cancelledBy: r.status === "cancelled" ? partyOf(r.cancelledBy) : null,
    cancelledAt: r.cancelledAt?.toISOString() ?? null,
    outcomeNotes: r.outcomeNotes,
    outcomeAt: r.outcomeAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

async function detailOf(db: Db, id: number): Promise<Interview> {
  const d = await repo.findDetailed(db, id);
  if (!d) throw notFound(INTERVIEW_MESSAGES.notFound);
  return toPublic(d);
}

/** What the interviews' calls need: the database, and the template of the meeting links made here. */
export interface InterviewDeps {
  db: Db;
  config: Pick<Config, "meetingUrlTemplate">;
}

// --- free time -----------------------------------------------------------------------------------

type Parties = Awaited<ReturnType<typeof repo.partiesOf>>;

/**
 * Both working days, or 404 when the expert is unknown or no longer active: a deactivated expert,
 * hidden everywhere else, offers no slots and can be neither booked nor moved to a new time.
 */
async function partiesOrNotFound(db: Db, clientId: number, expertId: number) {
  const parties = await repo.partiesOf(db, clientId, expertId);
  if (!parties.client || !parties.expert || !parties.expert.isActive) throw notFound("Expert not found");
  return parties as { client: NonNullable<Parties["client"]>; expert: NonNullable<Parties["expert"]> };
}

const workingDay = (p: { timeZone: string; workStart: string; workEnd: string }): WorkingDayOf => ({ timeZone: p.timeZone, workStart: p.workStart, workEnd: p.workEnd });

/**
 * Whether [startsAt, startsAt + minutes) is a free slot for both, under the slot rule itself: the
 * client's day it falls on is computed afresh against the quarter hours both hold now (the
 * interview being moved aside).
 */
async function isFree(
  tx: Db,
  parties: Awaited<ReturnType<typeof partiesOrNotFound>>,
  ids: { clientId: number; expertId: number },
  startsAt: Date,
  minutes: InterviewMinutes,
  movingId?: number,
) {
  const at = startsAt.getTime();
  if (at < Date.now()) return false;
  const busy = await repo.busySpans(tx, [ids.clientId, ids.expertId], daysAfter(new Date(at), -2), daysAfter(new Date(at), 2), movingId);
  const { slots } = interviewSlots({
    client: workingDay(parties.client),
    expert: workingDay(parties.expert),
    from: localTime(at, parties.client.timeZone).date,
    days: 1,
    minutes,
    busy,
    notBefore: Date.now(),
  });
  return slots.some((s) => s.startsAt === at);
}

/** The pre-bookings and requisitions of the client's company they may interview this expert for (404 when there are none). */
async function interviewableOrNotFound(db: Db, user: UserRow, expertId: number) {
  const [bookings, candidacies] = await Promise.all([repo.interviewableBookings(db, user.id, expertId), repo.interviewableCandidacies(db, user.id, expertId)]);
  if (bookings.length === 0 && candidacies.length === 0) throw notFound(INTERVIEW_MESSAGES.noInterviewFor);
}

/** The free slots of both parties over `days` of the client's calendar from `from` (the client's today by default). */
async function freeSlots(
  db: Db,
  parties: Awaited<ReturnType<typeof partiesOrNotFound>>,
  ids: { clientId: number; expertId: number },
  q: { from?: string; days: number; minutes: InterviewMinutes },
  meetingUrlMade: boolean,
  movingId?: number,
): Promise<InterviewSlots> {
  const zone = parties.client.timeZone;
  const today = localTime(Date.now(), zone).date;
  const from = q.from ?? today;
  if (from < today || from > addDays(today, INTERVIEW_FROM_MAX_DAYS)) throw badRequest(`from: ${INTERVIEW_MESSAGES.fromRange}`, [{ path: "from", message: INTERVIEW_MESSAGES.fromRange }]);

  const clock = new ZoneClock();
  const first = clock.instant(zone, from, 0);
  const last = clock.instant(zone, addDays(from, q.days), 0);
  const busy = await repo.busySpans(db, [ids.clientId, ids.expertId], daysAfter(new Date(first), -2), daysAfter(new Date(last), 2), movingId);
  const answer = interviewSlots({
    client: workingDay(parties.client),
    expert: workingDay(parties.expert),
    from,
    days: q.days,
    minutes: q.minutes,
    busy,
    notBefore: nextQuarter(Date.now()),
  });
  const emptyReason = answer.slots.length > 0 ? null : answer.sharedQuarterHours === 0 ? "no-shared-hours" : "all-taken";
  return {
    expertId: ids.expertId,
    expertName: parties.expert.name,
    clientName: parties.client.name,
    from,
    days: q.days,
    minutes: q.minutes,
    client: workingDay(parties.client),
    expert: workingDay(parties.expert),
    slots: answer.slots.map((s) => ({
      startsAt: new Date(s.startsAt).toISOString(),
      endsAt: new Date(s.endsAt).toISOString(),
      client: { starts: localTime(s.startsAt, parties.client.timeZone), ends: localTime(s.endsAt, parties.client.timeZone) },
      expert: { starts: localTime(s.startsAt, parties.expert.timeZone), ends: localTime(s.endsAt, parties.expert.timeZone) },
    })),
    meetingUrlMade,
    emptyReason,
    emptyMessage: emptyReason === null ? null : emptyReason === "no-shared-hours" ? INTERVIEW_MESSAGES.noSharedHours : INTERVIEW_MESSAGES.allTaken,
  };
}

/** GET /api/interviews/slots: for a client who may interview the expert (404 otherwise). */
export async function slotsFor({ db, config }: InterviewDeps, user: UserRow, q: InterviewSlotsQuery): Promise<InterviewSlots> {
  await interviewableOrNotFound(db, user, q.expertId);
  const parties = await partiesOrNotFound(db, user.id, q.expertId);
  return freeSlots(db, parties, { clientId: user.id, expertId: q.expertId }, q, config.meetingUrlTemplate !== undefined);
}

/**
 * GET /api/interviews/{id}/slots: where a scheduled interview could move, for either party: its
 * expert, or a member of its company whose role may change interviews (403 for the others of the
 * company, 404 for anyone else).
 */
export async function slotsToMove({ db, config }: InterviewDeps, user: UserRow, id: number, q: MoveSlotsQuery): Promise<InterviewSlots> {
  const row = await repo.findInterview(db, id);
  if (!row || (row.expertId !== user.id && !(await actsForCompany(db, user.id, row.companyId, "interviews.change")))) throw notFound(INTERVIEW_MESSAGES.notFound);
  if (row.status !== "scheduled") throw conflict(interviewFlow.refusalOf(row.status, "scheduled"));
  const parties = await partiesOrNotFound(db, row.clientId, row.expertId);
  return freeSlots(db, parties, row, { from: q.from, days: q.days, minutes: q.minutes ?? (row.minutes as InterviewMinutes) }, config.meetingUrlTemplate !== undefined, row.id);
}

// --- notices -------------------------------------------------------------------------------------

/** The reminders still to come for an interview at `startsAt`: one whose moment has passed is counted as given. */
function reminderStamps(startsAt: Date) {
  const now = Date.now();
  const given = (minutesBefore: number) => (startsAt.getTime() - minutesBefore * MINUTE <= now ? new Date(now) : null);
  return { remindedDayAt: given(INTERVIEW_REMINDERS.day), remindedSoonAt: given(INTERVIEW_REMINDERS.soon) };
}

interface Names {
  clientName: string;
  companyName: string | null;
  clientTimeZone: string;
  expertName: string;
  expertTimeZone: string;
}

async function namesOf(tx: Db, row: InterviewRow): Promise<Names> {
  const d = (await repo.findDetailed(tx, row.id))!;
  return { clientName: d.clientName, companyName: d.companyName, clientTimeZone: d.clientTimeZone, expertName: d.expertName, expertTimeZone: d.expertTimeZone };
}

const clientLabel = (n: Names) => (n.companyName ? `${n.clientName} (${n.companyName})` : n.clientName);

/** One notice to each party: `text` says it in the words for that reader, with the time in their zone. */
function toBoth(row: InterviewRow, n: Names, kind: NotificationKind, title: string, text: (party: InterviewParty, when: string, other: string) => string): (Notice & { userId: number })[] {
  return (["client", "expert"] as const).map((party) => ({
    userId: party === "client" ? row.clientId : row.expertId,
    kind,
    title,
    body: text(party, spanIn(row, party === "client" ? n.clientTimeZone : n.expertTimeZone), party === "client" ? n.expertName : clientLabel(n)),
    link: interviewLink(party, row.id),
  }));
}

// --- booking -------------------------------------------------------------------------------------

/**
 * Books a free slot for both. What it is for is locked first (the pre-booking, or the requisition's
 * candidate), so one of them has one scheduled interview at a time; the slot is checked against the
 * slot rule, then its quarter hours are taken for both people: a slot taken meanwhile (by another
 * client of the expert, or this client elsewhere) leaves one of them taken and answers 409.
 */
export async function bookInterview({ db, config }: InterviewDeps, user: UserRow, input: BookInterviewValues): Promise<Interview> {
  // Every interview has a place: the client's own link, or one made here; with neither, the client is asked for theirs.
  await assertCallerMay(db, user, "interviews.book");
  const ownUrl = input.meetingUrl ?? null;
  if (!ownUrl && !config.meetingUrlTemplate) throw badRequest(`meetingUrl: ${INTERVIEW_MESSAGES.meetingUrlNeeded}`, [{ path: "meetingUrl", message: INTERVIEW_MESSAGES.meetingUrlNeeded }]);
  const parties = await partiesOrNotFound(db, user.id, input.expertId);
  const book = () => db.transaction(async (tx) => {
    const subject =
      input.preBookingId != null
        ? (await repo.interviewableBookings(tx, user.id, input.expertId, { id: input.preBookingId, lock: true })).length > 0 && { preBookingId: input.preBookingId }
        : (await repo.interviewableCandidacies(tx, user.id, input.expertId, { id: input.requisitionId!, lock: true })).length > 0 && {
            requisitionId: input.requisitionId!,
            expertId: input.expertId,
          };
    if (!subject) throw notFound(INTERVIEW_MESSAGES.noInterviewFor);
    const existing = await repo.scheduledFor(tx, subject);
    if (existing) {
      throw conflict(`You already have an interview with ${parties.expert.name} for this on ${spanIn(existing, parties.client.timeZone)}. Move it instead of booking another.`);
    }
    if (!(await isFree(tx, parties, { clientId: user.id, expertId: input.expertId }, input.startsAt, input.minutes))) throw conflict(INTERVIEW_MESSAGES.notFree);

    const inserted = await repo.insertInterview(tx, {
      clientId: user.id,
      companyId: companyOfMember(user.id),
      expertId: input.expertId,
      preBookingId: input.preBookingId ?? null,
      requisitionId: input.requisitionId ?? null,
      startsAt: input.startsAt,
      endsAt: new Date(input.startsAt.getTime() + input.minutes * MINUTE),
      minutes: input.minutes,
      meetingUrl: ownUrl,
      createdBy: user.id,
      ...reminderStamps(input.startsAt),
    });
    // A made link names the interview by its id, with a random key so no other meeting's link leads to it.
    const row = ownUrl ? inserted : await repo.setMeetingUrl(tx, inserted.id, meetingUrlFrom(config.meetingUrlTemplate, meetingKey("interview", inserted.id))!);
    if (!(await repo.holdQuarters(tx, row))) throw conflict(INTERVIEW_MESSAGES.notFree);
    const names = await namesOf(tx, row);
    await act(tx, "interview.booked", {
      target: { type: "interview", id: row.id },
      changes: { expertId: row.expertId, startsAt: auditCode(row.startsAt.toISOString()), minutes: row.minutes, preBookingId: row.preBookingId, requisitionId: row.requisitionId, ownMeetingUrl: ownUrl !== null },
      notices: toBoth(row, names, "interview.booked", "Interview booked", (party, when, other) =>
        party === "client"
          ? `Your ${row.minutes}-minute interview with ${other} is booked for ${when}, at ${row.meetingUrl}. The invitation is in your e-mail.`
          : `${other} booked a ${row.minutes}-minute interview with you for ${when}, at ${row.meetingUrl}. The invitation is in your e-mail.`,
      ),
    });
    return row.id;
  });
  // Counted before the slot is taken, so a burst of bookings sent at once cannot pass the limit.
  const id = await withinPersonLimit(db, personKeys.interviewChanges(user.id), PERSON_LIMITS.interviewChanges, book);
  return detailOf(db, id);
}

// --- a pre-booking's pre-interview ---------------------------------------------------------------

export type PreInterview = Awaited<ReturnType<typeof repo.preInterviewOf>>;

/**
 * Where the pre-interview of a pre-booking stands, for the pre-bookings' rules (confirmed only after
 * a pass; no expiry while one is scheduled). Read under the caller's lock on the booking.
 */
export const preInterviewOf = (db: Db, preBookingId: number): Promise<PreInterview> => repo.preInterviewOf(db, preBookingId);

// --- reading -------------------------------------------------------------------------------------

export async function listInterviews(db: Db, user: UserRow, page: Pagination) {
  const { rows, total } = await repo.listInterviews(db, user.isAdmin ? null : { userId: user.id, companyId: await companyIdOf(db, user.id) }, page);
  return { items: rows.map(toPublic), total };
}

/** The interview, for its two parties and the admins; anyone else is told it does not exist. */
export async function getInterview(db: Db, user: UserRow, id: number): Promise<Interview> {
  const d = await repo.findDetailed(db, id);
  if (!d || (d.interview.expertId !== user.id && !(await readsRowOf(db, user, d.interview.companyId)))) throw notFound(INTERVIEW_MESSAGES.notFound);
  return toPublic(d);
}

// --- the moves -----------------------------------------------------------------------------------

/**
 * The one way an interview changes (PATCH), through its flow and the one mover: moving it to
 * another time (scheduled → scheduled), cancelling it, or the client's outcome. A move that is only
 * the other party's is 403, one its status does not allow 409 (shared/flows/interview.ts); it is made
 * under the row's lock, from the status and sequence read, with its notices and audit entry in the
 * same transaction. Moving and cancelling are for before the start; the outcome for after it.
 */
export async function updateInterview(db: Db, user: UserRow, id: number, input: UpdateInterviewValues): Promise<Interview> {
  const change = () => db.transaction(async (tx) => {
    const row = await repo.lockInterview(tx, id);
    // The client side is any member of the company whose role may change interviews (403 for its other members).
    const party: InterviewParty | null = !row
      ? null
      : row.expertId === user.id
        ? "expert"
        : (await actsForCompany(tx, user.id, row.companyId, "interviews.change"))
          ? "client"
          : null;
    if (!row || !party) {
      if (row && user.isAdmin) throw forbidden("Only the client and the expert of an interview can change it.");
      throw notFound(INTERVIEW_MESSAGES.notFound);
    }
    const started = row.startsAt.getTime() <= Date.now();
    const names = await namesOf(tx, row);
    // A colleague of the member who booked acts under their own name; the booker hears of it as the expert does.
    const byColleague = party === "client" && user.id !== row.clientId;
    const actor = party === "expert" ? names.expertName : byColleague ? clientLabel({ ...names, clientName: `${user.firstName} ${user.lastName}` }) : clientLabel(names);
    const mover: InterviewParty | null = byColleague ? null : party;

    if (input.action === "move") {
      const minutes = input.minutes ?? (row.minutes as InterviewMinutes);
      const reason = input.reason;
      // The same time again changes nothing, and tells nobody.
      const same = input.startsAt.getTime() === row.startsAt.getTime() && minutes === row.minutes;
      await move(tx, interviewFlow, row, "scheduled", party, {
        check: async () => {
          if (started) throw conflict("This interview has started: it can no longer be moved.");
          if (same) return;
          const parties = await partiesOrNotFound(tx, row.clientId, row.expertId);
          if (!(await isFree(tx, parties, row, input.startsAt, minutes, row.id))) throw conflict(INTERVIEW_MESSAGES.notFree);
        },
        update: async () => {
          if (same) return row;
          await repo.releaseQuarters(tx, row.id);
          const moved = await repo.updateInterview(tx, row.id, row, {
            startsAt: input.startsAt,
            endsAt: new Date(input.startsAt.getTime() + minutes * MINUTE),
            minutes,
            moveReason: reason,
            movedBy: user.id,
            movedAt: new Date(),
            sequence: row.sequence + 1,
            ...reminderStamps(input.startsAt),
          });
          if (!moved || !(await repo.holdQuarters(tx, moved))) throw conflict(INTERVIEW_MESSAGES.notFree);
          return moved;
        },
        notices: (moved) =>
          same
            ? []
            : toBoth(moved, names, "interview.moved", "Interview moved", (p, when, other) =>
                p === mover
                  ? `You moved your interview with ${other} to ${when}. Your calendar invitation is updated.`
                  : `${actor} moved your interview to ${when}. Your calendar invitation is updated. Their reason: ${reason}`,
              ),
        audit: (moved) => {
          if (same) return;
          return audit("interview.moved", row, { startsAt: { from: auditCode(row.startsAt.toISOString()), to: auditCode(moved.startsAt.toISOString()) }, minutes: { from: row.minutes, to: minutes }, sequence: moved.sequence });
        },
      });
      return;
    }

    if (input.action === "cancel") {
      const reason = input.reason;
      await move(tx, interviewFlow, row, "cancelled", party, {
        check: () => {
          if (started) throw conflict(party === "client" ? "This interview has started: record its outcome instead of cancelling it." : "This interview has started: it can no longer be cancelled.");
        },
        update: async () => {
          await repo.releaseQuarters(tx, row.id);
          return repo.updateInterview(tx, row.id, row, { status: "cancelled", cancelReason: reason, cancelledBy: user.id, cancelledAt: new Date(), sequence: row.sequence + 1 });
        },
        notices: (cancelled) =>
          toBoth(cancelled, names, "interview.cancelled", "Interview cancelled", (p, when, other) =>
            p === mover ? `You cancelled your interview with ${other} on ${when}.` : `${actor} cancelled your interview on ${when}: ${reason}`,
          ),
        // The reason stays with the interview, where erasure reaches it; the log keeps the move.
        audit: () => audit("interview.cancelled", row, { status: { from: row.status, to: "cancelled" } }),
      });
      return;
    }

    const to = input.outcome;
    const notes = input.notes;
    await move(tx, interviewFlow, row, to, party, {
      check: () => {
        if (!started) throw conflict(`You can record the outcome once the interview has started, on ${spanIn(row, names.clientTimeZone)}.`);
      },
      update: () => repo.updateInterview(tx, row.id, row, { status: to, outcomeNotes: notes, outcomeAt: new Date() }),
      notices: async () => {
        const booking = row.preBookingId !== null ? (await repo.findDetailed(tx, row.id))?.preBooking : null;
        const confirmHint = to === "passed" && booking?.status === "pending" ? " You can now confirm the booking from your dashboard." : "";
        return [
          {
            userId: row.expertId,
            kind: "interview.outcome",
            title: to === "passed" ? "Interview passed" : "Interview outcome",
            body: `${actor} recorded your interview on ${spanIn(row, names.expertTimeZone)} as ${to === "passed" ? "passed" : "not passed"}: ${notes}${confirmHint}`,
            link: interviewLink("expert", row.id),
          },
        ];
      },
      audit: () => audit(`interview.${to}`, row, { status: { from: row.status, to } }),
    });
  });
  // A move or a cancellation mails both parties a calendar update: counted with bookings, per person, first.
  if (input.action === "outcome") await change();
  else await withinPersonLimit(db, personKeys.interviewChanges(user.id), PERSON_LIMITS.interviewChanges, change);
  return detailOf(db, id);
}

const audit = <const C extends AuditDetails>(action: AuditAction, row: InterviewRow, changes: C & CodesOnly<C>) =>
  auditEntry<C>({ action, target: { type: "interview", id: row.id }, changes });

// --- an expert deactivated -----------------------------------------------------------------------

/** The reason kept on each interview cancelled because its expert was deactivated. */
export const DEACTIVATED_EXPERT_REASON = "The expert is no longer available.";

/**
 * An admin deactivated the expert: each of their scheduled interviews not yet started is cancelled
 * (its quarter hours freed, its calendar invitation cancelled) and both parties are told, in the
 * deactivation's transaction. Returns how many were cancelled.
 */
export async function cancelForDeactivatedExpert(tx: Db, expertId: number): Promise<number> {
  const rows = await repo.lockUpcomingOfExpert(tx, expertId);
  for (const row of rows) {
    await move(tx, interviewFlow, row, "cancelled", "rule", {
      update: async () => {
        await repo.releaseQuarters(tx, row.id);
        return repo.updateInterview(tx, row.id, row, { status: "cancelled", cancelReason: DEACTIVATED_EXPERT_REASON, cancelledBy: null, cancelledAt: new Date(), sequence: row.sequence + 1 });
      },
      notices: async (done) =>
        toBoth(done, await namesOf(tx, row), "interview.cancelled", "Interview cancelled", (p, when, other) =>
          p === "client"
            ? `Your interview with ${other} on ${when} is cancelled: ${other} is no longer available. Your other candidates and needs are unchanged.`
            : `Your interview with ${other} on ${when} is cancelled: your profile is no longer active.`,
        ),
      audit: () => audit("interview.cancelled", row, { status: { from: row.status, to: "cancelled" }, expertDeactivated: true }),
    });
  }
  return rows.length;
}

// --- the reminders' job --------------------------------------------------------------------------

/** How many interviews one run reminds at most, per reminder; a full run goes again at once (server/jobs.ts). */
export const REMINDER_BATCH = 100;

/**
 * Reminds both parties of each interview 24 hours and 15 minutes before it, once each: the claim
 * and the notices are one transaction, and the claim stamps the row in one UPDATE that skips rows
 * another run holds, so any number of instances at once send each reminder once. Resolves true
 * when it stopped at its batch.
 */
export async function remindInterviews(deps: Pick<AppDeps, "db">) {
  return deps.db.transaction(async (tx) => {
    let full = false;
    for (const which of ["day", "soon"] as const) {
      const due = await repo.claimReminders(tx, which, INTERVIEW_REMINDERS[which], REMINDER_BATCH);
      full ||= due.length >= REMINDER_BATCH;
      for (const row of due) {
        const names = await namesOf(tx, row);
        await act(tx, "interview.reminded", {
          notices: toBoth(row, names, "interview.reminder", which === "day" ? "Interview tomorrow" : "Interview in 15 minutes", (_p, when, other) =>
            (which === "day" ? `Reminder: your interview with ${other} is on ${when}.` : `Your interview with ${other} starts in 15 minutes: ${when}.`) +
            (row.meetingUrl ? ` Join at ${row.meetingUrl}` : ""),
          ),
        });
      }
    }
    return full;
  });
}

// --- the invitation an e-mail carries ------------------------------------------------------------



/**
 * The notifications' mail sender: the invitation for an interview notice's e-mail, made from the
 * interview as it is now (a retried mail carries the latest time and SEQUENCE; once cancelled, the
 * cancellation), addressed to the mail's recipient; null for any other mail.
 */
export async function invitationForMail(
  db: Db,
  mail: { kind: string | null; link: string | null; to: string; firstName: string },
  sender: { replyTo: string; linkBase: string },
): Promise<{ method: InvitationMethod; content: string } | null> {
  if (!mail.kind || !(INVITING_KINDS as readonly string[]).includes(mail.kind) || !mail.link) return null;
  const m = LINK_PATTERN.exec(mail.link);
  if (!m) return null;
  const reader = m[1] as InterviewParty;
  const d = await repo.findDetailed(db, Number(m[2]));
  if (!d) return null;
  const r = d.interview;
  const method: InvitationMethod = r.status === "cancelled" ? "CANCEL" : "REQUEST";
  const names: Names = { clientName: d.clientName, companyName: d.companyName, clientTimeZone: d.clientTimeZone, expertName: d.expertName, expertTimeZone: d.expertTimeZone };
  const other = reader === "client" ? `${d.expertName} (${d.expertRole})` : clientLabel(names);
  const subject = d.requisitionTitle ? ` about "${d.requisitionTitle}"` : "";
  const manage = new URL(mail.link, sender.linkBase).toString();
  const place = r.meetingUrl ? `Join the video meeting: ${r.meetingUrl}\n` : "";
  return {
    method,
    content: buildInvitation({
      method,
      uid: r.uid,
      sequence: r.sequence,
      startsAt: r.startsAt,
      endsAt: r.endsAt,
      summary: `Interview with ${other}`,
      description: `${place}A ${r.minutes}-minute interview${subject}, arranged through Protea Talent. Move or cancel it from your dashboard: ${manage}`,
      location: r.meetingUrl ?? manage,
      url: r.meetingUrl ?? manage,
      // Calendars send accepts, declines and questions to the organizer: a mailbox someone reads.
      organizer: parseMailbox(sender.replyTo, "Protea Talent"),
      attendee: { name: mail.firstName, email: mail.to },
    }),
  };
}

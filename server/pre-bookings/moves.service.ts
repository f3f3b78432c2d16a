// Every move of a pre-booking, by people and by the rule alike, through the one mover
// (server/flows/move.ts) and the pre-booking's flow (shared/flows/pre-booking.ts): each made from the
// status read under the row's lock, with its notices and audit entry in the caller's transaction.
// Other domains move a booking through here (an engagement ended early, an account erased); what a
// move sets off elsewhere (the engagement a confirmation makes) stays with the caller.
import type { PreBookingStatus } from "@shared/constants";
import { preBookingFlow, type PreBookingMover } from "@shared/flows/pre-booking";
import type { PreBookingRow } from "@shared/schema";
import type { Db } from "../db/client";
import { auditEntry, move, type AuditEntry, type Notice } from "../flows/move";
import * as repo from "./pre-bookings.repo";
import { formatDay } from "@shared/calendar";

export const CLIENT_LINK = "/client/dashboard";
export const EXPERT_LINK = "/expert/dashboard";

export const clientLabel = (row: { clientName: string; companyName: string | null }) => (row.companyName ? `${row.clientName} (${row.companyName})` : row.clientName);

/** Why the rule made a move: the request expired unanswered, its engagement ended early, an account was erased, or its end date passed. */
export type RuleReason = "expired" | "engagement-ended" | "account-erased" | "finished";

export interface BookingMoveOptions {
  /** Whose move it is, for the audit (default: the request's signed-in user; the rule's is null). */
  actor?: AuditEntry["actor"];
  /** The rule's reason, for its words and its audit entry. */
  reason?: RuleReason;
  /** Why the rule declined it, in words the client reads (kept on the row). */
  statusReason?: string;
  /** What else the move writes, worked out once the move is allowed (the expert's reason and the experts offered instead). */
  stamp?: () => Promise<repo.BookingStamp>;
  /** Checked after the flow's table and before the UPDATE (throws its own refusal). */
  check?: () => void | Promise<void>;
  /** Turns a failed UPDATE into its own refusal (the overlap the database refuses). */
  onUpdateError?: (err: unknown) => never;
}

const namesList = (names: string[]) => (names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`);

/** The client's notice of an expert's decline: the reason in their words, and who else fits the same need and dates. */
async function declinedNotice(tx: Db, expertName: string, moved: PreBookingRow) {
  const others = await repo.findAlternativeExperts(tx, moved.alternativeExpertIds);
  const offered =
    others.length === 0
      ? ""
      : ` ${others.length === 1 ? "Another expert fits" : `${others.length} other experts fit`} the same need and dates: ${namesList(others.map((o) => o.name))}. See them on your pre-booking.`;
  return `${expertName} declined your pre-booking starting ${formatDay(moved.startDate)}.${moved.statusReason ? ` ${moved.statusReason}` : ""}${offered}`;
}

/** What each move tells whom, in words. */
async function noticesOf(tx: Db, moved: PreBookingRow, to: PreBookingStatus, by: PreBookingMover, reason: RuleReason | undefined): Promise<Notice[]> {
  if (to === "completed" || reason === "account-erased") return [];
  const [d] = await repo.findDetailed(tx, [moved.id]);
  if (by === "rule") {
    return [
      {
        userId: moved.clientId,
        kind: "pre-booking.expired",
        title: "Pre-booking expired",
        body: `Your request to book ${d.expertName} from ${formatDay(moved.startDate)} was declined automatically. ${moved.statusReason ?? ""}`.trim(),
        link: CLIENT_LINK,
      },
      {
        userId: moved.expertId,
        kind: "pre-booking.expired",
        title: "Pre-booking expired",
        body: `The request from ${clientLabel(d)} starting ${formatDay(moved.startDate)} was declined automatically because it was not answered in time.`,
        link: EXPERT_LINK,
      },
    ];
  }
  return [
    {
      userId: moved.clientId,
      kind: to === "confirmed" ? "pre-booking.confirmed" : "pre-booking.declined",
      title: to === "confirmed" ? "Booking confirmed" : "Booking declined",
      body: to === "declined" ? await declinedNotice(tx, d.expertName, moved) : `${d.expertName} ${to} your pre-booking starting ${formatDay(moved.startDate)}.`,
      link: CLIENT_LINK,
    },
  ];
}

/**
 * The booking's move from the status read (`row`, locked by the caller) to `to`, by `by`: refused by
 * the flow's table (403 when such a move is only others', 409 when its status does not allow it), made by
 * one conditional UPDATE, told and audited in the caller's transaction.
 */
export function moveBooking(tx: Db, row: PreBookingRow, to: PreBookingStatus, by: PreBookingMover, opts: BookingMoveOptions = {}): Promise<PreBookingRow> {
  const automatically = by === "rule";
  return move(tx, preBookingFlow, row, to, by, {
    check: opts.check,
    update: async () => {
      const stamp = { ...(opts.statusReason !== undefined ? { statusReason: opts.statusReason } : {}), ...(await opts.stamp?.()) };
      const moved = repo.transition(tx, row.id, row.status, to, stamp);
      return opts.onUpdateError ? moved.catch(opts.onUpdateError) : moved;
    },
    notices: (moved) => noticesOf(tx, moved, to, by, opts.reason),
    audit: () =>
      auditEntry({
        ...(automatically ? { actor: null } : opts.actor !== undefined ? { actor: opts.actor } : {}),
        action: to === "confirmed" ? "pre-booking.confirmed" : to === "declined" ? "pre-booking.declined" : "pre-booking.completed",
        target: { type: "pre-booking", id: row.id },
        changes: { status: { from: row.status, to }, ...(automatically ? { automatically: true } : {}), ...(opts.reason ? { reason: opts.reason } : {}) },
      }),
  });
}

/** An engagement ended before its time: its confirmed booking is completed now, so the expert's remaining days are free again. */
export async function completeForEndedEngagement(tx: Db, preBookingId: number) {
  const row = await repo.lockConfirmed(tx, preBookingId);
  if (row) await moveBooking(tx, row, "completed", "rule", { reason: "engagement-ended" });
}

/** The reason kept on each request declined because one of its people erased their account. */
export const ACCOUNT_ERASED_REASON = "The account was deleted.";

/** An account is being erased: each request still waiting, made by them or to them, is declined (it would wait on somebody who is gone). */
export async function declineForErasedAccount(tx: Db, userId: number) {
  for (const row of await repo.lockPendingOf(tx, userId)) {
    await moveBooking(tx, row, "declined", "rule", { reason: "account-erased", statusReason: ACCOUNT_ERASED_REASON });
  }
}

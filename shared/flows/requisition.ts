import { DAY_MS } from "../calendar";
import type { RequisitionStatus } from "../constants";
import { REQUISITION_STATUS_LABELS, SHORTLIST_DAYS } from "../requisition-clock";
import { defineFlow } from "./flow";

/** Who makes a move: a rule of the server (proposals, confirmed bookings, the clock) or the client. */
export type RequisitionMover = "rule" | "client";

/**
 * A requisition: a need with its 14-day clock. The clock is the timed move: an open requisition
 * with no shortlist 14 days (336 hours) after it was stated becomes overdue, and the search goes on.
 */
export const requisitionFlow = defineFlow<RequisitionStatus, RequisitionMover>({
  noun: "requisition",
  labels: REQUISITION_STATUS_LABELS,
  moves: {
    open: { shortlisted: ["rule"], overdue: ["rule"], filled: ["rule"], closed: ["client"] },
    overdue: { shortlisted: ["rule"], filled: ["rule"], closed: ["client"] },
    shortlisted: { filled: ["rule"], closed: ["client"] },
    filled: {},
    closed: {},
  },
  timed: [{ from: "open", to: "overdue", by: "rule", days: SHORTLIST_DAYS }],
  refusal: (from, to, label, allowed) =>
    `This requisition is ${label(from)}: it cannot become ${label(to)}${allowed?.includes("rule") ? " by request; that happens on its own" : ""}.`,
});

const CLOCK = requisitionFlow.timedMove("open", "overdue")!;
const CLOCK_DAYS = CLOCK.days!;

/** The deadline of a need stated at `submittedAt`: 14 days (336 hours) on. */
export const shortlistDueAt = (submittedAt: Date) => requisitionFlow.dueAt(CLOCK.from, CLOCK.to, submittedAt)!;

/** The 14-day clock in hours, as the database adds it to the moment a need is stated. */
export const SHORTLIST_HOURS = CLOCK_DAYS * 24;

/**
 * The one rule of "overdue": an open requisition whose deadline has come (the job may not have
 * marked it yet). The server's answers, its moves and the console's figures all ask this; the SQL
 * twin is `pastDeadline` in server/requisitions/requisitions.repo.ts.
 */
export const pastDeadline = (r: { status: RequisitionStatus; dueAt: Date }, now: Date) => r.status === CLOCK.from && r.dueAt.getTime() <= now.getTime();

// --- the clock as the screens show it -------------------------------------------------------------

const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

type ClockInput = {
  status: RequisitionStatus;
  submittedAt: Date | string;
  dueAt: Date | string;
  shortlistedAt: Date | string | null;
  filledAt: Date | string | null;
  closedAt: Date | string | null;
};

/** The clock at `now`, worked out by the server and shown as it is by the screens. */
export interface RequisitionClock {
  /** Days left, overdue by, or when it stopped, in words. */
  text: string;
  /** Share of the 14 days used, 0–1: up to now, or up to the moment the search stopped. */
  share: number;
  /** The same in days, one decimal. */
  daysUsed: number;
}

export function requisitionClock(r: ClockInput, now: Date): RequisitionClock {
  const ms = (at: Date | string) => new Date(at).getTime();
  const submitted = ms(r.submittedAt);
  const due = ms(r.dueAt);
  const stoppedAt = r.shortlistedAt ?? (r.status === "filled" ? r.filledAt : null) ?? (r.status === "closed" ? r.closedAt : null);
  const until = stoppedAt ? ms(stoppedAt) : now.getTime();
  const share = due <= submitted ? 1 : Math.min(1, Math.max(0, (until - submitted) / (due - submitted)));
  const daysTaken = (at: Date | string) => Math.max(1, Math.ceil((ms(at) - submitted) / DAY_MS));
  let text: string;
  if (r.shortlistedAt) text = `Shortlisted in ${plural(daysTaken(r.shortlistedAt), "day")}`;
  else if (r.status === "filled" && r.filledAt) text = `Filled in ${plural(daysTaken(r.filledAt), "day")}`;
  else if (r.status === "closed") text = "Closed";
  else if (due <= now.getTime()) text = `Overdue by ${plural(Math.max(1, Math.floor((now.getTime() - due) / DAY_MS)), "day")}; the search goes on, free`;
  else {
    const left = Math.ceil((due - now.getTime()) / DAY_MS);
    text = left === 1 ? "Last day: due within 24 hours" : `${plural(left, "day")} left`;
  }
  return { text, share, daysUsed: Math.round(share * CLOCK_DAYS * 10) / 10 };
}

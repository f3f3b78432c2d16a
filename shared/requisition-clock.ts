// A requisition's statuses in words and its 14-day clock: read by the dashboard's cards without the
// requisition contracts (their zod schemas), and re-exported by them (shared/contracts/requisitions.ts).
import type { RequisitionStatus } from "./constants";
import { addDays, DAY_MS, mondayOf, todayIn } from "./calendar";

/** The promise: a shortlist within 14 days of the need being stated, counted in hours (336). */
export const SHORTLIST_DAYS = 14;

export const REQUISITION_STATUS_LABELS: Record<RequisitionStatus, string> = {
  open: "Searching",
  overdue: "Overdue",
  shortlisted: "Shortlisted",
  filled: "Filled",
  closed: "Closed",
};

/** Statuses in which the search goes on: candidates may be proposed, answered and booked. */
export const SEARCHING_STATUSES: readonly RequisitionStatus[] = ["open", "overdue", "shortlisted"];

/** Whole days left until `dueAt` at `now`, rounded up; 0 once passed. */
export function daysLeftUntil(dueAt: string | Date, now: Date = new Date()): number {
  const ms = new Date(dueAt).getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / DAY_MS);
}

/**
 * The start date a new need is offered: the first Monday at least 14 days after today in the
 * client's calendar (their zone), so the shortlist can come before the work starts.
 */
export function defaultStartDate(timeZone: string, now: Date = new Date()): string {
  // The Monday of the week holding the day six after the earliest: the first Monday on or after it.
  return mondayOf(addDays(todayIn(timeZone, now), SHORTLIST_DAYS + 6));
}

import { TIMESHEET_AUTO_APPROVE_DAYS, type TimesheetStatus } from "../constants";
import { defineFlow } from "./flow";

/** Who moves a week: the expert, the client, or the server's rule (the 5-day auto-approval). */
export type TimesheetMover = "expert" | "client" | "rule";

/**
 * A week of an engagement's timesheet. An approved week is locked: no move leaves it, and its hours
 * cannot change. A submitted week the client has not answered is approved by the rule after 5 days
 * (unless it is over the agreed hours: the job does not claim it).
 */
export const timesheetWeekFlow = defineFlow<TimesheetStatus, TimesheetMover>({
  noun: "week",
  labels: { draft: "Draft", submitted: "Submitted", disputed: "Disputed", approved: "Approved" },
  moves: {
    draft: { submitted: ["expert"] },
    disputed: { submitted: ["expert"] },
    submitted: { approved: ["client", "rule"], disputed: ["client"] },
    approved: {},
  },
  timed: [{ from: "submitted", to: "approved", by: "rule", days: TIMESHEET_AUTO_APPROVE_DAYS }],
  refusal: (from, to, label) => `This week is ${label(from)}: it cannot be ${label(to)} now.`,
});

/** The 5-day rule: a submitted week unanswered this long is approved, unless it is over the agreed hours. */
export const AUTO_APPROVAL = timesheetWeekFlow.timedMove("submitted", "approved")!;

/** A week's hours added up: the one sum of a week's days (its SQL twin is `totalOf` in server/timesheets/timesheets.repo.ts). */
export const weekTotalMinutes = (days: readonly { minutes: number }[]) => days.reduce((sum, d) => sum + d.minutes, 0);

/** Minutes beyond the weekly hours agreed for the week (none when no terms were accepted). */
export const excessMinutes = (total: number, agreed: number | null) => (agreed === null ? 0 : Math.max(0, total - agreed));

/** When a submitted week is approved unless the client answers it first; null when the rule will not (not submitted, or over the agreed hours). */
export function autoApproveAt(week: { status: TimesheetStatus; submittedAt: Date | null }, excess: number): Date | null {
  if (week.status !== AUTO_APPROVAL.from || !week.submittedAt || excess > 0) return null;
  return timesheetWeekFlow.dueAt(AUTO_APPROVAL.from, AUTO_APPROVAL.to, week.submittedAt);
}

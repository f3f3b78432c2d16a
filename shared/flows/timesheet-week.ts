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

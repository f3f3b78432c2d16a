import type { InterviewStatus } from "../constants";
import { defineFlow } from "./flow";

/**
 * Who moves an interview: one of its two parties, or the server's rule (the expert deactivated).
 * An admin sees every interview but moves none.
 */
export type InterviewMover = "client" | "expert" | "rule";

/** Each status as the screens name it. */
export const INTERVIEW_STATUS_LABELS: Record<InterviewStatus, string> = {
  scheduled: "Scheduled",
  cancelled: "Cancelled",
  passed: "Passed",
  failed: "Not passed",
};

/** What each move is, in a refusal's words: scheduled → scheduled is moving it to another time. */
const DONE: Record<InterviewStatus, string> = { scheduled: "moved", cancelled: "cancelled", passed: "given an outcome", failed: "given an outcome" };

/**
 * An interview (PRODUCT.md "Interviews across zones", docs/decisions/062): either party moves it to
 * another time (scheduled → scheduled, its calendar invitation's sequence rising) or cancels it; the
 * client records the outcome. Moving and cancelling are for before the start, the outcome for after
 * it (the service checks the time). A move that is only the other party's is 403, whatever the
 * status; one its status does not allow is 409.
 */
export const interviewFlow = defineFlow<InterviewStatus, InterviewMover>({
  noun: "interview",
  labels: INTERVIEW_STATUS_LABELS,
  moves: {
    scheduled: { scheduled: ["client", "expert"], cancelled: ["client", "expert", "rule"], passed: ["client"], failed: ["client"] },
    cancelled: {},
    passed: {},
    failed: {},
  },
  refusal: (from, to, label) => `This interview is ${label(from)}: it can no longer be ${DONE[to]}.`,
  forbidden: (_from, to) => (to === "passed" || to === "failed" ? "Only the client records the outcome of an interview." : "You cannot do that with this interview."),
});

import type { CandidateDecision } from "../constants";
import { defineFlow } from "./flow";

/** A requisition's candidate: proposed (not answered yet), marked for interview, or declined. */
export type CandidateStatus = "proposed" | CandidateDecision;

/** Who moves a candidate: the requisition's client, answering. An admin proposes (a new row), and moves none. */
export type CandidateMover = "client";

/** The client's answer as the candidate's status (none yet: proposed). */
export const candidateStatusOf = (decision: CandidateDecision | null): CandidateStatus => decision ?? "proposed";

/**
 * A candidate proposed for a requisition: the client marks them for interview or declines them
 * with a reason; one marked for interview may still be declined; a declined candidate stays so.
 */
export const candidateFlow = defineFlow<CandidateStatus, CandidateMover>({
  noun: "candidate",
  labels: { proposed: "New", interview: "For interview", declined: "Declined" },
  moves: {
    proposed: { interview: ["client"], declined: ["client"] },
    interview: { declined: ["client"] },
    declined: {},
  },
  refusal: (from, to, label) => (from === "declined" ? "You have declined this candidate already." : `This candidate is ${label(from)}: it cannot become ${label(to)}.`),
});

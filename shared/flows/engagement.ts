import type { EngagementStatus } from "../constants";
import { defineFlow } from "./flow";

/** Who makes a move: a rule of the server (both accepted, the end date passed), an admin, or a party. */
export type EngagementMover = "rule" | "admin" | "client" | "expert";

/**
 * An engagement. Back to awaiting_acceptance is an admin's change of the terms; ended is the end
 * date passing or an admin marking it completed (rule), the client's trial rule (client) or an
 * admin's decision.
 */
export const engagementFlow = defineFlow<EngagementStatus, EngagementMover>({
  noun: "engagement",
  labels: { awaiting_acceptance: "Awaiting acceptance", active: "Active", ended: "Ended" },
  moves: {
    awaiting_acceptance: { active: ["rule"], ended: ["rule", "admin", "client"] },
    active: { awaiting_acceptance: ["admin"], ended: ["rule", "admin", "client"] },
    ended: {},
  },
});

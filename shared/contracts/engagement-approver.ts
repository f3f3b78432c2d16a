// An engagement's approver (PRODUCT.md "Roles"; docs/decisions/089-*): the request that names
// another, and the words of its refusals. Apart from engagements.ts, so the pages that read an
// engagement do not carry them.
import { z } from "zod";

export const APPROVER_MESSAGES = {
  notMember: "The approver must be an active member of this engagement's company.",
  role: "The approver must be an owner or a hiring member: finance and viewers do not approve hours.",
} as const;

/**
 * The refusal of a week's answer to a member whose role may answer weeks but who is neither the
 * engagement's approver nor an owner; `approverName` null when it has none who may act now.
 */
export function notTheApprover(approverName: string | null): string {
  return approverName === null
    ? "This engagement's approver is no longer an owner or hiring member, so only an owner may approve or dispute its weeks."
    : `Only the engagement's approver (${approverName}) or an owner may approve or dispute its weeks.`;
}

/** PUT /api/engagements/{id}/approver: the member who approves or disputes its weeks from now on. */
export const setApproverSchema = z.object({
  userId: z.number({ error: "userId must be the id of a member of the company" }).int("userId must be a whole number").positive("userId must be a positive number").max(2_147_483_647, "userId is too large"),
});
export type SetApproverInput = z.input<typeof setApproverSchema>;

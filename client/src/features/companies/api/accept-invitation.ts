import { useMutation } from "@tanstack/react-query";
import { invitationAcceptedAnswer, type AcceptInvitationInput } from "@shared/contracts/companies";
import { apiAnswer } from "@/lib/api-client";

/** POST /api/company/invitations/{token}/accept: the invitee's account, in the company; signing in follows. */
export function acceptInvitation({ token, ...input }: AcceptInvitationInput & { token: string }) {
  return apiAnswer(invitationAcceptedAnswer, "POST", `/api/company/invitations/${encodeURIComponent(token)}/accept`, input);
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invitationAnswer, type InvitationInput } from "@shared/contracts/companies";
import { apiAnswer } from "@/lib/api-client";
import { companyKeys } from "./keys";

/** POST /api/company/invitations: mails an address a link to join with a role (owners). */
export function inviteMember(input: InvitationInput) {
  return apiAnswer(invitationAnswer, "POST", "/api/company/invitations", input);
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.invitations }),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { companyKeys } from "./keys";

/** DELETE /api/company/invitations/{id}: its link stops working (owners). */
export function revokeInvitation(id: number) {
  return apiRequest<void>("DELETE", `/api/company/invitations/${id}`);
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyKeys.invitations }),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { companyKeys } from "./keys";

/** DELETE /api/company/members/{userId}: takes a member out; their sign-ins end at once (owners). */
export function removeMember(userId: number) {
  return apiRequest<void>("DELETE", `/api/company/members/${userId}`);
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyKeys.members }),
  });
}

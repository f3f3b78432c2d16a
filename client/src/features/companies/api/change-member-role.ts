import { useMutation, useQueryClient } from "@tanstack/react-query";
import { companyMemberAnswer } from "@shared/contracts/companies";
import type { CompanyRole } from "@shared/company-roles";
import { apiAnswer } from "@/lib/api-client";
import { companyKeys } from "./keys";

/** PATCH /api/company/members/{userId}: a member's new role (owners). */
export function changeMemberRole({ userId, role }: { userId: number; role: CompanyRole }) {
  return apiAnswer(companyMemberAnswer, "PATCH", `/api/company/members/${userId}`, { role });
}

export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    // The caller's own role may be the one that changed.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: companyKeys.members }), queryClient.invalidateQueries({ queryKey: companyKeys.own })]),
  });
}

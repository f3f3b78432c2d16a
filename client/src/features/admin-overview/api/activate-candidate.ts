import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "./keys";

export interface ActivatedExpert {
  success: true;
  expert: { userId: number; name: string; role: string; skills: string[]; yearsExperience: number; isActive: boolean };
}

/** POST /api/admin/candidates/{id}/activate-expert: the candidate becomes an active expert. */
export function activateCandidate(candidateId: number): Promise<ActivatedExpert> {
  return apiRequest<ActivatedExpert>("POST", `/api/admin/candidates/${candidateId}/activate-expert`, undefined, { asAdmin: true });
}

export function useActivateCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateCandidate,
    onSuccess: ({ expert }) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.candidateLists });
      void queryClient.invalidateQueries({ queryKey: adminKeys.expertLists });
      void queryClient.invalidateQueries({ queryKey: adminKeys.expertProfile(expert.userId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.overview });
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { activatedExpertAnswer, type ActivatedExpert } from "@shared/contracts/candidates";
import { apiAnswer } from "@/lib/api-client";
import { adminOverviewKey } from "@/lib/query-keys";
import { candidateKeys } from "./keys";

/** POST /api/admin/candidates/{id}/activate-expert: the candidate becomes an active expert. */
export function activateCandidate(candidateId: number): Promise<ActivatedExpert> {
  return apiAnswer(activatedExpertAnswer, "POST", `/api/admin/candidates/${candidateId}/activate-expert`, undefined, { asAdmin: true });
}

/**
 * `onExpertActivated` refreshes what shows the new expert (the experts feature's lists and profile);
 * the page that composes both features passes it in.
 */
export function useActivateCandidate(onExpertActivated?: (expert: ActivatedExpert["expert"]) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateCandidate,
    onSuccess: ({ expert }) => {
      void queryClient.invalidateQueries({ queryKey: candidateKeys.adminLists });
      void queryClient.invalidateQueries({ queryKey: adminOverviewKey });
      onExpertActivated?.(expert);
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EndTrialResult } from "@shared/trial";
import { apiRequest } from "@/lib/api-client";
import { engagementKeys } from "./keys";

/** POST /api/engagements/{id}/end-trial {reason}: the client ends the engagement within its 30-day trial. */
export function endTrial({ engagementId, reason }: { engagementId: number; reason: string }): Promise<EndTrialResult> {
  return apiRequest<EndTrialResult>("POST", `/api/engagements/${engagementId}/end-trial`, { reason });
}

export function useEndTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endTrial,
    onSuccess: () => {
      // The engagement changed, and a replacement may now be among the client's requisitions.
      void queryClient.invalidateQueries({ queryKey: engagementKeys.all });
      void queryClient.invalidateQueries({ queryKey: ["/api/requisitions"] });
    },
  });
}

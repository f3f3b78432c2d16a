import { useMutation, useQueryClient } from "@tanstack/react-query";
import { endTrialAnswer, type EndTrialResult } from "@shared/contracts/engagement-trial";
import { apiAnswer } from "@/lib/api-client";
import { engagementKeys } from "./keys";

/** POST /api/engagements/{id}/end-trial {reason}: the client ends the engagement within its 30-day trial. */
export function endTrial({ engagementId, reason }: { engagementId: number; reason: string }): Promise<EndTrialResult> {
  return apiAnswer(endTrialAnswer, "POST", `/api/engagements/${engagementId}/end-trial`, { reason });
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

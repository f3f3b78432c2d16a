import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type EngagementDetail, engagementDetailAnswer } from "@shared/contracts/engagements";
import { apiAnswer } from "@/lib/api-client";
import { showSaved } from "@/lib/show-saved";
import { engagementKeys } from "./keys";

/** PUT /api/engagements/{id}/approver {userId}: the member who approves or disputes its weeks from now on. */
export function setApprover({ engagementId, userId }: { engagementId: number; userId: number }): Promise<EngagementDetail> {
  return apiAnswer(engagementDetailAnswer, "PUT", `/api/engagements/${engagementId}/approver`, { userId });
}

export function useSetApprover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setApprover,
    onSuccess: (engagement) => showSaved(queryClient, engagementKeys.detail(engagement.id), engagement),
  });
}

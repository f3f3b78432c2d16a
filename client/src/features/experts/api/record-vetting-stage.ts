import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminVettingAnswer, type AdminVetting, type VettingStage } from "@shared/contracts/vetting";
import type { RecordVettingInput } from "@shared/contracts/vetting-record";
import { apiAnswer } from "@/lib/api-client";
import { invalidateExpert } from "./invalidate-expert";

/** PUT /api/admin/experts/{userId}/vetting/{stage}: records a stage with its figure; answers the whole record. */
export function recordVettingStage({ userId, stage, values }: { userId: number; stage: VettingStage; values: RecordVettingInput }): Promise<AdminVetting> {
  return apiAnswer(adminVettingAnswer, "PUT", `/api/admin/experts/${userId}/vetting/${stage}`, values, { asAdmin: true });
}

export function useRecordVettingStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordVettingStage,
    onSuccess: (_answer, { userId }) => invalidateExpert(queryClient, userId),
  });
}

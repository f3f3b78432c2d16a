import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Expert, expertAnswer } from "@shared/contracts/experts";
import { apiAnswer } from "@/lib/api-client";
import { adminOverviewKey } from "@/lib/query-keys";
import { invalidateExpert } from "./invalidate-expert";

/** PATCH /api/experts/{userId} {isActive}: an admin shows or hides an expert from clients. */
export function setExpertActive({ userId, isActive }: { userId: number; isActive: boolean }): Promise<Expert> {
  return apiAnswer(expertAnswer, "PATCH", `/api/experts/${userId}`, { isActive }, { asAdmin: true });
}

export function useSetExpertActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setExpertActive,
    onSuccess: (_expert, { userId }) => {
      invalidateExpert(queryClient, userId);
      void queryClient.invalidateQueries({ queryKey: adminOverviewKey });
    },
  });
}

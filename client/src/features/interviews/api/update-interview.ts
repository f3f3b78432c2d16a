import { useMutation, useQueryClient } from "@tanstack/react-query";
import { interviewAnswer, type Interview, type UpdateInterviewInput } from "@shared/contracts/interviews";
import { apiAnswer } from "@/lib/api-client";
import { interviewKeys } from "./keys";

/** PATCH /api/interviews/{id}: move, cancel with a reason, or record the outcome. */
export function updateInterview({ id, ...body }: UpdateInterviewInput & { id: number }): Promise<Interview> {
  return apiAnswer(interviewAnswer, "PATCH", `/api/interviews/${id}`, body);
}

export function useUpdateInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInterview,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: interviewKeys.all }),
  });
}

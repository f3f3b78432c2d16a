import { useMutation, useQueryClient } from "@tanstack/react-query";
import { interviewAnswer, type BookInterviewInput, type Interview } from "@shared/contracts/interviews";
import { apiAnswer } from "@/lib/api-client";
import { interviewKeys } from "./keys";

/** POST /api/interviews: books a free slot for both; 409 when it was just taken. */
export function bookInterview(input: BookInterviewInput): Promise<Interview> {
  return apiAnswer(interviewAnswer, "POST", "/api/interviews", input);
}

export function useBookInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookInterview,
    // Booked or refused as taken, the slots on screen are out of date; the list has a new one.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: interviewKeys.all }),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { bookedDiscoveryCallAnswer, type BookedDiscoveryCall, type CreateDiscoveryCallInput } from "@shared/contracts/discovery-calls";
import { apiAnswer } from "@/lib/api-client";
import { discoveryCallKeys } from "./keys";

/**
 * POST /api/discovery-calls: books a free slot for the visitor. Loaded with the form's checks
 * (booking-form-logic.tsx), which bring the contract anyway.
 */
export function bookDiscoveryCall(input: CreateDiscoveryCallInput): Promise<BookedDiscoveryCall> {
  return apiAnswer(bookedDiscoveryCallAnswer, "POST", "/api/discovery-calls", input);
}

/** Success or failure, the free slots have changed (ours, or someone else's just now). */
export function useBookDiscoveryCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookDiscoveryCall,
    onSettled: () => queryClient.invalidateQueries({ queryKey: discoveryCallKeys.slots }),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BookedDiscoveryCall, CreateDiscoveryCallInput } from "@shared/contracts/discovery-calls";
import { apiRequest } from "@/lib/api-client";
import { discoveryCallKeys } from "./keys";

/** POST /api/discovery-calls: books a free slot for the visitor. */
export function bookDiscoveryCall(input: CreateDiscoveryCallInput): Promise<BookedDiscoveryCall> {
  return apiRequest<BookedDiscoveryCall>("POST", "/api/discovery-calls", input);
}

/** Success or failure, the free slots have changed (ours, or someone else's just now). */
export function useBookDiscoveryCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookDiscoveryCall,
    onSettled: () => queryClient.invalidateQueries({ queryKey: discoveryCallKeys.slots }),
  });
}

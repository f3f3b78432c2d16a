import { useQuery } from "@tanstack/react-query";
import type { DiscoverySlots } from "@shared/contracts/discovery-calls";
import { apiRequest } from "@/lib/api-client";
import { discoveryCallKeys } from "./keys";

/** GET /api/discovery-calls/slots: free 15-minute slots as UTC instants, with the office hours. */
export function getDiscoverySlots(signal?: AbortSignal): Promise<DiscoverySlots> {
  return apiRequest<DiscoverySlots>("GET", "/api/discovery-calls/slots", undefined, { signal });
}

/** Slots go stale as time passes and others book, so this list is refreshed more eagerly than most. */
export function useDiscoverySlots(enabled = true) {
  return useQuery({
    queryKey: discoveryCallKeys.slots,
    queryFn: ({ signal }) => getDiscoverySlots(signal),
    enabled,
    staleTime: 60_000,
    refetchOnMount: true,
  });
}

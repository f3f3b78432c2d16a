import { useQuery } from "@tanstack/react-query";
// Types only: the answer's schema would bring zod onto /booking's first load, which the page's
// budget has no room for; the server shapes the answer with it and its API tests check it.
import type { DiscoverySlots } from "@shared/contracts/discovery-calls";
import { apiRequest } from "@/lib/api-client";
import { discoveryCallKeys } from "./keys";

/** GET /api/discovery-calls/slots?timeZone: free 15-minute slots within 07:00–20:00 of the visitor's day, as UTC instants. */
export function getDiscoverySlots(timeZone: string, signal?: AbortSignal): Promise<DiscoverySlots> {
  return apiRequest<DiscoverySlots>("GET", `/api/discovery-calls/slots?timeZone=${encodeURIComponent(timeZone)}`, undefined, { signal });
}

/**
 * The slots offered to a visitor in `timeZone`; nothing is asked until the zone is known (in the
 * browser, after hydration). Slots go stale as time passes and others book, so this list is
 * refreshed more eagerly than most.
 */
export function useDiscoverySlots(timeZone: string | null) {
  return useQuery({
    queryKey: discoveryCallKeys.slotsIn(timeZone ?? ""),
    queryFn: ({ signal }) => getDiscoverySlots(timeZone!, signal),
    enabled: timeZone !== null,
    staleTime: 60_000,
    refetchOnMount: true,
  });
}

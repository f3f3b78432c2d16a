// Query keys of the discovery-call calls; the URL is built from the key (see urlFromQueryKey).
import type { PageParams } from "@/lib/api-client";
import type { DISCOVERY_STATUS_FILTERS } from "@shared/contracts/discovery-calls";

export type DiscoveryStatusFilter = (typeof DISCOVERY_STATUS_FILTERS)[number];

export const discoveryCallKeys = {
  /** The free slots on /booking, for any zone (prefix). */
  slots: ["/api/discovery-calls/slots"] as const,
  /** The free slots offered to a visitor in a zone. */
  slotsIn: (timeZone: string) => ["/api/discovery-calls/slots", { timeZone }] as const,
  /** The admin console's list with any filter (prefix). */
  adminLists: ["/api/admin/discovery-calls"] as const,
  admin: (params: PageParams & { status: DiscoveryStatusFilter }) => ["/api/admin/discovery-calls", params] as const,
};

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { DiscoveryCall } from "@shared/contracts/discovery-calls";
import { pageQueryFn } from "@/lib/api-client";
import { adminKeys, type DiscoveryStatusFilter, type PageParams } from "./keys";

/** GET /api/admin/discovery-calls?status&limit&offset: requests made on /booking. */
export function useDiscoveryCalls(params: PageParams & { status: DiscoveryStatusFilter }) {
  return useQuery({ queryKey: adminKeys.discoveryCalls(params), queryFn: pageQueryFn<DiscoveryCall>({ asAdmin: true }), placeholderData: keepPreviousData, refetchOnMount: true });
}

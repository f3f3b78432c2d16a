import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { discoveryCallAnswer } from "@shared/contracts/discovery-calls";
import { pageQueryFnOf, type PageParams } from "@/lib/api-client";
import { discoveryCallKeys, type DiscoveryStatusFilter } from "./keys";

/** GET /api/admin/discovery-calls?status&limit&offset: requests made on /booking. */
export function useAdminDiscoveryCalls(params: PageParams & { status: DiscoveryStatusFilter }) {
  return useQuery({ queryKey: discoveryCallKeys.admin(params), queryFn: pageQueryFnOf(discoveryCallAnswer, { asAdmin: true }), placeholderData: keepPreviousData, refetchOnMount: true });
}

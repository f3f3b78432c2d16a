import { useQuery } from "@tanstack/react-query";
import { type AdminOverview, adminOverviewAnswer } from "@shared/contracts/admin";
import { apiAnswer } from "@/lib/api-client";
import { adminOverviewKey } from "@/lib/query-keys";

/** GET /api/admin/overview: summary tiles and weekly pre-bookings. */
export function getAdminOverview(): Promise<AdminOverview> {
  return apiAnswer(adminOverviewAnswer, "GET", "/api/admin/overview", undefined, { asAdmin: true });
}

// Refetched on mount when a change invalidated it while its tab was closed (staleTime is Infinity).
export function useAdminOverview() {
  return useQuery({ queryKey: adminOverviewKey, queryFn: getAdminOverview, refetchOnMount: true });
}

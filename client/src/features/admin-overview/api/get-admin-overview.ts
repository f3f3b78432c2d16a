import { useQuery } from "@tanstack/react-query";
import type { AdminOverview } from "@shared/contracts/admin-overview";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "./keys";

/** GET /api/admin/overview: summary tiles and weekly pre-bookings. */
export function getAdminOverview(): Promise<AdminOverview> {
  return apiRequest<AdminOverview>("GET", "/api/admin/overview", undefined, { asAdmin: true });
}

export function useAdminOverview() {
  return useQuery({ queryKey: adminKeys.overview, queryFn: getAdminOverview, refetchOnMount: true });
}

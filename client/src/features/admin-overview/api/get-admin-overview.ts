import { useQuery } from "@tanstack/react-query";
import type { AdminOverview } from "@shared/contracts/admin";
import { adminRequest } from "../lib/admin-request";
import { adminKeys } from "./keys";

/** GET /api/admin/overview: summary tiles and weekly pre-bookings. */
export function getAdminOverview(): Promise<AdminOverview> {
  return adminRequest<AdminOverview>("GET", "/api/admin/overview");
}

export function useAdminOverview() {
  return useQuery({ queryKey: adminKeys.overview, queryFn: getAdminOverview, refetchOnMount: true });
}

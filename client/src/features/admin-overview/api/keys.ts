// Query keys of the admin console. Each is [path, params] and the URL is built from it, so the
// keys line up with the ones the owning features invalidate (e.g. every "/api/pre-bookings" list).
// The console's queries refetch on mount when a change invalidated them while their tab was
// closed (results stay fresh otherwise: staleTime is Infinity).
import type { PreBookingStatus, DiscoveryCallStatus } from "@shared/constants";

export type BookingStatusFilter = "all" | PreBookingStatus;
export type DiscoveryStatusFilter = "all" | DiscoveryCallStatus;
export interface PageParams {
  limit: number;
  offset: number;
}

export const adminKeys = {
  overview: ["/api/admin/overview"] as const,
  /** Every expert list (the admin's and clients' searches) starts with this. */
  expertLists: ["/api/experts"] as const,
  experts: (params: PageParams & { q: string }) => ["/api/experts", { includeInactive: "true", ...params }] as const,
  expertProfile: (expertId: number) => ["/api/experts/profile", expertId] as const,
  preBookingLists: ["/api/pre-bookings"] as const,
  preBookings: (params: PageParams & { q: string; status: BookingStatusFilter }) => ["/api/pre-bookings", params] as const,
  clientPreBookings: (clientId: number) => ["/api/pre-bookings/client", clientId] as const,
  expertPreBookings: (expertId: number) => ["/api/pre-bookings/expert", expertId] as const,
  dreamTeamLists: ["/api/dream-teams"] as const,
  dreamTeams: (page: PageParams) => ["/api/dream-teams", page] as const,
  discoveryCallLists: ["/api/admin/discovery-calls"] as const,
  discoveryCalls: (params: PageParams & { status: DiscoveryStatusFilter }) => ["/api/admin/discovery-calls", params] as const,
  candidateLists: ["/api/admin/candidates"] as const,
  candidates: (page: PageParams) => ["/api/admin/candidates", page] as const,
};

/** Admin-only lists whose key does not start with /api/admin; dropped on logout with the rest. */
export function isConsoleOnlyKey(queryKey: readonly unknown[]): boolean {
  const params = queryKey[1];
  return queryKey[0] === "/api/experts" && typeof params === "object" && params !== null && "includeInactive" in params;
}

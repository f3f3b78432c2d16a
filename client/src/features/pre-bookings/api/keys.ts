// Query keys of the pre-booking lists; the URL is built from the key (see urlFromQueryKey).
import type { PageParams } from "@/lib/api-client";
import type { PRE_BOOKING_STATUS_FILTERS } from "@shared/contracts/pre-bookings";

export type BookingStatusFilter = (typeof PRE_BOOKING_STATUS_FILTERS)[number];

export const preBookingKeys = {
  /** Every client list (prefix). */
  clientLists: ["/api/pre-bookings/client"] as const,
  client: (clientId: number) => ["/api/pre-bookings/client", clientId] as const,
  /** Every expert list (prefix). */
  expertLists: ["/api/pre-bookings/expert"] as const,
  expert: (expertId: number) => ["/api/pre-bookings/expert", expertId] as const,
  /** The admin list with any filters (prefix). */
  adminLists: ["/api/pre-bookings"] as const,
  admin: (params: PageParams & { q: string; status: BookingStatusFilter }) => ["/api/pre-bookings", params] as const,
};

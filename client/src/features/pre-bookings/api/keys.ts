// Query keys of the pre-booking lists; the URL is built from the key (see urlFromQueryKey).
export const preBookingKeys = {
  client: (clientId: number) => ["/api/pre-bookings/client", clientId] as const,
  /** Every expert list (prefix). */
  expertLists: ["/api/pre-bookings/expert"] as const,
  expert: (expertId: number) => ["/api/pre-bookings/expert", expertId] as const,
  /** The admin list with any filters (prefix). */
  adminLists: ["/api/pre-bookings"] as const,
};


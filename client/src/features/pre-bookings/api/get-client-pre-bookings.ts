import { preBookingAnswer } from "@shared/contracts/pre-bookings.answers";
import { usePagedList } from "@/lib/paged-list";
import { preBookingKeys } from "./keys";

/**
 * GET /api/pre-bookings/client/{clientId}?limit&offset: the signed-in client's bookings, newest
 * first, a page at a time ('Show more'), with the total of all of them.
 */
export function useClientPreBookings(clientId: number | undefined) {
  return usePagedList(preBookingKeys.client(clientId ?? 0), `/api/pre-bookings/client/${clientId}`, { enabled: clientId !== undefined, item: preBookingAnswer });
}

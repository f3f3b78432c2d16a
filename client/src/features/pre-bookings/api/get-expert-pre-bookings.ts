import { preBookingAnswer } from "@shared/contracts/pre-bookings.answers";
import { usePagedList } from "@/lib/paged-list";
import { preBookingKeys } from "./keys";

/**
 * GET /api/pre-bookings/expert/{expertId}?limit&offset: requests made to the signed-in expert,
 * newest first, a page at a time ('Show more'), with the total of all of them.
 */
export function useExpertPreBookings(expertId: number | undefined) {
  return usePagedList(preBookingKeys.expert(expertId ?? 0), `/api/pre-bookings/expert/${expertId}`, { enabled: expertId !== undefined, item: preBookingAnswer });
}

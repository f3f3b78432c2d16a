import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { preBookingAnswer } from "@shared/contracts/pre-bookings.answers";
import { apiPageOf, urlFromQueryKey, type PageParams } from "@/lib/api-client";
import { preBookingKeys, type BookingStatusFilter } from "./keys";

/** GET /api/pre-bookings?q&status&limit&offset: every booking, searched and filtered on the server. */
export function useAdminPreBookings(params: PageParams & { q: string; status: BookingStatusFilter }) {
  return useQuery({ queryKey: preBookingKeys.admin(params), queryFn: ({ queryKey, signal }) => apiPageOf(preBookingAnswer, urlFromQueryKey(queryKey), { asAdmin: true, signal }), placeholderData: keepPreviousData, refetchOnMount: true });
}

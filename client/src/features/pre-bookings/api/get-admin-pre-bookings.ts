import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { PreBooking } from "@shared/contracts/pre-bookings";
import { pageQueryFn, type PageParams } from "@/lib/api-client";
import { preBookingKeys, type BookingStatusFilter } from "./keys";

/** GET /api/pre-bookings?q&status&limit&offset: every booking, searched and filtered on the server. */
export function useAdminPreBookings(params: PageParams & { q: string; status: BookingStatusFilter }) {
  return useQuery({ queryKey: preBookingKeys.admin(params), queryFn: pageQueryFn<PreBooking>({ asAdmin: true }), placeholderData: keepPreviousData, refetchOnMount: true });
}

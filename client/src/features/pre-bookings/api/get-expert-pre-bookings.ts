import { useQuery } from "@tanstack/react-query";
import type { PreBooking } from "@shared/contracts/pre-bookings";
import { apiRequest } from "@/lib/api-client";
import { preBookingKeys } from "./keys";

/** GET /api/pre-bookings/expert/{expertId}: requests made to the signed-in expert, newest first. */
export function getExpertPreBookings(expertId: number): Promise<PreBooking[]> {
  return apiRequest<PreBooking[]>("GET", `/api/pre-bookings/expert/${expertId}`);
}

export function useExpertPreBookings(expertId: number | undefined) {
  return useQuery({
    queryKey: preBookingKeys.expert(expertId ?? 0),
    queryFn: () => getExpertPreBookings(expertId!),
    enabled: expertId !== undefined,
  });
}

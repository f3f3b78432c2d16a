import { useQuery } from "@tanstack/react-query";
import type { PreBooking } from "@shared/contracts/pre-bookings";
import { apiRequest } from "@/lib/api-client";
import { preBookingKeys } from "./keys";

/** GET /api/pre-bookings/client/{clientId}: the signed-in client's bookings, newest first. */
export function getClientPreBookings(clientId: number): Promise<PreBooking[]> {
  return apiRequest<PreBooking[]>("GET", `/api/pre-bookings/client/${clientId}`);
}

export function useClientPreBookings(clientId: number | undefined) {
  return useQuery({
    queryKey: preBookingKeys.client(clientId ?? 0),
    queryFn: () => getClientPreBookings(clientId!),
    enabled: clientId !== undefined,
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PreBookingStatus } from "@shared/constants";
import { preBookingAnswer, type DeclineReason, type PreBooking } from "@shared/contracts/pre-bookings.answers";
import { apiAnswer } from "@/lib/api-client";
import { preBookingKeys } from "./keys";

/** PATCH /api/pre-bookings/{bookingId}: the booked expert confirms or declines a pending request (with the reason the client reads), an admin completes one. */
export function updatePreBookingStatus({ bookingId, status, reason }: { bookingId: number; status: PreBookingStatus; reason?: DeclineReason }): Promise<PreBooking> {
  return apiAnswer(preBookingAnswer, "PATCH", `/api/pre-bookings/${bookingId}`, reason ? { status, reason } : { status });
}

export function useUpdatePreBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreBookingStatus,
    onSuccess: (booking) => {
      void queryClient.invalidateQueries({ queryKey: preBookingKeys.expert(booking.expertId) });
      void queryClient.invalidateQueries({ queryKey: preBookingKeys.client(booking.clientId) });
      void queryClient.invalidateQueries({ queryKey: preBookingKeys.adminLists });
    },
    // A 409 means the list on screen is out of date (answered elsewhere or expired): refresh it.
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: preBookingKeys.expertLists });
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { preBookingAnswer, type PreBooking } from "@shared/contracts/pre-bookings.answers";
import { apiAnswer } from "@/lib/api-client";
import { adminOverviewKey } from "@/lib/query-keys";
import { preBookingKeys } from "./keys";

/** PATCH /api/pre-bookings/{bookingId} {status: "completed"}: an admin closes a confirmed booking. */
export function completePreBooking(bookingId: number): Promise<PreBooking> {
  return apiAnswer(preBookingAnswer, "PATCH", `/api/pre-bookings/${bookingId}`, { status: "completed" }, { asAdmin: true });
}

export function useCompletePreBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completePreBooking,
    onSuccess: (booking) => {
      void queryClient.invalidateQueries({ queryKey: preBookingKeys.adminLists });
      void queryClient.invalidateQueries({ queryKey: preBookingKeys.client(booking.clientId) });
      void queryClient.invalidateQueries({ queryKey: preBookingKeys.expert(booking.expertId) });
      void queryClient.invalidateQueries({ queryKey: adminOverviewKey });
    },
    // A 409 means the row on screen is out of date (completed elsewhere): show the fresh state.
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: preBookingKeys.adminLists });
    },
  });
}

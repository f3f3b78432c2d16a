import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreatePreBookingInput } from "@shared/contracts/pre-bookings";
import { preBookingAnswer, type PreBooking } from "@shared/contracts/pre-bookings.answers";
import { apiAnswer } from "@/lib/api-client";
import { dependsOnFreeDays } from "@/lib/query-keys";
import { preBookingKeys } from "./keys";

/** POST /api/pre-bookings: the server books for the signed-in client. */
export function createPreBooking(input: CreatePreBookingInput): Promise<PreBooking> {
  return apiAnswer(preBookingAnswer, "POST", "/api/pre-bookings", input);
}

export function useCreatePreBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPreBooking,
    onSuccess: (booking) => {
      void queryClient.invalidateQueries({ queryKey: preBookingKeys.client(booking.clientId) });
      void queryClient.invalidateQueries({ queryKey: preBookingKeys.expert(booking.expertId) });
      void queryClient.invalidateQueries({ queryKey: preBookingKeys.adminLists });
      // The expert is no longer free on those days: plans, matches and availability searches change.
      void queryClient.invalidateQueries({ predicate: (query) => dependsOnFreeDays(query.queryKey) });
    },
  });
}

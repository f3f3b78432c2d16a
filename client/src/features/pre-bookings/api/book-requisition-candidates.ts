import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TeamPreBookingInput } from "@shared/contracts/dream-teams";
import { requisitionBookingAnswer, type RequisitionBookingResult } from "@shared/contracts/pre-bookings.answers";
import { apiAnswer } from "@/lib/api-client";
import { dependsOnFreeDays } from "@/lib/query-keys";
import { preBookingKeys } from "./keys";

export interface BookRequisitionCandidatesInput extends TeamPreBookingInput {
  requisitionId: number;
}

/**
 * POST /api/requisitions/{id}/pre-bookings: the candidates the client marked for interview, booked
 * together as a team is (all or none; a 409 names who cannot take it). Each booking is made from the
 * requisition, so its confirmations count towards filling it.
 */
export function bookRequisitionCandidates({ requisitionId, ...body }: BookRequisitionCandidatesInput): Promise<RequisitionBookingResult> {
  return apiAnswer(requisitionBookingAnswer, "POST", `/api/requisitions/${requisitionId}/pre-bookings`, body);
}

export function useBookRequisitionCandidates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookRequisitionCandidates,
    onSuccess: ({ preBookings }) => {
      for (const clientId of new Set(preBookings.map((b) => b.clientId))) void queryClient.invalidateQueries({ queryKey: preBookingKeys.client(clientId) });
      void queryClient.invalidateQueries({ queryKey: preBookingKeys.adminLists });
      void queryClient.invalidateQueries({ predicate: (query) => dependsOnFreeDays(query.queryKey) });
    },
  });
}

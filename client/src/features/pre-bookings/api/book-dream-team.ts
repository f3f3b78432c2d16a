import { useMutation, useQueryClient } from "@tanstack/react-query";
import { teamPreBookingAnswer, type TeamPreBookingInput, type TeamPreBookingResult } from "@shared/contracts/dream-teams";
import { apiAnswer } from "@/lib/api-client";
import { dependsOnFreeDays } from "@/lib/query-keys";
import { preBookingKeys } from "./keys";

export interface BookDreamTeamInput extends TeamPreBookingInput {
  teamId: number;
}

/**
 * POST /api/dream-teams/{id}/pre-bookings: one pending pre-booking per member, all or none. A 409
 * (`team_not_bookable`) names in `error.details` each member who cannot take it and why.
 */
export function bookDreamTeam({ teamId, ...body }: BookDreamTeamInput): Promise<TeamPreBookingResult> {
  return apiAnswer(teamPreBookingAnswer, "POST", `/api/dream-teams/${teamId}/pre-bookings`, body);
}

export function useBookDreamTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookDreamTeam,
    onSuccess: ({ preBookings }) => {
      const clients = new Set(preBookings.map((b) => b.clientId));
      for (const clientId of clients) void queryClient.invalidateQueries({ queryKey: preBookingKeys.client(clientId) });
      for (const b of preBookings) void queryClient.invalidateQueries({ queryKey: preBookingKeys.expert(b.expertId) });
      void queryClient.invalidateQueries({ queryKey: preBookingKeys.adminLists });
      // The members are no longer free on those days: plans, matches and availability searches change.
      void queryClient.invalidateQueries({ predicate: (query) => dependsOnFreeDays(query.queryKey) });
    },
  });
}

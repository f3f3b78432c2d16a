import { useQuery } from "@tanstack/react-query";
import type { MatchResponse } from "@shared/contracts/match";
import { apiRequest } from "@/lib/api-client";
import { requisitionKeys } from "./keys";

/** GET /api/admin/requisitions/{id}/suggestions: the match's ranked experts for the need, with reasons. */
export function useSuggestions(requisitionId: number) {
  return useQuery({
    queryKey: requisitionKeys.suggestions(requisitionId),
    queryFn: ({ signal }) => apiRequest<MatchResponse>("GET", `/api/admin/requisitions/${requisitionId}/suggestions?limit=10`, undefined, { signal, asAdmin: true }),
  });
}

import { useQuery } from "@tanstack/react-query";
import { matchAnswer } from "@shared/contracts/match";
import { apiAnswer } from "@/lib/api-client";
import { requisitionKeys } from "./keys";

/** GET /api/admin/requisitions/{id}/suggestions: the match's ranked experts for the need, with reasons. */
export function useSuggestions(requisitionId: number) {
  return useQuery({
    queryKey: requisitionKeys.suggestions(requisitionId),
    queryFn: ({ signal }) => apiAnswer(matchAnswer, "GET", `/api/admin/requisitions/${requisitionId}/suggestions?limit=10`, undefined, { signal, asAdmin: true }),
  });
}

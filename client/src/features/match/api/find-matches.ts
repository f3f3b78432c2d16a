import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { matchAnswer, type MatchRequest, type MatchResponse } from "@shared/contracts/match";
import { apiAnswer } from "@/lib/api-client";
import { matchKeys } from "./keys";

/** POST /api/match: the experts who pass every hard filter, ranked, with the reasons (docs/match.md). */
export function findMatches(request: MatchRequest, signal?: AbortSignal): Promise<MatchResponse> {
  return apiAnswer(matchAnswer, "POST", "/api/match", request, { signal });
}

/**
 * The matches for a valid request (none while `request` is null). A new request aborts the one in
 * flight (its signal), and the previous answer stays on screen until the new one arrives.
 */
export function useMatches(request: MatchRequest | null) {
  return useQuery({
    queryKey: request ? matchKeys.results(request) : [...matchKeys.all, "none"],
    queryFn: ({ signal }) => findMatches(request!, signal),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}

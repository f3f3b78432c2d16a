import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type SkillSuggestion, skillSuggestionsAnswer } from "@shared/contracts/match";
import { apiAnswer } from "@/lib/api-client";
import { matchKeys, SKILL_SUGGESTIONS_SHOWN } from "./keys";

/** GET /api/skills?q&limit: skills experts list, most common first, starting with `q` (any case). */
export function getSkillSuggestions(q: string, signal?: AbortSignal): Promise<SkillSuggestion[]> {
  const query = new URLSearchParams({ q, limit: String(SKILL_SUGGESTIONS_SHOWN) });
  return apiAnswer(skillSuggestionsAnswer, "GET", `/api/skills?${query}`, undefined, { signal });
}

export function useSkillSuggestions(q: string, { enabled = true }: { enabled?: boolean } = {}) {
  const text = q.trim();
  return useQuery({
    queryKey: matchKeys.skills(text),
    queryFn: ({ signal }) => getSkillSuggestions(text, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

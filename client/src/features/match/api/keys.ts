// Query keys of the match calls. The match is a POST, so its key holds the request body and its own
// query function sends it; every match key starts with "/api/match" (lib/query-keys.ts relies on it).
import type { MatchRequest } from "@shared/contracts/match";

export const SKILL_SUGGESTIONS_SHOWN = 8;

export const matchKeys = {
  all: ["/api/match"] as const,
  results: (request: MatchRequest) => ["/api/match", request] as const,
  /** GET /api/skills?q&limit, built from the key by the default query function. */
  skills: (q: string) => ["/api/skills", { q, limit: SKILL_SUGGESTIONS_SHOWN }] as const,
};

// Query keys of the expert calls. Every search key starts with "/api/experts", so invalidating
// `expertKeys.lists` refreshes every list and search after an expert changes.
import type { ExpertSearchFilters } from "../lib/search-params";

export const expertKeys = {
  lists: ["/api/experts"] as const,
  list: (params: ExpertSearchFilters & { limit: number }) => ["/api/experts", params] as const,
  /** Paged search; the trailing tag keeps infinite and plain queries of the same filters apart. */
  pages: (params: ExpertSearchFilters & { limit: number }) => ["/api/experts", params, "pages"] as const,
  profiles: ["/api/experts/profile"] as const,
  profile: (expertId: number) => ["/api/experts/profile", expertId] as const,
};

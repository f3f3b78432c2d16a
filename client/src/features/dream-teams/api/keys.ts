// Query keys of the dream-team lists; the URL is built from the key (see urlFromQueryKey).
import type { PageParams } from "@/lib/api-client";

export const dreamTeamKeys = {
  client: (clientId: number) => ["/api/dream-teams/client", clientId] as const,
  /** The admin list and every team's member list start with this (prefix). */
  all: ["/api/dream-teams"] as const,
  /** The admin console's list: every client's teams. */
  admin: (page: PageParams) => ["/api/dream-teams", page] as const,
};

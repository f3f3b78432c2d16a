// Query keys of the dream-team lists; the URL is built from the key (see urlFromQueryKey).
export const dreamTeamKeys = {
  client: (clientId: number) => ["/api/dream-teams/client", clientId] as const,
  /** The admin list and every team's member list start with this (prefix). */
  all: ["/api/dream-teams"] as const,
};

// Query keys of the dream-team lists; the URL is built from the key (see urlFromQueryKey).
import type { PageParams } from "@/lib/api-client";

/** The query of GET /api/dream-teams/{id}/plan, as sent. */
export interface TeamPlanParams {
  weeks: number;
  from?: string;
  timeZone?: string;
  workStart?: string;
  workEnd?: string;
}

export const dreamTeamKeys = {
  client: (clientId: number) => ["/api/dream-teams/client", clientId] as const,
  /** The admin list and every team's member list start with this (prefix). */
  all: ["/api/dream-teams"] as const,
  /** The admin console's list: every client's teams. */
  admin: (page: PageParams) => ["/api/dream-teams", page] as const,
  /** One team's plan; lib/query-keys.ts dependsOnFreeDays knows this shape (a booking makes plans stale). */
  plan: (teamId: number, params: TeamPlanParams) => ["/api/dream-teams", teamId, "plan", params] as const,
};

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type TeamPlan, teamPlanAnswer } from "@shared/contracts/dream-teams";
import { apiAnswer } from "@/lib/api-client";
import { dreamTeamKeys, type TeamPlanParams } from "./keys";

/**
 * GET /api/dream-teams/{id}/plan: when every member is free for the engagement, each member's first
 * free date and busy stretches, and the band of the client's day they all share.
 */
export function getTeamPlan(teamId: number, params: TeamPlanParams, signal?: AbortSignal): Promise<TeamPlan> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== "") query.set(key, String(value));
  return apiAnswer(teamPlanAnswer, "GET", `/api/dream-teams/${teamId}/plan?${query}`, undefined, { signal });
}

/** The plan for `params` (none while null); the last plan stays on screen while a new one loads. */
export function useTeamPlan(teamId: number, params: TeamPlanParams | null) {
  return useQuery({
    queryKey: params ? dreamTeamKeys.plan(teamId, params) : ["/api/dream-teams", teamId, "plan", "none"],
    queryFn: ({ signal }) => getTeamPlan(teamId, params!, signal),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}

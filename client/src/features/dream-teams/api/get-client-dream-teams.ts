import { useQuery } from "@tanstack/react-query";
import { PAGE_LIMIT_MAX } from "@shared/contracts/common";
import { type DreamTeam, dreamTeamAnswer } from "@shared/contracts/dream-teams";
import { apiPageOf } from "@/lib/api-client";
import { usePagedList } from "@/lib/paged-list";
import { dreamTeamKeys } from "./keys";

/**
 * GET /api/dream-teams/client/{clientId}?limit&offset: the client's teams with their members,
 * newest first, a page at a time ('Show more'), with the total of all of them.
 */
export function useClientDreamTeams(clientId: number | undefined) {
  return usePagedList(dreamTeamKeys.client(clientId ?? 0), `/api/dream-teams/client/${clientId}`, { enabled: clientId !== undefined, item: dreamTeamAnswer });
}

/** The client's newest teams, as many as one answer holds: where a screen looks one team up by id. */
export function getRecentClientDreamTeams(clientId: number): Promise<DreamTeam[]> {
  return apiPageOf(dreamTeamAnswer, `/api/dream-teams/client/${clientId}?limit=${PAGE_LIMIT_MAX}`).then((page) => page.items);
}

export function useRecentClientDreamTeams(clientId: number | undefined) {
  return useQuery({
    queryKey: [...dreamTeamKeys.client(clientId ?? 0), "recent"],
    queryFn: () => getRecentClientDreamTeams(clientId!),
    enabled: clientId !== undefined,
  });
}

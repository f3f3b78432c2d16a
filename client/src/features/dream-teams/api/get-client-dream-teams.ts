import { useQuery } from "@tanstack/react-query";
import type { DreamTeam } from "@shared/contracts/dream-teams";
import { apiRequest } from "@/lib/api-client";
import { dreamTeamKeys } from "./keys";

/** GET /api/dream-teams/client/{clientId}: the client's teams, each with its members. */
export function getClientDreamTeams(clientId: number): Promise<DreamTeam[]> {
  return apiRequest<DreamTeam[]>("GET", `/api/dream-teams/client/${clientId}`);
}

export function useClientDreamTeams(clientId: number | undefined) {
  return useQuery({
    queryKey: dreamTeamKeys.client(clientId ?? 0),
    queryFn: () => getClientDreamTeams(clientId!),
    enabled: clientId !== undefined,
  });
}

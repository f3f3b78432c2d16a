import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CreateDreamTeamInput, type DreamTeam, dreamTeamAnswer } from "@shared/contracts/dream-teams";
import { apiAnswer } from "@/lib/api-client";
import { dreamTeamKeys } from "./keys";

/** POST /api/dream-teams: a team for the signed-in client. */
export function createDreamTeam(input: CreateDreamTeamInput): Promise<DreamTeam> {
  return apiAnswer(dreamTeamAnswer, "POST", "/api/dream-teams", input);
}

export function useCreateDreamTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDreamTeam,
    onSuccess: (team) => {
      void queryClient.invalidateQueries({ queryKey: dreamTeamKeys.client(team.clientId) });
      // The admin list and the team's member list.
      void queryClient.invalidateQueries({ queryKey: dreamTeamKeys.all });
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type DreamTeamMember, dreamTeamMemberAnswer } from "@shared/contracts/dream-teams";
import { apiAnswer } from "@/lib/api-client";
import { dreamTeamKeys } from "./keys";

export interface AddMemberInput {
  clientId: number;
  teamId: number;
  expertId: number;
}

/** POST /api/dream-teams/{teamId}/members; adding someone already there changes nothing. */
export function addDreamTeamMember({ teamId, expertId }: AddMemberInput): Promise<DreamTeamMember> {
  return apiAnswer(dreamTeamMemberAnswer, "POST", `/api/dream-teams/${teamId}/members`, { expertId });
}

export function useAddDreamTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDreamTeamMember,
    onSuccess: (_member, { clientId }) => {
      void queryClient.invalidateQueries({ queryKey: dreamTeamKeys.client(clientId) });
      // The admin list and the team's member list.
      void queryClient.invalidateQueries({ queryKey: dreamTeamKeys.all });
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { AddMemberInput } from "./add-dream-team-member";
import { dreamTeamKeys } from "./keys";

/** DELETE /api/dream-teams/{teamId}/members/{expertId}. */
export async function removeDreamTeamMember({ teamId, expertId }: AddMemberInput): Promise<void> {
  // 204: no body to read.
  await apiRequest("DELETE", `/api/dream-teams/${teamId}/members/${expertId}`);
}

export function useRemoveDreamTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDreamTeamMember,
    onSuccess: (_none, { clientId }) => {
      void queryClient.invalidateQueries({ queryKey: dreamTeamKeys.client(clientId) });
      // The admin list and the team's member list.
      void queryClient.invalidateQueries({ queryKey: dreamTeamKeys.all });
    },
  });
}

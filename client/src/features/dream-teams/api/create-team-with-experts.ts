import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DreamTeam } from "@shared/contracts/dream-teams";
import { addDreamTeamMember } from "./add-dream-team-member";
import { createDreamTeam } from "./create-dream-team";
import { dreamTeamKeys } from "./keys";

export interface CreateTeamWithExpertsInput {
  name: string;
  description?: string | null;
  /** In the order they should appear (the team plan lists members in the order they were added). */
  expertIds: number[];
}

export interface CreatedTeam {
  team: DreamTeam;
  /** Experts that could not be added (the team exists without them). */
  failed: number[];
}

/** A new team with these experts in one step: POST /api/dream-teams, then POST …/members for each, in order. */
export async function createTeamWithExperts({ name, description = null, expertIds }: CreateTeamWithExpertsInput): Promise<CreatedTeam> {
  const team = await createDreamTeam({ name, description });
  const failed: number[] = [];
  for (const expertId of expertIds) {
    try {
      await addDreamTeamMember({ clientId: team.clientId, teamId: team.id, expertId });
    } catch {
      failed.push(expertId);
    }
  }
  return { team, failed };
}

export function useCreateTeamWithExperts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeamWithExperts,
    onSuccess: ({ team }) => {
      void queryClient.invalidateQueries({ queryKey: dreamTeamKeys.client(team.clientId) });
      // The admin list and the team's member list.
      void queryClient.invalidateQueries({ queryKey: dreamTeamKeys.all });
    },
  });
}

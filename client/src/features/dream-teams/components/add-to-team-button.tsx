// "Add to team" for an expert card in the search: needs a selected team (SPEC.md section 5).
import { MESSAGES } from "@shared/constants";
import { Button, type ButtonProps } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useAddDreamTeamMember } from "../api/add-dream-team-member";
import { useClientDreamTeams } from "../api/get-client-dream-teams";

export interface AddToTeamButtonProps {
  clientId: number;
  /** The selected team, or null (the click then explains that a team must be selected). */
  teamId: number | null;
  expert: { userId: number; name: string };
  size?: ButtonProps["size"];
}

export function AddToTeamButton({ clientId, teamId, expert, size = "sm" }: AddToTeamButtonProps) {
  const teams = useClientDreamTeams(clientId);
  const add = useAddDreamTeamMember();
  const team = teams.data?.items.find((t) => t.id === teamId);
  const isMember = team?.members.some((m) => m.expertId === expert.userId) ?? false;

  const onClick = () => {
    if (teamId === null) {
      toast({ ...MESSAGES.selectTeamFirst, variant: "destructive" });
      return;
    }
    add.mutate(
      { clientId, teamId, expertId: expert.userId },
      {
        onSuccess: () => toast({ title: "Expert added", description: `${expert.name} was added to ${team?.name ?? "your team"}.` }),
        onError: (err) => toast({ title: "Failed to add expert", description: errorMessage(err, "Something went wrong"), variant: "destructive" }),
      },
    );
  };

  if (isMember) {
    return (
      <Button size={size} variant="secondary" disabled>
        In {team?.name}
      </Button>
    );
  }
  return (
    <Button size={size} variant="outline" onClick={onClick} disabled={add.isPending}>
      Add to Team
      <span className="sr-only">
        : {expert.name}
        {team ? ` (${team.name})` : ""}
      </span>
    </Button>
  );
}

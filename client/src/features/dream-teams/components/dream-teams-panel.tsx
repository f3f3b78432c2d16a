// The dream-teams panel of the client dashboard: create a team, pick the one to add experts to,
// see and remove each team's members, and open a team's plan. A member whose role may not change
// teams sees them and their plans, with no button to change them.
import { useId, useState, type FormEvent } from "react";
import { Link } from "wouter";
import { MESSAGES } from "@shared/constants";
import { DREAM_TEAM_NAME_MAX, type DreamTeam } from "@shared/contracts/dream-teams";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { ShowMore } from "@/components/ui/show-more";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { teamPlanPath } from "@/lib/client-paths";
import { useCreateDreamTeam } from "../api/create-dream-team";
import { useClientDreamTeams } from "../api/get-client-dream-teams";
import { useRemoveDreamTeamMember } from "../api/remove-dream-team-member";

const FALLBACK = "Something went wrong";

export interface DreamTeamsPanelProps {
  clientId: number;
  /** The team experts are added to; null when none is selected. */
  selectedTeamId: number | null;
  onSelectTeam: (teamId: number | null) => void;
  headingLevel?: "h2" | "h3";
  /** The member's role may make and change teams (create, select to add to, remove a member). */
  mayChange: boolean;
  /** The member's role may book a team (its plan's link then says so). */
  mayBook: boolean;
}

export function DreamTeamsPanel({ clientId, selectedTeamId, onSelectTeam, headingLevel = "h2", mayChange, mayBook }: DreamTeamsPanelProps) {
  const teams = useClientDreamTeams(clientId);
  return (
    <Card>
      <CardHeader>
        <CardTitle as={headingLevel}>Your Dream Teams</CardTitle>
        <CardDescription>{mayChange ? "Create a team, select it, then add experts to it from the search." : "Your company's teams and when each can start."}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {mayChange && <CreateTeamForm onCreated={(team) => onSelectTeam(team.id)} />}
        {teams.isPending ? (
          <div role="status" aria-busy="true" aria-label="Loading dream teams" className="grid gap-3">
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        ) : teams.data === undefined ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(teams.error, "Could not load your dream teams.")}
          </p>
        ) : teams.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{mayChange ? "No dream teams yet. Create your first one above." : "No dream teams yet."}</p>
        ) : (
          <div>
            <ul className="flex flex-col gap-3" aria-label="Dream teams">
              {teams.data.items.map((team) => (
                <li key={team.id}>
                  <TeamItem
                    clientId={clientId}
                    team={team}
                    selected={team.id === selectedTeamId}
                    onSelect={() => onSelectTeam(team.id === selectedTeamId ? null : team.id)}
                    mayChange={mayChange}
                    mayBook={mayBook}
                  />
                </li>
              ))}
            </ul>
            <ShowMore
              shown={teams.data.items.length}
              total={teams.data.total}
              noun="dream teams"
              loading={teams.isFetchingNextPage}
              failed={teams.isFetchNextPageError}
              onShowMore={() => void teams.fetchNextPage()}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function CreateTeamForm({ onCreated }: { onCreated: (team: DreamTeam) => void }) {
  const id = useId();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>();
  const create = useCreateDreamTeam();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(MESSAGES.teamNameRequired.description);
      toast({ ...MESSAGES.teamNameRequired, variant: "destructive" });
      return;
    }
    setError(undefined);
    create.mutate(
      { name: name.trim() },
      {
        onSuccess: (team) => {
          setName("");
          toast({ title: "Dream team created", description: `${team.name} is selected: add experts to it from the search.` });
          onCreated(team);
        },
        onError: (err) => toast({ title: "Failed to create team", description: errorMessage(err, FALLBACK), variant: "destructive" }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end" aria-label="Create a dream team">
      <FormField label="New team name" error={error} id={`${id}-name`} className="flex-1">
        <Input
          value={name}
          maxLength={DREAM_TEAM_NAME_MAX}
          placeholder="e.g. Risk Platform Squad"
          onChange={(e) => {
            setName(e.target.value);
            if (error) setError(undefined);
          }}
        />
      </FormField>
      <Button type="submit" variant="accent" disabled={create.isPending}>
        {create.isPending && <Spinner />} Create Team
      </Button>
    </form>
  );
}

const TEAM_STATUS: Record<string, { label: string; variant: "success" | "neutral" }> = {
  active: { label: "Active", variant: "success" },
  draft: { label: "Draft", variant: "neutral" },
};

interface TeamItemProps {
  clientId: number;
  team: DreamTeam;
  selected: boolean;
  onSelect: () => void;
  mayChange: boolean;
  mayBook: boolean;
}

function TeamItem({ clientId, team, selected, onSelect, mayChange, mayBook }: TeamItemProps) {
  const remove = useRemoveDreamTeamMember();
  const status = TEAM_STATUS[team.status] ?? { label: team.status, variant: "neutral" as const };
  return (
    <section
      aria-label={team.name}
      className={cn("rounded-lg border p-4 transition-colors", selected ? "border-accent bg-teal-50/60 ring-1 ring-accent" : "border-border")}
      data-testid="dream-team"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            {team.name} <Badge variant={status.variant}>{status.label}</Badge>
          </p>
          {team.description && <p className="mt-1 text-sm text-muted-foreground">{team.description}</p>}
          <p className="mt-1 text-xs text-muted-foreground">
            {team.memberCount} {team.memberCount === 1 ? "member" : "members"}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {team.memberCount > 0 && (
            <Link href={teamPlanPath(team.id)} className={buttonVariants({ size: "sm", variant: "accent" })}>
              {mayBook ? <>Plan &amp; book</> : "Plan"}
              <span className="sr-only"> {team.name}</span>
            </Link>
          )}
          {mayChange && (
            <Button size="sm" variant={selected ? "default" : "outline"} aria-pressed={selected} onClick={onSelect}>
              {selected ? "Selected" : "Select"}
              <span className="sr-only"> {team.name}</span>
            </Button>
          )}
        </div>
      </div>
      {team.members.length > 0 && (
        <ul className="mt-3 flex flex-col gap-2" aria-label={`Members of ${team.name}`}>
          {team.members.map((member) => (
            <li key={member.expertId} className="flex items-center justify-between gap-2 rounded-md bg-muted px-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="font-medium">{member.name}</span>
                <span className="text-muted-foreground"> · {member.role}</span>
              </span>
              {mayChange && (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={remove.isPending}
                  aria-label={`Remove ${member.name} from ${team.name}`}
                  onClick={() =>
                    remove.mutate(
                      { clientId, teamId: team.id, expertId: member.expertId },
                      {
                        onSuccess: () => toast({ title: "Expert removed", description: `${member.name} was removed from ${team.name}.` }),
                        onError: (err) => toast({ title: "Failed to remove expert", description: errorMessage(err, FALLBACK), variant: "destructive" }),
                      },
                    )
                  }
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

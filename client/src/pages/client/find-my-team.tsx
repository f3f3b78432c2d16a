// Route /client/match (PRODUCT.md "Beyond SPEC"): "Find my team". The match form and its ranked
// results (match feature), starting from the client's working day (client-profiles feature); the
// chosen results become a dream team (dream-teams feature) whose plan opens next.
import { Link, useLocation } from "wouter";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useClientProfile } from "@/features/client-profiles/api/get-client-profile";
import { clientWorkingHours } from "@/features/client-profiles/lib/client-hours";
import { useCreateTeamWithExperts } from "@/features/dream-teams/api/create-team-with-experts";
import { FindMyTeam, type CreateTeamRequest } from "@/features/match/components/find-my-team";
import { errorMessage } from "@/lib/api-client";
import { clientPaths, teamPlanPath } from "@/lib/client-paths";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { RequireClient } from "./require-client";
import { RequireCompanyMay } from "./require-company-may";
import { formatDay } from "@shared/calendar";

export default function FindMyTeamPage() {
  useDocumentTitle("Find my team");
  return (
    <RequireClient title="Find my team" returnTo={clientPaths.match}>
      {() => (
        <RequireCompanyMay action="match.run" doing="search for experts" title="Find my team">
          <FindMyTeamScreen />
        </RequireCompanyMay>
      )}
    </RequireClient>
  );
}

function FindMyTeamScreen() {
  const [, navigate] = useLocation();
  const profile = useClientProfile();
  const create = useCreateTeamWithExperts();

  const createTeam = ({ name, experts, request }: CreateTeamRequest) => {
    const description = `Matched for ${request.mustHave.join(", ")}: ${request.weeks} weeks from ${formatDay(request.startDate)}.`;
    create.mutate(
      { name, description, expertIds: experts.map((e) => e.userId) },
      {
        onSuccess: ({ team, failed }) => {
          if (failed.length > 0) {
            const names = experts.filter((e) => failed.includes(e.userId)).map((e) => e.name);
            toast({ title: "Failed to add expert", description: `${team.name} was created without ${names.join(", ")}.`, variant: "destructive" });
          } else {
            toast({ title: "Dream team created", description: `${team.name}: ${experts.length} ${experts.length === 1 ? "expert" : "experts"}. Here is when they can start.` });
          }
          const { startDate: from, weeks, timeZone, workStart, workEnd } = request;
          navigate(teamPlanPath(team.id, { from, weeks, timeZone, workStart, workEnd }));
        },
        onError: (err) => toast({ title: "Failed to create team", description: errorMessage(err, "Something went wrong"), variant: "destructive" }),
      },
    );
  };

  return (
    <section className="container flex flex-col gap-6 py-10 sm:py-12">
      <div>
        <Link href={paths.clientDashboard} className="text-sm text-accent underline-offset-4 hover:underline">
          Back to your dashboard
        </Link>
        <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Find my team</h1>
        <p className="mt-2 max-w-3xl text-muted-foreground">
          Say which skills you need, your budget, when and for how long, and your working day. Experts who fit appear as you type, best first, each with the reasons.
        </p>
      </div>
      {profile.isPending ? (
        <Skeleton className="h-96" aria-label="Loading your working day" />
      ) : (
        <>
          {profile.isError && (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(profile.error, "Could not load your saved working day.")} The form starts from your browser&apos;s time zone instead.
            </p>
          )}
          <FindMyTeam initialHours={clientWorkingHours(profile.data)} onCreateTeam={createTeam} creating={create.isPending} />
        </>
      )}
    </section>
  );
}

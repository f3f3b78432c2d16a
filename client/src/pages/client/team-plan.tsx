// Route /client/teams/:id/plan (PRODUCT.md "Beyond SPEC"): a dream team's plan (dream-teams feature)
// on the client's working day (client-profiles feature), and booking the whole team for the plan's
// dates (pre-bookings feature), for a member whose role may pre-book (companies feature). The query
// may carry the engagement and working day a match used.
import { useState } from "react";
import { Link, useParams, useSearch } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useClientProfile } from "@/features/client-profiles/api/get-client-profile";
import { clientWorkingHours } from "@/features/client-profiles/lib/client-hours";
import { useCompanyMay } from "@/features/companies/api/get-company-name";
import { useRecentClientDreamTeams } from "@/features/dream-teams/api/get-client-dream-teams";
import { TeamPlanPanel } from "@/features/dream-teams/components/team-plan-panel";
import { BookTeamForm } from "@/features/pre-bookings/components/book-team-form";
import { errorMessage } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { ClientNotice, RequireClient } from "./require-client";

export default function TeamPlanPage() {
  const { id } = useParams<{ id: string }>();
  const teamId = Number(id);
  useDocumentTitle("Team plan");
  return (
    <RequireClient title="Team plan" returnTo={`/client/teams/${id}/plan`}>
      {(client) =>
        Number.isInteger(teamId) && teamId > 0 ? (
          <TeamPlanScreen clientId={client.id} teamId={teamId} />
        ) : (
          <TeamNotFound />
        )
      }
    </RequireClient>
  );
}

function TeamNotFound() {
  return (
    <ClientNotice title="Dream team not found">
      <p>This team does not exist, or it is not one of yours.</p>
      <Link href={paths.clientDashboard} className={buttonVariants({ variant: "outline" })}>
        Back to your dashboard
      </Link>
    </ClientNotice>
  );
}

const text = (value: string | null) => (value && value.trim() ? value.trim() : undefined);

function TeamPlanScreen({ clientId, teamId }: { clientId: number; teamId: number }) {
  const search = new URLSearchParams(useSearch());
  const teams = useRecentClientDreamTeams(clientId);
  const profile = useClientProfile();
  const [booked, setBooked] = useState<number | null>(null);
  const mayBook = useCompanyMay("bookings.create");

  if (teams.isPending || profile.isPending) {
    return (
      <section className="container flex flex-col gap-6 py-10 sm:py-12" aria-busy="true" aria-label="Loading the team plan">
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-64" />
      </section>
    );
  }
  if (teams.isError) {
    return (
      <ClientNotice title="Team plan">
        <p role="alert" className="text-destructive">
          {errorMessage(teams.error, "Could not load your dream teams.")}
        </p>
      </ClientNotice>
    );
  }
  const team = teams.data.find((t) => t.id === teamId);
  if (!team) return <TeamNotFound />;

  const saved = clientWorkingHours(profile.data);
  const weeks = Number(search.get("weeks"));
  const initial = {
    from: text(search.get("from")),
    weeks: Number.isInteger(weeks) && weeks > 0 ? weeks : undefined,
    timeZone: text(search.get("timeZone")) ?? saved.timeZone,
    workStart: text(search.get("workStart")) ?? saved.workStart,
    workEnd: text(search.get("workEnd")) ?? saved.workEnd,
  };

  return (
    <section className="container flex flex-col gap-6 py-10 sm:py-12">
      <div>
        <Link href={paths.clientDashboard} className="text-sm text-accent underline-offset-4 hover:underline">
          Back to your dashboard
        </Link>
        <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{team.name}: plan</h1>
        <p className="mt-2 max-w-3xl text-muted-foreground">
          {team.memberCount} {team.memberCount === 1 ? "member" : "members"}
          {team.members.length > 0 ? `: ${team.members.map((m) => m.name).join(", ")}` : ""}. Choose when and for how long; the plan shows when everyone is free and the hours of your day you all share.
        </p>
      </div>
      {profile.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(profile.error, "Could not load your saved working day.")} The plan starts from your browser&apos;s time zone instead.
        </p>
      )}
      {booked !== null && (
        <div role="status" className="flex flex-wrap items-center gap-3 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
          <p>
            {booked} pre-booking {booked === 1 ? "request was" : "requests were"} sent. You can follow them under Prebookings on your dashboard.
          </p>
          <Link href={paths.clientDashboard} className={buttonVariants({ variant: "outline", size: "sm" })}>
            Go to your dashboard
          </Link>
        </div>
      )}
      <TeamPlanPanel
        teamId={team.id}
        initial={initial}
        renderBooking={(plan) =>
          mayBook && (
            <BookTeamForm
              target={{ kind: "team", teamId: team.id }}
              teamName={team.name}
              startDate={plan.earliestStart}
              endDate={plan.endDate}
              memberCount={plan.members.length}
              unavailableReason={
                plan.members.length === 0
                  ? "Add members to this team first."
                  : !plan.earliestStart
                    ? "There are no dates within a year when every member is free for the whole engagement. Shorten it, or remove the member who holds it back."
                    : null
              }
              onBooked={setBooked}
            />
          )
        }
      />
    </section>
  );
}

// Route /client/team (SPEC.md section 2, PRODUCT.md "Beyond SPEC" and "What needs you now"): the
// signed-in client's team, a page of its own: experts to browse (with the hours they share with the
// client's day), dream teams, pre-bookings (scheduling the pre-interview a booking asked for) and
// interviews. Composes the client-profiles, experts, dream-teams, pre-bookings and interviews features;
// each action shows only to a member whose role may take it (companies feature).
import { lazy, Suspense, useId, useMemo, useState, type ReactNode } from "react";
import { FEATURED_EXPERTS } from "@shared/constants";
import type { Expert } from "@shared/contracts/experts";
import { todayUtc } from "@shared/calendar";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { TabList, TabPanel } from "@/components/ui/tabs";
import { useAvailability } from "@/features/availability/api/get-availability";
import { useClientProfile } from "@/features/client-profiles/api/get-client-profile";
import { useCompanyMay } from "@/features/companies/api/get-company-name";
import { clientWorkingHours } from "@/features/client-profiles/lib/client-hours";
import { useClientDreamTeams } from "@/features/dream-teams/api/get-client-dream-teams";
import { AddToTeamButton } from "@/features/dream-teams/components/add-to-team-button";
import { DreamTeamsPanel } from "@/features/dream-teams/components/dream-teams-panel";
import { useExperts } from "@/features/experts/api/search-experts";
import { ExpertCard } from "@/features/experts/components/expert-card";
import { ExpertOverlap } from "@/features/experts/components/expert-overlap";
import { ExpertProfileDialog } from "@/features/experts/components/expert-profile-dialog";
import { ExpertSearch } from "@/features/experts/components/expert-search";
import { useClientPreBookings } from "@/features/pre-bookings/api/get-client-pre-bookings";
import { ClientPreBookings } from "@/features/pre-bookings/components/client-pre-bookings";
import { PreBookingDialog } from "@/features/pre-bookings/components/pre-booking-dialog";
import { errorMessage } from "@/lib/api-client";
import { clientPaths } from "@/lib/client-paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import type { WorkingHours } from "@/lib/working-hours";
import { RequireClient } from "./require-client";

// Read from the API before it shows anything: its code loads beside that fetch.
const InterviewsSection = lazy(() => import("@/features/interviews/components/interviews-section").then((m) => ({ default: m.InterviewsSection })));
const ScheduleInterviewButton = lazy(() => import("@/features/interviews/components/schedule-interview-button").then((m) => ({ default: m.ScheduleInterviewButton })));

type Tab = "experts" | "teams" | "bookings";

export default function ClientTeamPage() {
  useDocumentTitle("Your team");
  return (
    <RequireClient title="Your team" returnTo={clientPaths.team}>
      {(client) => <ClientTeam clientId={client.id} />}
    </RequireClient>
  );
}

function ClientTeam({ clientId }: { clientId: number }) {
  const idBase = useId();
  // A link to one pre-booking (/client/team#pre-booking-12, from the dashboard) opens their tab.
  const [tab, setTab] = useState<Tab>(() => (window.location.hash.startsWith("#pre-booking-") ? "bookings" : "experts"));
  const [selectedTeamId, setSelectedTeamId] = useState<number | null>(null);
  const [bookingExpert, setBookingExpert] = useState<Expert | null>(null);
  const [profileExpert, setProfileExpert] = useState<Expert | null>(null);
  const teams = useClientDreamTeams(clientId);
  const bookings = useClientPreBookings(clientId);
  const profile = useClientProfile();
  // Until the profile is read, cards show no overlap rather than one for the wrong day.
  const clientHours = useMemo(() => (profile.isSuccess ? clientWorkingHours(profile.data) : null), [profile.isSuccess, profile.data]);
  // The booking dialog opens whatever happens here: a failed fetch just means no window is shown.
  const availability = useAvailability(bookingExpert?.userId ?? 0, { enabled: bookingExpert !== null });
  // What the member's role lets them do: nothing is offered until their company is read.
  const mayChangeTeams = useCompanyMay("teams.change");
  const mayBook = useCompanyMay("bookings.create");
  const mayInterview = useCompanyMay("interviews.book");
  const mayChangeInterviews = useCompanyMay("interviews.change");

  // A booking made for an expert in the selected team is filed under that team.
  const selectedTeam = teams.data?.items.find((t) => t.id === selectedTeamId);
  const bookingTeamId = bookingExpert && selectedTeam?.members.some((m) => m.expertId === bookingExpert.userId) ? selectedTeam.id : null;

  // The database's totals, not how many rows are loaded.
  const count = (n: number | undefined) => (n === undefined ? "" : ` (${n})`);
  const tabs = [
    { value: "experts" as const, label: "Browse Experts" },
    { value: "teams" as const, label: `Dream Teams${count(teams.data?.total)}` },
    { value: "bookings" as const, label: `Prebookings${count(bookings.data?.total)}` },
  ];

  const expertActions = (expert: Expert, opts: { add?: boolean } = {}) => (
    <>
      <Button size="sm" variant="outline" onClick={() => setProfileExpert(expert)} aria-label={`View ${expert.name}`}>
        View
      </Button>
      {mayBook && (
        <Button size="sm" variant="accent" onClick={() => setBookingExpert(expert)} aria-label={`Book ${expert.name}`}>
          Book
        </Button>
      )}
      {opts.add && mayChangeTeams && <AddToTeamButton clientId={clientId} teamId={selectedTeamId} expert={expert} />}
    </>
  );

  const teamBuilder = (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <DreamTeamsPanel clientId={clientId} selectedTeamId={selectedTeamId} onSelectTeam={setSelectedTeamId} mayChange={mayChangeTeams} mayBook={mayBook} />
      <section aria-labelledby={`${idBase}-search`} className="flex flex-col gap-4 rounded-lg border border-border p-6">
        <div>
          <h2 id={`${idBase}-search`} className="text-lg font-semibold">
            Find Experts
          </h2>
          {mayChangeTeams && <p className="text-sm text-muted-foreground">{selectedTeam ? `Adding to ${selectedTeam.name}.` : "Select a team to add experts to it."}</p>}
        </div>
        <ExpertSearch renderActions={(expert) => expertActions(expert, { add: true })} pageSize={12} clientHours={clientHours} />
      </section>
    </div>
  );

  return (
    // Names and other text people typed may be one long word: it wraps rather than widening the page.
    <section className="container flex flex-col gap-6 py-10 [overflow-wrap:anywhere] sm:py-12">
      <div>
        <h1 className="text-3xl font-bold sm:text-4xl">Your team</h1>
        <p className="mt-2 text-muted-foreground">Browse experts, build dream teams, pre-book the people you want and meet them first.</p>
      </div>
      <Suspense fallback={<Skeleton className="h-40" aria-label="Loading your interviews" />}>
        <InterviewsSection viewer="client" mayChange={mayChangeInterviews} />
      </Suspense>
      <TabList idBase={idBase} tabs={tabs} value={tab} onValueChange={setTab} label="Dashboard sections" className="max-w-full self-start" />

      {tab === "experts" && (
        <TabPanel idBase={idBase} value="experts" className="flex flex-col gap-8">
          <FeaturedExperts renderActions={(expert) => expertActions(expert)} clientHours={clientHours} />
          {teamBuilder}
        </TabPanel>
      )}
      {tab === "teams" && (
        <TabPanel idBase={idBase} value="teams">
          {teamBuilder}
        </TabPanel>
      )}
      {tab === "bookings" && (
        <TabPanel idBase={idBase} value="bookings" className="flex flex-col gap-4">
          <h2 className="text-xl font-semibold">Your Pre-bookings</h2>
          <ClientPreBookings
            clientId={clientId}
            onBrowseExperts={() => setTab("experts")}
            renderActions={(b) =>
              mayInterview && b.status === "pending" && b.preInterviewRequested ? (
                <Suspense fallback={null}>
                  <ScheduleInterviewButton expertId={b.expertId} expertName={b.expertName} subject={{ preBookingId: b.id }} />
                </Suspense>
              ) : null
            }
          />
        </TabPanel>
      )}


      <PreBookingDialog
        expert={bookingExpert}
        availability={availability.isPending ? undefined : (availability.data ?? null)}
        open={bookingExpert !== null}
        onOpenChange={(open) => !open && setBookingExpert(null)}
        dreamTeamId={bookingTeamId}
      />
      <ExpertProfileDialog expert={profileExpert} onOpenChange={(open) => !open && setProfileExpert(null)} />
    </section>
  );
}

function FeaturedExperts({ renderActions, clientHours }: { renderActions: (expert: Expert) => ReactNode; clientHours: WorkingHours | null }) {
  const experts = useExperts({ limit: FEATURED_EXPERTS });
  const week = useMemo(() => ({ startDate: todayUtc(), weeks: 1 }), []);
  return (
    <section aria-labelledby="featured-experts" className="flex flex-col gap-4">
      <h2 id="featured-experts" className="text-xl font-semibold">
        Featured Experts
      </h2>
      {experts.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading experts" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: FEATURED_EXPERTS }, (_, i) => (
            <Skeleton key={i} className="h-52" />
          ))}
        </div>
      ) : experts.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(experts.error, "Could not load experts.")}
        </p>
      ) : experts.data.length === 0 ? (
        <p className="text-muted-foreground">No experts found</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {experts.data.slice(0, FEATURED_EXPERTS).map((expert) => (
            <li key={expert.userId}>
              <ExpertCard
                expert={expert}
                actions={renderActions(expert)}
                note={clientHours ? <ExpertOverlap expert={expert} clientHours={clientHours} engagement={week} /> : undefined}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

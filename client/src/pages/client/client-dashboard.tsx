// Route /client/dashboard (SPEC.md section 2, PRODUCT.md "Beyond SPEC" and "Beyond: from a
// shortlist…"): the signed-in client's shortlists and the way into 'Start your shortlist', their
// company and working day, the way into "Find my team", experts (with the hours they share with the
// client's day), dream teams and pre-bookings, and interviews (scheduled from a pre-booking that asked
// for one). Composes the requisitions, client-profiles, experts, dream-teams, notifications (the
// e-mail setting), calendar (the feed), pre-bookings and interviews features, and My data (account).
import { lazy, Suspense, useId, useMemo, useState, type ReactNode } from "react";
import { Link } from "wouter";
import { FEATURED_EXPERTS } from "@shared/constants";
import type { Expert } from "@shared/contracts/experts";
import { Button, buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { TabList, TabPanel } from "@/components/ui/tabs";
import { LazyAccountSecurity } from "@/features/auth/components/lazy-account-security";
import { EmailVerificationNotice } from "@/features/auth/components/email-verification-notice";
import { useAvailability } from "@/features/availability/api/get-availability";
import { LazyMyDataSection } from "@/features/account/components/lazy-account";
import { leaveErasedAccount } from "@/features/auth/lib/after-erasure";
import { useClientProfile } from "@/features/client-profiles/api/get-client-profile";
import { CompanyProfileSection } from "@/features/client-profiles/components/company-profile-section";
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
import { clientEngagementPath, clientPaths } from "@/lib/client-paths";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import type { WorkingHours } from "@/lib/working-hours";
import { RequireClient } from "./require-client";
import { todayUtc } from "@shared/calendar";

// Its list is fetched before it can show anything, so its code loads beside that fetch rather than
// with the dashboard's own (which keeps the dashboard's first load as it was).
const EngagementsSection = lazy(() => import("@/features/engagements/components/engagements-section").then((m) => ({ default: m.EngagementsSection })));
const ShortlistsSection = lazy(() => import("@/features/requisitions/components/shortlists-section").then((m) => ({ default: m.ShortlistsSection })));

// Read from the API before it shows anything: its code loads beside that fetch, as the shortlists' does.
const InterviewsSection = lazy(() => import("@/features/interviews/components/interviews-section").then((m) => ({ default: m.InterviewsSection })));
const ScheduleInterviewButton = lazy(() => import("@/features/interviews/components/schedule-interview-button").then((m) => ({ default: m.ScheduleInterviewButton })));

// Below the fold and rarely changed: its code loads after the dashboard's own.
const EmailNotificationsSetting = lazy(() =>
  import("@/features/notifications/components/email-notifications-setting").then((m) => ({ default: m.EmailNotificationsSetting })),
);
const CalendarFeedCard = lazy(() => import("@/features/calendar/components/calendar-feed-card").then((m) => ({ default: m.CalendarFeedCard })));

type Tab = "experts" | "teams" | "bookings";

export default function ClientDashboardPage() {
  useDocumentTitle("Client Dashboard");
  return (
    <RequireClient title="Client Dashboard" returnTo={paths.clientDashboard}>
      {(client) => <ClientDashboard clientId={client.id} firstName={client.firstName} />}
    </RequireClient>
  );
}

function ClientDashboard({ clientId, firstName }: { clientId: number; firstName: string }) {
  const idBase = useId();
  const [tab, setTab] = useState<Tab>("experts");
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
      <Button size="sm" variant="accent" onClick={() => setBookingExpert(expert)} aria-label={`Book ${expert.name}`}>
        Book
      </Button>
      {opts.add && <AddToTeamButton clientId={clientId} teamId={selectedTeamId} expert={expert} />}
    </>
  );

  const teamBuilder = (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <DreamTeamsPanel clientId={clientId} selectedTeamId={selectedTeamId} onSelectTeam={setSelectedTeamId} />
      <section aria-labelledby={`${idBase}-search`} className="flex flex-col gap-4 rounded-lg border border-border p-6">
        <div>
          <h2 id={`${idBase}-search`} className="text-lg font-semibold">
            Find Experts
          </h2>
          <p className="text-sm text-muted-foreground">
            {selectedTeam ? `Adding to ${selectedTeam.name}.` : "Select a team to add experts to it."}
          </p>
        </div>
        <ExpertSearch renderActions={(expert) => expertActions(expert, { add: true })} pageSize={12} clientHours={clientHours} />
      </section>
    </div>
  );

  // Names and other text people typed may be one long word: it wraps rather than widening the page.
  return (
    <section className="container flex flex-col gap-6 py-10 [overflow-wrap:anywhere] sm:py-12">
      <div>
        <h1 className="text-3xl font-bold sm:text-4xl">Client Dashboard</h1>
        <p className="mt-2 text-muted-foreground">Welcome back, {firstName}. Browse experts, build dream teams and pre-book the people you want.</p>
      </div>
      <EmailVerificationNotice userType="client" />
      <Suspense fallback={<Skeleton className="h-64" aria-label="Loading your shortlists" />}>
        <ShortlistsSection />
      </Suspense>
      <Suspense fallback={<Skeleton className="h-40" aria-label="Loading your engagements" />}>
        <EngagementsSection viewer="client" linkTo={clientEngagementPath} />
      </Suspense>
      <Suspense fallback={<Skeleton className="h-40" aria-label="Loading your interviews" />}>
        <InterviewsSection viewer="client" />
      </Suspense>
      <FindMyTeamCallout />
      <Link href={clientPaths.invoices} className="self-start text-sm font-medium text-accent underline-offset-4 hover:underline">
        Your invoices
      </Link>
      <CompanyProfileSection />
      <Suspense fallback={<Skeleton className="h-32" aria-label="Loading your email setting" />}>
        <EmailNotificationsSetting />
      </Suspense>
      <Suspense fallback={<Skeleton className="h-48" aria-label="Loading your calendar feed" />}>
        <CalendarFeedCard />
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
              b.status === "pending" && b.preInterviewRequested ? (
                <Suspense fallback={null}>
                  <ScheduleInterviewButton expertId={b.expertId} expertName={b.expertName} subject={{ preBookingId: b.id }} />
                </Suspense>
              ) : null
            }
          />
        </TabPanel>
      )}

      <LazyAccountSecurity />

      <PreBookingDialog
        expert={bookingExpert}
        availability={availability.isPending ? undefined : (availability.data ?? null)}
        open={bookingExpert !== null}
        onOpenChange={(open) => !open && setBookingExpert(null)}
        dreamTeamId={bookingTeamId}
      />
      <ExpertProfileDialog expert={profileExpert} onOpenChange={(open) => !open && setProfileExpert(null)} />
      <LazyMyDataSection userId={clientId} onDeleted={leaveErasedAccount} />
    </section>
  );
}

/** The way into "Find my team" (PRODUCT.md "Beyond SPEC"). */
function FindMyTeamCallout() {
  return (
    <section aria-labelledby="find-my-team" className="flex flex-col gap-3 rounded-lg bg-navy-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 id="find-my-team" className="text-xl font-semibold text-white">
          Find my team
        </h2>
        <p className="mt-1 text-sm text-navy-100">Say which skills you need, your budget, dates and working day: we rank the experts who fit, and say why.</p>
      </div>
      <Link href={clientPaths.match} className={buttonVariants({ variant: "accent", size: "lg", className: "shrink-0" })}>
        Find my team
      </Link>
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

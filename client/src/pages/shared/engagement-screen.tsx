// One engagement as its client or its expert sees it (PRODUCT.md "Engagements", "Timesheets",
// "Conversations"): its facts, the client's 30-day trial and terms with each acceptance (engagements feature), its timesheet weeks
// (timesheets feature) and the conversation between the client, the expert and our team (threads
// feature). Everything on it stays current through the live stream. Not a route of its own: the client
// and the expert each reach it at their own address.
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, type ReactNode } from "react";
import { Link, useSearch } from "wouter";
import { WEEK_QUERY } from "@shared/contracts/timesheets";
import { buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useEngagement } from "@/features/engagements/api/get-engagement";
import { EngagementSummary } from "@/features/engagements/components/engagement-summary";
import { EngagementTerms } from "@/features/engagements/components/engagement-terms";
import { TrialSection } from "@/features/engagements/components/trial-section";
import { readerTimeZone } from "@/features/engagements/lib/format";
import { notificationKeys } from "@/features/notifications/api/keys";
import { Conversation } from "@/features/threads/components/conversation";
import { TimesheetsSection } from "@/features/timesheets/components/timesheets-section";
import { ApiError, errorMessage } from "@/lib/api-client";

// The approver and its choice of members load apart: the expert never reads them, the page's first load stays as it was.
const EngagementApproverPanel = lazy(() => import("./engagement-approver-panel").then((m) => ({ default: m.EngagementApproverPanel })));

export interface EngagementScreenProps {
  id: number;
  viewer: "client" | "expert";
  /** The reader's dashboard. */
  backHref: string;
  /** The conversation's box to write in (the client's page says what their role allows); open by default. */
  composer?: "open" | "read-only" | "hidden";
}

function Frame({ backHref, children }: { backHref: string; children: ReactNode }) {
  return (
    <section className="container flex flex-col gap-6 py-10 [overflow-wrap:anywhere] sm:py-12">
      <div>
        <Link href={backHref} className="text-sm text-accent underline-offset-4 hover:underline">
          Back to your dashboard
        </Link>
        <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Engagement</h1>
      </div>
      {children}
    </section>
  );
}

export function EngagementNotFound({ backHref }: { backHref: string }) {
  return (
    <Frame backHref={backHref}>
      <p>This engagement does not exist, or it is not one of yours.</p>
      <Link href={backHref} className={buttonVariants({ variant: "outline", className: "self-start" })}>
        Back to your dashboard
      </Link>
    </Frame>
  );
}

export function EngagementScreen({ id, viewer, backHref, composer = "open" }: EngagementScreenProps) {
  const queryClient = useQueryClient();
  const engagement = useEngagement(id);
  // A notice or the dashboard about one week links here with `?week=YYYY-MM-DD`; a new one (a notice
  // followed from this page) opens its week afresh.
  const openWeek = new URLSearchParams(useSearch()).get(WEEK_QUERY);

  if (engagement.isPending) {
    return (
      <Frame backHref={backHref}>
        <div aria-busy="true" aria-label="Loading the engagement" className="flex flex-col gap-6">
          <Skeleton className="h-40" />
          <Skeleton className="h-72" />
        </div>
      </Frame>
    );
  }
  if (engagement.isError) {
    if (engagement.error instanceof ApiError && engagement.error.status === 404) return <EngagementNotFound backHref={backHref} />;
    return (
      <Frame backHref={backHref}>
        <p role="alert" className="text-destructive">
          {errorMessage(engagement.error, "Could not load this engagement.")}
        </p>
      </Frame>
    );
  }

  const e = engagement.data;
  return (
    <Frame backHref={backHref}>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <EngagementSummary engagement={e} />
          {viewer === "client" && (
            <Suspense fallback={null}>
              <EngagementApproverPanel engagement={e} />
            </Suspense>
          )}
          <TrialSection engagement={e} />
          <EngagementTerms engagement={e} />
          <TimesheetsSection
            key={openWeek ?? ""}
            engagementId={e.id}
            clientTimeZone={e.client.timeZone}
            readerTimeZone={readerTimeZone(e)}
            workStarted={e.workStarted}
            openWeek={openWeek}
          />
        </div>
        <div className="xl:sticky xl:top-24 xl:self-start">
          <Conversation
            kind="engagement"
            subjectId={e.id}
            viewer={viewer}
            timeZone={readerTimeZone(e)}
            title="Conversation"
            description={
              viewer === "client"
                ? `Between you, ${e.expert.name} and our team: questions about the work, the hours or a disputed week.`
                : `Between you, ${e.client.name} and our team: questions about the work, the hours or a disputed week.`
            }
            emptyText="Write here about the work, the hours or a disputed week: everyone on this engagement reads it."
            placeholder="Write to everyone on this engagement"
            composer={composer}
            onRead={() => void queryClient.invalidateQueries({ queryKey: notificationKeys.all })}
          />
        </div>
      </div>
    </Frame>
  );
}

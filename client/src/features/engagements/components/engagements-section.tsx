// The dashboards' 'Your engagements': each confirmed booking as work, with its status and whether the
// reader still has terms to accept (PRODUCT.md "Engagements"). The page says where each one opens.
import { Link } from "wouter";
import { type Engagement } from "@shared/contracts/engagements";
import { formatCents } from "@shared/money";
import { Badge } from "@/components/ui/badge";
import { ShowMore } from "@/components/ui/show-more";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { useOwnEngagements } from "../api/get-engagements";
import { ENGAGEMENT_STATUS_STYLES } from "../lib/format";
import { formatDay } from "@shared/calendar";

export interface EngagementsSectionProps {
  viewer: "client" | "expert";
  /** Where one engagement opens for this reader. */
  linkTo: (id: number) => string;
}

function needsMyAcceptance(e: Engagement, viewer: EngagementsSectionProps["viewer"]) {
  if (e.status !== "awaiting_acceptance") return false;
  return viewer === "client" ? e.clientAcceptedAt === null : e.expertAcceptedAt === null;
}

export function EngagementsSection({ viewer, linkTo }: EngagementsSectionProps) {
  const list = useOwnEngagements();
  return (
    <section aria-labelledby="your-engagements" className="flex flex-col gap-4 rounded-lg border border-border p-5 sm:p-6">
      <div>
        <h2 id="your-engagements" className="text-xl font-semibold">
          Your engagements
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-muted-foreground">
          {viewer === "client"
            ? "Each confirmed booking is an engagement: accept its terms, then approve the expert's weekly timesheets."
            : "Each confirmed booking is an engagement: accept its terms, then record your hours in a timesheet each week."}
        </p>
      </div>
      {list.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading your engagements" className="grid gap-3 md:grid-cols-2">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(list.error, "Could not load your engagements.")}
        </p>
      ) : list.data.items.length === 0 ? (
        <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
          No engagements yet. {viewer === "client" ? "Once an expert confirms your pre-booking, it shows here." : "Once you confirm a pre-booking, it shows here."}
        </p>
      ) : (
        <>
          <ul className="grid gap-3 md:grid-cols-2">
            {list.data.items.map((e) => {
              const style = ENGAGEMENT_STATUS_STYLES[e.status];
              const other = viewer === "client" ? e.expert.name : e.client.companyName ? `${e.client.name} (${e.client.companyName})` : e.client.name;
              return (
                <li key={e.id}>
                  <Link
                    href={linkTo(e.id)}
                    className="flex h-full flex-col gap-2 rounded-lg border border-border p-4 transition-colors hover:border-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <span className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-semibold">{other}</span>
                      <Badge variant={style.variant}>{style.label}</Badge>
                    </span>
                    <span className="text-sm text-muted-foreground">
                      {formatDay(e.startDate)} to {formatDay(e.endDate)} · {formatCents(e.hourlyRateCents)} an hour · {e.weeklyHours} hours a week
                    </span>
                    {needsMyAcceptance(e, viewer) && <span className="text-sm font-medium text-amber-900">Terms waiting for your acceptance</span>}
                  </Link>
                </li>
              );
            })}
          </ul>
          <ShowMore shown={list.data.items.length} total={list.data.total} noun="engagements" loading={list.isFetchingNextPage} failed={list.isFetchNextPageError} onShowMore={() => void list.fetchNextPage()} />
        </>
      )}
    </section>
  );
}

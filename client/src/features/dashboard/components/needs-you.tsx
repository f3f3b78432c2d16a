// The client dashboard's first section (PRODUCT.md "What needs you now"): what waits for the client,
// grouped by kind with the most urgent first, each item a link to the exact item and its moment in
// the reader's zone. Its heading is drawn at once; the list follows the one request it makes.
import { Link } from "wouter";
import { NEED_KINDS, type NeedKind, type NeedMoment, type NeedsYou, type NeedsYouItem } from "@shared/contracts/dashboard";
import { formatDayWithWeekday, wallClock, zoneCity } from "@shared/calendar";
import { Button, buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { clientPaths } from "@/lib/client-paths";
import { paths } from "@/lib/paths";
import { useNeedsYou } from "../api/get-needs-you";

const GROUPS: Record<NeedKind, string> = {
  week_to_approve: "Weeks to approve",
  terms_to_accept: "Terms to accept",
  interview_outcome: "Interviews to record",
  candidate_to_answer: "Candidates to answer",
  interview_to_schedule: "Interviews to schedule",
  invoice_due: "Invoices due",
};

const MOMENTS: Record<NeedMoment, string> = {
  auto_approves: "Approved automatically",
  submitted: "Submitted",
  drawn: "Terms drawn up",
  ended: "Ended",
  proposed: "Proposed",
  asked: "Asked for",
  issued: "Issued",
};

/** "Fri 7 Mar 2025, 14:00" in `timeZone`. */
export function momentText(at: string, timeZone: string): string {
  const { date, time } = wallClock(at, timeZone);
  return `${formatDayWithWeekday(date)}, ${time}`;
}

export interface NeedsYouSectionProps {
  /** The reader's zone: every time is shown in it. */
  timeZone: string;
}

export function NeedsYouSection({ timeZone }: NeedsYouSectionProps) {
  const needs = useNeedsYou();
  return (
    <section aria-labelledby="what-needs-you" className="flex flex-col gap-4 rounded-lg border border-border p-5 sm:p-6">
      <div>
        <h2 id="what-needs-you" className="text-2xl font-semibold">
          What needs you now
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">Times are in {zoneCity(timeZone)} time.</p>
      </div>
      {needs.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading what needs you" className="flex flex-col gap-3">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : needs.isError ? (
        <div className="flex flex-col items-start gap-3">
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(needs.error, "Could not load what needs you.")}
          </p>
          <Button variant="outline" size="sm" onClick={() => void needs.refetch()} disabled={needs.isFetching}>
            Try again
          </Button>
        </div>
      ) : needs.data.items.length === 0 ? (
        <NothingWaits />
      ) : (
        <NeedGroups needs={needs.data} timeZone={timeZone} />
      )}
    </section>
  );
}

function NothingWaits() {
  return (
    <div className="flex flex-col items-start gap-3 rounded-md border border-dashed border-border p-4">
      <p className="font-medium">Nothing needs you right now.</p>
      <p className="text-sm text-muted-foreground">Tell us who you need next: our team proposes 2 to 3 vetted seniors per role within 14 days.</p>
      <div className="flex flex-wrap gap-2">
        <Link href={paths.startShortlist} className={buttonVariants({ variant: "accent" })}>
          Start your shortlist
        </Link>
        <Link href={clientPaths.match} className={buttonVariants({ variant: "outline" })}>
          Find my team
        </Link>
      </div>
    </div>
  );
}

function NeedGroups({ needs, timeZone }: { needs: NeedsYou; timeZone: string }) {
  const byKind = new Map<NeedKind, NeedsYouItem[]>();
  for (const item of needs.items) byKind.set(item.kind, [...(byKind.get(item.kind) ?? []), item]);
  return (
    <div className="flex flex-col gap-5">
      {NEED_KINDS.filter((kind) => byKind.has(kind)).map((kind) => {
        const items = byKind.get(kind)!;
        const total = Math.max(needs.counts[kind] ?? 0, items.length);
        const headingId = `needs-${kind}`;
        return (
          <section key={kind} aria-labelledby={headingId} className="flex flex-col gap-2">
            <h3 id={headingId} className="text-base font-semibold">
              {GROUPS[kind]} ({total})
            </h3>
            <ul className="flex flex-col gap-2">
              {items.map((item) => (
                <li key={item.key}>
                  <Link
                    href={item.href}
                    className="flex flex-col gap-1 rounded-md border border-border p-3 transition-colors hover:border-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:flex-row sm:items-center sm:justify-between"
                  >
                    <span className="font-medium text-accent">{item.title}</span>
                    <span className="text-sm text-muted-foreground">
                      {MOMENTS[item.moment]} <time dateTime={item.at}>{momentText(item.at, timeZone)}</time>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            {total > items.length && <p className="text-sm text-muted-foreground">And {total - items.length} more.</p>}
          </section>
        );
      })}
    </div>
  );
}

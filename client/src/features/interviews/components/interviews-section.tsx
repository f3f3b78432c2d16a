// 'Your interviews' on the client's and the expert's dashboards: those to come first, each on the
// reader's clock with the other party's beside it, with its meeting link ("Join") and why it was
// last moved; move (with a reason) or cancel before the start, the client's
// outcome after it, and what the page adds (the expert's Confirm after a pass). Live through the
// notifications stream: the other party's changes refresh it.
import { useEffect, useState, type ReactNode } from "react";
import type { Interview } from "@shared/contracts/interviews";
import { INTERVIEW_STATUS_LABELS } from "@shared/flows/interview";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ShowMore } from "@/components/ui/show-more";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { useInterviews } from "../api/get-interviews";
import { besides, otherOf, placeOf, span, type Viewer } from "../lib/format";
import { MoveInterviewDialog } from "./move-interview-dialog";
import { CancelInterviewDialog, OutcomeDialog } from "./reason-dialog";
import { formatDayWithWeekday } from "@shared/calendar";
import { formatMoment } from "@/lib/calendar-date";

const CLOCK_TICK_MS = 30_000;

const STATUS_VARIANTS: Record<Interview["status"], BadgeVariant> = { scheduled: "accent", cancelled: "neutral", passed: "success", failed: "warning" };

export interface InterviewsSectionProps {
  viewer: Viewer;
  /** More for an interview's card (the expert's Confirm after a pass on a pending pre-booking). */
  renderExtra?: (interview: Interview) => ReactNode;
  className?: string;
  /** The reader may move, cancel and record interviews: an expert always; a client when their role in the company may. */
  mayChange?: boolean;
}

export function InterviewsSection({ viewer, renderExtra, className, mayChange = viewer === "expert" }: InterviewsSectionProps) {
  const list = useInterviews();
  const [moving, setMoving] = useState<Interview | null>(null);
  const [cancelling, setCancelling] = useState<Interview | null>(null);
  const [recording, setRecording] = useState<Interview | null>(null);
  // The clock the cards read: an interview that starts while the page is open offers its outcome.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <section aria-labelledby="your-interviews" className={`flex flex-col gap-4 rounded-lg border border-border p-5 sm:p-6 ${className ?? ""}`}>
      <div>
        <h2 id="your-interviews" className="text-xl font-semibold">
          Your interviews
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {viewer === "client"
            ? `${mayChange ? "Schedule one from a pre-booking or a shortlist candidate. " : ""}Times are on your clock, theirs beside.`
            : "Clients schedule them with you inside your working hours. Times are on your clock, theirs beside."}
        </p>
      </div>
      {list.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading your interviews" className="grid gap-3">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(list.error, "Could not load your interviews.")}
        </p>
      ) : list.data.items.length === 0 ? (
        <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">No interviews yet.</p>
      ) : (
        <>
          <ul className="grid gap-3" aria-label="Your interviews">
            {list.data.items.map((interview) => (
              <li key={interview.id} id={`interview-${interview.id}`} className="scroll-mt-24">
                <InterviewCard
                  interview={interview}
                  viewer={viewer}
                  mayChange={mayChange}
                  now={now}
                  onMove={() => setMoving(interview)}
                  onCancel={() => setCancelling(interview)}
                  onRecord={() => setRecording(interview)}
                  extra={renderExtra?.(interview)}
                />
              </li>
            ))}
          </ul>
          <ShowMore shown={list.data.items.length} total={list.data.total} noun="interviews" loading={list.isFetchingNextPage} failed={list.isFetchNextPageError} onShowMore={() => void list.fetchNextPage()} />
        </>
      )}
      <MoveInterviewDialog interview={moving} viewer={viewer} onOpenChange={(open) => !open && setMoving(null)} />
      <CancelInterviewDialog interview={cancelling} viewer={viewer} onOpenChange={(open) => !open && setCancelling(null)} />
      <OutcomeDialog interview={recording} onOpenChange={(open) => !open && setRecording(null)} />
    </section>
  );
}

interface CardProps {
  interview: Interview;
  viewer: Viewer;
  mayChange: boolean;
  now: number;
  onMove: () => void;
  onCancel: () => void;
  onRecord: () => void;
  extra?: ReactNode;
}

/** Where the two meet: a "Join" link that opens the video meeting in a new tab, and the address itself. */
function MeetingLink({ url, otherName }: { url: string; otherName: string }) {
  return (
    <p className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Join the video meeting with ${otherName} (opens in a new tab)`}
        className="inline-flex items-center rounded-md bg-accent px-3 py-1.5 font-medium text-accent-foreground shadow-sm hover:bg-teal-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        Join
      </a>
      <span className="min-w-0 break-all text-muted-foreground">{url}</span>
    </p>
  );
}

function InterviewCard({ interview: i, viewer, mayChange, now, onMove, onCancel, onRecord, extra }: CardProps) {
  const mine = i[viewer];
  const other = i[otherOf(viewer)];
  const started = Date.parse(i.startsAt) <= now;
  const scheduled = i.status === "scheduled";
  const headingId = `interview-${i.id}-title`;
  const otherName = viewer === "expert" && i.client.companyName ? `${i.client.name} (${i.client.companyName})` : other.name;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-md border border-border bg-card p-4 shadow-sm" data-testid="interview">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold">
            Interview with {otherName}
          </h3>
          <p className="text-sm text-muted-foreground">
            {i.requisition ? `For "${i.requisition.title}"` : i.preBooking ? "For your pre-booking" : null}
            {viewer === "client" && ` · ${i.expert.role}`}
          </p>
        </div>
        <Badge variant={STATUS_VARIANTS[i.status]}>
          <span className="sr-only">Status: </span>
          {INTERVIEW_STATUS_LABELS[i.status]}
        </Badge>
      </div>
      <p className="text-sm">
        <span className="font-medium">
          {formatDayWithWeekday(mine.starts.date)}, {span(mine.starts, mine.ends)}
        </span>{" "}
        <span className="text-muted-foreground">
          ({placeOf(mine.timeZone)}; {besides(mine.starts, other.starts, other.timeZone)}) · {i.minutes} minutes
        </span>
      </p>
      {scheduled && i.meetingUrl && <MeetingLink url={i.meetingUrl} otherName={otherName} />}
      {i.moveReason && i.status !== "cancelled" && (
        <p className="text-sm text-muted-foreground" data-testid="move-reason">
          {i.movedBy === viewer ? "You moved it" : `Moved by ${otherName}`}
          {i.movedAt ? ` on ${formatMoment(i.movedAt, mine.timeZone)}` : ""}: <span className="text-foreground">{i.moveReason}</span>
        </p>
      )}
      {i.status === "cancelled" && i.cancelReason && (
        <p className="text-sm text-muted-foreground">
          Cancelled by {i.cancelledBy === viewer ? "you" : otherName}: {i.cancelReason}
        </p>
      )}
      {(i.status === "passed" || i.status === "failed") && i.outcomeNotes && (
        <p className="whitespace-pre-wrap rounded-md bg-muted/60 p-3 text-sm">
          <span className="font-semibold">{INTERVIEW_STATUS_LABELS[i.status]}: </span>
          {i.outcomeNotes}
        </p>
      )}
      {((scheduled && (mayChange || viewer === "expert")) || extra) && (
        <div className="flex flex-wrap gap-2">
          {mayChange && scheduled && !started && (
            <>
              <Button size="sm" variant="outline" onClick={onMove}>
                Move<span className="sr-only"> the interview with {otherName}</span>
              </Button>
              <Button size="sm" variant="ghost" onClick={onCancel}>
                Cancel<span className="sr-only"> the interview with {otherName}</span>
              </Button>
            </>
          )}
          {mayChange && scheduled && started && viewer === "client" && (
            <Button size="sm" variant="accent" onClick={onRecord}>
              Record the outcome<span className="sr-only"> of the interview with {otherName}</span>
            </Button>
          )}
          {scheduled && started && viewer === "expert" && <p className="text-sm text-muted-foreground">Waiting for the client to record the outcome.</p>}
          {extra}
        </div>
      )}
    </article>
  );
}

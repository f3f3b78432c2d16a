// The admin console's vetting queue (Experts tab): experts and candidates awaiting review first,
// the longest waiting first, with what an admin needs to decide, and Approve / Reject with a reason.
import { lazy, Suspense, useId, useRef, useState } from "react";
import { REVIEW_MESSAGES, type TalentReview } from "@shared/contracts/experts";
import { VETTING_STAGE_LABELS, type VettingStage } from "@shared/contracts/vetting";
import { formatDay } from "@/components/admin/format";
import { ADMIN_PAGE_SIZE, EmptyState, ListSkeleton, LoadError, Pager, useClampedOffset, useErrorToast } from "@/components/admin/list-parts";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/icons";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { VettingReport } from "@/components/ui/vetting-report";
import { errorMessage } from "@/lib/api-client";
import { useReviewQueue } from "../api/get-review-queue";
import { useApproveTalent, useDownloadTalentCv } from "../api/review-talent";

const RejectTalentDialog = lazy(() => import("./reject-talent-dialog"));
const RecordVettingDialog = lazy(() => import("./record-vetting-dialog"));

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** How long someone has waited, in whole days (hours on their first day). */
export function waitedFor(since: string, now: Date): string {
  const ms = Math.max(0, now.getTime() - new Date(since).getTime());
  const days = Math.floor(ms / DAY_MS);
  if (days >= 1) return `${days} ${days === 1 ? "day" : "days"}`;
  const hours = Math.floor(ms / HOUR_MS);
  return hours >= 1 ? `${hours} ${hours === 1 ? "hour" : "hours"}` : "less than an hour";
}

type StatusFilter = "" | "pending" | "approved" | "rejected";

const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: "pending", label: "Awaiting review" },
  { value: "", label: "Everyone" },
  { value: "approved", label: "Approved" },
  { value: "rejected", label: "Rejected" },
];

const STATUS: Record<TalentReview["reviewStatus"], { label: string; variant: BadgeVariant }> = {
  pending: { label: "Awaiting review", variant: "warning" },
  approved: { label: "Approved", variant: "success" },
  rejected: { label: "Rejected", variant: "destructive" },
};

export function availabilityText(p: TalentReview): string {
  if (p.availability) {
    const { status, availableFrom, availableTo } = p.availability;
    const until = availableTo ? ` until ${formatDay(availableTo)}` : "";
    return `${status === "available" ? "Available" : "Not available"} from ${formatDay(availableFrom)}${until}`;
  }
  return p.candidateAvailability ?? "Not given";
}

function CvLink({ person }: { person: TalentReview }) {
  const download = useDownloadTalentCv();
  if (!person.cvFilePath) return <span>{person.cvDeletedAt ? `Deleted ${formatDay(person.cvDeletedAt.slice(0, 10))}` : "No CV"}</span>;
  const path = person.cvFilePath;
  return (
    <a
      href={path}
      className="text-accent underline underline-offset-4"
      onClick={(e) => {
        e.preventDefault();
        download.mutate(
          { path, fileName: person.cvFileName },
          { onError: (err) => toast({ variant: "destructive", title: "Download failed", description: errorMessage(err, "The CV could not be downloaded.") }) },
        );
      }}
    >
      {person.cvFileName ?? "CV"} <span className="sr-only">of {person.name}</span>
    </a>
  );
}

function Actions({ person }: { person: TalentReview }) {
  const approve = useApproveTalent();
  const [rejecting, setRejecting] = useState(false);
  const rejectButton = useRef<HTMLButtonElement>(null);
  const onApprove = () =>
    approve.mutate(person.userId, {
      onSuccess: () => toast(REVIEW_MESSAGES.approved),
      onError: (err) => toast({ variant: "destructive", title: REVIEW_MESSAGES.failed.title, description: errorMessage(err, REVIEW_MESSAGES.failed.description) }),
    });
  return (
    <div className="flex flex-wrap gap-2">
      {person.reviewStatus !== "approved" && (
        <Button size="sm" variant="accent" onClick={onApprove} disabled={approve.isPending} aria-label={`Approve ${person.name}`}>
          {approve.isPending && <Spinner />}
          Approve
        </Button>
      )}
      {person.reviewStatus !== "rejected" && (
        <Button ref={rejectButton} size="sm" variant="outline" onClick={() => setRejecting(true)} disabled={approve.isPending} aria-label={`Reject ${person.name}`}>
          Reject
        </Button>
      )}
      {rejecting && (
        <Suspense fallback={null}>
          <RejectTalentDialog person={person} onClose={() => setRejecting(false)} returnFocusTo={rejectButton} />
        </Suspense>
      )}
    </div>
  );
}

/** The six stages with who assessed each and their notes, and a Record button for each stage. */
function Vetting({ person }: { person: TalentReview }) {
  const [recording, setRecording] = useState<VettingStage | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const { vetting } = person;
  return (
    <>
      <VettingReport
        report={vetting}
        title={vetting.missing.length ? `Vetting: still to pass ${vetting.missing.map((s) => VETTING_STAGE_LABELS[s]).join(", ")}` : "Vetting: all six stages passed"}
        toCome="Not recorded"
        renderStage={(stage, recorded) => (
          <>
            {recorded && <span className="block text-xs text-muted-foreground">By {recorded.assessedBy}</span>}
            {recorded?.notes && <span className="block whitespace-pre-wrap text-xs">Notes: {recorded.notes}</span>}
            {stage === "cv" && !vetting.cvOnFile ? (
              <span className="block text-xs text-muted-foreground">No CV on file: upload needed before this stage</span>
            ) : (
              <Button
                size="sm"
                variant="ghost"
                className="h-7 px-2 text-accent"
                aria-label={`Record ${VETTING_STAGE_LABELS[stage]} for ${person.name}`}
                onClick={(e) => {
                  opener.current = e.currentTarget;
                  setRecording(stage);
                }}
              >
                Record
              </Button>
            )}
          </>
        )}
      />
      {recording && (
        <Suspense fallback={null}>
          <RecordVettingDialog person={person} stage={recording} onClose={() => setRecording(null)} returnFocusTo={opener} />
        </Suspense>
      )}
    </>
  );
}

function Person({ person, now }: { person: TalentReview; now: Date }) {
  const status = STATUS[person.reviewStatus];
  const waited = waitedFor(person.waitingSince, now);
  return (
    <li className="min-w-0 rounded-lg border border-border p-4 [overflow-wrap:anywhere]" aria-labelledby={`review-${person.userId}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`review-${person.userId}`} className="font-semibold">
            {person.name} <span className="font-normal text-muted-foreground">#{person.userId}</span>
          </h3>
          <p className="break-all text-sm text-muted-foreground">{person.email}</p>
        </div>
        <Badge variant={status.variant}>{status.label}</Badge>
      </div>
      <dl className="my-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted-foreground">Role</dt>
        <dd>
          {person.role ?? "Not given"} ({person.userType === "expert" ? "expert" : "candidate"})
        </dd>
        <dt className="text-muted-foreground">Skills</dt>
        <dd>{person.skills.length ? person.skills.join(", ") : "None listed"}</dd>
        <dt className="text-muted-foreground">CV</dt>
        <dd>
          <CvLink person={person} />
        </dd>
        <dt className="text-muted-foreground">Availability</dt>
        <dd>{availabilityText(person)}</dd>
        <dt className="text-muted-foreground">{person.reviewStatus === "pending" ? "Waiting" : "Reviewed"}</dt>
        <dd>
          {person.reviewStatus === "pending" || !person.reviewedAt
            ? `${waited} (since ${formatDay(person.waitingSince.slice(0, 10))})`
            : formatDay(person.reviewedAt.slice(0, 10))}
        </dd>
        {person.rejectionReason && (
          <>
            <dt className="text-muted-foreground">Reason</dt>
            <dd className="break-words">{person.rejectionReason}</dd>
          </>
        )}
      </dl>
      <Vetting person={person} />
      <div className="mt-3">
        <Actions person={person} />
      </div>
    </li>
  );
}

export function ReviewQueuePanel() {
  const id = useId();
  const [status, setStatus] = useState<StatusFilter>("pending");
  const [offset, setOffset] = useState(0);
  const queue = useReviewQueue({ status: status || undefined, limit: ADMIN_PAGE_SIZE, offset });
  useErrorToast(queue.error, queue.errorUpdatedAt, "Could not load the vetting queue", "Something went wrong");
  useClampedOffset(offset, queue.data, ADMIN_PAGE_SIZE, setOffset);
  const now = new Date();

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-xl font-semibold">
          {queue.data ? `Vetting queue (${queue.data.total})` : "Vetting queue"}
        </h2>
        <div className="w-full sm:w-56">
          <Label htmlFor={`${id}-status`}>Show</Label>
          <Select
            id={`${id}-status`}
            className="mt-1"
            value={status}
            options={FILTERS}
            onChange={(e) => {
              setStatus(e.target.value as StatusFilter);
              setOffset(0);
            }}
          />
        </div>
      </div>
      {queue.isPending ? (
        <ListSkeleton label="Loading the vetting queue..." />
      ) : queue.isError ? (
        <LoadError what="the vetting queue" onRetry={() => void queue.refetch()} />
      ) : queue.data.items.length === 0 ? (
        <EmptyState>{status === "pending" ? "Nobody is awaiting review." : "Nobody here."}</EmptyState>
      ) : (
        <>
          <ul className="space-y-3" aria-label="Experts and candidates">
            {queue.data.items.map((p) => (
              <Person key={p.userId} person={p} now={now} />
            ))}
          </ul>
          <Pager label="Vetting queue pages" offset={offset} limit={ADMIN_PAGE_SIZE} count={queue.data.items.length} total={queue.data.total} onOffsetChange={setOffset} busy={queue.isFetching} />
        </>
      )}
    </section>
  );
}

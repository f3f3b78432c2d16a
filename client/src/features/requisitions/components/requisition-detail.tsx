// One requisition as its client sees it: the need, the live state and the 14-day clock, and each
// proposed candidate with their profile, the match's reasons and our team's note, to be marked for
// interview, declined with a reason, or pre-booked. The page adds the conversation and booking the
// candidates marked for interview together.
import { useState, type ReactNode } from "react";
import type { Requisition, RequisitionCandidate } from "@shared/contracts/requisitions";
import { formatDollarRate } from "@shared/money";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/icons";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-client";
import { useCloseRequisition } from "../api/close-requisition";
import { useDecideCandidate } from "../api/decide-candidate";
import { progressText, REQUISITION_STATUS_STYLES } from "../lib/format";
import { VettingReport } from "@/components/ui/vetting-report";
import { CandidateReasons } from "./candidate-reasons";
import { DeclineDialog } from "./decline-dialog";
import { ReplacementNote } from "./replacement-note";
import { ShortlistClock } from "./shortlist-clock";
import { formatDay } from "@shared/calendar";

export interface RequisitionDetailProps {
  requisition: Requisition;
  /** 'Pre-book' on a candidate: the page opens the pre-booking dialog for them. */
  onPreBook: (candidate: RequisitionCandidate) => void;
  /** Shown under the candidates (booking those marked for interview together). */
  children?: ReactNode;
  /** More actions on a candidate's card (scheduling an interview with one marked for it). */
  renderCandidateActions?: (candidate: RequisitionCandidate) => ReactNode;
  /** 'Edit need', offered while the need may still be restated (open, no candidate yet). */
  onEdit?: () => void;
  /** What the member's role lets them do here (the page reads it from their company): no button shows that would be refused. */
  may: RequisitionMay;
}

export interface RequisitionMay {
  /** Edit the need or close the search. */
  changeNeed: boolean;
  /** Mark a candidate for interview or decline them. */
  answer: boolean;
  /** Pre-book a candidate. */
  preBook: boolean;
}

const BOOKING_LABELS: Record<string, string> = { pending: "Pre-booking requested", confirmed: "Booked", declined: "Pre-booking declined", completed: "Engagement completed" };

export function RequisitionDetail({ requisition: r, onPreBook, children, renderCandidateActions, onEdit, may }: RequisitionDetailProps) {
  // The client's page: its moments in their own zone.
  const timeZone = r.clientTimeZone;
  const decide = useDecideCandidate();
  const close = useCloseRequisition();
  const [declining, setDeclining] = useState<RequisitionCandidate | null>(null);
  const [declineError, setDeclineError] = useState<string | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const { searching } = r;
  const status = REQUISITION_STATUS_STYLES[r.status];

  const answer = async (c: RequisitionCandidate, decision: "interview" | "declined", reason?: string) => {
    try {
      await decide.mutateAsync({ requisitionId: r.id, expertId: c.expertId, decision, reason });
      toast({ title: decision === "interview" ? "Marked for interview" : "Candidate declined", description: decision === "interview" ? `We will arrange the interview with ${c.expert.name}.` : `Thank you: our team has your reason.` });
      setDeclining(null);
    } catch (err) {
      if (decision === "declined") setDeclineError(fieldErrors(err).reason ?? errorMessage(err, "Could not decline the candidate."));
      else toast({ title: "Could not save your answer", description: errorMessage(err, "Something went wrong. Please try again."), variant: "destructive" });
    }
  };

  const need: [string, string][] = [
    ["Must-have", r.mustHave.join(", ")],
    ["Nice-to-have", r.niceToHave.length ? r.niceToHave.join(", ") : "—"],
    ["Budget", r.maxRate === null ? "Any rate" : `Up to ${formatDollarRate(r.maxRate)}`],
    ["Start", `${formatDay(r.startDate)}, ${r.weeks} ${r.weeks === 1 ? "week" : "weeks"}`],
    ["People", String(r.headcount)],
    ["Working day", `${r.workStart}–${r.workEnd} ${r.timeZone}, at least ${r.minOverlapHours} h shared`],
    ...(searching ? [["Who fits now", r.fitCount === 1 ? "1 expert passes every filter" : `${r.fitCount} experts pass every filter`] as [string, string]] : []),
  ];

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="requisition-state" className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5 shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="requisition-state" className="text-lg font-semibold">
            The search
          </h2>
          <Badge variant={status.variant} aria-live="polite">
            <span className="sr-only">Status: </span>
            {status.label}
          </Badge>
        </div>
        {r.replacementOf && <ReplacementNote of={r.replacementOf} timeZone={timeZone} />}
        <ShortlistClock requisition={r} timeZone={timeZone} />
        <p className="text-sm">{progressText(r)}</p>
        {r.status === "overdue" && (
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-950">The 14 days have passed without a full shortlist. We keep searching, free of charge, and tell you as each candidate is proposed.</p>
        )}
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {need.map(([term, detail]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd>{detail}</dd>
            </div>
          ))}
        </dl>
        {r.notes && <p className="whitespace-pre-wrap text-sm text-muted-foreground">{r.notes}</p>}
        {may.changeNeed && (searching || (r.editable && onEdit)) && (
          <div className="flex flex-wrap gap-2">
            {r.editable && onEdit && (
              <Button variant="outline" size="sm" onClick={onEdit}>
                Edit need
              </Button>
            )}
            {searching && (
              <Button variant="outline" size="sm" onClick={() => setConfirmClose(true)}>
                Close this search
              </Button>
            )}
          </div>
        )}
      </section>

      <section aria-labelledby="requisition-candidates" className="flex flex-col gap-4">
        <h2 id="requisition-candidates" className="text-xl font-semibold">
          Candidates
        </h2>
        {r.candidates.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-5 text-muted-foreground" role="status">
            {searching ? "Our team is searching. Candidates appear here as they are proposed, and you are told at once." : "No candidates were proposed."}
          </p>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {r.candidates.map((c) => (
              <li key={c.expertId} id={`candidate-${c.expertId}`} className="scroll-mt-24">
                <CandidateCard
                  candidate={c}
                  maxRate={r.maxRate}
                  searching={searching}
                  may={may}
                  busy={decide.isPending && decide.variables?.expertId === c.expertId}
                  onInterview={() => void answer(c, "interview")}
                  onDecline={() => {
                    setDeclineError(null);
                    setDeclining(c);
                  }}
                  onPreBook={() => onPreBook(c)}
                  extraActions={renderCandidateActions?.(c)}
                />
              </li>
            ))}
          </ul>
        )}
        {children}
      </section>

      <DeclineDialog
        name={declining?.expert.name ?? null}
        pending={decide.isPending}
        error={declineError}
        onDecline={(reason) => declining && void answer(declining, "declined", reason)}
        onOpenChange={(open) => !open && setDeclining(null)}
      />
      <Dialog open={confirmClose} onOpenChange={setConfirmClose}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Close this search?</DialogTitle>
            <DialogDescription>We stop looking for &ldquo;{r.title}&rdquo;. Bookings you made stay as they are.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirmClose(false)} disabled={close.isPending}>
              Keep searching
            </Button>
            <Button
              variant="destructive"
              disabled={close.isPending}
              onClick={() =>
                close.mutate(r.id, {
                  onSuccess: () => {
                    setConfirmClose(false);
                    toast({ title: "Search closed" });
                  },
                  onError: (err) => toast({ title: "Could not close the search", description: errorMessage(err, "Something went wrong. Please try again."), variant: "destructive" }),
                })
              }
            >
              {close.isPending && <Spinner />}
              Close the search
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

interface CandidateCardProps {
  candidate: RequisitionCandidate;
  maxRate: number | null;
  searching: boolean;
  may: Omit<RequisitionMay, "changeNeed">;
  busy: boolean;
  onInterview: () => void;
  onDecline: () => void;
  onPreBook: () => void;
  extraActions?: ReactNode;
}

function CandidateCard({ candidate: c, maxRate, searching, may, busy, onInterview, onDecline, onPreBook, extraActions }: CandidateCardProps) {
  const e = c.expert;
  const headingId = `candidate-${c.expertId}-name`;
  const booked = c.booking && c.booking.status !== "declined";
  const offered = may.answer || (may.preBook && !booked) || Boolean(extraActions);
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col gap-4 rounded-lg border border-border bg-card p-4 shadow-sm sm:p-5" data-testid="candidate">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold leading-tight">
            {e.name}
          </h3>
          <p className="text-sm text-muted-foreground">
            {e.role} · {e.yearsExperience}+ years · {e.timeZone.replace(/_/g, " ")}
          </p>
        </div>
        {c.decision === "interview" && <Badge variant="success">For interview</Badge>}
        {c.decision === "declined" && <Badge variant="neutral">Declined</Badge>}
        {c.decision === null && <Badge variant="accent">New</Badge>}
      </div>
      {e.bio && <p className="line-clamp-3 text-sm text-muted-foreground">{e.bio}</p>}
      <CandidateReasons reasons={c.reasons} hourlyRate={e.hourlyRate} maxRate={maxRate} />
      {e.vetting && <VettingReport report={e.vetting} />}
      <blockquote className="border-l-4 border-accent bg-muted/60 px-3 py-2 text-sm">
        <p className="text-xs font-semibold text-muted-foreground">Why we propose them</p>
        <p className="whitespace-pre-wrap">{c.note}</p>
      </blockquote>
      {c.decision === "declined" && c.declineReason && <p className="text-sm text-muted-foreground">You declined: {c.declineReason}</p>}
      {c.booking && <p className="text-sm font-medium">{BOOKING_LABELS[c.booking.status] ?? c.booking.status}: {formatDay(c.booking.startDate)} to {formatDay(c.booking.endDate)}</p>}
      {searching && c.decision !== "declined" && offered && (
        <div className="mt-auto flex flex-wrap gap-2">
          {may.answer && c.decision !== "interview" && (
            <Button size="sm" variant="accent" onClick={onInterview} disabled={busy}>
              {busy && <Spinner />}
              Mark for interview<span className="sr-only">: {e.name}</span>
            </Button>
          )}
          {may.preBook && !booked && (
            <Button size="sm" variant="outline" onClick={onPreBook} aria-label={`Pre-book ${e.name}`}>
              Pre-book
            </Button>
          )}
          {extraActions}
          {may.answer && (
            <Button size="sm" variant="ghost" onClick={onDecline} aria-label={`Decline ${e.name}`}>
              Decline
            </Button>
          )}
        </div>
      )}
    </article>
  );
}

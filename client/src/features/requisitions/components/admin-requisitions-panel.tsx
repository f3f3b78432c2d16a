// The console's Requisitions tab: the queue of needs being searched for (overdue first and marked,
// then by days left), and one requisition at a time with the match's ranked suggestions for it, each
// proposed with a note in one step. An expert who fails the need's hard filters is refused with the
// reasons. The page adds the conversation with the client.
import { useId, useState, type ReactNode } from "react";
import type { MatchResult } from "@shared/contracts/match";
import { candidateRefusalAnswer, type CandidateRefusal, type Requisition, type RequisitionSummary } from "@shared/contracts/requisitions";
import { formatDollarRate } from "@shared/money";
import { DataTable, type Column } from "@/components/admin/data-table";
import { ADMIN_PAGE_SIZE, EmptyState, ListSkeleton, LoadError, Pager, useClampedOffset } from "@/components/admin/list-parts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { ArrowLeftIcon, Spinner } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorDetails, errorMessage, fieldErrors } from "@/lib/api-client";
import { useRequisition } from "../api/get-requisition";
import { useRequisitionQueue } from "../api/get-requisition-queue";
import { useSuggestions } from "../api/get-suggestions";
import type { RequisitionFilter } from "../api/keys";
import { useProposeCandidate } from "../api/propose-candidate";
import { progressText, REQUISITION_STATUS_STYLES } from "../lib/format";
import { CandidateReasons } from "./candidate-reasons";
import { ReplacementNote } from "./replacement-note";
import { RequisitionFigures } from "./requisition-figures";
import { ShortlistClock } from "./shortlist-clock";
import { formatDay } from "@shared/calendar";
import { formatMoment } from "@/lib/calendar-date";

export interface AdminRequisitionsPanelProps {
  /** The conversation with the requisition's client (the threads feature, from the page). */
  renderConversation?: (requisitionId: number) => ReactNode;
}

export function AdminRequisitionsPanel({ renderConversation }: AdminRequisitionsPanelProps) {
  const [selected, setSelected] = useState<number | null>(null);
  if (selected !== null) return <AdminRequisition id={selected} onBack={() => setSelected(null)} renderConversation={renderConversation} />;
  return (
    <div className="space-y-8">
      <RequisitionFigures />
      <Queue onOpen={setSelected} />
    </div>
  );
}

const FILTERS: { value: RequisitionFilter; label: string }[] = [
  { value: "active", label: "Being searched (open and overdue)" },
  { value: "all", label: "All" },
  ...(["open", "overdue", "shortlisted", "filled", "closed"] as const).map((s) => ({ value: s, label: REQUISITION_STATUS_STYLES[s].label })),
];

function Queue({ onOpen }: { onOpen: (id: number) => void }) {
  const id = useId();
  const [status, setStatus] = useState<RequisitionFilter>("active");
  const [offset, setOffset] = useState(0);
  const queue = useRequisitionQueue({ status, limit: ADMIN_PAGE_SIZE, offset });
  useClampedOffset(offset, queue.data, ADMIN_PAGE_SIZE, setOffset);
  const columns: Column<RequisitionSummary>[] = [
    {
      key: "clock",
      label: "Deadline",
      cell: (r) => (
        <div className="flex flex-col gap-1">
          <Badge variant={REQUISITION_STATUS_STYLES[r.status].variant} className="self-start">
            {REQUISITION_STATUS_STYLES[r.status].label}
          </Badge>
          <span className={r.missedGuarantee ? "font-semibold text-amber-800" : undefined}>{r.clock.text}</span>
        </div>
      ),
    },
    {
      key: "role",
      label: "Role",
      cell: (r) => (
        <div>
          <p className="font-medium">{r.title}</p>
          <p className="text-muted-foreground">{r.mustHave.join(", ")}</p>
        </div>
      ),
    },
    { key: "client", label: "Client", cell: (r) => (r.companyName ? `${r.clientName} (${r.companyName})` : r.clientName) },
    { key: "progress", label: "Candidates", cell: (r) => progressText(r) },
    {
      key: "open",
      label: "Actions",
      hideLabel: true,
      cell: (r) => (
        <Button size="sm" variant="outline" onClick={() => onOpen(r.id)} aria-label={`Open ${r.title}`}>
          Open
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Requisitions
        </h2>
        <FormField label="Show" id={`${id}-filter`} className="w-full sm:w-72">
          <Select
            value={status}
            options={FILTERS}
            onChange={(e) => {
              setStatus(e.target.value as RequisitionFilter);
              setOffset(0);
            }}
          />
        </FormField>
      </div>
      {queue.isPending ? (
        <ListSkeleton label="Loading requisitions..." />
      ) : queue.isError ? (
        <LoadError what="the requisitions" onRetry={() => void queue.refetch()} />
      ) : queue.data.items.length === 0 ? (
        <EmptyState>{status === "active" ? "Nothing to search for right now: every requisition has its shortlist." : "No requisitions here."}</EmptyState>
      ) : (
        <>
          <DataTable caption="Requisitions, overdue first, then by days left" columns={columns} rows={queue.data.items} rowKey={(r) => r.id} />
          <Pager offset={offset} limit={ADMIN_PAGE_SIZE} count={queue.data.items.length} total={queue.data.total} onOffsetChange={setOffset} label="Requisition pages" busy={queue.isFetching} />
        </>
      )}
    </section>
  );
}

function AdminRequisition({ id, onBack, renderConversation }: { id: number; onBack: () => void; renderConversation?: (id: number) => ReactNode }) {
  const requisition = useRequisition(id, { asAdmin: true });
  return (
    <div className="space-y-6">
      <Button variant="ghost" size="sm" onClick={onBack}>
        <ArrowLeftIcon className="h-4 w-4" />
        Back to the queue
      </Button>
      {requisition.isPending ? (
        <ListSkeleton label="Loading the requisition..." rows={2} />
      ) : requisition.isError ? (
        <LoadError what="the requisition" onRetry={() => void requisition.refetch()} />
      ) : (
        <>
          <Summary r={requisition.data} />
          <Candidates r={requisition.data} />
          <Suggestions r={requisition.data} />
          {renderConversation?.(id)}
        </>
      )}
    </div>
  );
}

function Summary({ r }: { r: Requisition }) {
  const status = REQUISITION_STATUS_STYLES[r.status];
  return (
    <section aria-labelledby="admin-requisition-title" className="space-y-3 rounded-lg border border-border bg-card p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="admin-requisition-title" className="text-xl font-semibold">
            {r.title}
          </h2>
          <p className="text-sm text-muted-foreground">
            {r.companyName ? `${r.clientName} (${r.companyName})` : r.clientName} · submitted {formatMoment(r.submittedAt)}
          </p>
        </div>
        <Badge variant={status.variant}>{status.label}</Badge>
      </div>
      {r.replacementOf && <ReplacementNote of={r.replacementOf} />}
      <ShortlistClock requisition={r} />
      <p className="text-sm">{progressText(r)}</p>
      <p className="text-sm">
        {r.headcount === 1 ? "1 person" : `${r.headcount} people`} · must have {r.mustHave.join(", ")}
        {r.niceToHave.length > 0 && `; nice to have ${r.niceToHave.join(", ")}`} · {r.maxRate === null ? "any rate" : `up to ${formatDollarRate(r.maxRate)}`} · from{" "}
        {formatDay(r.startDate)} for {r.weeks} weeks · {r.workStart}–{r.workEnd} {r.timeZone}, {r.minOverlapHours} h shared
      </p>
      {r.notes && <p className="whitespace-pre-wrap text-sm text-muted-foreground">{r.notes}</p>}
    </section>
  );
}

function Candidates({ r }: { r: Requisition }) {
  return (
    <section aria-labelledby="admin-requisition-candidates" className="space-y-3">
      <h3 id="admin-requisition-candidates" className="text-lg font-semibold">
        Proposed ({r.candidates.length} of {r.shortlistSize})
      </h3>
      {r.candidates.length === 0 ? (
        <EmptyState>Nobody proposed yet.</EmptyState>
      ) : (
        <ul className="space-y-2">
          {r.candidates.map((c) => (
            <li key={c.expertId} className="rounded-lg border border-border p-3 text-sm">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{c.expert.name}</span>
                <span className="text-muted-foreground">{c.expert.role}</span>
                {c.decision === "interview" && <Badge variant="success">For interview</Badge>}
                {c.decision === "declined" && <Badge variant="neutral">Declined</Badge>}
                {c.decision === null && <Badge variant="accent">Awaiting the client</Badge>}
                {c.booking && <Badge variant="outline">Booking {c.booking.status}</Badge>}
              </p>
              <p className="mt-1 text-muted-foreground">Note: {c.note}</p>
              {c.declineReason && <p className="mt-1">Client&apos;s reason: {c.declineReason}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The refusal's reasons, when the answer is the match refusing the expert. */
function refusalsOf(err: unknown): CandidateRefusal[] {
  if (!(err instanceof ApiError) || err.status !== 409) return [];
  return (errorDetails(err) ?? []).flatMap((d) => candidateRefusalAnswer.safeParse(d).data ?? []);
}

/** A first note for the client, from the match's reasons; the admin edits it before proposing. */
export function draftNote(result: MatchResult): string {
  const parts = [`Has ${result.reasons.matchedSkills.join(", ")}`, `${result.yearsExperience}+ years as ${result.role}`, `shares at least ${result.reasons.overlapHours} h of your day`];
  return `${parts.join("; ")}.`;
}

function Suggestions({ r }: { r: Requisition }) {
  const suggestions = useSuggestions(r.id);
  const proposed = new Set(r.candidates.map((c) => c.expertId));
  return (
    <section aria-labelledby="admin-requisition-suggestions" className="space-y-3">
      <h3 id="admin-requisition-suggestions" className="text-lg font-semibold">
        Suggestions from the match
      </h3>
      {!r.searching ? (
        <p className="text-sm text-muted-foreground">This requisition is {REQUISITION_STATUS_STYLES[r.status].label.toLowerCase()}: no more candidates are proposed.</p>
      ) : suggestions.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading suggestions" className="space-y-3">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : suggestions.isError ? (
        <LoadError what="the suggestions" onRetry={() => void suggestions.refetch()} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {suggestions.data.total} {suggestions.data.total === 1 ? "expert passes" : "experts pass"} every hard filter; the best first.
          </p>
          {suggestions.data.results.length === 0 ? (
            <EmptyState>No expert fits every hard filter of this need yet.</EmptyState>
          ) : (
            <ol className="space-y-3">
              {suggestions.data.results.map((s, i) => (
                <li key={s.userId}>
                  <Suggestion rank={i + 1} result={s} requisition={r} alreadyProposed={proposed.has(s.userId)} />
                </li>
              ))}
            </ol>
          )}
          <ProposeById requisition={r} />
        </>
      )}
    </section>
  );
}

function ProposeForm({ requisition, expertId, name, initialNote, label }: { requisition: Requisition; expertId: number | null; name: string; initialNote: string; label: ReactNode }) {
  const id = useId();
  const propose = useProposeCandidate();
  const [note, setNote] = useState(initialNote);
  const [problem, setProblem] = useState<{ message: string; refusals: CandidateRefusal[] } | null>(null);
  const submit = async () => {
    if (expertId === null) return;
    setProblem(null);
    try {
      await propose.mutateAsync({ requisitionId: requisition.id, expertId, note });
      toast({ title: "Candidate proposed", description: `${name} is proposed; the client is told at once.` });
    } catch (err) {
      const refusals = refusalsOf(err);
      setProblem({ message: fieldErrors(err).note ?? errorMessage(err, "Could not propose the candidate."), refusals });
    }
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-2"
    >
      <FormField label={<>Note for the client{label}</>} id={`${id}-note`}>
        <Textarea rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
      </FormField>
      {problem && (
        <div role="alert" className="rounded-md border border-destructive/40 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">{problem.refusals.length ? `${name} cannot be proposed: they fail the need's hard filters.` : problem.message}</p>
          {problem.refusals.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {problem.refusals.map((x) => (
                <li key={x.filter}>{x.message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <Button type="submit" size="sm" variant="accent" className="self-start" disabled={propose.isPending || expertId === null} aria-label={`Propose ${name}`}>
        {propose.isPending && <Spinner />}
        Propose
      </Button>
    </form>
  );
}

function Suggestion({ rank, result, requisition, alreadyProposed }: { rank: number; result: MatchResult; requisition: Requisition; alreadyProposed: boolean }) {
  return (
    <article aria-labelledby={`suggestion-${result.userId}`} className="space-y-3 rounded-lg border border-border bg-card p-4 shadow-sm" data-testid="suggestion">
      <div className="flex items-start gap-3">
        <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-navy-900 text-xs font-bold text-white" aria-label={`Rank ${rank}`}>
          {rank}
        </span>
        <div className="min-w-0 flex-1">
          <h4 id={`suggestion-${result.userId}`} className="font-semibold leading-tight">
            {result.name}
          </h4>
          <p className="text-sm text-muted-foreground">
            {result.role} · {result.yearsExperience}+ years · {result.timeZone.replace(/_/g, " ")} {result.workStart}–{result.workEnd}
          </p>
        </div>
        <Badge variant="accent">{Math.round(result.score * 100)}% fit</Badge>
      </div>
      <CandidateReasons reasons={result.reasons} hourlyRate={result.hourlyRate} maxRate={requisition.maxRate} />
      {alreadyProposed ? (
        <p className="text-sm font-medium text-green-800">Proposed</p>
      ) : (
        <ProposeForm requisition={requisition} expertId={result.userId} name={result.name} initialNote={draftNote(result)} label={<span className="sr-only"> about {result.name}</span>} />
      )}
    </article>
  );
}

/** An expert the suggestions do not show (a name the admin knows): their user id, checked against the need's hard filters. */
function ProposeById({ requisition }: { requisition: Requisition }) {
  const id = useId();
  const [expertId, setExpertId] = useState("");
  const parsed = /^\d+$/.test(expertId.trim()) ? Number(expertId.trim()) : null;
  return (
    <details className="rounded-lg border border-border p-4">
      <summary className="cursor-pointer text-sm font-medium">Propose another expert by id</summary>
      <div className="mt-3 space-y-3">
        <FormField label="Expert id" id={`${id}-expert`} hint="As the Experts tab shows it.">
          <Input inputMode="numeric" value={expertId} onChange={(e) => setExpertId(e.target.value)} className="max-w-40" />
        </FormField>
        <ProposeForm requisition={requisition} expertId={parsed} name={`Expert ${expertId.trim() || "?"}`} initialNote="" label={<span className="sr-only"> about the expert with that id</span>} />
      </div>
    </details>
  );
}

// The admin console's Candidates tab: uploaded profiles with their CV and a way to make the candidate an active expert.
import { useState } from "react";
import type { ActivatedExpert, AdminCandidate } from "@shared/contracts/candidates";
import { formatWholeRand } from "@shared/money";
import { formatDay } from "@/components/admin/format";
import { ADMIN_PAGE_SIZE, EmptyState, ListSkeleton, LoadError, Pager, useClampedOffset, useErrorToast } from "@/components/admin/list-parts";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { SkillChips } from "@/components/ui/skill-chips";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useActivateCandidate } from "../api/activate-candidate";
import { useDownloadCv } from "../api/download-cv";
import { useAdminCandidates } from "../api/get-admin-candidates";

export interface AdminCandidatesPanelProps {
  /** Runs when a candidate became an expert, to refresh the lists that show experts. */
  onExpertActivated?: (expert: ActivatedExpert["expert"]) => void;
}

function Fact({ label, value }: { label: string; value: string | number | null | undefined }) {
  if (value === null || value === undefined || value === "") return null;
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

function CandidateCard({ candidate, onExpertActivated }: { candidate: AdminCandidate } & AdminCandidatesPanelProps) {
  const mutation = useActivateCandidate(onExpertActivated);
  const download = useDownloadCv({ asAdmin: true });
  const isExpert = candidate.account.userType === "expert";
  const activate = () =>
    mutation.mutate(candidate.id, {
      onSuccess: ({ expert }) => toast({ title: "Expert activated", description: `${expert.name} is now an active expert clients can find.` }),
      onError: (err) => toast({ variant: "destructive", title: "Activation failed", description: errorMessage(err, "Failed to activate the expert") }),
    });
  return (
    <li className="rounded-lg border border-border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold">
            {candidate.name} <span className="font-normal text-muted-foreground">· {candidate.role}</span>
          </h3>
          <p className="break-all text-sm text-muted-foreground">{candidate.account.email}</p>
        </div>
        <Badge variant={isExpert ? "accent" : "neutral"}>{isExpert ? "Expert account" : "Candidate"}</Badge>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <Fact label="Experience" value={candidate.yearsExperience == null ? null : `${candidate.yearsExperience} years`} />
        <Fact label="Location" value={candidate.location} />
        <Fact label="Availability" value={candidate.availability} />
        <Fact label="Expected salary" value={candidate.expectedSalary == null ? null : `${formatWholeRand(candidate.expectedSalary)} / month`} />
        <Fact label="Project type" value={candidate.preferredProjectType} />
        <Fact label="Updated" value={formatDay(candidate.updatedAt)} />
      </dl>
      <SkillChips skills={candidate.skills} label={`${candidate.name}'s skills`} className="mt-3" />
      <div className="mt-4 flex flex-wrap gap-2">
        {candidate.cvFilePath ? (
          <Button
            size="sm"
            variant="outline"
            disabled={download.isPending}
            aria-label={`Download CV of ${candidate.name}`}
            onClick={() =>
              download.mutate(
                { path: candidate.cvFilePath!, fileName: candidate.cvFileName },
                { onError: (err) => toast({ variant: "destructive", title: "Download failed", description: errorMessage(err, "Could not download the CV") }) },
              )
            }
          >
            Download CV
          </Button>
        ) : (
          <span className="self-center text-sm text-muted-foreground">No CV uploaded</span>
        )}
        {candidate.linkedinProfileUrl && (
          <a href={candidate.linkedinProfileUrl} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: "ghost", size: "sm" })}>
            LinkedIn<span className="sr-only"> profile of {candidate.name} (opens in a new tab)</span>
          </a>
        )}
        <Button size="sm" variant="accent" onClick={activate} disabled={mutation.isPending} aria-label={`Activate as expert: ${candidate.name}`}>
          Activate as expert
        </Button>
      </div>
    </li>
  );
}

export function AdminCandidatesPanel({ onExpertActivated }: AdminCandidatesPanelProps) {
  const [offset, setOffset] = useState(0);
  const candidates = useAdminCandidates({ limit: ADMIN_PAGE_SIZE, offset });
  useErrorToast(candidates.error, candidates.errorUpdatedAt, "Could not load candidates", "Something went wrong");
  useClampedOffset(offset, candidates.data, ADMIN_PAGE_SIZE, setOffset);

  return (
    <section aria-labelledby="admin-candidates-heading" className="space-y-4">
      <h2 id="admin-candidates-heading" className="text-xl font-semibold">
        Candidates
      </h2>
      {candidates.isPending ? (
        <ListSkeleton label="Loading candidates..." />
      ) : candidates.isError ? (
        <LoadError what="candidates" onRetry={() => void candidates.refetch()} />
      ) : candidates.data.items.length === 0 ? (
        <EmptyState>No candidate profiles yet</EmptyState>
      ) : (
        <>
          <ul className="space-y-3">
            {candidates.data.items.map((c) => (
              <CandidateCard key={c.id} candidate={c} onExpertActivated={onExpertActivated} />
            ))}
          </ul>
          <Pager label="Candidate pages" offset={offset} limit={ADMIN_PAGE_SIZE} count={candidates.data.items.length} total={candidates.data.total} capped={candidates.data.capped} onOffsetChange={setOffset} busy={candidates.isFetching} />
        </>
      )}
    </section>
  );
}

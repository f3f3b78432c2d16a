// The console's engagements: how many are in each status, and the list of one status a page at a time;
// one engagement opened shows its facts, its terms and acceptances and the admin's change of the terms.
// The page adds what other features show of it (timesheets, the conversation).
import { useId, useState, type ReactNode } from "react";
import { ENGAGEMENT_STATUSES, type EngagementStatus } from "@shared/constants";
import { type Engagement, type EngagementDetail } from "@shared/contracts/engagements";
import { DataTable, type Column } from "@/components/admin/data-table";
import { ADMIN_PAGE_SIZE, EmptyState, ListSkeleton, LoadError, Pager, useClampedOffset } from "@/components/admin/list-parts";
import { formatCents } from "@shared/money";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { ArrowLeftIcon } from "@/components/ui/icons";
import { Select } from "@/components/ui/select";
import { useAdminEngagements, useEngagementCounts } from "../api/get-admin-engagements";
import { useEngagement } from "../api/get-engagement";
import type { EngagementFilter } from "../api/keys";
import { ENGAGEMENT_STATUS_STYLES } from "../lib/format";
import { ChangeTermsForm } from "./change-terms-form";
import { EngagementSummary } from "./engagement-summary";
import { EngagementTerms } from "./engagement-terms";
import { formatDay } from "@shared/calendar";

const FILTERS: { value: EngagementFilter; label: string }[] = [
  { value: "all", label: "All" },
  ...ENGAGEMENT_STATUSES.map((s) => ({ value: s, label: ENGAGEMENT_STATUS_STYLES[s].label })),
];

function Counts({ onPick }: { onPick: (status: EngagementStatus) => void }) {
  const counts = useEngagementCounts();
  if (counts.isPending) return <ListSkeleton label="Loading the counts..." rows={1} />;
  if (counts.isError) return <LoadError what="the counts" onRetry={() => void counts.refetch()} />;
  return (
    <ul className="grid gap-3 sm:grid-cols-3" aria-label="Engagements by status">
      {ENGAGEMENT_STATUSES.map((s) => (
        <li key={s}>
          <button
            type="button"
            onClick={() => onPick(s)}
            className="flex w-full flex-col items-start rounded-lg border border-border p-4 text-left hover:border-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span className="text-sm text-muted-foreground">{ENGAGEMENT_STATUS_STYLES[s].label}</span>
            <span className="text-2xl font-bold">{counts.data[s]}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function AdminEngagementsList({ onOpen }: { onOpen: (id: number) => void }) {
  const id = useId();
  const [status, setStatus] = useState<EngagementFilter>("awaiting_acceptance");
  const [offset, setOffset] = useState(0);
  const list = useAdminEngagements({ status, limit: ADMIN_PAGE_SIZE, offset });
  useClampedOffset(offset, list.data, ADMIN_PAGE_SIZE, setOffset);
  const pick = (s: EngagementFilter) => {
    setStatus(s);
    setOffset(0);
  };

  const columns: Column<Engagement>[] = [
    {
      key: "status",
      label: "Status",
      cell: (e) => <Badge variant={ENGAGEMENT_STATUS_STYLES[e.status].variant}>{ENGAGEMENT_STATUS_STYLES[e.status].label}</Badge>,
    },
    { key: "client", label: "Client", cell: (e) => (e.client.companyName ? `${e.client.name} (${e.client.companyName})` : e.client.name) },
    { key: "expert", label: "Expert", cell: (e) => e.expert.name },
    { key: "dates", label: "Dates", cell: (e) => `${formatDay(e.startDate)} to ${formatDay(e.endDate)}` },
    { key: "rate", label: "Rate", cell: (e) => `${formatCents(e.hourlyRateCents)} an hour` },
    {
      key: "open",
      label: "Actions",
      hideLabel: true,
      cell: (e) => (
        <Button size="sm" variant="outline" onClick={() => onOpen(e.id)} aria-label={`Open engagement ${e.id}`}>
          Open
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Engagements
      </h2>
      <Counts onPick={pick} />
      <FormField label="Show" id={`${id}-filter`} className="w-full sm:w-72">
        <Select value={status} options={FILTERS} onChange={(event) => pick(event.target.value as EngagementFilter)} />
      </FormField>
      {list.isPending ? (
        <ListSkeleton label="Loading engagements..." />
      ) : list.isError ? (
        <LoadError what="the engagements" onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState>No engagements here.</EmptyState>
      ) : (
        <>
          <DataTable caption="Engagements, the latest start first" columns={columns} rows={list.data.items} rowKey={(e) => e.id} />
          <Pager offset={offset} limit={ADMIN_PAGE_SIZE} count={list.data.items.length} total={list.data.total} onOffsetChange={setOffset} label="Engagement pages" busy={list.isFetching} />
        </>
      )}
    </section>
  );
}

export interface AdminEngagementProps {
  id: number;
  onBack: () => void;
  /** What other features show of it (the timesheets, the conversation), from the page. */
  renderMore?: (engagement: EngagementDetail) => ReactNode;
}

export function AdminEngagement({ id, onBack, renderMore }: AdminEngagementProps) {
  const engagement = useEngagement(id, { asAdmin: true });
  return (
    <div className="space-y-6">
      <Button variant="ghost" size="sm" onClick={onBack}>
        <ArrowLeftIcon className="h-4 w-4" />
        Back to the engagements
      </Button>
      {engagement.isPending ? (
        <ListSkeleton label="Loading the engagement..." rows={2} />
      ) : engagement.isError ? (
        <LoadError what="the engagement" onRetry={() => void engagement.refetch()} />
      ) : (
        <>
          <EngagementSummary engagement={engagement.data} />
          <ChangeTermsForm key={`${engagement.data.id}-${engagement.data.termsVersion}`} engagement={engagement.data} />
          <EngagementTerms engagement={engagement.data} />
          {renderMore?.(engagement.data)}
        </>
      )}
    </div>
  );
}

// The admin console's Experts tab: the vetting queue, then every expert, active or not, with the
// admin's Activate / Deactivate toggle (activating also approves: see docs/decisions/040).
import { useId, useState } from "react";
import { EXPERT_MESSAGES, type Expert } from "@shared/contracts/experts";
import { DataTable, type Column } from "@/components/admin/data-table";
import { formatRate } from "@/components/admin/format";
import { ADMIN_PAGE_SIZE, EmptyState, ListSkeleton, LoadError, Pager, useClampedOffset, useDebouncedSearch, useErrorToast } from "@/components/admin/list-parts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useAdminExperts } from "../api/get-admin-experts";
import { useSetExpertActive } from "../api/set-expert-active";
import { ReviewQueuePanel } from "./review-queue-panel";

function ToggleButton({ expert }: { expert: Expert }) {
  const mutation = useSetExpertActive();
  const busy = mutation.isPending;
  const next = !expert.isActive;
  const onClick = () =>
    mutation.mutate(
      { userId: expert.userId, isActive: next },
      {
        onSuccess: () => toast(EXPERT_MESSAGES.expertUpdated),
        // The server's reason when it gives one (e.g. an address not verified yet), else SPEC's words.
        onError: (err) =>
          toast({
            variant: "destructive",
            title: EXPERT_MESSAGES.expertUpdateFailed.title,
            description: errorMessage(err, EXPERT_MESSAGES.expertUpdateFailed.description),
          }),
      },
    );
  return (
    <Button size="sm" variant={expert.isActive ? "outline" : "accent"} onClick={onClick} disabled={busy} aria-label={`${next ? "Activate" : "Deactivate"} ${expert.name}`}>
      {next ? "Activate" : "Deactivate"}
    </Button>
  );
}

const columns: Column<Expert>[] = [
  {
    key: "name",
    label: "Name",
    cell: (e) => (
      <span className="font-medium text-foreground">
        {e.name} <span className="font-normal text-muted-foreground">#{e.userId}</span>
      </span>
    ),
  },
  { key: "role", label: "Role", cell: (e) => e.role },
  { key: "rate", label: "Rate", cell: (e) => formatRate(e.hourlyRate) },
  {
    key: "state",
    label: "Status",
    cell: (e) => <Badge variant={e.isActive ? "success" : "neutral"}>{e.isActive ? "Active" : "Inactive"}</Badge>,
  },
  { key: "actions", label: "Actions", hideLabel: true, cell: (e) => <ToggleButton expert={e} />, className: "md:text-right" },
];

export function AdminExpertsPanel() {
  const id = useId();
  const [offset, setOffset] = useState(0);
  const [text, setText] = useState("");
  const q = useDebouncedSearch(text, () => setOffset(0));
  const experts = useAdminExperts({ q, limit: ADMIN_PAGE_SIZE, offset });
  useErrorToast(experts.error, experts.errorUpdatedAt, "Could not load experts", "Something went wrong");
  useClampedOffset(offset, experts.data, ADMIN_PAGE_SIZE, setOffset);

  return (
    <div className="space-y-10">
    <ReviewQueuePanel />
    <section aria-labelledby="admin-experts-heading" className="space-y-4">
      <h2 id="admin-experts-heading" className="text-xl font-semibold">
        Experts
      </h2>
      <form role="search" className="max-w-md" onSubmit={(e) => e.preventDefault()}>
        <Label htmlFor={`${id}-q`}>Search experts</Label>
        <Input id={`${id}-q`} type="search" className="mt-1" value={text} maxLength={100} placeholder="Name, role or skill" onChange={(e) => setText(e.target.value)} />
      </form>
      {experts.isPending ? (
        <ListSkeleton label="Loading experts..." />
      ) : experts.isError ? (
        <LoadError what="experts" onRetry={() => void experts.refetch()} />
      ) : experts.data.items.length === 0 ? (
        <EmptyState>No experts found</EmptyState>
      ) : (
        <>
          <DataTable caption="Experts" columns={columns} rows={experts.data.items} rowKey={(e) => e.userId} />
          <Pager label="Expert pages" offset={offset} limit={ADMIN_PAGE_SIZE} count={experts.data.items.length} total={experts.data.total} capped={experts.data.capped} onOffsetChange={setOffset} busy={experts.isFetching} />
        </>
      )}
    </section>
    </div>
  );
}

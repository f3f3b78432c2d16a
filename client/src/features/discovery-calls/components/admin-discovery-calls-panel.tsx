// The admin console's Discovery Calls tab: the requests made on /booking, each with a status the admin moves along
// (new, contacted, done).
import { useId, useState } from "react";
import { DISCOVERY_CALL_STATUSES, type DiscoveryCallStatus } from "@shared/constants";
import type { DiscoveryCall } from "@shared/contracts/discovery-calls";
import { ADMIN_PAGE_SIZE, EmptyState, ListSkeleton, LoadError, Pager, useClampedOffset, useErrorToast } from "@/components/admin/list-parts";
import { Badge } from "@/components/ui/badge";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useAdminDiscoveryCalls } from "../api/get-admin-discovery-calls";
import type { DiscoveryStatusFilter } from "../api/keys";
import { useUpdateDiscoveryCall } from "../api/update-discovery-call";
import { callStatusStyle } from "../lib/status";
import { formatMoment } from "@/lib/calendar-date";

const STATUS_OPTIONS = DISCOVERY_CALL_STATUSES.map((s) => ({ value: s, label: callStatusStyle(s).label }));
const FILTER_OPTIONS = [{ value: "all", label: "All statuses" }, ...STATUS_OPTIONS];

function CallCard({ call }: { call: DiscoveryCall }) {
  const id = useId();
  const mutation = useUpdateDiscoveryCall();
  const status = callStatusStyle(call.status);
  const onChange = (next: DiscoveryCallStatus) =>
    mutation.mutate(
      { id: call.id, status: next },
      {
        onSuccess: () => toast({ title: "Call updated", description: `${call.name}'s call is now marked ${callStatusStyle(next).label.toLowerCase()}.` }),
        onError: (err) => toast({ variant: "destructive", title: "Update failed", description: errorMessage(err, "Failed to update the call") }),
      },
    );
  return (
    <li className="rounded-lg border border-border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold">
            {call.name} <span className="font-normal text-muted-foreground">· {call.company}</span>
          </h3>
          <p className="text-sm">
            <a className="text-accent underline-offset-4 hover:underline" href={`mailto:${call.email}`}>
              {call.email}
            </a>
          </p>
          <p className="mt-1 text-sm">
            <span className="font-medium">{formatMoment(call.slotStart)}</span>{" "}
            <span className="text-muted-foreground">
              ({formatMoment(call.slotStart, call.timeZone)} for them, {call.timeZone.replace(/_/g, " ")})
            </span>
          </p>
        </div>
        <div className="flex items-end gap-2">
          <Badge variant={status.variant}>{status.label}</Badge>
          <div className="w-36">
            <Label htmlFor={`${id}-status`} className="sr-only">
              Status of {call.name}&apos;s call
            </Label>
            <Select id={`${id}-status`} value={call.status} options={STATUS_OPTIONS} disabled={mutation.isPending} onChange={(e) => onChange(e.target.value as DiscoveryCallStatus)} />
          </div>
        </div>
      </div>
      <p className="mt-2 whitespace-pre-line break-words text-sm">{call.needs}</p>
    </li>
  );
}

export function AdminDiscoveryCallsPanel() {
  const id = useId();
  const [status, setStatus] = useState<DiscoveryStatusFilter>("all");
  const [offset, setOffset] = useState(0);
  const calls = useAdminDiscoveryCalls({ status, limit: ADMIN_PAGE_SIZE, offset });
  useErrorToast(calls.error, calls.errorUpdatedAt, "Could not load discovery calls", "Something went wrong");
  useClampedOffset(offset, calls.data, ADMIN_PAGE_SIZE, setOffset);

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-xl font-semibold">
          Discovery Calls
        </h2>
        <div className="w-48">
          <Label htmlFor={`${id}-filter`}>Show</Label>
          <div className="mt-1">
            <Select
              id={`${id}-filter`}
              value={status}
              options={FILTER_OPTIONS}
              onChange={(e) => {
                setStatus(e.target.value as DiscoveryStatusFilter);
                setOffset(0);
              }}
            />
          </div>
        </div>
      </div>
      {calls.isPending ? (
        <ListSkeleton label="Loading discovery calls..." />
      ) : calls.isError ? (
        <LoadError what="discovery calls" onRetry={() => void calls.refetch()} />
      ) : calls.data.items.length === 0 ? (
        <EmptyState>{status === "all" ? "No discovery calls yet" : "No discovery calls with this status"}</EmptyState>
      ) : (
        <>
          <ul className="space-y-3">
            {calls.data.items.map((call) => (
              <CallCard key={call.id} call={call} />
            ))}
          </ul>
          <Pager label="Discovery call pages" offset={offset} limit={ADMIN_PAGE_SIZE} count={calls.data.items.length} total={calls.data.total} capped={calls.data.capped} onOffsetChange={setOffset} busy={calls.isFetching} />
        </>
      )}
    </section>
  );
}

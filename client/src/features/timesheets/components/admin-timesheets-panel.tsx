// The console's timesheet weeks waiting for the client's approval, and the disputed ones, the longest
// waiting first, a page at a time; each opens its engagement (the page says how).
import { useId, useState } from "react";
import type { AdminTimesheetWeek } from "@shared/contracts/timesheets";
import { DataTable, type Column } from "@/components/admin/data-table";
import { ADMIN_PAGE_SIZE, EmptyState, ListSkeleton, LoadError, Pager, useClampedOffset } from "@/components/admin/list-parts";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { useAdminTimesheets } from "../api/get-admin-weeks";
import type { AdminTimesheetFilter } from "../api/keys";
import { clockHours } from "../lib/hours";
import { formatMoment } from "@/lib/calendar-date";
import { formatLongDay } from "@shared/calendar";

const FILTERS: { value: AdminTimesheetFilter; label: string }[] = [
  { value: "submitted", label: "Awaiting the client's approval" },
  { value: "disputed", label: "Disputed" },
];

export function AdminTimesheetsPanel({ onOpenEngagement }: { onOpenEngagement: (engagementId: number) => void }) {
  const id = useId();
  const [status, setStatus] = useState<AdminTimesheetFilter>("submitted");
  const [offset, setOffset] = useState(0);
  const list = useAdminTimesheets({ status, limit: ADMIN_PAGE_SIZE, offset });
  useClampedOffset(offset, list.data, ADMIN_PAGE_SIZE, setOffset);

  const columns: Column<AdminTimesheetWeek>[] = [
    { key: "week", label: "Week", cell: (w) => formatLongDay(w.weekStart) },
    { key: "client", label: "Client", cell: (w) => (w.companyName ? `${w.clientName} (${w.companyName})` : w.clientName) },
    { key: "expert", label: "Expert", cell: (w) => w.expertName },
    { key: "hours", label: "Hours", cell: (w) => clockHours(w.totalMinutes) },
    {
      key: "since",
      label: status === "submitted" ? "Submitted" : "Disputed",
      cell: (w) => (
        <div>
          <p>{status === "submitted" ? (w.submittedAt ? formatMoment(w.submittedAt) : "") : w.disputedAt ? formatMoment(w.disputedAt) : ""}</p>
          {status === "disputed" && w.disputeReason && <p className="text-muted-foreground">{w.disputeReason}</p>}
        </div>
      ),
    },
    {
      key: "open",
      label: "Actions",
      hideLabel: true,
      cell: (w) => (
        <Button size="sm" variant="outline" onClick={() => onOpenEngagement(w.engagementId)} aria-label={`Open the engagement of ${w.expertName}, week of ${formatLongDay(w.weekStart)}`}>
          Open
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Timesheet weeks
        </h2>
        <FormField label="Show" id={`${id}-filter`} className="w-full sm:w-72">
          <Select
            value={status}
            options={FILTERS}
            onChange={(event) => {
              setStatus(event.target.value as AdminTimesheetFilter);
              setOffset(0);
            }}
          />
        </FormField>
      </div>
      {list.isPending ? (
        <ListSkeleton label="Loading timesheet weeks..." />
      ) : list.isError ? (
        <LoadError what="the timesheet weeks" onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState>{status === "submitted" ? "No week is waiting for a client's approval." : "No disputed weeks."}</EmptyState>
      ) : (
        <>
          <DataTable caption="Timesheet weeks, the longest waiting first" columns={columns} rows={list.data.items} rowKey={(w) => `${w.engagementId}-${w.weekStart}`} />
          <Pager offset={offset} limit={ADMIN_PAGE_SIZE} count={list.data.items.length} total={list.data.total} onOffsetChange={setOffset} label="Timesheet week pages" busy={list.isFetching} />
        </>
      )}
    </section>
  );
}

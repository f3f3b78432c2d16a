// The admin console's Audit log tab: who did what, when and from where, filtered by person, action
// and dates, one page at a time (paged by the server, with the total).
import { useId, useState } from "react";
import { todayUtc } from "@shared/calendar";
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from "@shared/contracts/audit";
import { DataTable, type Column } from "@/components/admin/data-table";
import { ADMIN_PAGE_SIZE, EmptyState, ListSkeleton, LoadError, Pager, useClampedOffset, useErrorToast } from "@/components/admin/list-parts";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useAuditActors } from "../api/get-audit-actors";
import { useAuditLog } from "../api/get-audit-log";
import type { AuditFilters } from "../api/keys";
import { actionLabel, changesLabel, targetLabel } from "../lib/describe";
import { formatMoment } from "@/lib/calendar-date";

const ACTION_OPTIONS = [{ value: "", label: "All actions" }, ...AUDIT_ACTIONS.map((a) => ({ value: a, label: actionLabel(a) }))];

const COLUMNS: Column<AuditEntry>[] = [
  { key: "at", label: "When", cell: (e) => <time dateTime={e.at}>{formatMoment(e.at)}</time>, className: "md:whitespace-nowrap" },
  { key: "who", label: "Who", cell: (e) => (e.actorName ? <span className="break-words">{e.actorName}</span> : <span className="text-muted-foreground">Deleted user</span>) },
  { key: "action", label: "Action", cell: (e) => <span className="font-medium">{actionLabel(e.action)}</span> },
  { key: "target", label: "Target", cell: (e) => targetLabel(e) },
  { key: "changes", label: "Details", cell: (e) => <span className="break-words">{changesLabel(e.changes)}</span> },
  {
    key: "from",
    label: "From",
    cell: (e) => (
      <span className="block break-words text-muted-foreground md:max-w-[16rem]">
        {e.ip ?? "—"}
        {/* Browser strings are long and unbroken: they wrap anywhere rather than widen a phone's screen. */}
        {e.userAgent && <span className="line-clamp-2 block break-all text-xs" title={e.userAgent}>{e.userAgent}</span>}
      </span>
    ),
  },
];

export function AuditLogPanel() {
  const id = useId();
  const [filters, setFilters] = useState<AuditFilters>({});
  const [offset, setOffset] = useState(0);
  const actors = useAuditActors();
  const log = useAuditLog({ ...filters, limit: ADMIN_PAGE_SIZE, offset });
  useErrorToast(log.error, log.errorUpdatedAt, "Could not load the audit log", "Something went wrong");
  useClampedOffset(offset, log.data ? { total: log.data.total, capped: false } : undefined, ADMIN_PAGE_SIZE, setOffset);

  const change = (next: Partial<AuditFilters>) => {
    setFilters((f) => ({ ...f, ...next }));
    setOffset(0);
  };
  const filtered = Object.values(filters).some((v) => v !== undefined);
  const personOptions = [{ value: "", label: "Everyone" }, ...(actors.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))];
  const datesBackwards = Boolean(filters.from && filters.to && filters.from > filters.to);

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <div>
        <h2 id={`${id}-heading`} className="text-xl font-semibold">
          Audit log
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">Every sign-in, failed sign-in, password change and admin change, newest first. Entries cannot be changed or deleted.</p>
      </div>
      <form role="search" aria-label="Filter the audit log" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" onSubmit={(e) => e.preventDefault()}>
        <FormField label="Person">
          <Select value={filters.actorId ? String(filters.actorId) : ""} options={personOptions} onChange={(e) => change({ actorId: e.target.value ? Number(e.target.value) : undefined })} />
        </FormField>
        <FormField label="Action">
          <Select value={filters.action ?? ""} options={ACTION_OPTIONS} onChange={(e) => change({ action: (e.target.value || undefined) as AuditAction | undefined })} />
        </FormField>
        <FormField label="From (UTC)">
          <Input type="date" max={todayUtc()} value={filters.from ?? ""} onChange={(e) => change({ from: e.target.value || undefined })} />
        </FormField>
        <FormField label="To (UTC)" error={datesBackwards ? "Must not be before the start date" : undefined}>
          <Input type="date" max={todayUtc()} value={filters.to ?? ""} onChange={(e) => change({ to: e.target.value || undefined })} />
        </FormField>
        {filtered && (
          <div className="sm:col-span-2 lg:col-span-4">
            <Button type="button" variant="outline" size="sm" onClick={() => change({ actorId: undefined, action: undefined, from: undefined, to: undefined })}>
              Clear filters
            </Button>
          </div>
        )}
      </form>
      {log.isPending ? (
        <ListSkeleton label="Loading the audit log..." />
      ) : log.isError ? (
        <LoadError what="the audit log" onRetry={() => void log.refetch()} />
      ) : log.data.entries.length === 0 ? (
        <EmptyState>{filtered ? "No entries match these filters" : "No entries yet"}</EmptyState>
      ) : (
        <>
          <DataTable caption="Audit log entries" columns={COLUMNS} rows={log.data.entries} rowKey={(e) => e.id} />
          <Pager label="Audit log pages" offset={offset} limit={ADMIN_PAGE_SIZE} count={log.data.entries.length} total={log.data.total} onOffsetChange={setOffset} busy={log.isFetching} />
        </>
      )}
    </section>
  );
}

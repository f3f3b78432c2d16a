// The console's Payouts tab: a month's run made with the day's rate, the runs with their totals, a
// run's payouts per expert with the bank's files, the run marked sent, and each payout marked paid
// or failed as the bank answers.
import { useId, useState, type FormEvent } from "react";
import { addMonths, formatDay, monthLabel, monthOf } from "@shared/calendar";
import { USD_ZAR_RATE_PATTERN, formatCents, formatHours, formatZarCents } from "@shared/money";
import type { AdminPayout, PayoutRun } from "@shared/contracts/payouts";
import { DataTable, type Column } from "@/components/admin/data-table";
import { ADMIN_PAGE_SIZE, EmptyState, ListSkeleton, LoadError, Pager, useClampedOffset } from "@/components/admin/list-parts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useCreatePayoutRun } from "../api/create-payout-run";
import { usePayoutRun, usePayoutRuns } from "../api/get-payout-runs";
import { downloadBatch, useMarkPayout, useMarkRunSent } from "../api/move-payouts";
import { PAYOUT_STATUS_LABELS, PAYOUT_STATUS_VARIANTS } from "./payout-words";

export function AdminPayoutsPanel() {
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <div className="space-y-8">
      <div className="space-y-1">
        <h2 className="text-xl font-semibold">Payouts</h2>
        <p className="text-sm text-muted-foreground">Experts are paid on the 5th for the hours approved the month before, whatever the client has paid. A month is run once.</p>
      </div>
      <RunMonth onRun={setOpenId} />
      <Runs openId={openId} onOpen={setOpenId} />
      {openId !== null && <RunDetail id={openId} />}
    </div>
  );
}

function RunMonth({ onRun }: { onRun: (id: number) => void }) {
  const id = useId();
  const create = useCreatePayoutRun();
  const [month, setMonth] = useState(() => addMonths(monthOf(new Date()), -1));
  const [rate, setRate] = useState("");
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!USD_ZAR_RATE_PATTERN.test(rate.trim())) return setError("Enter the day's USD→ZAR rate, a decimal with up to four places such as 18.4321.");
    try {
      const run = await create.mutateAsync({ month, usdZarRate: rate.trim() });
      toast({ title: "Payouts scheduled", description: `${run.payouts} payouts for ${monthLabel(run.month)}: ${formatCents(run.usdCents)}, ${formatZarCents(run.zarCents)}.` });
      onRun(run.id);
    } catch (err) {
      setError(errorMessage(err, "The run could not be made. Please try again."));
    }
  };
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby={`${id}-title`} className="space-y-3 rounded-lg border border-border bg-card p-4 shadow-sm">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        Run a month&apos;s payouts
      </h3>
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <label htmlFor={`${id}-month`} className="text-sm font-medium">
            Month
          </label>
          <Input id={`${id}-month`} type="month" value={month} onChange={(e) => setMonth(e.target.value)} className="w-44" />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-rate`} className="text-sm font-medium">
            USD→ZAR rate
          </label>
          <Input
            id={`${id}-rate`}
            inputMode="decimal"
            placeholder="18.4321"
            value={rate}
            onChange={(e) => setRate(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="w-36"
          />
        </div>
        <Button type="submit" variant="accent" disabled={create.isPending}>
          {create.isPending && <Spinner />}
          Run payouts
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}

const statusSummary = (r: PayoutRun) =>
  (Object.entries(r.byStatus) as [keyof typeof PAYOUT_STATUS_LABELS, number][])
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `${n} ${PAYOUT_STATUS_LABELS[s].toLowerCase()}`)
    .join(", ") || "none";

function Runs({ openId, onOpen }: { openId: number | null; onOpen: (id: number) => void }) {
  const id = useId();
  const [offset, setOffset] = useState(0);
  const runs = usePayoutRuns({ limit: ADMIN_PAGE_SIZE, offset });
  useClampedOffset(offset, runs.data, ADMIN_PAGE_SIZE, setOffset);
  const columns: Column<PayoutRun>[] = [
    { key: "month", label: "Month", cell: (r) => monthLabel(r.month) },
    { key: "rate", label: "Rate", cell: (r) => r.usdZarRate },
    { key: "payouts", label: "Payouts", cell: (r) => `${r.payouts}${r.held ? ` (${r.held} waiting)` : ""}` },
    { key: "usd", label: "USD", cell: (r) => formatCents(r.usdCents) },
    { key: "zar", label: "ZAR", cell: (r) => formatZarCents(r.zarCents) },
    { key: "status", label: "Status", cell: (r) => (r.sentAt ? `Sent ${formatDay(r.sentAt)}; ${statusSummary(r)}` : `Not sent; ${statusSummary(r)}`) },
    {
      key: "open",
      label: "Payouts per expert",
      cell: (r) => (
        <Button size="sm" variant={openId === r.id ? "accent" : "outline"} aria-label={`Open ${monthLabel(r.month)}`} onClick={() => onOpen(r.id)}>
          Open
        </Button>
      ),
    },
  ];
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        Runs
      </h3>
      {runs.isPending ? (
        <ListSkeleton label="Loading payout runs..." />
      ) : runs.isError ? (
        <LoadError what="the payout runs" onRetry={() => void runs.refetch()} />
      ) : runs.data.items.length === 0 ? (
        <EmptyState>No payout runs yet.</EmptyState>
      ) : (
        <>
          <DataTable caption="Payout runs" columns={columns} rows={runs.data.items} rowKey={(r) => r.id} />
          <Pager offset={offset} limit={ADMIN_PAGE_SIZE} count={runs.data.items.length} total={runs.data.total} onOffsetChange={setOffset} label="Payout runs" busy={runs.isFetching} />
        </>
      )}
    </section>
  );
}

function RunDetail({ id }: { id: number }) {
  const headingId = useId();
  const run = usePayoutRun(id);
  const sent = useMarkRunSent();
  if (run.isPending) return <ListSkeleton label="Loading the run..." />;
  if (run.isError) return <LoadError what="the run" onRetry={() => void run.refetch()} />;
  const r = run.data;
  const download = (format: "csv" | "xml") =>
    void downloadBatch(r.id, r.month, format).catch((err) => toast({ variant: "destructive", title: "Could not download the batch", description: errorMessage(err, "Please try again.") }));
  const onSent = async () => {
    try {
      await sent.mutateAsync(r.id);
      toast({ title: "Run marked sent", description: `${monthLabel(r.month)}'s payouts are with the bank; those waiting stay scheduled for the next run.` });
    } catch (err) {
      toast({ variant: "destructive", title: "Could not mark the run sent", description: errorMessage(err, "Please try again.") });
    }
  };
  const columns: Column<AdminPayout>[] = [
    { key: "expert", label: "Expert", cell: (p) => p.expertName },
    { key: "hours", label: "Hours", cell: (p) => formatHours(p.minutes) },
    { key: "usd", label: "USD", cell: (p) => `${formatCents(p.usdCents)}${p.carriedUsdCents ? ` (${formatCents(p.carriedUsdCents)} carried)` : ""}` },
    { key: "zar", label: "ZAR", cell: (p) => formatZarCents(p.zarCents) },
    { key: "account", label: "Account", cell: (p) => (p.accountLast4 ? `••••${p.accountLast4}` : "None") },
    {
      key: "status",
      label: "Status",
      cell: (p) => (
        <div className="space-y-1">
          <Badge variant={PAYOUT_STATUS_VARIANTS[p.status]}>{PAYOUT_STATUS_LABELS[p.status]}</Badge>
          {p.holdMessage && <p className="text-xs text-muted-foreground">{p.holdMessage}</p>}
          {p.failureReason && <p className="text-xs text-muted-foreground">{p.failureReason}</p>}
        </div>
      ),
    },
    { key: "bank", label: "Bank's answer", cell: (p) => (p.status === "sent" ? <BankAnswer payout={p} /> : "—") },
  ];
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold">
          {monthLabel(r.month)}: {formatCents(r.usdCents)}, {formatZarCents(r.zarCents)} at {r.usdZarRate}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => download("csv")}>
            Batch CSV
          </Button>
          <Button size="sm" variant="outline" onClick={() => download("xml")}>
            Batch XML (pain.001)
          </Button>
          {!r.sentAt && (
            <Button size="sm" variant="accent" disabled={sent.isPending} onClick={() => void onSent()}>
              {sent.isPending && <Spinner />}
              Mark run sent
            </Button>
          )}
        </div>
      </div>
      {r.items.length === 0 ? (
        <EmptyState>Nobody to pay this month.</EmptyState>
      ) : (
        <DataTable caption={`Payouts for ${monthLabel(r.month)}`} columns={columns} rows={r.items} rowKey={(p) => p.id} />
      )}
    </section>
  );
}

function BankAnswer({ payout }: { payout: AdminPayout }) {
  const mark = useMarkPayout();
  const onMark = async (outcome: "paid" | "failed") => {
    try {
      await mark.mutateAsync({ id: payout.id, outcome });
      toast({ title: outcome === "paid" ? "Payout marked paid" : "Payout marked failed", description: outcome === "paid" ? `${payout.expertName} is told.` : "It goes with the next run." });
    } catch (err) {
      toast({ variant: "destructive", title: "Could not mark the payout", description: errorMessage(err, "Please try again.") });
    }
  };
  return (
    <div className="flex gap-2">
      <Button size="sm" variant="outline" disabled={mark.isPending} aria-label={`Paid to ${payout.expertName}`} onClick={() => void onMark("paid")}>
        Paid
      </Button>
      <Button size="sm" variant="outline" disabled={mark.isPending} aria-label={`Failed for ${payout.expertName}`} onClick={() => void onMark("failed")}>
        Failed
      </Button>
    </div>
  );
}

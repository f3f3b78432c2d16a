// The console's Payments tab: the bank's statement uploaded (what it matched, what waits, what was
// seen before), and its credit entries by status, a waiting one allocated by hand to an open invoice.
import { useId, useState, type FormEvent } from "react";
import { BANK_ENTRY_STATUSES, type BankEntry, type BankEntryStatus, type StatementUpload } from "@shared/contracts/payments";
import { invoiceNumberText } from "@shared/contracts/invoices";
import { formatCents, formatCurrencyCents } from "@shared/money";
import { DataTable, type Column } from "@/components/admin/data-table";
import { ADMIN_PAGE_SIZE, EmptyState, ListSkeleton, LoadError, Pager, useClampedOffset } from "@/components/admin/list-parts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/icons";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, uploadErrorMessage } from "@/lib/api-client";
import { formatDay } from "@shared/calendar";
import { useAllocateBankEntry } from "../api/allocate-bank-entry";
import { useBankEntries } from "../api/get-bank-entries";
import { useOpenInvoices } from "../api/get-open-invoices";
import { useUploadStatement } from "../api/upload-statement";

const STATUS_LABELS: Record<BankEntryStatus, string> = { unmatched: "Waiting", matched: "Matched", allocated: "Allocated by hand" };
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function AdminPaymentsPanel() {
  return (
    <div className="space-y-8">
      <div className="space-y-1">
        <h2 className="text-xl font-semibold">Payments</h2>
        <p className="text-sm text-muted-foreground">Money in from the bank&apos;s statements, recorded against the invoices it pays.</p>
      </div>
      <UploadStatement />
      <BankEntries />
    </div>
  );
}

/** What an upload did, in a sentence. */
export function uploadSummary(r: StatementUpload) {
  const parts = [`${plural(r.matched, "payment")} recorded`, `${r.unmatched} waiting for you`, `${plural(r.duplicates, "entry", "entries")} seen before`];
  const debits = r.debits > 0 ? ` ${plural(r.debits, "payment")} out not recorded.` : "";
  return `${plural(r.entries, "credit entry", "credit entries")}: ${parts.join(", ")}.${debits}`;
}

function UploadStatement() {
  const id = useId();
  const upload = useUploadStatement();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<StatementUpload | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!file) return setError("Choose the bank's statement first.");
    try {
      setResult(await upload.mutateAsync(file));
    } catch (err) {
      setResult(null);
      setError(uploadErrorMessage(err, "The statement could not be uploaded. Please try again."));
    }
  };
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby={`${id}-title`} className="space-y-3 rounded-lg border border-border bg-card p-4 shadow-sm">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        Upload a bank statement
      </h3>
      <p className="text-sm text-muted-foreground">
        camt.053 XML or CSV with the columns date, amount, currency, reference, counterparty, entryId; at most 5 MB. Each entry is recorded once, however often it
        is uploaded; one quoting an invoice&apos;s number pays it.
      </p>
      <div className="space-y-1">
        <label htmlFor={`${id}-file`} className="text-sm font-medium">
          Statement file
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".xml,.csv,text/csv,application/xml,text/xml"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-background file:px-3 file:py-2"
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" variant="accent" disabled={upload.isPending}>
        {upload.isPending && <Spinner />}
        Upload statement
      </Button>
      <p role="status" className="text-sm">
        {result ? uploadSummary(result) : ""}
      </p>
    </form>
  );
}

function BankEntries() {
  const id = useId();
  const [status, setStatus] = useState<BankEntryStatus | "all">("unmatched");
  const [offset, setOffset] = useState(0);
  const entries = useBankEntries({ status, limit: ADMIN_PAGE_SIZE, offset });
  useClampedOffset(offset, entries.data, ADMIN_PAGE_SIZE, setOffset);
  const waiting = entries.data?.items.some((e) => e.status === "unmatched") ?? false;
  const columns: Column<BankEntry>[] = [
    { key: "date", label: "Booked", cell: (e) => formatDay(e.bookedOn) },
    { key: "amount", label: "Amount", cell: (e) => formatCurrencyCents(e.amountCents, e.currency) },
    { key: "reference", label: "Reference", cell: (e) => e.reference || "—" },
    { key: "from", label: "From", cell: (e) => e.counterparty || "—" },
    { key: "status", label: "Status", cell: (e) => <Badge variant={e.status === "unmatched" ? "outline" : "secondary"}>{STATUS_LABELS[e.status]}</Badge> },
    { key: "invoice", label: "Invoice", cell: (e) => (e.status === "unmatched" ? <Allocate entry={e} /> : e.invoiceId ? `Invoice #${e.invoiceId}` : "—") },
  ];
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id={`${id}-title`} className="text-lg font-semibold">
          Bank entries
        </h3>
        <div className="w-48 space-y-1">
          <label htmlFor={`${id}-status`} className="text-sm font-medium">
            Show
          </label>
          <Select
            id={`${id}-status`}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as BankEntryStatus | "all");
              setOffset(0);
            }}
            options={[...BANK_ENTRY_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })), { value: "all", label: "All" }]}
          />
        </div>
      </div>
      {entries.isPending ? (
        <ListSkeleton label="Loading bank entries..." />
      ) : entries.isError ? (
        <LoadError what="the bank entries" onRetry={() => void entries.refetch()} />
      ) : entries.data.items.length === 0 ? (
        <EmptyState>{status === "unmatched" ? "Nothing waiting: every entry uploaded so far is recorded against an invoice." : "No bank entries here yet."}</EmptyState>
      ) : (
        <>
          <DataTable caption={`Bank entries: ${status === "all" ? "all" : STATUS_LABELS[status].toLowerCase()}`} columns={columns} rows={entries.data.items} rowKey={(e) => e.id} />
          <Pager offset={offset} limit={ADMIN_PAGE_SIZE} count={entries.data.items.length} total={entries.data.total} onOffsetChange={setOffset} label="Bank entries" busy={entries.isFetching} />
        </>
      )}
      {waiting && <p className="text-sm text-muted-foreground">Allocate a waiting entry to the open invoice it pays; what is beyond the invoice&apos;s total becomes the company&apos;s credit.</p>}
    </section>
  );
}

function Allocate({ entry }: { entry: BankEntry }) {
  const id = useId();
  const invoices = useOpenInvoices(true);
  const allocate = useAllocateBankEntry();
  const [invoiceId, setInvoiceId] = useState("");
  if (entry.currency !== "USD") return <span className="text-muted-foreground">Not in USD: settle it outside the product.</span>;
  const onAllocate = async () => {
    try {
      await allocate.mutateAsync({ id: entry.id, invoiceId: Number(invoiceId) });
      toast({ title: "Payment recorded", description: `${formatCents(entry.amountCents)} is recorded against the invoice.` });
    } catch (err) {
      toast({ variant: "destructive", title: "Could not allocate the entry", description: errorMessage(err, "Please try again.") });
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={`${id}-invoice`} className="sr-only">
        Invoice this {formatCents(entry.amountCents)} pays
      </label>
      <Select
        id={`${id}-invoice`}
        className="w-56"
        value={invoiceId}
        onChange={(e) => setInvoiceId(e.target.value)}
        disabled={invoices.isPending || allocate.isPending}
        placeholder={invoices.isPending ? "Loading invoices..." : "Choose an open invoice"}
        options={(invoices.data?.items ?? []).map((i) => ({ value: String(i.id), label: `${invoiceNumberText(i.number)} · ${i.companyName ?? i.billedName} · ${formatCents(i.totalCents)}` }))}
      />
      <Button size="sm" variant="outline" disabled={!invoiceId || allocate.isPending} onClick={() => void onAllocate()}>
        {allocate.isPending && <Spinner />}
        Allocate
      </Button>
    </div>
  );
}

// The console's Invoices tab: approved hours and billed totals per month, issuing a month's invoices
// (the monthly job does it on the first; this is the admin's request), the current month's drafts,
// and every invoice by state, a page at a time, with one opened to read it or mark it paid.
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { INVOICE_FILTERS, INVOICE_STATUS_LABELS, billedToText, invoiceNumberText, runInvoicesSchema, type InvoiceFilter, type InvoiceSummary, type RunInvoicesInput } from "@shared/contracts/invoices";
import { formatCents, formatHours, formatWholeDollars } from "@shared/money";
import { DataTable, type Column } from "@/components/admin/data-table";
import { ADMIN_PAGE_SIZE, EmptyState, ListSkeleton, LoadError, Pager, useClampedOffset } from "@/components/admin/list-parts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { ArrowLeftIcon, Spinner } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-client";
import { useAdminInvoices } from "../api/get-admin-invoices";
import { useInvoice } from "../api/get-invoice";
import { useInvoiceFigures } from "../api/get-invoice-figures";
import { useMarkInvoicePaid } from "../api/mark-invoice-paid";
import { useRefreshDrafts } from "../api/refresh-drafts";
import { useRunInvoices } from "../api/run-invoices";
import { INVOICE_STATUS_STYLES, overdueText, roundedHours } from "../lib/format";
import { CreditNoteDialog } from "./credit-note-dialog";
import { InvoiceDetail } from "./invoice-detail";
import { MonthlyChart } from "./monthly-chart";
import { monthLabel, previousMonth } from "@shared/calendar";
import { formatMomentDay } from "@/lib/calendar-date";

export function AdminInvoicesPanel() {
  const [selected, setSelected] = useState<number | null>(null);
  if (selected !== null) return <AdminInvoice id={selected} onBack={() => setSelected(null)} />;
  return (
    <div className="space-y-8">
      <Figures />
      <div className="grid gap-4 lg:grid-cols-2">
        <RunMonth />
        <Drafts />
      </div>
      <InvoiceTable onOpen={setSelected} />
    </div>
  );
}

function Figures() {
  const figures = useInvoiceFigures();
  if (figures.isPending) {
    return (
      <div role="status" aria-busy="true" className="grid gap-4 xl:grid-cols-2">
        <span className="sr-only">Loading the monthly figures...</span>
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (figures.isError) return <LoadError what="the monthly figures" onRetry={() => void figures.refetch()} />;
  const months = figures.data.months;
  const first = months[0] ? monthLabel(months[0].month) : "";
  const last = months.at(-1) ? monthLabel(months.at(-1)!.month) : "";
  return (
    <section aria-labelledby="invoice-figures" className="space-y-3">
      <h2 id="invoice-figures" className="text-lg font-semibold">
        Hours and billing by month
      </h2>
      <div className="grid gap-4 xl:grid-cols-2">
        <MonthlyChart
          title="Approved hours"
          description={`Hours approved on timesheets, by the month they were worked, ${first} to ${last}.`}
          values={months.map((m) => ({ month: m.month, value: m.approvedMinutes / 60, text: `${formatHours(m.approvedMinutes)} h` }))}
          format={roundedHours}
          valueLabel="Approved hours"
          color="#0f766e"
        />
        <MonthlyChart
          title="Billed"
          description={`Totals of the issued invoices for each month, ${first} to ${last}; the table also gives what is paid.`}
          values={months.map((m) => ({ month: m.month, value: m.billedCents, text: `${formatCents(m.billedCents)} on ${m.invoices} ${m.invoices === 1 ? "invoice" : "invoices"}, ${formatCents(m.paidCents)} paid` }))}
          format={formatWholeDollars}
          valueLabel="Billed"
          color="#1d4ed8"
        />
      </div>
    </section>
  );
}

function RunMonth() {
  const id = useId();
  const run = useRunInvoices();
  const form = useForm<RunInvoicesInput>({ resolver: zodResolver(runInvoicesSchema), defaultValues: { month: previousMonth(new Date()) } });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await run.mutateAsync(values);
      const n = result.invoices.length;
      toast({
        title: n === 0 ? "Nothing new to issue" : `${n} ${n === 1 ? "invoice" : "invoices"} issued`,
        description: n === 0 ? `Every company's invoice for ${monthLabel(result.month)} is issued already, or there is nothing to bill.` : `The invoices for ${monthLabel(result.month)} are numbered and their companies told.`,
      });
      const failed = result.failedCompanyIds?.length ?? 0;
      if (failed > 0) {
        toast({
          variant: "destructive",
          title: `${failed} ${failed === 1 ? "invoice" : "invoices"} could not be made`,
          description: `For company ${result.failedCompanyIds.map((c) => `#${c}`).join(", ")}: the admins are told, the server log has the error, and the next run tries again.`,
        });
      }
    } catch (err) {
      const fields = fieldErrors(err);
      if (fields.month) form.setError("month", { type: "server", message: fields.month });
      else toast({ variant: "destructive", title: "Could not issue the invoices", description: errorMessage(err, "Please try again.") });
    }
  });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby={`${id}-title`} className="space-y-3 rounded-lg border border-border bg-card p-4 shadow-sm">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Issue a month&apos;s invoices
      </h2>
      <p className="text-sm text-muted-foreground">The first of each month does this on its own. A second run changes nothing already issued.</p>
      <FormField label="Month" hint="Written as YYYY-MM, such as 2026-10; the month must have ended." error={form.formState.errors.month?.message} id={`${id}-month`}>
        <Input inputMode="numeric" autoComplete="off" className="max-w-40" {...form.register("month")} />
      </FormField>
      <Button type="submit" variant="accent" disabled={run.isPending}>
        {run.isPending && <Spinner />}
        Issue invoices
      </Button>
    </form>
  );
}

function Drafts() {
  const id = useId();
  const drafts = useRefreshDrafts();
  const refresh = async () => {
    try {
      const result = await drafts.mutateAsync();
      const n = result.invoices.length;
      toast({ title: n === 0 ? "No drafts" : `${n} ${n === 1 ? "draft" : "drafts"} ready`, description: n === 0 ? `No hours approved yet for ${monthLabel(result.month)}.` : `Show drafts below to read them.` });
    } catch (err) {
      toast({ variant: "destructive", title: "Could not make the drafts", description: errorMessage(err, "Please try again.") });
    }
  };
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-lg border border-border bg-card p-4 shadow-sm">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Preview this month
      </h2>
      <p className="text-sm text-muted-foreground">Drafts of this month&apos;s invoices from the hours approved so far. Clients do not see drafts; issuing numbers them.</p>
      <Button variant="outline" onClick={() => void refresh()} disabled={drafts.isPending}>
        {drafts.isPending && <Spinner />}
        Make drafts now
      </Button>
    </section>
  );
}

const FILTER_OPTIONS = INVOICE_FILTERS.map((f) => ({ value: f, label: f === "all" ? "All invoices" : INVOICE_STATUS_LABELS[f] }));

function InvoiceTable({ onOpen }: { onOpen: (id: number) => void }) {
  const id = useId();
  const [status, setStatus] = useState<InvoiceFilter>("open");
  const [offset, setOffset] = useState(0);
  const list = useAdminInvoices({ status, limit: ADMIN_PAGE_SIZE, offset });
  useClampedOffset(offset, list.data, ADMIN_PAGE_SIZE, setOffset);

  const columns: Column<InvoiceSummary>[] = [
    { key: "number", label: "Number", cell: (i) => invoiceNumberText(i.number) },
    { key: "month", label: "Month", cell: (i) => monthLabel(i.month) },
    { key: "client", label: "Billed to", cell: (i) => billedToText(i) },
    { key: "total", label: "Total", className: "tabular-nums", cell: (i) => formatCents(i.totalCents) },
    {
      key: "status",
      label: "State",
      cell: (i) => (
        <div className="flex flex-col gap-1">
          <Badge variant={INVOICE_STATUS_STYLES[i.status].variant} className="self-start">
            {INVOICE_STATUS_STYLES[i.status].label}
          </Badge>
          {overdueText(i) && (
            <Badge variant="destructive" className="self-start">
              {overdueText(i)}
            </Badge>
          )}
          {i.paidAt && <span className="text-xs text-muted-foreground">Paid {formatMomentDay(i.paidAt)}</span>}
        </div>
      ),
    },
    {
      key: "open",
      label: "Actions",
      hideLabel: true,
      cell: (i) => (
        <Button size="sm" variant="outline" onClick={() => onOpen(i.id)} aria-label={`Open ${invoiceNumberText(i.number)} for ${billedToText(i)}, ${monthLabel(i.month)}`}>
          Open
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Invoices
        </h2>
        <FormField label="Show" id={`${id}-filter`} className="w-full sm:w-60">
          <Select
            value={status}
            options={FILTER_OPTIONS}
            onChange={(e) => {
              setStatus(e.target.value as InvoiceFilter);
              setOffset(0);
            }}
          />
        </FormField>
      </div>
      {list.isPending ? (
        <ListSkeleton label="Loading invoices..." />
      ) : list.isError ? (
        <LoadError what="the invoices" onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState>{status === "open" ? "No invoice is awaiting payment." : "No invoices here."}</EmptyState>
      ) : (
        <>
          <DataTable caption="Invoices, newest month first" columns={columns} rows={list.data.items} rowKey={(i) => i.id} />
          <Pager offset={offset} limit={ADMIN_PAGE_SIZE} count={list.data.items.length} total={list.data.total} onOffsetChange={setOffset} label="Invoice pages" busy={list.isFetching} />
        </>
      )}
    </section>
  );
}

function AdminInvoice({ id, onBack }: { id: number; onBack: () => void }) {
  const invoice = useInvoice(id, { asAdmin: true });
  const paid = useMarkInvoicePaid();
  const [crediting, setCrediting] = useState(false);
  const markPaid = async () => {
    try {
      const result = await paid.mutateAsync(id);
      toast({ title: "Marked paid", description: `${invoiceNumberText(result.number)} is paid; the client is told.` });
    } catch (err) {
      toast({ variant: "destructive", title: "Could not mark it paid", description: errorMessage(err, "Please try again.") });
      void invoice.refetch();
    }
  };
  return (
    <div className="space-y-6">
      <Button variant="ghost" size="sm" onClick={onBack}>
        <ArrowLeftIcon className="h-4 w-4" />
        Back to the invoices
      </Button>
      {invoice.isPending ? (
        <ListSkeleton label="Loading the invoice..." rows={2} />
      ) : invoice.isError ? (
        <LoadError what="the invoice" onRetry={() => void invoice.refetch()} />
      ) : (
        <InvoiceDetail
          invoice={invoice.data}
          asAdmin
          actions={
            <>
              {invoice.data.status === "open" && (
                <Button variant="accent" onClick={() => void markPaid()} disabled={paid.isPending}>
                  {paid.isPending && <Spinner />}
                  Mark paid
                </Button>
              )}
              {invoice.data.status !== "draft" && (
                <Button variant="outline" onClick={() => setCrediting(true)}>
                  Issue a credit note
                </Button>
              )}
            </>
          }
        />
      )}
      {invoice.data && invoice.data.status !== "draft" && <CreditNoteDialog invoice={invoice.data} open={crediting} onOpenChange={setCrediting} />}
    </div>
  );
}

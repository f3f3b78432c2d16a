// The client's invoices: open ones awaiting payment and paid ones, newest month first, each with its
// total and a way into it (PRODUCT.md "Invoices").
import { Link } from "wouter";
import { invoiceNumberText } from "@shared/contracts/invoices";
import { Badge } from "@/components/ui/badge";
import { ShowMore } from "@/components/ui/show-more";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { useOwnInvoices } from "../api/get-invoices";
import { INVOICE_STATUS_STYLES, overdueText, stateText, totalText } from "../lib/format";
import { monthLabel } from "@shared/calendar";

export function InvoiceList({ invoicePath }: { invoicePath: (id: number) => string }) {
  const list = useOwnInvoices();
  if (list.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading your invoices" className="space-y-3">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  }
  if (list.isError) {
    return (
      <p role="alert" className="rounded-md border border-destructive/40 p-3 text-sm text-destructive">
        {errorMessage(list.error, "Could not load your invoices.")}
      </p>
    );
  }
  if (list.data.items.length === 0) {
    return <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">No invoices yet. On the first of each month you get one for the hours approved the month before.</p>;
  }
  return (
    <>
      <ul className="space-y-3">
        {list.data.items.map((i) => {
          const status = INVOICE_STATUS_STYLES[i.status];
          return (
            <li key={i.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card p-4 shadow-sm">
              <div className="min-w-0">
                <Link href={invoicePath(i.id)} className="font-semibold text-accent underline-offset-4 hover:underline">
                  {monthLabel(i.month)}
                  <span className="sr-only">, invoice {invoiceNumberText(i.number)}</span>
                </Link>
                <p className="text-sm text-muted-foreground">
                  {invoiceNumberText(i.number)} · {stateText(i)}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span className="font-semibold tabular-nums">{totalText(i.totalCents)}</span>
                <Badge variant={status.variant}>{status.label}</Badge>
                {overdueText(i) && <Badge variant="destructive">{overdueText(i)}</Badge>}
              </div>
            </li>
          );
        })}
      </ul>
      <ShowMore shown={list.data.items.length} total={list.data.total} noun="invoices" loading={list.isFetchingNextPage} failed={list.isFetchNextPageError} onShowMore={() => void list.fetchNextPage()} />
    </>
  );
}

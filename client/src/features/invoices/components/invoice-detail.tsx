// One invoice: who it is for, its month and state, a line per engagement and week (a credit line on
// an invoice issued before credit notes), the totals, what has settled it (credit on account, credit
// notes, payments), how to pay what is left, and its PDF. Used by the client's page and the console alike.
import { useState, type ReactNode } from "react";
import { billedToText, creditNoteNumberText, type CreditNoteSummary, type Invoice } from "@shared/contracts/invoices";
import { formatCents, formatHours, formatRate } from "@shared/money";
import { formatCreditorReference } from "@shared/payment-reference";
import type { Remittance } from "@shared/remittance";
import { Badge } from "@/components/ui/badge";
import { Spinner } from "@/components/ui/icons";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { creditNotePdfPath, downloadCreditNotePdf } from "../api/download-credit-note-pdf";
import { downloadInvoicePdf, invoicePdfPath } from "../api/download-invoice-pdf";
import { INVOICE_STATUS_STYLES, invoiceTitle, stateText, totalText } from "../lib/format";
import { formatMomentDay } from "@/lib/calendar-date";
import { formatDay, monthLabel } from "@shared/calendar";

export interface InvoiceDetailProps {
  invoice: Invoice;
  /** The console reads with the admin's token. */
  asAdmin?: boolean;
  /** Heading level of the invoice's title (2 on its own page, 3 inside the console). */
  headingLevel?: 2 | 3;
  /** Actions beside the PDF link (the console's 'Mark paid'). */
  actions?: ReactNode;
}

export function InvoiceDetail({ invoice, asAdmin = false, headingLevel = 2, actions }: InvoiceDetailProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const status = INVOICE_STATUS_STYLES[invoice.status];
  const [downloading, setDownloading] = useState(false);
  const headingId = `invoice-${invoice.id}-title`;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadInvoicePdf(invoice, { asAdmin });
    } catch (err) {
      toast({ variant: "destructive", title: "Could not download the PDF", description: errorMessage(err, "Please try again.") });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <article aria-labelledby={headingId} className="space-y-5 rounded-lg border border-border bg-card p-4 shadow-sm sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Heading id={headingId} className="text-xl font-semibold">
            {invoiceTitle(invoice)}
          </Heading>
          <p className="text-sm text-muted-foreground">
            {billedToText(invoice)} · work of {monthLabel(invoice.month)}
          </p>
          <p className="text-sm text-muted-foreground">{stateText(invoice)}</p>
        </div>
        <Badge variant={status.variant}>{status.label}</Badge>
      </header>

      <BilledFacts invoice={invoice} />

      {invoice.lines.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">This invoice has no lines.</p>
      ) : (
        // Scrolls sideways on a phone: focusable and named so the keyboard can scroll it too.
        <div role="region" aria-label="Invoice lines" tabIndex={0} className="overflow-x-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <table className="w-full min-w-[32rem] text-sm">
            <caption className="sr-only">Lines of {invoiceTitle(invoice)}</caption>
            <thead className="border-b border-border text-left text-muted-foreground">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Description
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Hours
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Rate
                </th>
                <th scope="col" className="py-2 pl-3 text-right font-medium">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {invoice.lines.map((line) => (
                <tr key={line.id} className="border-b border-border align-top last:border-0" data-kind={line.kind}>
                  <td className="py-2 pr-3">
                    {line.kind === "credit" && <span className="mr-2 font-semibold text-green-800">Credit</span>}
                    {line.description}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatHours(line.minutes)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatRate(line.rateCents)}</td>
                  <td className="py-2 pl-3 text-right tabular-nums">{formatCents(line.amountCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <dl className="ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Hours ({formatHours(invoice.minutes)} h)</dt>
        <dd className="text-right tabular-nums">{formatCents(invoice.hoursCents)}</dd>
        {invoice.creditsCents !== 0 && (
          <>
            <dt className="text-muted-foreground">Credits</dt>
            <dd className="text-right tabular-nums">{formatCents(invoice.creditsCents)}</dd>
          </>
        )}
        <dt className="font-semibold">{invoice.totalCents < 0 ? "Total (in your favour)" : "Total"}</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="invoice-total">
          {totalText(invoice.totalCents)}
        </dd>
        {invoice.creditAppliedCents > 0 && (
          <>
            <dt className="text-muted-foreground">Credit on your account</dt>
            <dd className="text-right tabular-nums">{formatCents(-invoice.creditAppliedCents)}</dd>
          </>
        )}
        {invoice.status === "open" && invoice.amountDueCents !== invoice.totalCents && (
          <>
            <dt className="font-semibold">Still to pay</dt>
            <dd className="text-right font-semibold tabular-nums" data-testid="invoice-due">
              {formatCents(invoice.amountDueCents)}
            </dd>
          </>
        )}
      </dl>

      <Settlements invoice={invoice} asAdmin={asAdmin} />
      {invoice.status === "open" && invoice.amountDueCents > 0 && invoice.remittance && <HowToPay invoice={invoice} account={invoice.remittance} />}

      <div className="flex flex-wrap items-center gap-3">
        <a
          href={invoicePdfPath(invoice.id)}
          download
          onClick={(e) => {
            e.preventDefault();
            void download();
          }}
          className="inline-flex items-center gap-2 rounded-md border border-input px-3 py-2 text-sm font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-busy={downloading}
        >
          {downloading && <Spinner />}
          Download PDF
        </a>
        {actions}
      </div>
    </article>
  );
}

/** What the invoice keeps of who it bills and when it is due (as issued, or a draft's live details). */
function BilledFacts({ invoice }: { invoice: Invoice }) {
  const facts: [string, string][] = [
    ...(invoice.legalName ? [["Legal name", invoice.legalName] as [string, string]] : []),
    ...(invoice.billingAddress ? [["Billing address", invoice.billingAddress] as [string, string]] : []),
    ...(invoice.taxId ? [["Tax id", invoice.taxId] as [string, string]] : []),
    ...(invoice.poNumbers.length > 0 ? [[invoice.poNumbers.length === 1 ? "PO number" : "PO numbers", invoice.poNumbers.join(", ")] as [string, string]] : []),
    ...(invoice.dueDate ? [["Due date", formatDay(invoice.dueDate)] as [string, string]] : []),
    ...(invoice.paymentReference ? [["Payment reference", formatCreditorReference(invoice.paymentReference)] as [string, string]] : []),
  ];
  if (facts.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" aria-label="Billing details">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="whitespace-pre-line">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What has settled the invoice so far: its credit notes (each with its PDF) and its payments. */
function Settlements({ invoice, asAdmin }: { invoice: Invoice; asAdmin: boolean }) {
  if (invoice.creditNotes.length === 0 && invoice.payments.length === 0) return null;
  const headingId = `invoice-${invoice.id}-settled`;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-base font-semibold">
        Credit notes and payments
      </h3>
      <ul className="divide-y divide-border rounded-md border border-border text-sm">
        {invoice.creditNotes.map((note) => (
          <li key={`cn-${note.id}`} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <div>
              <p className="font-medium">
                Credit note {creditNoteNumberText(note.number)} · {formatMomentDay(note.issuedAt)}
              </p>
              <p className="text-muted-foreground">{note.description}</p>
            </div>
            <div className="flex items-center gap-3">
              <span className="tabular-nums">{formatCents(-note.amountCents)}</span>
              <CreditNotePdfLink note={note} asAdmin={asAdmin} />
            </div>
          </li>
        ))}
        {invoice.payments.map((p) => (
          <li key={`p-${p.id}`} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <p>
              <span className="font-medium">Payment received</span> · {p.bookedOn ? formatDay(p.bookedOn) : formatMomentDay(p.recordedAt)}
              <span className="text-muted-foreground">{p.source === "statement" ? " · bank transfer" : " · recorded by us"}</span>
              {p.excessCents > 0 && <span className="text-muted-foreground"> · {formatCents(p.excessCents)} beyond it is credit on your account</span>}
            </p>
            <span className="tabular-nums">{formatCents(-p.amountCents)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CreditNotePdfLink({ note, asAdmin }: { note: CreditNoteSummary; asAdmin: boolean }) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadCreditNotePdf(note, { asAdmin });
    } catch (err) {
      toast({ variant: "destructive", title: "Could not download the PDF", description: errorMessage(err, "Please try again.") });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <a
      href={creditNotePdfPath(note.id)}
      download
      onClick={(e) => {
        e.preventDefault();
        void download();
      }}
      aria-busy={downloading}
      aria-label={`PDF of credit note ${creditNoteNumberText(note.number)}`}
      className="inline-flex items-center gap-1 rounded-md text-accent underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {downloading && <Spinner />}
      PDF
    </a>
  );
}

/** Where to send what is still owed (the account the invoice keeps), and the reference that matches the payment to it. */
function HowToPay({ invoice, account }: { invoice: Invoice; account: Remittance }) {
  const headingId = `invoice-${invoice.id}-pay`;
  const rows: [string, string][] = [
    ["Amount", formatCents(invoice.amountDueCents)],
    ...(invoice.dueDate ? [["Due by", formatDay(invoice.dueDate)] as [string, string]] : []),
    ["Account name", account.accountName],
    ["Bank", account.bankName],
    ["Account number", `${account.accountNumber} (${account.currency})`],
    ["SWIFT/BIC", account.swift],
    ...(invoice.paymentReference ? [["Reference", formatCreditorReference(invoice.paymentReference)] as [string, string]] : []),
  ];
  return (
    <section aria-labelledby={headingId} className="space-y-2 rounded-md border border-border bg-muted/40 p-4">
      <h3 id={headingId} className="text-base font-semibold">
        How to pay
      </h3>
      <p className="text-sm text-muted-foreground">By bank transfer in US dollars. Quote the reference exactly, so we match your payment to this invoice.</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className={term === "Reference" ? "font-mono font-semibold" : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

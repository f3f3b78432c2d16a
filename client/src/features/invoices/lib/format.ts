// How an invoice's state and figures read on screen; money itself is formatted by shared/money.ts.
import type { InvoiceStatus } from "@shared/constants";
import { INVOICE_STATUS_LABELS, invoiceNumberText, type InvoiceSummary } from "@shared/contracts/invoices";
import { formatCents } from "@shared/money";
import type { StatusStyle } from "@/components/ui/status-style";
import { formatMomentDay } from "@/lib/calendar-date";
import { monthLabel } from "@shared/calendar";

export const INVOICE_STATUS_STYLES: Record<InvoiceStatus, StatusStyle> = {
  draft: { label: INVOICE_STATUS_LABELS.draft, variant: "neutral" },
  open: { label: INVOICE_STATUS_LABELS.open, variant: "warning" },
  paid: { label: INVOICE_STATUS_LABELS.paid, variant: "success" },
};

/** "Invoice INV-000042 · October 2026", or "Draft · October 2026". */
export const invoiceTitle = (i: Pick<InvoiceSummary, "number" | "month">) =>
  i.number === null ? `Draft for ${monthLabel(i.month)}` : `Invoice ${invoiceNumberText(i.number)} for ${monthLabel(i.month)}`;

/** What the total means: owed, or in the client's favour when credits outweigh the hours. */
export function totalText(cents: number): string {
  return cents < 0 ? `${formatCents(-cents)} in your favour` : `${formatCents(cents)}`;
}

/** The invoice's state in a sentence for its client. */
export function stateText(i: Pick<InvoiceSummary, "status" | "issuedAt" | "paidAt">): string {
  if (i.status === "paid" && i.paidAt) return `Paid on ${formatMomentDay(i.paidAt)}`;
  if (i.status === "open" && i.issuedAt) return `Issued on ${formatMomentDay(i.issuedAt)}; awaiting payment`;
  return "Draft: not issued yet";
}

/** A chart's rounded hours: "37.5 h". */
export const roundedHours = (hours: number) => `${Math.round(hours * 10) / 10} h`;

/** "Overdue · 3 days" for an open invoice past its due date (the server counts the days); null otherwise. */
export function overdueText(i: Pick<InvoiceSummary, "daysOverdue">): string | null {
  if (i.daysOverdue === null) return null;
  return `Overdue · ${i.daysOverdue} ${i.daysOverdue === 1 ? "day" : "days"}`;
}

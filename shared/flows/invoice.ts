import type { InvoiceStatus } from "../constants";
import { daysBetween } from "../calendar";
import type { InvoiceMailKind } from "../schema/invoice-mails";
import { defineFlow } from "./flow";

/**
 * Who makes a move: a run of the month's invoices (the monthly job or an admin's request), an
 * admin, the payments recorded against it (server/payments) once they cover its total, or a credit
 * (a credit note, the company's credit on account) that covers what was left of it.
 */
export type InvoiceMover = "run" | "admin" | "payment" | "credit";

/** An invoice: a draft is numbered when a run issues it; it is paid once, when its payments cover it or an admin says so. */
export const invoiceFlow = defineFlow<InvoiceStatus, InvoiceMover>({
  noun: "invoice",
  labels: { draft: "Draft", open: "Open", paid: "Paid" },
  moves: {
    draft: { open: ["run"] },
    open: { paid: ["admin", "payment", "credit"] },
    paid: {},
  },
  refusal: (from, to, label) => (from === to ? `This invoice is ${label(to)} already.` : `This invoice is ${label(from)}: it cannot become ${label(to)}.`),
});

/**
 * How many days an invoice is past its due date on `today` (both YYYY-MM-DD, UTC): a positive count
 * for an open invoice whose due date has gone by, null otherwise. The answers carry it, so the
 * company's screens and the console say the same.
 */
export function daysOverdue(i: { status: string; dueDate: string | null }, today: string): number | null {
  if (i.status !== "open" || !i.dueDate || today <= i.dueDate) return null;
  return daysBetween(i.dueDate, today);
}

/**
 * The days after its due date on which an unpaid invoice's reminder is claimed: from the first day
 * it names (1: the day after the due date; 8: seven days after that) for a week, so a job that did
 * not run on that day still sends it, and invoices long overdue before the mails began get none.
 */
export const INVOICE_REMINDER_DAYS: Record<Exclude<InvoiceMailKind, "issued">, { from: number; to: number }> = {
  due: { from: 1, to: 7 },
  overdue: { from: 8, to: 14 },
};

// Request and answer shapes of /api/invoices and the console's invoice figures (PRODUCT.md
// "Invoices", "Trial and replacement"), the moves between an invoice's statuses and the calendar
// months invoices are made for (docs/decisions/065-*). Money is integer USD cents (shared/money.ts).
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { CREDIT_NOTE_REASONS, INVOICE_LINE_KINDS, INVOICE_STATUSES } from "../constants";
import { invoiceFlow } from "../flows/invoice";
import { remittanceSchema } from "../remittance";
import { creditNotes, invoiceLines, invoices } from "../schema/invoices";
import { dateAnswer, idSchema, momentAnswer, paginationSchema } from "./common";

export type { InvoiceMover } from "../flows/invoice";

export const INVOICE_STATUS_LABELS = invoiceFlow.labels;

/** How many months the console's figures look back, the current one included. */
export const INVOICE_FIGURES_MONTHS = 12;
export const INVOICE_FIGURES_MONTHS_MAX = 36;

export const INVOICE_MESSAGES = {
  notFound: "Invoice not found",
  creditNoteNotFound: "Credit note not found",
  creditNotIssued: "A draft cannot be corrected: credit notes correct issued invoices.",
  creditTooLarge: "A credit note cannot credit more than what is left of the invoice after its other credit notes.",
  creditAmount: "Amount must be a whole number of cents, at least 1",
  creditAmountDollars: "Enter the amount in dollars, such as 120.50",
  creditReason: "Say what the credit note corrects (3 to 300 characters)",
  month: "Month must be a calendar month written as YYYY-MM, such as 2026-10",
  status: `Status must be one of: all, ${INVOICE_STATUSES.join(", ")}`,
} as const;

// --- the month an invoice bills (its arithmetic and words: shared/calendar.ts) ------------------

/** "2026-10": a calendar month. */
export const monthSchema = z
  .string({ error: INVOICE_MESSAGES.month })
  .trim()
  .regex(/^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/, INVOICE_MESSAGES.month);

/** Who an invoice bills, in one line: "Northwind Analytics" (an older invoice: "Dana Whitfield (Northwind Analytics)"). */
export const billedToText = (i: { billedName: string; companyName: string | null }) =>
  i.companyName && i.companyName !== i.billedName ? `${i.billedName} (${i.companyName})` : i.billedName;

/** An issued invoice's number as printed: "INV-000042". */
export const invoiceNumberText = (n: number | null) => (n === null ? "Draft" : `INV-${String(n).padStart(6, "0")}`);

/** A credit note's number as printed: "CN-000001", a series of its own. */
export const creditNoteNumberText = (n: number) => `CN-${String(n).padStart(6, "0")}`;

// --- requests -------------------------------------------------------------------------------------

export const invoiceParamsSchema = z.object({ id: idSchema });

/** GET /api/invoices: the client's own (open and paid), or every invoice for admins; by status, newest first. */
export const INVOICE_FILTERS = ["all", ...INVOICE_STATUSES] as const;
export type InvoiceFilter = (typeof INVOICE_FILTERS)[number];
export const invoiceListQuerySchema = paginationSchema.extend({
  status: z.enum(INVOICE_FILTERS, { error: INVOICE_MESSAGES.status }).default("all"),
});
export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

/** POST /api/invoices/run (admins): issue the invoices of a month that has ended. */
export const runInvoicesSchema = z.object({ month: monthSchema });
export type RunInvoicesInput = z.input<typeof runInvoicesSchema>;

/** GET /api/admin/invoices/figures: hours and billed totals per month, the last `months` months. */
export const invoiceFiguresQuerySchema = z.object({
  months: z.coerce
    .number({ error: "months must be a number" })
    .int("months must be a whole number")
    .min(1, "months must be at least 1")
    .max(INVOICE_FIGURES_MONTHS_MAX, `months must be at most ${INVOICE_FIGURES_MONTHS_MAX}`)
    .default(INVOICE_FIGURES_MONTHS),
});

/** POST /api/admin/invoices/{id}/credit-notes: an admin's correction of an issued invoice. */
export const issueCorrectionSchema = z.object({
  amountCents: z.number({ error: INVOICE_MESSAGES.creditAmount }).int(INVOICE_MESSAGES.creditAmount).min(1, INVOICE_MESSAGES.creditAmount).max(100_000_000_00, "Amount is too large"),
  description: z.string({ error: INVOICE_MESSAGES.creditReason }).trim().min(3, INVOICE_MESSAGES.creditReason).max(300, INVOICE_MESSAGES.creditReason),
});
export type IssueCorrectionInput = z.input<typeof issueCorrectionSchema>;

// --- answers --------------------------------------------------------------------------------------

const invoiceColumns = createSelectSchema(invoices, {
  status: z.enum(INVOICE_STATUSES),
  periodStart: dateAnswer,
  issuedAt: momentAnswer.nullable(),
  paidAt: momentAnswer.nullable(),
  updatedAt: momentAnswer,
  dueDate: dateAnswer.nullable(),
  poNumbers: z.array(z.string()),
  paymentReference: z.string().nullable(),
});
const lineColumns = createSelectSchema(invoiceLines, { kind: z.enum(INVOICE_LINE_KINDS) });
const monthAnswer = z.string().regex(/^\d{4}-\d{2}$/);

export const invoiceLineAnswer = lineColumns
  .pick({ id: true, kind: true, engagementId: true, weekId: true, description: true, minutes: true, rateCents: true, amountCents: true })
  .extend({
    /** The Monday of the timesheet week an hours line bills; null on a credit. */
    weekStart: dateAnswer.nullable(),
    /** The month the billed days fall in ("2026-10"); a late-approved week's month may be before the invoice's. */
    workMonth: monthAnswer.nullable(),
  });
export type InvoiceLine = z.output<typeof invoiceLineAnswer>;

/**
 * GET /api/invoices: an invoice without its lines. Who it bills, their billing details, PO numbers,
 * terms and due date are as they were when it was issued (never drawn again), or a draft's live ones.
 */
export const invoiceSummaryAnswer = invoiceColumns
  .pick({
    id: true,
    number: true,
    status: true,
    companyId: true,
    periodStart: true,
    totalCents: true,
    issuedAt: true,
    paidAt: true,
    updatedAt: true,
    poNumbers: true,
    paymentTermsDays: true,
    dueDate: true,
    paymentReference: true,
  })
  .extend({
    /** The name it is addressed to: the company's (an invoice issued before invoices were per company: its member's). */
    billedName: z.string(),
    companyName: z.string().nullable(),
    companyLocation: z.string().nullable(),
    legalName: z.string().nullable(),
    billingAddress: z.string().nullable(),
    billingEmail: z.string().nullable(),
    taxId: z.string().nullable(),
    /** The month billed: "2026-10". */
    month: monthAnswer,
    /** Days past its due date, for an open invoice whose due date has gone by (today, UTC); else null. */
    daysOverdue: z.number().int().positive().nullable(),
  });
export type InvoiceSummary = z.output<typeof invoiceSummaryAnswer>;

const creditNoteColumns = createSelectSchema(creditNotes, { reason: z.enum(CREDIT_NOTE_REASONS), issuedAt: momentAnswer });

/** A credit note as its invoice lists it. */
export const creditNoteSummaryAnswer = creditNoteColumns.pick({ id: true, number: true, invoiceId: true, reason: true, description: true, amountCents: true, issuedAt: true });
export type CreditNoteSummary = z.output<typeof creditNoteSummaryAnswer>;

/**
 * GET /api/credit-notes/{id}: the document, as it was issued and never drawn again: who it is
 * addressed to and the invoice it corrects, its hours (a trial credit), its amount, and how much of
 * it took what the invoice still owed off it (`appliedCents`) or became credit on the company's
 * account (`excessCents`).
 */
export const creditNoteAnswer = creditNoteColumns
  .pick({
    id: true,
    number: true,
    invoiceId: true,
    invoiceNumber: true,
    companyId: true,
    reason: true,
    engagementId: true,
    description: true,
    minutes: true,
    rateCents: true,
    amountCents: true,
    appliedCents: true,
    excessCents: true,
    billedName: true,
    billedCompany: true,
    billedLegalName: true,
    billedAddress: true,
    billedTaxId: true,
    issuedAt: true,
  });
export type CreditNote = z.output<typeof creditNoteAnswer>;

/** A payment recorded against an invoice: from the bank's statement, or recorded by an admin. */
export const invoicePaymentAnswer = z.object({
  id: z.number().int(),
  /** What it settled of this invoice (anything beyond went to the company's credit on account). */
  amountCents: z.number().int(),
  excessCents: z.number().int(),
  recordedAt: momentAnswer,
  /** The bank entry's day, when it came from a statement. */
  bookedOn: dateAnswer.nullable(),
  source: z.enum(["statement", "admin"]),
});
export type InvoicePayment = z.output<typeof invoicePaymentAnswer>;

/** GET /api/invoices/{id} and POST /api/invoices/{id}/paid. */
export const invoiceAnswer = invoiceSummaryAnswer.extend({
  /** Its credit notes, oldest first, and the payments against it. */
  creditNotes: z.array(creditNoteSummaryAnswer),
  payments: z.array(invoicePaymentAnswer),
  /** The company's credit on account taken off it when it was issued. */
  creditAppliedCents: z.number().int(),
  /** What is still to pay: the total less credit applied, credit notes and payments (never below zero). */
  amountDueCents: z.number().int(),
  /** The bank account to pay it to, as it was when it was issued; null on a draft. */
  remittance: remittanceSchema.nullable(),
  lines: z.array(invoiceLineAnswer),
  /** The hours lines added up, the credits added up (zero or negative); their sum is `totalCents`. */
  hoursCents: z.number().int(),
  creditsCents: z.number().int(),
  /** Minutes on the hours lines. */
  minutes: z.number().int(),
});
export type Invoice = z.output<typeof invoiceAnswer>;

/** POST /api/invoices/run and /api/invoices/drafts. */
export const invoiceRunAnswer = z.object({
  month: monthAnswer,
  /** The invoices this run issued (or, for drafts, refreshed), in number order. */
  invoices: z.array(invoiceSummaryAnswer),
  /**
   * Companies whose invoice this run could not make: the others' were made all the same, the admins
   * are told (once per company and month), and the next run tries again.
   */
  failedCompanyIds: z.array(z.number().int()),
});
export type InvoiceRunResult = z.output<typeof invoiceRunAnswer>;

export const invoiceMonthFigureAnswer = z.object({
  month: monthAnswer,
  /** Approved minutes worked in the month (by the days' dates). */
  approvedMinutes: z.number().int(),
  /** The totals of the month's issued invoices (open and paid). */
  billedCents: z.number().int(),
  paidCents: z.number().int(),
  invoices: z.number().int(),
});
export type InvoiceMonthFigure = z.output<typeof invoiceMonthFigureAnswer>;

/** GET /api/admin/invoices/figures. */
export const invoiceFiguresAnswer = z.object({ months: z.array(invoiceMonthFigureAnswer) });
export type InvoiceFigures = z.output<typeof invoiceFiguresAnswer>;

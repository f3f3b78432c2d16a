import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { CREDIT_NOTE_REASONS, INVOICE_LINE_KINDS, INVOICE_STATUSES, type CreditNoteReason, type InvoiceLineKind, type InvoiceStatus } from "../constants";
import type { Remittance } from "../remittance";
import { listed } from "./check-list";
import { engagements, timesheetWeeks } from "./engagements";
import { companies, companyOfRow } from "./company";
import { users } from "./users";

/**
 * A company's invoice for one month (`period_start`, the month's first day). Money is integer USD
 * cents throughout. A draft has no number; issuing it takes the next number from invoice_numbers
 * in the same transaction, so numbers run without gaps however many instances issue at once, and
 * keeps the company's details, PO numbers, terms and due date as they are then (decision 090).
 */
export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    number: integer("number").unique(),
    /** The member an invoice made before invoices were per company was addressed to; null since. */
    clientId: integer("client_id").references(() => users.id),
    companyId: companyOfRow(),
    periodStart: date("period_start").notNull(),
    status: text("status").$type<InvoiceStatus>().notNull().default("draft"),
    totalCents: bigint("total_cents", { mode: "number" }).notNull().default(0),
    /**
     * Who it bills, as they were when it was issued, and never drawn again: the client's name, their
     * company's name and location (null while a draft, which shows the live ones; decision 076).
     */
    billedName: text("billed_name"),
    billedCompany: text("billed_company"),
    billedLocation: text("billed_location"),
    /** The company's billing details and its engagements' PO numbers when it was issued (null or empty on a draft). */
    billedLegalName: text("billed_legal_name"),
    billedAddress: text("billed_address"),
    billedTaxId: text("billed_tax_id"),
    billedEmail: text("billed_email"),
    poNumbers: text("po_numbers").array().notNull().default(sql`'{}'::text[]`),
    /** The company's payment terms when it was issued, and the day it falls due (issue day + terms). */
    paymentTermsDays: integer("payment_terms_days"),
    dueDate: date("due_date"),
    /** Its ISO 11649 creditor reference, from its number (shared/payment-reference.ts): what a payer quotes. */
    paymentReference: text("payment_reference"),
    /** The bank account it asks to be paid to, as it was when it was issued (null on a draft). */
    remittance: jsonb("remittance").$type<Remittance>(),
    issuedAt: timestamp("issued_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    paidBy: integer("paid_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("invoices_status", sql`${t.status} in (${listed(INVOICE_STATUSES)})`),
    check("invoices_numbered_when_issued", sql`(${t.status} = 'draft') = (${t.number} is null)`),
    check("invoices_billed_when_issued", sql`(${t.status} = 'draft') = (${t.billedName} is null)`),
    check("invoices_due_when_issued", sql`(${t.status} = 'draft') = (${t.dueDate} is null)`),
    check("invoices_referenced_when_issued", sql`(${t.status} = 'draft') = (${t.paymentReference} is null)`),
    check("invoices_remittance_when_issued", sql`(${t.status} = 'draft') = (${t.remittance} is null)`),
    uniqueIndex("invoices_payment_reference_idx").on(t.paymentReference),
    check("invoices_period_start", sql`extract(day from ${t.periodStart}) = 1`),
    // One invoice per company and month.
    uniqueIndex("invoices_company_period_idx").on(t.companyId, t.periodStart),
    index("invoices_company_idx").on(t.companyId, t.periodStart, t.id),
    index("invoices_status_idx").on(t.status, t.periodStart, t.id),
  ],
);

/**
 * One line: an engagement's approved week (hours × rate, rounded half up once) or a credit
 * (negative). A week's days belong to the month they fall in, so a week that crosses a month's end
 * is billed as one line per month: (week_id, work_month) is billed once. A credit names the
 * engagement it refunds, and an engagement is credited once (docs/decisions/065-*).
 */
export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: serial("id").primaryKey(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    kind: text("kind").$type<InvoiceLineKind>().notNull(),
    engagementId: integer("engagement_id").references(() => engagements.id, { onDelete: "set null" }),
    weekId: integer("week_id").references(() => timesheetWeeks.id, { onDelete: "set null" }),
    /** The month (its first day) of the days an hours line bills; null on a credit. */
    workMonth: date("work_month"),
    description: text("description").notNull(),
    minutes: integer("minutes").notNull(),
    rateCents: bigint("rate_cents", { mode: "number" }).notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    position: integer("position").notNull(),
  },
  (t) => [
    check("invoice_lines_kind", sql`${t.kind} in (${listed(INVOICE_LINE_KINDS)})`),
    check("invoice_lines_sign", sql`(${t.kind} = 'credit') = (${t.amountCents} < 0) or ${t.amountCents} = 0`),
    index("invoice_lines_invoice_idx").on(t.invoiceId, t.position),
    check("invoice_lines_work_month", sql`(${t.kind} = 'hours') = (${t.workMonth} is not null) and (${t.workMonth} is null or extract(day from ${t.workMonth}) = 1)`),
    // The days of a week in one month are billed once, however many runs there are.
    uniqueIndex("invoice_lines_week_month_idx").on(t.weekId, t.workMonth),
    // An engagement ended in its trial is credited once.
    uniqueIndex("invoice_lines_credit_once_idx").on(t.engagementId).where(sql`${t.kind} = 'credit'`),
    // What an engagement has been billed (its trial credit adds it up).
    index("invoice_lines_engagement_idx").on(t.engagementId, t.kind),
  ],
);

/** The last invoice number given; one row. Taking a number updates it, so takers queue on its lock. */
export const invoiceNumbers = pgTable(
  "invoice_numbers",
  {
    id: integer("id").primaryKey().default(1),
    lastNumber: integer("last_number").notNull().default(0),
  },
  (t) => [check("invoice_numbers_one_row", sql`${t.id} = 1`)],
);

/**
 * A credit note: a document of its own, numbered in its own gapless series (CN-000001) and naming
 * the issued invoice it corrects (decision 093). What it says is written once, when it is issued:
 * who it is addressed to is copied from the invoice, and a trigger refuses any later change. Of its
 * amount, `applied_cents` took what the invoice still owed off it, and `excess_cents` (what the
 * invoice no longer owed, say because it was paid) became credit on the company's account.
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: serial("id").primaryKey(),
    number: integer("number").notNull().unique(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    reason: text("reason").$type<CreditNoteReason>().notNull(),
    /** The engagement a trial credit refunds; null on a correction. */
    engagementId: integer("engagement_id").references(() => engagements.id),
    description: text("description").notNull(),
    /** The hours it refunds (a trial credit) and their rate; null on a correction of an amount. */
    minutes: integer("minutes"),
    rateCents: bigint("rate_cents", { mode: "number" }),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    appliedCents: bigint("applied_cents", { mode: "number" }).notNull(),
    excessCents: bigint("excess_cents", { mode: "number" }).notNull(),
    /** Who it is addressed to and what it corrects, as the invoice says. */
    invoiceNumber: integer("invoice_number").notNull(),
    billedName: text("billed_name").notNull(),
    billedCompany: text("billed_company"),
    billedLegalName: text("billed_legal_name"),
    billedAddress: text("billed_address"),
    billedTaxId: text("billed_tax_id"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    /** The admin who issued a correction; null when the rules issued it (a trial's end). */
    issuedBy: integer("issued_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check("credit_notes_reason", sql`${t.reason} in (${listed(CREDIT_NOTE_REASONS)})`),
    check("credit_notes_amounts", sql`${t.amountCents} > 0 and ${t.appliedCents} >= 0 and ${t.excessCents} >= 0 and ${t.appliedCents} + ${t.excessCents} = ${t.amountCents}`),
    check("credit_notes_trial_names_engagement", sql`(${t.reason} = 'trial') = (${t.engagementId} is not null)`),
    index("credit_notes_invoice_idx").on(t.invoiceId, t.id),
    index("credit_notes_company_idx").on(t.companyId, t.id),
    // An engagement's trial is credited once on each invoice that billed its hours.
    uniqueIndex("credit_notes_trial_once_idx").on(t.invoiceId, t.engagementId).where(sql`${t.reason} = 'trial'`),
  ],
);

/** The last credit note number given; one row, taken under its lock like invoice_numbers. */
export const creditNoteNumbers = pgTable(
  "credit_note_numbers",
  {
    id: integer("id").primaryKey().default(1),
    lastNumber: integer("last_number").notNull().default(0),
  },
  (t) => [check("credit_note_numbers_one_row", sql`${t.id} = 1`)],
);

/**
 * A company's credit on account taken off an invoice when it is issued: at most once per invoice,
 * never more than the invoice's total or the credit the company holds.
 */
export const creditApplications = pgTable(
  "credit_applications",
  {
    id: serial("id").primaryKey(),
    invoiceId: integer("invoice_id")
      .notNull()
      .unique()
      .references(() => invoices.id),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("credit_applications_amount", sql`${t.amountCents} > 0`)],
);

export type InvoiceRow = typeof invoices.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;

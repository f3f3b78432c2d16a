// Payments in (docs/decisions/092-payments-from-the-banks-statement.md): the statements uploaded, each
// credit entry the bank reported (once, by the bank's own id), and the payments recorded from them
// against invoices.
import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { BANK_ENTRY_STATUSES, type BankEntryStatus } from "../contracts/payments";
import { listed } from "./check-list";
import { companies } from "./company";
import { invoices } from "./invoices";
import { users } from "./users";

export const bankStatements = pgTable("bank_statements", {
  id: serial("id").primaryKey(),
  format: text("format").notNull(),
  fileName: text("file_name").notNull(),
  uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
  uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A credit entry of a statement: money in, recorded once whatever the uploads that carry it. */
export const bankEntries = pgTable(
  "bank_entries",
  {
    id: serial("id").primaryKey(),
    statementId: integer("statement_id")
      .notNull()
      .references(() => bankStatements.id),
    /** The bank's own id of the entry. */
    entryId: text("entry_id").notNull(),
    bookedOn: date("booked_on").notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    reference: text("reference").notNull(),
    counterparty: text("counterparty").notNull(),
    status: text("status").$type<BankEntryStatus>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("bank_entries_status", sql`${t.status} in (${listed(BANK_ENTRY_STATUSES)})`),
    check("bank_entries_money_in", sql`${t.amountCents} > 0`),
    uniqueIndex("bank_entries_entry_id_idx").on(t.entryId),
    index("bank_entries_status_idx").on(t.status, t.bookedOn, t.id),
  ],
);

/**
 * A payment of an invoice: from a bank entry (matched by its reference or allocated by an admin),
 * or marked paid by an admin with none. What settles the invoice is `applied`; what is beyond its
 * total is `excess`, a credit on the company's account.
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    bankEntryId: integer("bank_entry_id").references(() => bankEntries.id),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    appliedCents: bigint("applied_cents", { mode: "number" }).notNull(),
    excessCents: bigint("excess_cents", { mode: "number" }).notNull(),
    recordedBy: integer("recorded_by").references(() => users.id, { onDelete: "set null" }),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("payments_amounts", sql`${t.appliedCents} >= 0 and ${t.excessCents} >= 0 and ${t.appliedCents} + ${t.excessCents} > 0`),
    uniqueIndex("payments_bank_entry_idx").on(t.bankEntryId),
    index("payments_invoice_idx").on(t.invoiceId),
  ],
);

export type BankEntryRow = typeof bankEntries.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

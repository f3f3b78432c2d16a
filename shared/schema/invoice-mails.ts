// The mails an issued invoice gets (docs/decisions/099-invoice-mails-claimed-once-with-the-pdf.md):
// one row per invoice and kind, inserted before the mail is queued, so each is sent once however
// many runs and instances claim it. The mail itself is an outbox row naming this one.
import { sql } from "drizzle-orm";
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { listed } from "./check-list";
import { invoices } from "./invoices";

/**
 * `issued`: the invoice with its PDF, when it is issued; `due`: the day after its due date, still
 * unpaid; `overdue`: 7 days after that, still unpaid.
 */
export const INVOICE_MAIL_KINDS = ["issued", "due", "overdue"] as const;
export type InvoiceMailKind = (typeof INVOICE_MAIL_KINDS)[number];

export const invoiceMails = pgTable(
  "invoice_mails",
  {
    id: serial("id").primaryKey(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    kind: text("kind").$type<InvoiceMailKind>().notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("invoice_mails_kind", sql`${t.kind} in (${listed(INVOICE_MAIL_KINDS)})`), uniqueIndex("invoice_mails_once_idx").on(t.invoiceId, t.kind)],
);

export type InvoiceMailRow = typeof invoiceMails.$inferSelect;

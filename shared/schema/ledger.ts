// The books (docs/decisions/091-the-books-are-a-double-entry-ledger.md): one entry per business event
// and its lines, debit positive and credit negative. The database holds every entry balanced (a
// deferred check at commit) and never changes one: the books are written once.
import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { LEDGER_ACCOUNTS, LEDGER_ENTRY_KINDS, type LedgerAccount, type LedgerEntryKind } from "../ledger";
import { listed } from "./check-list";
import { companies } from "./company";
import { users } from "./users";

export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<LedgerEntryKind>().notNull(),
    /** The id of what posted it (an invoice, a credit note, a payment, a payout). */
    sourceId: integer("source_id").notNull(),
    bookedOn: date("booked_on").notNull(),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("ledger_entries_kind", sql`${t.kind} in (${listed(LEDGER_ENTRY_KINDS)})`),
    // Each source posts its entry once, however many times or instances ask.
    uniqueIndex("ledger_entries_source_idx").on(t.kind, t.sourceId),
    index("ledger_entries_booked_on_idx").on(t.bookedOn),
  ],
);

export const ledgerLines = pgTable(
  "ledger_lines",
  {
    id: serial("id").primaryKey(),
    entryId: integer("entry_id")
      .notNull()
      .references(() => ledgerEntries.id),
    account: text("account").$type<LedgerAccount>().notNull(),
    companyId: integer("company_id").references(() => companies.id),
    expertId: integer("expert_id").references(() => users.id),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
  },
  (t) => [
    check("ledger_lines_account", sql`${t.account} in (${listed(LEDGER_ACCOUNTS)})`),
    check("ledger_lines_moves", sql`${t.amountCents} <> 0`),
    check(
      "ledger_lines_party",
      sql`(${t.account} in ('receivables', 'credit-on-account')) = (${t.companyId} is not null) and (${t.account} = 'expert-payables') = (${t.expertId} is not null)`,
    ),
    index("ledger_lines_entry_idx").on(t.entryId),
    index("ledger_lines_account_idx").on(t.account, t.companyId),
  ],
);

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type LedgerLineRow = typeof ledgerLines.$inferSelect;

// Payments in: statements, their credit entries (once each, by the bank's id) and the payments
// recorded from them.
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { BankEntriesQuery, BankEntryStatus } from "@shared/contracts/payments";
import { bankEntries, bankStatements, invoices, payments } from "@shared/schema";
import { arrayParam, type ArrayType } from "../db/arrays";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";
import type { StatementEntry, StatementFormat } from "./statement";

export async function insertStatement(db: Db, values: { format: StatementFormat; fileName: string; uploadedBy: number }) {
  const [row] = await db.insert(bankStatements).values(values).returning({ id: bankStatements.id });
  return row.id;
}

/**
 * Records a credit entry unless the bank's id was recorded before (by this upload, an earlier one,
 * or one at the same moment: the unique index decides); answers its id, or null for a duplicate.
 */
export async function insertEntryOnce(tx: Db, statementId: number, e: StatementEntry): Promise<number | null> {
  const [row] = await tx
    .insert(bankEntries)
    .values({ statementId, entryId: e.entryId, bookedOn: e.bookedOn, amountCents: e.amountCents, currency: e.currency, reference: e.reference, counterparty: e.counterparty, status: "unmatched" })
    .onConflictDoNothing({ target: bankEntries.entryId })
    .returning({ id: bankEntries.id });
  return row?.id ?? null;
}

/**
 * Records a batch of credit entries in one statement, each unless the bank's id was recorded before
 * (by an earlier upload, one at the same moment, or an earlier row of this batch: the unique index
 * decides, and a concurrent upload's insert waits for this one's transaction); answers the ids of
 * those written, with the bank's id of each. The batch's columns go as one array each (arrays.ts).
 */
export async function insertEntriesOnce(tx: Db, statementId: number, entries: StatementEntry[]) {
  if (entries.length === 0) return [];
  const column = <K extends keyof StatementEntry>(key: K, type: ArrayType) => arrayParam(entries.map((e) => e[key]), type);
  const result = await tx.execute(sql`
    insert into ${bankEntries} (statement_id, entry_id, booked_on, amount_cents, currency, reference, counterparty, status)
    select ${statementId}::int, e.entry_id, e.booked_on, e.amount_cents, e.currency, e.reference, e.counterparty, 'unmatched'
      from unnest(${column("entryId", "text")}, ${column("bookedOn", "date")}, ${column("amountCents", "bigint")}, ${column("currency", "text")},
                  ${column("reference", "text")}, ${column("counterparty", "text")}) as e(entry_id, booked_on, amount_cents, currency, reference, counterparty)
    on conflict (entry_id) do nothing
    returning id, entry_id`);
  return rowsOf<{ id: number; entry_id: string }>(result).map((r) => ({ id: Number(r.id), entryId: r.entry_id }));
}

export async function setEntriesStatus(tx: Db, ids: number[], status: BankEntryStatus) {
  if (ids.length > 0) await tx.update(bankEntries).set({ status }).where(sql`${bankEntries.id} = any(${arrayParam(ids, "int")})`);
}

/** Several payments in one statement (a column an array, arrays.ts); answers each one's id with its bank entry's. */
export async function insertPayments(tx: Db, values: { bankEntryId: number; invoiceId: number; companyId: number; appliedCents: number; excessCents: number; recordedBy: null }[]) {
  if (values.length === 0) return [];
  const column = (pick: (v: (typeof values)[number]) => number, type: ArrayType) => arrayParam(values.map(pick), type);
  const result = await tx.execute(sql`
    insert into ${payments} (bank_entry_id, invoice_id, company_id, applied_cents, excess_cents, recorded_by)
    select p.bank_entry_id, p.invoice_id, p.company_id, p.applied_cents, p.excess_cents, null
      from unnest(${column((v) => v.bankEntryId, "int")}, ${column((v) => v.invoiceId, "int")}, ${column((v) => v.companyId, "int")},
                  ${column((v) => v.appliedCents, "bigint")}, ${column((v) => v.excessCents, "bigint")}) as p(bank_entry_id, invoice_id, company_id, applied_cents, excess_cents)
    returning id, bank_entry_id`);
  return rowsOf<{ id: number; bank_entry_id: number }>(result).map((r) => ({ id: Number(r.id), bankEntryId: Number(r.bank_entry_id) }));
}

/** Takes an unmatched entry for a hand allocation: the row, locked, or undefined when it is not (or no longer) waiting. */
export async function lockEntry(tx: Db, id: number) {
  const [row] = await tx.select().from(bankEntries).where(eq(bankEntries.id, id)).for("update");
  return row;
}

export async function setEntryStatus(tx: Db, id: number, status: BankEntryStatus) {
  await tx.update(bankEntries).set({ status }).where(eq(bankEntries.id, id));
}

export async function insertPayment(tx: Db, values: { bankEntryId: number | null; invoiceId: number; companyId: number; appliedCents: number; excessCents: number; recordedBy: number | null }) {
  const [row] = await tx.insert(payments).values(values).returning({ id: payments.id });
  return row.id;
}

const entryColumns = {
  id: bankEntries.id,
  entryId: bankEntries.entryId,
  bookedOn: bankEntries.bookedOn,
  amountCents: bankEntries.amountCents,
  currency: bankEntries.currency,
  reference: bankEntries.reference,
  counterparty: bankEntries.counterparty,
  status: bankEntries.status,
  invoiceId: payments.invoiceId,
  createdAt: bankEntries.createdAt,
};

/** A page of the entries, newest booking first, with the invoice each paid. */
export async function listEntries(db: Db, q: BankEntriesQuery) {
  const where = q.status === "all" ? undefined : eq(bankEntries.status, q.status);
  const [items, [{ total }]] = await Promise.all([
    db
      .select(entryColumns)
      .from(bankEntries)
      .leftJoin(payments, eq(payments.bankEntryId, bankEntries.id))
      .where(where)
      .orderBy(desc(bankEntries.bookedOn), desc(bankEntries.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: count() }).from(bankEntries).where(where),
  ]);
  return { items, total };
}

export async function findEntry(db: Db, id: number) {
  const [row] = await db.select(entryColumns).from(bankEntries).leftJoin(payments, eq(payments.bankEntryId, bankEntries.id)).where(and(eq(bankEntries.id, id)));
  return row;
}

/**
 * Paid invoices that what settled them does not cover (marked paid before payments were recorded,
 * or seeded): a payment of the rest, as the admin who marked it paid, on that day. Credit notes and
 * credit on account settle an invoice too (decision 093): `settledSql` is the invoices' own sum.
 */
export async function insertPaymentsOfPaidInvoices(db: Db, settledSql: SQL) {
  await db.execute(sql`
    with settled as (${settledSql})
    insert into payments (invoice_id, company_id, applied_cents, excess_cents, recorded_by, recorded_at)
    select i.id, i.company_id, i.total_cents - coalesce(s.cents, 0), 0, i.paid_by, coalesce(i.paid_at, now())
      from ${invoices} i
      left join settled s on s.invoice_id = i.id
     where i.status = 'paid' and i.total_cents > coalesce(s.cents, 0)`);
}

/** Payments whose entry is not in the books. */
export function paymentsWithoutEntry(db: Db) {
  return db
    .select({ id: payments.id, companyId: payments.companyId, appliedCents: payments.appliedCents, excessCents: payments.excessCents, recordedAt: payments.recordedAt })
    .from(payments)
    .where(sql`not exists (select 1 from ledger_entries le where le.kind = 'payment' and le.source_id = ${payments.id})`)
    .orderBy(payments.id);
}

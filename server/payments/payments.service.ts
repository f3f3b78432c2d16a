// Payments in (docs/decisions/092-payments-from-the-banks-statement.md): an admin uploads the bank's
// statement; each credit entry is recorded once, matched to the invoice whose number (or reference)
// it quotes, and recorded as a payment: what settles the invoice comes off the company's
// receivables, what is beyond its total is a credit on its account, both posted to the books.
import { PAYMENT_MESSAGES, type BankEntriesQuery, type BankEntry, type StatementUpload } from "@shared/contracts/payments";
import { paymentEntry } from "@shared/ledger";
import { isCreditorReference, normalizeCreditorReference } from "@shared/payment-reference";
import type { InvoiceRow, UserRow } from "@shared/schema";
import type { Db } from "../db/client";
import { amountOwed, amountsOwed, lockForPayment, lockManyForPayment, settle, settleAll, settledSqlOfAll } from "../invoices/invoices.service";
import { post, postMany } from "../ledger/ledger.service";
import { badRequest, conflict, notFound } from "../lib/http-error";
import * as repo from "./payments.repo";
import { checkStatement, fileSource, statementEntries, type StatementEntry } from "./statement";

/**
 * The creditor references a payer's words may hold ("RF34 0000 42", spaces and case as typed): each
 * run of RF, two digits and digits, at every length whose check digits hold, longest first.
 */
export function referencesIn(text: string): string[] {
  const found: string[] = [];
  for (const m of normalizeCreditorReference(text).matchAll(/RF\d{2}\d{1,21}/g)) {
    for (let end = m[0].length; end > 4; end--) {
      const candidate = m[0].slice(0, end);
      if (isCreditorReference(candidate)) found.push(candidate);
    }
  }
  return found;
}

/** The invoice a payer's words name: "INV-000042", "inv 42", or the number alone after "invoice". */
export function invoiceNumberIn(reference: string): number | null {
  const m = /\bINV(?:OICE)?[\s#:-]*0*(\d{1,9})\b/i.exec(reference);
  return m ? Number(m[1]) : null;
}

const iso = (d: Date) => d.toISOString();

/**
 * Records a payment of `amountCents` against a locked, issued invoice: what it still owes is
 * settled, the rest is the company's credit; the books get one entry; the invoice becomes paid once
 * covered. Answers the payment's id.
 */
async function recordPayment(tx: Db, invoice: InvoiceRow, p: { amountCents: number; bookedOn: string; bankEntryId: number | null; by: UserRow | null }) {
  const owed = await amountOwed(tx, invoice);
  const appliedCents = Math.min(p.amountCents, owed);
  const excessCents = p.amountCents - appliedCents;
  const paymentId = await repo.insertPayment(tx, { bankEntryId: p.bankEntryId, invoiceId: invoice.id, companyId: invoice.companyId, appliedCents, excessCents, recordedBy: p.by?.id ?? null });
  await post(tx, paymentEntry({ paymentId, bookedOn: p.bookedOn, companyId: invoice.companyId, appliedCents, excessCents }));
  if (invoice.status === "open" && appliedCents >= owed) await settle(tx, invoice, p.by);
  return paymentId;
}

const payable = (invoice: InvoiceRow | undefined): invoice is InvoiceRow => invoice !== undefined && invoice.status !== "draft";

/** Credit entries recorded in one transaction: a statement of 10,000 is 10 of them, not 10,000 (docs/performance.md). */
export const ENTRIES_PER_TRANSACTION = 1000;

type Counts = Pick<StatementUpload, "matched" | "unmatched" | "duplicates">;

/**
 * A batch of credit entries in one transaction: each recorded once (one INSERT … ON CONFLICT DO
 * NOTHING: an entry another upload wrote, earlier or at this moment, is a duplicate), then the
 * invoices they name looked up and locked together, in id order, and each entry matched in the
 * statement's order as `recordPayment` would one by one: what an invoice still owes (`amountsOwed`) is settled,
 * the rest is credit, its payments add up, and it is paid once they cover it. The payments, their
 * entries in the books, the invoices paid and the entries' statuses are written a statement each.
 */
async function recordBatch(tx: Db, statementId: number, entries: StatementEntry[]): Promise<Counts> {
  const written = new Map((await repo.insertEntriesOnce(tx, statementId, entries)).map((r) => [r.entryId, r.id]));
  const counts: Counts = { matched: 0, unmatched: 0, duplicates: 0 };
  const recorded: { id: number; entry: StatementEntry; references: string[]; number: number | null }[] = [];
  for (const entry of entries) {
    const id = written.get(entry.entryId);
    // Absent, or taken by an earlier row of this statement with the same bank id.
    if (id === undefined) {
      counts.duplicates += 1;
      continue;
    }
    written.delete(entry.entryId);
    const usd = entry.currency === "USD";
    recorded.push({ id, entry, references: usd ? referencesIn(entry.reference) : [], number: usd ? invoiceNumberIn(entry.reference) : null });
  }
  const invoices = await lockManyForPayment(tx, {
    references: [...new Set(recorded.flatMap((r) => r.references))],
    numbers: [...new Set(recorded.flatMap((r) => (r.number === null ? [] : [r.number])))],
  });
  const byReference = new Map(invoices.map((i) => [i.paymentReference, i]));
  const byNumber = new Map(invoices.map((i) => [i.number, i]));
  const owing = await amountsOwed(tx, invoices);
  const status = new Map(invoices.map((i) => [i.id, i.status]));
  const paid: InvoiceRow[] = [];
  const made: { bankEntryId: number; bookedOn: string; invoice: InvoiceRow; appliedCents: number; excessCents: number }[] = [];
  for (const r of recorded) {
    // Its payment reference first (longest first), else its number.
    const invoice = r.references.map((ref) => byReference.get(ref)).find(Boolean) ?? (r.number === null ? undefined : byNumber.get(r.number));
    if (r.entry.currency !== "USD" || !payable(invoice)) continue;
    // What it still owes after the batch's earlier entries (nothing once paid), as amountOwed says.
    const owed = status.get(invoice.id) === "open" ? (owing.get(invoice.id) ?? 0) : 0;
    const appliedCents = Math.min(r.entry.amountCents, owed);
    owing.set(invoice.id, owed - appliedCents);
    made.push({ bankEntryId: r.id, bookedOn: r.entry.bookedOn, invoice, appliedCents, excessCents: r.entry.amountCents - appliedCents });
    if (status.get(invoice.id) === "open" && appliedCents >= owed) {
      status.set(invoice.id, "paid");
      paid.push(invoice);
    }
  }
  const paymentIds = new Map(
    (await repo.insertPayments(tx, made.map((m) => ({ bankEntryId: m.bankEntryId, invoiceId: m.invoice.id, companyId: m.invoice.companyId, appliedCents: m.appliedCents, excessCents: m.excessCents, recordedBy: null })))).map(
      (p) => [p.bankEntryId, p.id],
    ),
  );
  await postMany(
    tx,
    made.map((m) => paymentEntry({ paymentId: paymentIds.get(m.bankEntryId)!, bookedOn: m.bookedOn, companyId: m.invoice.companyId, appliedCents: m.appliedCents, excessCents: m.excessCents })),
  );
  await settleAll(tx, paid);
  await repo.setEntriesStatus(tx, made.map((m) => m.bankEntryId), "matched");
  counts.matched = made.length;
  counts.unmatched = recorded.length - made.length;
  return counts;
}

const RETRIED = new Set(["40P01", "40001"]);
const retriable = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } } | undefined;
  return RETRIED.has(e?.code ?? "") || RETRIED.has(e?.cause?.code ?? "");
};

/** A batch in its own transaction; one that meets another upload's in a deadlock starts again and finds the other's work done. */
async function recordInOwnTransaction(db: Db, statementId: number, entries: StatementEntry[]) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => recordBatch(tx, statementId, entries));
    } catch (err) {
      if (attempt >= 3 || !retriable(err)) throw err;
    }
  }
}

/**
 * Reads the statement the upload left on disk to its end, refusing it (recording nothing) when it
 * cannot be recorded, then reads it again and records its credit entries a batch at a time as the
 * file gives them: no more than a batch of entries is held, nor the file itself
 * (docs/decisions/106-a-statement-is-read-twice-from-its-file.md).
 */
export async function importStatement(db: Db, admin: UserRow, file: { path: string; originalname: string } | undefined): Promise<StatementUpload> {
  if (!file) throw badRequest(PAYMENT_MESSAGES.noFile);
  const source = fileSource(file.path);
  const format = await checkStatement(source);
  const statementId = await repo.insertStatement(db, { format, fileName: file.originalname.slice(0, 200), uploadedBy: admin.id });
  const answer: StatementUpload = { statementId, format, entries: 0, matched: 0, unmatched: 0, duplicates: 0, debits: 0 };
  const record = async (batch: StatementEntry[]) => {
    const counts = await recordInOwnTransaction(db, statementId, batch);
    answer.matched += counts.matched;
    answer.unmatched += counts.unmatched;
    answer.duplicates += counts.duplicates;
  };
  let batch: StatementEntry[] = [];
  for await (const entries of statementEntries(source)) {
    for (const entry of entries) {
      if (entry.amountCents < 0) {
        answer.debits += 1;
        continue;
      }
      answer.entries += 1;
      batch.push(entry);
      if (batch.length === ENTRIES_PER_TRANSACTION) {
        await record(batch);
        batch = [];
      }
    }
  }
  if (batch.length > 0) await record(batch);
  return answer;
}

const entryOf = (row: NonNullable<Awaited<ReturnType<typeof repo.findEntry>>>): BankEntry => ({ ...row, invoiceId: row.invoiceId ?? null, createdAt: iso(row.createdAt) });

export async function listBankEntries(db: Db, q: BankEntriesQuery) {
  const { items, total } = await repo.listEntries(db, q);
  return { items: items.map(entryOf), total };
}

/** An admin allocates a waiting entry to an issued invoice by hand; the entry is taken once (409 after). */
export async function allocateEntry(db: Db, admin: UserRow, id: number, invoiceId: number): Promise<BankEntry> {
  await db.transaction(async (tx) => {
    const entry = await repo.lockEntry(tx, id);
    if (!entry) throw notFound(PAYMENT_MESSAGES.entryNotFound);
    if (entry.status !== "unmatched") throw conflict(PAYMENT_MESSAGES.alreadyRecorded);
    if (entry.currency !== "USD") throw conflict(PAYMENT_MESSAGES.notUsd);
    const invoice = await lockForPayment(tx, { id: invoiceId });
    if (!invoice) throw notFound(PAYMENT_MESSAGES.invoiceNotFound);
    if (!payable(invoice)) throw conflict(PAYMENT_MESSAGES.invoiceNotIssued);
    await recordPayment(tx, invoice, { amountCents: entry.amountCents, bookedOn: entry.bookedOn, bankEntryId: entry.id, by: admin });
    await repo.setEntryStatus(tx, entry.id, "allocated");
  });
  return entryOf((await repo.findEntry(db, id))!);
}

/**
 * An admin marks an open invoice paid by hand (money that came some other way): what it still owes
 * is recorded as a payment on today's date, and it is paid.
 */
export async function markPaidByHand(db: Db, admin: UserRow, invoiceId: number, today = new Date()) {
  await db.transaction(async (tx) => {
    const invoice = await lockForPayment(tx, { id: invoiceId });
    if (!invoice) throw notFound(PAYMENT_MESSAGES.invoiceNotFound);
    const owed = await amountOwed(tx, invoice);
    if (owed > 0) await recordPayment(tx, invoice, { amountCents: owed, bookedOn: iso(today).slice(0, 10), bankEntryId: null, by: admin });
    else await settle(tx, invoice, admin);
  });
}

/**
 * Brings the books up to what was paid before they were kept (or seeded): paid invoices get the
 * payment that covers them, and every payment not posted is posted. Answers how many were posted.
 */
export async function postUnpostedPayments(db: Db) {
  await repo.insertPaymentsOfPaidInvoices(db, settledSqlOfAll());
  const rows = await repo.paymentsWithoutEntry(db);
  for (const p of rows) {
    await db.transaction((tx) => post(tx, paymentEntry({ paymentId: p.id, bookedOn: iso(p.recordedAt).slice(0, 10), companyId: p.companyId, appliedCents: p.appliedCents, excessCents: p.excessCents })));
  }
  return rows.length;
}

// Payments in (docs/decisions/092-payments-from-the-banks-statement.md): an admin uploads the bank's
// statement; each credit entry is recorded once, matched to the invoice whose number (or reference)
// it quotes, and recorded as a payment: what settles the invoice comes off the company's
// receivables, what is beyond its total is a credit on its account, both posted to the books.
import { PAYMENT_MESSAGES, type BankEntriesQuery, type BankEntry, type StatementUpload } from "@shared/contracts/payments";
import { paymentEntry } from "@shared/ledger";
import { isCreditorReference, normalizeCreditorReference } from "@shared/payment-reference";
import type { InvoiceRow, UserRow } from "@shared/schema";
import type { Db } from "../db/client";
import { amountOwed, lockForPayment, settle } from "../invoices/invoices.service";
import { post } from "../ledger/ledger.service";
import { badRequest, conflict, notFound } from "../lib/http-error";
import * as repo from "./payments.repo";
import { readStatement, type StatementEntry } from "./statement";

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

/** The issued invoice an entry's reference names: by its payment reference first, else by its number; locked. */
async function invoiceNamedBy(tx: Db, reference: string) {
  for (const ref of referencesIn(reference)) {
    const invoice = await lockForPayment(tx, { reference: ref });
    if (invoice) return invoice;
  }
  const number = invoiceNumberIn(reference);
  return number === null ? undefined : lockForPayment(tx, { number });
}

const payable = (invoice: InvoiceRow | undefined): invoice is InvoiceRow => invoice !== undefined && invoice.status !== "draft";

/** One credit entry, in its own transaction: recorded once, then matched or left waiting. */
async function recordEntry(db: Db, statementId: number, e: StatementEntry): Promise<"matched" | "unmatched" | "duplicate"> {
  return db.transaction(async (tx) => {
    const id = await repo.insertEntryOnce(tx, statementId, e);
    if (id === null) return "duplicate";
    if (e.currency !== "USD") return "unmatched";
    const invoice = await invoiceNamedBy(tx, e.reference);
    if (!payable(invoice)) return "unmatched";
    await recordPayment(tx, invoice, { amountCents: e.amountCents, bookedOn: e.bookedOn, bankEntryId: id, by: null });
    await repo.setEntryStatus(tx, id, "matched");
    return "matched";
  });
}

/** Reads the statement whole (refusing it, recording nothing, when it cannot be), then records its credit entries. */
export async function importStatement(db: Db, admin: UserRow, file: { buffer: Buffer; originalname: string } | undefined): Promise<StatementUpload> {
  if (!file) throw badRequest(PAYMENT_MESSAGES.noFile);
  const { format, entries } = readStatement(file.buffer);
  const statementId = await repo.insertStatement(db, { format, fileName: file.originalname.slice(0, 200), uploadedBy: admin.id });
  const answer: StatementUpload = { statementId, format, entries: 0, matched: 0, unmatched: 0, duplicates: 0, debits: 0 };
  for (const e of entries) {
    if (e.amountCents < 0) {
      answer.debits += 1;
      continue;
    }
    answer.entries += 1;
    const result = await recordEntry(db, statementId, e);
    if (result === "duplicate") answer.duplicates += 1;
    else answer[result] += 1;
  }
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
  await repo.insertPaymentsOfPaidInvoices(db);
  const rows = await repo.paymentsWithoutEntry(db);
  for (const p of rows) {
    await db.transaction((tx) => post(tx, paymentEntry({ paymentId: p.id, bookedOn: iso(p.recordedAt).slice(0, 10), companyId: p.companyId, appliedCents: p.appliedCents, excessCents: p.excessCents })));
  }
  return rows.length;
}

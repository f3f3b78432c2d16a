// Credit notes (decision 093) as their readers and the console ask for them: one note as JSON and
// as a PDF, to the company it credits and to admins (404 to anyone else), and an admin's correction
// of an issued invoice, never for more than what its other credit notes leave of it.
import { INVOICE_MESSAGES, creditNoteNumberText, type CreditNote, type IssueCorrectionInput } from "@shared/contracts/invoices";
import type { CreditNoteRow, UserRow } from "@shared/schema";
import type { Db } from "../db/client";
import { conflict, notFound } from "../lib/http-error";
import * as credits from "./credit-notes.repo";
import { renderCreditNotePdf } from "./credit-note-pdf";
import { canSee, issueCreditNote, lockForPayment } from "./invoices.service";

const toCreditNote = (c: CreditNoteRow): CreditNote => ({
  id: c.id,
  number: c.number,
  invoiceId: c.invoiceId,
  invoiceNumber: c.invoiceNumber,
  companyId: c.companyId,
  reason: c.reason,
  engagementId: c.engagementId,
  description: c.description,
  minutes: c.minutes,
  rateCents: c.rateCents,
  amountCents: c.amountCents,
  appliedCents: c.appliedCents,
  excessCents: c.excessCents,
  billedName: c.billedName,
  billedCompany: c.billedCompany,
  billedLegalName: c.billedLegalName,
  billedAddress: c.billedAddress,
  billedTaxId: c.billedTaxId,
  issuedAt: c.issuedAt.toISOString(),
});

export async function getCreditNote(db: Db, user: UserRow, id: number): Promise<CreditNote> {
  const row = await credits.findCreditNote(db, id);
  // A credit note is on an issued invoice: its company's members read it as they read the invoice.
  if (!row || !(await canSee(db, user, { companyId: row.companyId, status: "open" }))) throw notFound(INVOICE_MESSAGES.creditNoteNotFound);
  return toCreditNote(row);
}

export async function creditNotePdf(db: Db, user: UserRow, id: number) {
  const note = await getCreditNote(db, user, id);
  return { filename: `${creditNoteNumberText(note.number)}.pdf`, pdf: await renderCreditNotePdf(note) };
}

/**
 * An admin corrects an issued invoice with a credit note. Under the invoice's lock, so two
 * corrections at once never credit more than its total between them.
 */
export async function issueCorrection(db: Db, admin: UserRow, invoiceId: number, input: IssueCorrectionInput): Promise<CreditNote> {
  const row = await db.transaction(async (tx) => {
    const invoice = await lockForPayment(tx, { id: invoiceId });
    if (!invoice) throw notFound(INVOICE_MESSAGES.notFound);
    if (invoice.status === "draft") throw conflict(INVOICE_MESSAGES.creditNotIssued);
    if (input.amountCents > invoice.totalCents - (await credits.creditedCents(tx, invoice.id))) throw conflict(INVOICE_MESSAGES.creditTooLarge);
    return issueCreditNote(tx, invoice, { reason: "correction", engagementId: null, description: input.description.trim(), minutes: null, rateCents: null, amountCents: input.amountCents }, admin);
  });
  return toCreditNote(row);
}

// The books brought up to date with what was issued and paid before they were kept (or written by
// the demo seed): each issued invoice and each payment posts its entry once, so this is safe to run
// at every start. Like the retention job, it asks each owning domain for its part, so it sits above
// them rather than in the ledger, which those domains post to.
import type { Db } from "./db/client";
import { issueDueTrialCredits, postUnpostedInvoices } from "./invoices/invoices.service";
import { postUnpostedPayments } from "./payments/payments.service";
import { postUnpostedPayouts } from "./payouts/payouts.service";

export async function catchUpTheBooks(db: Db) {
  const invoices = await postUnpostedInvoices(db);
  const payments = await postUnpostedPayments(db);
  const payouts = await postUnpostedPayouts(db);
  // After the payments: a trial credit on a paid invoice becomes credit on the company's account.
  const creditNotes = await issueDueTrialCredits(db);
  return { invoices, payments, payouts, creditNotes };
}

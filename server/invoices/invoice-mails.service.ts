// An issued invoice's mails (PRODUCT.md "Invoices are documents"; docs/decisions/099-*): with its PDF
// when it is issued, again the day after its due date while unpaid, and 7 days after that. Each is
// claimed once (invoice_mails) and queued in the mail outbox in the same transaction, so it leaves
// after that transaction commits, through the outbox's sender, and never twice.
import { addDays, todayUtc } from "@shared/calendar";
import { INVOICE_REMINDER_DAYS } from "@shared/flows/invoice";
import { memberIdsWhoMay } from "../companies/company-rows.service";
import type { Db } from "../db/client";
import type { AppDeps } from "../deps";
import * as repo from "./invoice-mails.repo";

/** Queues a claimed mail to the invoice's billing address, or, without one, to its company's owners and finance members. */
async function queue(tx: Db, invoiceMailId: number, invoiceId: number) {
  const to = await repo.addresseeOf(tx, invoiceId);
  if (to.billedEmail) await repo.queueToAddress(tx, invoiceMailId, to.billedEmail);
  else await repo.queueToMembers(tx, invoiceMailId, await memberIdsWhoMay(tx, to.companyId, "billing.read"));
}

/** The invoice's mail with its PDF, in the transaction that issues it: sent once that transaction commits. */
export async function queueIssuedMail(tx: Db, invoiceId: number) {
  const id = await repo.claim(tx, invoiceId, "issued");
  if (id !== null) await queue(tx, id, invoiceId);
}

/**
 * Claims and queues the reminders due on `now`'s day (UTC) in one transaction: safe on any number of
 * instances at once, each reminder is claimed by one of them. Answers how many were queued.
 */
export async function mailInvoiceReminders(deps: Pick<AppDeps, "db">, now = new Date()) {
  const today = todayUtc(now);
  return deps.db.transaction(async (tx) => {
    let queued = 0;
    for (const [kind, days] of Object.entries(INVOICE_REMINDER_DAYS) as [keyof typeof INVOICE_REMINDER_DAYS, { from: number; to: number }][]) {
      for (const mail of await repo.claimReminders(tx, kind, addDays(today, -days.to), addDays(today, -days.from))) {
        await queue(tx, mail.id, mail.invoiceId);
        queued += 1;
      }
    }
    return queued;
  });
}

// An issued invoice's mails (docs/decisions/099-*): claimed once per invoice and kind by an insert
// under a unique key, then queued in the mail outbox in the same transaction, to the billing address
// kept on the invoice or to the members given.
import { eq, sql } from "drizzle-orm";
import { invoiceMails, invoices, mailOutbox, users, type InvoiceMailKind } from "@shared/schema";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";

/** Claims the invoice's mail of `kind`: its id, or null when it was claimed before (by this run or any other). */
export async function claim(tx: Db, invoiceId: number, kind: InvoiceMailKind): Promise<number | null> {
  const [row] = await tx.insert(invoiceMails).values({ invoiceId, kind }).onConflictDoNothing().returning({ id: invoiceMails.id });
  return row?.id ?? null;
}

/**
 * Claims, in one statement, the reminder of `kind` of every open invoice still asking for money whose
 * due date is between `dueFrom` and `dueTo` (both included). A run at the same moment waits on the
 * rows this one inserts and, once it commits, claims none of them.
 */
export async function claimReminders(tx: Db, kind: InvoiceMailKind, dueFrom: string, dueTo: string) {
  const result = await tx.execute(sql`
    insert into ${invoiceMails} (invoice_id, kind)
    select i.id, ${kind}::text from ${invoices} i
     where i.status = 'open' and i.total_cents > 0 and i.due_date between ${dueFrom}::date and ${dueTo}::date
     order by i.id
    on conflict (invoice_id, kind) do nothing
    returning id, invoice_id`);
  return rowsOf<{ id: number; invoice_id: number }>(result).map((r) => ({ id: Number(r.id), invoiceId: Number(r.invoice_id) }));
}

/** Who an invoice's mail goes to: its company, and the billing address it was issued with. */
export async function addresseeOf(tx: Db, invoiceId: number) {
  const [row] = await tx.select({ companyId: invoices.companyId, billedEmail: invoices.billedEmail }).from(invoices).where(eq(invoices.id, invoiceId));
  return row;
}

/** Queues the claimed mail to the billing address. */
export async function queueToAddress(tx: Db, invoiceMailId: number, address: string) {
  await tx.insert(mailOutbox).values({ invoiceMailId, userId: null, toAddress: address });
}

/** Queues the claimed mail to each of `userIds` in use who has e-mail on, at their address. */
export async function queueToMembers(tx: Db, invoiceMailId: number, userIds: number[]) {
  if (userIds.length === 0) return;
  await tx.execute(sql`
    insert into ${mailOutbox} (invoice_mail_id, user_id, to_address)
    select ${invoiceMailId}::int, u.id, u.email from ${users} u
     where u.id in (${sql.join(
       userIds.map((id) => sql`${id}::int`),
       sql`, `,
     )}) and u.erased_at is null and u.email_notifications
     order by u.id`);
}

/** A claimed mail: its kind and invoice. */
export async function findMail(db: Db, id: number) {
  const [row] = await db.select({ invoiceId: invoiceMails.invoiceId, kind: invoiceMails.kind }).from(invoiceMails).where(eq(invoiceMails.id, id));
  return row;
}

// Credit notes and what settles an invoice (decision 093): the credit note's own gapless number,
// the notes themselves, the trial credits still to issue, the company's credit on account taken off
// an invoice, and the one sum of what has settled an invoice so far.
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { bankEntries, creditApplications, creditNoteNumbers, creditNotes, payments, type CreditNoteRow } from "@shared/schema";
import { arrayParam } from "../db/arrays";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";

/** The next credit note number, under the one row's lock until the issuing transaction ends: no gaps. */
export async function takeCreditNoteNumber(tx: Db): Promise<number> {
  const [row] = await tx
    .update(creditNoteNumbers)
    .set({ lastNumber: sql`${creditNoteNumbers.lastNumber} + 1` })
    .where(eq(creditNoteNumbers.id, 1))
    .returning({ n: creditNoteNumbers.lastNumber });
  return row.n;
}

export async function insertCreditNote(tx: Db, values: typeof creditNotes.$inferInsert): Promise<CreditNoteRow> {
  const [row] = await tx.insert(creditNotes).values(values).returning();
  return row;
}

export async function findCreditNote(db: Db, id: number) {
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.id, id)).limit(1);
  return row;
}

export function creditNotesOf(db: Db, invoiceId: number) {
  return db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoiceId)).orderBy(asc(creditNotes.id));
}

/** What the invoice's credit notes add up to: a correction credits at most what is left after them. */
export async function creditedCents(tx: Db, invoiceId: number) {
  const [row] = await tx.select({ cents: sql<number>`coalesce(sum(${creditNotes.amountCents}), 0)::bigint`.mapWith(Number) }).from(creditNotes).where(eq(creditNotes.invoiceId, invoiceId));
  return row.cents;
}

/**
 * What has settled the invoice so far: the company's credit taken off it at issue, the part of each
 * credit note and of each payment that went to it. The one place this sum is made.
 */
export async function settledCents(tx: Db, invoiceId: number) {
  return (await settledCentsOfEach(tx, [invoiceId])).get(invoiceId) ?? 0;
}

/**
 * The sum `settledCents` makes, as SQL rows (invoice_id, cents) of the invoices `ids` names (a SQL
 * int array) or of every invoice: for a query that needs it of many invoices at once.
 */
export function settledSql(ids?: SQL) {
  const of = ids ? sql`where invoice_id = any(${ids})` : sql``;
  return sql`select invoice_id, sum(cents) as cents from (
      select invoice_id, amount_cents as cents from ${creditApplications} ${of}
      union all select invoice_id, applied_cents from ${creditNotes} ${of}
      union all select invoice_id, applied_cents from ${payments} ${of}
    ) s group by invoice_id`;
}

/** `settledCents` of several invoices in one query; invoices nothing has settled are absent. */
export async function settledCentsOfEach(tx: Db, invoiceIds: number[]) {
  if (invoiceIds.length === 0) return new Map<number, number>();
  const result = await tx.execute(sql`select invoice_id, cents::text as cents from (${settledSql(arrayParam(invoiceIds, "int"))}) settled`);
  return new Map(rowsOf<{ invoice_id: number; cents: string }>(result).map((r) => [Number(r.invoice_id), Number(r.cents)]));
}

export interface TrialCreditDue {
  invoiceId: number;
  companyId: number;
  engagementId: number;
  expertName: string;
  endedAt: Date;
  minutes: number;
  amountCents: number;
  /** The one rate its lines were billed at; null when they were billed at more than one. */
  rateCents: number | null;
}

/**
 * Each issued invoice that billed hours of an engagement ended in its trial, with no trial credit
 * note for them yet (of one company, or all): what each such credit note refunds. Engagements
 * credited by a credit line on an invoice (before credit notes) are credited already.
 */
export async function trialCreditsDue(db: Db, companyId: number | null): Promise<TrialCreditDue[]> {
  const result = await db.execute(sql`
    select l.invoice_id, i.company_id, l.engagement_id, x.name as expert_name, e.ended_at,
           sum(l.minutes)::int as minutes, sum(l.amount_cents)::text as amount_cents,
           min(l.rate_cents)::text as min_rate, max(l.rate_cents)::text as max_rate
      from invoice_lines l
      join invoices i on i.id = l.invoice_id and i.status <> 'draft'
      join engagements e on e.id = l.engagement_id and e.end_reason = 'trial'
      join experts x on x.user_id = e.expert_id
     where l.kind = 'hours'
       ${companyId === null ? sql`` : sql`and i.company_id = ${companyId}`}
       and not exists (select 1 from credit_notes c where c.invoice_id = l.invoice_id and c.engagement_id = l.engagement_id and c.reason = 'trial')
       and not exists (select 1 from invoice_lines old where old.engagement_id = l.engagement_id and old.kind = 'credit')
     group by l.invoice_id, i.company_id, l.engagement_id, x.name, e.ended_at
    having sum(l.amount_cents) > 0
     order by l.invoice_id, l.engagement_id`);
  const rows = rowsOf<{ invoice_id: number; company_id: number; engagement_id: number; expert_name: string; ended_at: string | Date; minutes: number; amount_cents: string; min_rate: string; max_rate: string }>(result);
  return rows.map((r) => ({
    invoiceId: r.invoice_id,
    companyId: r.company_id,
    engagementId: r.engagement_id,
    expertName: r.expert_name,
    endedAt: new Date(r.ended_at),
    minutes: r.minutes,
    amountCents: Number(r.amount_cents),
    rateCents: r.min_rate === r.max_rate ? Number(r.min_rate) : null,
  }));
}

/** Whether the engagement's trial was credited on this invoice already (read under the invoice's lock). */
export async function hasTrialCredit(tx: Db, invoiceId: number, engagementId: number) {
  const [row] = await tx
    .select({ id: creditNotes.id })
    .from(creditNotes)
    .where(and(eq(creditNotes.invoiceId, invoiceId), eq(creditNotes.engagementId, engagementId), eq(creditNotes.reason, "trial")))
    .limit(1);
  return row !== undefined;
}

/** Held to the end of the transaction: one taking of a company's credit on account at a time. */
export async function lockCompanyCredit(tx: Db, companyId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('credit-on-account'), ${companyId})`);
}

export async function insertCreditApplication(tx: Db, values: { invoiceId: number; companyId: number; amountCents: number }) {
  const [row] = await tx.insert(creditApplications).values(values).returning({ id: creditApplications.id });
  return row.id;
}

export async function creditApplicationOf(db: Db, invoiceId: number) {
  const [row] = await db.select().from(creditApplications).where(eq(creditApplications.invoiceId, invoiceId)).limit(1);
  return row;
}

/** The payments recorded against the invoice, oldest first, with their bank entry's day. */
export function paymentsOf(db: Db, invoiceId: number) {
  return db
    .select({ id: payments.id, appliedCents: payments.appliedCents, excessCents: payments.excessCents, recordedAt: payments.recordedAt, bookedOn: bankEntries.bookedOn, bankEntryId: payments.bankEntryId })
    .from(payments)
    .leftJoin(bankEntries, eq(bankEntries.id, payments.bankEntryId))
    .where(eq(payments.invoiceId, invoiceId))
    .orderBy(asc(payments.id));
}

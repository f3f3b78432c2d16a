// The invoices' queries: what a client owes for approved hours and trial credits, the invoice row
// taken under its lock, its lines, the gapless number, the moves between statuses and the console's
// lists and figures. A month's work is found by the days' own dates: each day belongs to its month.
import { and, asc, count, desc, eq, gt, inArray, lt, ne, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { InvoiceStatus } from "@shared/constants";
import type { InvoiceListQuery } from "@shared/contracts/invoices";
import { invoicePaymentReference } from "@shared/payment-reference";
import { REMITTANCE } from "@shared/remittance";
import { companies, engagements, experts, invoiceLines, invoiceNumbers, invoices, notifications, timesheetDays, termsOfWeek, timesheetWeeks, type InvoiceLineRow } from "@shared/schema";
import { arrayParam } from "../db/arrays";
import type { Db } from "../db/client";

/** The first day of the month a timesheet day falls in, as a date (no time zone involved). */
const dayMonth = sql`(${timesheetDays.day} - (extract(day from ${timesheetDays.day})::int - 1))`;
const asDateText = (value: SQL) => sql<string>`to_char(${value}, 'YYYY-MM-DD')`;

/** This week's days of that month are on an invoice other than `invoiceId` (any, when null). */
const billedElsewhere = (invoiceId: number | null) => sql`exists (
  select 1 from ${invoiceLines} l
   where l.week_id = ${timesheetWeeks.id} and l.work_month = ${dayMonth}
     ${invoiceId === null ? sql`` : sql`and l.invoice_id <> ${invoiceId}`})`;

/**
 * The engagement was credited by a credit line on an invoice other than `invoiceId` (any, when
 * null), as trials were before credit notes: nothing more of it is billed.
 */
const creditedElsewhere = (invoiceId: number | null) => sql`exists (
  select 1 from ${invoiceLines} c
   where c.engagement_id = ${engagements.id} and c.kind = 'credit'
     ${invoiceId === null ? sql`` : sql`and c.invoice_id <> ${invoiceId}`})`;

/** The rate a week is billed at: that of the terms both parties accepted before it began (decision 074). */
const weekRateCents = termsOfWeek("hourly_rate_cents", engagements.id, timesheetWeeks.weekStart);

export interface BillableWeek {
  weekId: number;
  weekStart: string;
  engagementId: number;
  rateCents: number | null;
  expertName: string;
  workMonth: string;
  minutes: number;
  firstDay: string;
  lastDay: string;
}

/**
 * The company's approved minutes on days before `before` (a date) not yet billed on another invoice,
 * one row per engagement, week and month of the days; engagements already credited are left out.
 */
export async function billableWeeks(tx: Db, companyId: number, before: string, invoiceId: number): Promise<BillableWeek[]> {
  return tx
    .select({
      weekId: timesheetWeeks.id,
      weekStart: timesheetWeeks.weekStart,
      engagementId: engagements.id,
      rateCents: weekRateCents,
      expertName: experts.name,
      workMonth: asDateText(dayMonth),
      minutes: sql<number>`sum(${timesheetDays.minutes})::int`,
      firstDay: asDateText(sql`min(${timesheetDays.day})`),
      lastDay: asDateText(sql`max(${timesheetDays.day})`),
    })
    .from(timesheetDays)
    .innerJoin(timesheetWeeks, eq(timesheetWeeks.id, timesheetDays.weekId))
    .innerJoin(engagements, eq(engagements.id, timesheetWeeks.engagementId))
    .innerJoin(experts, eq(experts.userId, engagements.expertId))
    .where(
      and(
        eq(engagements.companyId, companyId),
        eq(timesheetWeeks.status, "approved"),
        gt(timesheetDays.minutes, 0),
        lt(timesheetDays.day, before),
        sql`not ${billedElsewhere(invoiceId)}`,
        sql`not ${creditedElsewhere(invoiceId)}`,
      ),
    )
    .groupBy(timesheetWeeks.id, timesheetWeeks.weekStart, engagements.id, experts.name, dayMonth)
    .orderBy(asc(dayMonth), asc(engagements.id), asc(timesheetWeeks.weekStart));
}

/**
 * Companies with something to bill for the month before `end` (a date): approved minutes not on an
 * issued invoice. With `unissued`, only those whose invoice for `periodStart` is not issued yet.
 */
export async function companiesToBill(db: Db, opts: { end: string; periodStart: string; unissued: boolean }): Promise<number[]> {
  const unbilledDays = sql`exists (
    select 1 from ${timesheetWeeks} join ${timesheetDays} on ${timesheetDays.weekId} = ${timesheetWeeks.id}
     where ${timesheetWeeks.engagementId} = ${engagements.id} and ${timesheetWeeks.status} = 'approved'
       and ${timesheetDays.minutes} > 0 and ${timesheetDays.day} < ${opts.end}
       and not exists (select 1 from ${invoiceLines} l join ${invoices} i on i.id = l.invoice_id
                        where l.week_id = ${timesheetWeeks.id} and l.work_month = ${dayMonth} and i.status <> 'draft'))`;
  const rows = await db
    .selectDistinct({ companyId: engagements.companyId })
    .from(engagements)
    .where(
      and(
        sql`(${unbilledDays} and not ${creditedElsewhere(null)})`,
        opts.unissued
          ? sql`not exists (select 1 from ${invoices} i where i.company_id = ${engagements.companyId} and i.period_start = ${opts.periodStart} and i.status <> 'draft')`
          : undefined,
      ),
    )
    .orderBy(asc(engagements.companyId));
  return rows.map((r) => r.companyId);
}

/** Companies with a draft for the month. */
export async function companiesWithDraft(db: Db, periodStart: string): Promise<number[]> {
  const rows = await db
    .select({ companyId: invoices.companyId })
    .from(invoices)
    .where(and(eq(invoices.status, "draft"), eq(invoices.periodStart, periodStart)))
    .orderBy(asc(invoices.companyId));
  return rows.map((r) => r.companyId);
}

// --- one company's invoice, under its lock --------------------------------------------------------

/**
 * The company's drafts, locked in month order: every making of a company's invoice takes these
 * first, in the same order, so two runs for different months of one company queue instead of deadlocking.
 */
export async function lockDrafts(tx: Db, companyId: number) {
  await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.status, "draft")))
    .orderBy(asc(invoices.periodStart))
    .for("update");
}

/**
 * The company's invoice for the month, made as an empty draft when there is none, and locked. A
 * second run arriving at once waits on the unique (company, month) key, then finds the first's.
 */
export async function takeInvoice(tx: Db, companyId: number, periodStart: string) {
  await tx.insert(invoices).values({ companyId, periodStart }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.periodStart, periodStart)))
    .for("update");
  return row;
}

/** The company's other drafts go: a company has one draft at most, and it is never billed from. */
export async function deleteOtherDrafts(tx: Db, companyId: number, keepId: number) {
  await tx.delete(invoices).where(and(eq(invoices.companyId, companyId), eq(invoices.status, "draft"), ne(invoices.id, keepId)));
}

export async function deleteInvoice(tx: Db, id: number) {
  await tx.delete(invoices).where(eq(invoices.id, id));
}

export async function replaceLines(tx: Db, invoiceId: number, lines: Omit<typeof invoiceLines.$inferInsert, "invoiceId">[]) {
  await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
  if (lines.length === 0) return [];
  return tx
    .insert(invoiceLines)
    .values(lines.map((l) => ({ ...l, invoiceId })))
    .returning();
}

/**
 * The next invoice number. The one row's lock is held until the issuing transaction ends, so
 * numbers are taken one after another, and a rolled-back issue gives its number back.
 */
export async function takeNumber(tx: Db): Promise<number> {
  const [row] = await tx
    .update(invoiceNumbers)
    .set({ lastNumber: sql`${invoiceNumbers.lastNumber} + 1` })
    .where(eq(invoiceNumbers.id, 1))
    .returning({ n: invoiceNumbers.lastNumber });
  return row.n;
}

/**
 * Numbers a draft as issued, from `draft` only, and keeps what it says as it is now, never drawn
 * again (decisions 076 and 090): the company's names, location and billing details, the PO numbers
 * of its lines' engagements, its payment terms and the due date they give from today (UTC), and
 * the payment reference its number gives, and the bank account it is to be paid to.
 */
export async function issue(tx: Db, id: number, number: number, totalCents: number) {
  const company = (value: SQL | SQLWrapper) => sql`(select ${value} from ${companies} where ${companies.id} = ${invoices.companyId})`;
  const poNumbers = sql`array(select distinct e.po_number from ${invoiceLines} l join ${engagements} e on e.id = l.engagement_id
                               where l.invoice_id = ${invoices.id} and e.po_number is not null order by e.po_number)`;
  const [row] = await tx
    .update(invoices)
    .set({
      status: "open",
      number,
      totalCents,
      billedName: company(companies.name),
      billedCompany: company(companies.name),
      billedLocation: company(companies.location),
      billedLegalName: company(companies.legalName),
      billedAddress: company(companies.billingAddress),
      billedTaxId: company(companies.taxId),
      billedEmail: company(companies.billingEmail),
      poNumbers,
      paymentTermsDays: company(companies.paymentTermsDays),
      dueDate: sql`(now() at time zone 'UTC')::date + ${company(companies.paymentTermsDays)}`,
      paymentReference: invoicePaymentReference(number),
      remittance: REMITTANCE,
      issuedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(invoices.id, id), eq(invoices.status, "draft")))
    .returning();
  return row;
}

export async function setDraftTotal(tx: Db, id: number, totalCents: number) {
  await tx.update(invoices).set({ totalCents, updatedAt: sql`now()` }).where(eq(invoices.id, id));
}

export async function lockInvoice(tx: Db, id: number) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for("update");
  return row;
}

/** An issued invoice by its payment reference, locked for a payment against it. */
export async function lockIssuedByReference(tx: Db, reference: string) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.paymentReference, reference)).for("update");
  return row;
}

/** An issued invoice by its number, locked for a payment against it. */
export async function lockIssuedByNumber(tx: Db, number: number) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.number, number)).for("update");
  return row;
}

/** Marks it paid, from `from` only; undefined when it was no longer there. */
export async function markPaid(tx: Db, id: number, from: InvoiceStatus, by: number | null) {
  const [row] = await tx
    .update(invoices)
    .set({ status: "paid", paidAt: sql`now()`, paidBy: by, updatedAt: sql`now()` })
    .where(and(eq(invoices.id, id), eq(invoices.status, from)))
    .returning();
  return row;
}

// --- reading --------------------------------------------------------------------------------------

/** Who an invoice bills: as kept when it was issued, or (a draft) as the live rows say now. */
const issuedOr = (kept: SQLWrapper, live: SQLWrapper) =>
  sql`case when ${invoices.status} = 'draft' then ${live} else ${kept} end`;

function summaries(db: Db) {
  return db
    .select({
      invoice: invoices,
      billedName: sql<string>`${issuedOr(invoices.billedName, companies.name)}`,
      companyName: sql<string | null>`${issuedOr(invoices.billedCompany, companies.name)}`,
      companyLocation: sql<string | null>`${issuedOr(invoices.billedLocation, companies.location)}`,
      legalName: sql<string | null>`${issuedOr(invoices.billedLegalName, companies.legalName)}`,
      billingAddress: sql<string | null>`${issuedOr(invoices.billedAddress, companies.billingAddress)}`,
      billingEmail: sql<string | null>`${issuedOr(invoices.billedEmail, companies.billingEmail)}`,
      taxId: sql<string | null>`${issuedOr(invoices.billedTaxId, companies.taxId)}`,
    })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .$dynamic();
}

export type InvoiceSummaryRow = NonNullable<Awaited<ReturnType<typeof findSummary>>>;

export async function findSummary(db: Db, id: number) {
  const [row] = await summaries(db).where(eq(invoices.id, id)).limit(1);
  return row;
}

export async function findSummaries(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return summaries(db).where(inArray(invoices.id, ids)).orderBy(asc(invoices.number), asc(invoices.id));
}

export interface LineWithWeek extends InvoiceLineRow {
  weekStart: string | null;
}

export async function linesOf(db: Db, invoiceId: number): Promise<LineWithWeek[]> {
  const rows = await db
    .select({ line: invoiceLines, weekStart: timesheetWeeks.weekStart })
    .from(invoiceLines)
    .leftJoin(timesheetWeeks, eq(timesheetWeeks.id, invoiceLines.weekId))
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position), asc(invoiceLines.id));
  return rows.map((r) => ({ ...r.line, weekStart: r.weekStart }));
}

/**
 * A page of invoices, newest month first: one company's (never its drafts) or everyone's. The
 * status filter and the order are read from the (status, period_start, id) index.
 */
export async function listInvoices(db: Db, query: InvoiceListQuery, companyId: number | null) {
  const where = and(
    companyId === null ? undefined : eq(invoices.companyId, companyId),
    companyId === null ? undefined : ne(invoices.status, "draft"),
    query.status === "all" ? undefined : eq(invoices.status, query.status),
  );
  const [rows, [{ total }]] = await Promise.all([
    summaries(db)
      .where(where)
      .orderBy(desc(invoices.periodStart), desc(invoices.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(invoices).where(where),
  ]);
  return { rows, total };
}

// --- figures --------------------------------------------------------------------------------------

/** Approved minutes per month of the days, from `from` (a month's first day) on. */
export async function approvedMinutesByMonth(db: Db, from: string) {
  return db
    .select({ month: asDateText(dayMonth), minutes: sql<number>`sum(${timesheetDays.minutes})::int` })
    .from(timesheetDays)
    .innerJoin(timesheetWeeks, eq(timesheetWeeks.id, timesheetDays.weekId))
    .where(and(eq(timesheetWeeks.status, "approved"), sql`${timesheetDays.day} >= ${from}`))
    .groupBy(dayMonth);
}

/** Issued invoices' totals per billed month, from `from` on. */
export async function billedByMonth(db: Db, from: string) {
  return db
    .select({
      month: asDateText(sql`${invoices.periodStart}`),
      billed: sql<string>`sum(${invoices.totalCents})::text`,
      paid: sql<string>`coalesce(sum(${invoices.totalCents}) filter (where ${invoices.status} = 'paid'), 0)::text`,
      invoices: sql<number>`count(*)::int`,
    })
    .from(invoices)
    .where(and(ne(invoices.status, "draft"), sql`${invoices.periodStart} >= ${from}`))
    .groupBy(invoices.periodStart);
}

/** Held to the end of the transaction: one run at a time reports failed invoices. */
export async function lockFailureNotices(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('invoice.run-failed'))`);
}

/** Whether a notice of this kind with exactly this text was ever made (a failure already reported). */
export async function hasNotice(db: Db, kind: string, body: string) {
  const [row] = await db.select({ id: notifications.id }).from(notifications).where(and(eq(notifications.kind, kind), eq(notifications.body, body))).limit(1);
  return row !== undefined;
}

// --- the books ------------------------------------------------------------------------------------

/** Each hours line's minutes, rate, expert and the engagement's platform fee: what the experts earn on it. */
export function payLines(tx: Db, invoiceId: number) {
  return tx
    .select({ expertId: engagements.expertId, minutes: invoiceLines.minutes, rateCents: invoiceLines.rateCents, feePercent: engagements.platformFeePercent })
    .from(invoiceLines)
    .innerJoin(engagements, eq(engagements.id, invoiceLines.engagementId))
    .where(and(eq(invoiceLines.invoiceId, invoiceId), eq(invoiceLines.kind, "hours")));
}

/** Issued invoices whose entry is not in the books (issued before the books were kept, or by the demo seed). */
export async function issuedWithoutEntry(db: Db) {
  return db
    .select({ id: invoices.id, companyId: invoices.companyId, totalCents: invoices.totalCents, issuedAt: invoices.issuedAt })
    .from(invoices)
    .where(and(ne(invoices.status, "draft"), sql`not exists (select 1 from ledger_entries le where le.kind = 'invoice' and le.source_id = ${invoices.id})`))
    .orderBy(asc(invoices.id));
}

/** The issued invoices with any of these payment references or numbers, locked in id order for payments against them (a statement's). */
export async function lockIssuedByReferencesOrNumbers(tx: Db, references: string[], numbers: number[]) {
  if (references.length === 0 && numbers.length === 0) return [];
  const named = [
    ...(references.length ? [sql`${invoices.paymentReference} = any(${arrayParam(references, "text")})`] : []),
    ...(numbers.length ? [sql`${invoices.number} = any(${arrayParam(numbers, "int")})`] : []),
  ];
  return tx
    .select()
    .from(invoices)
    .where(sql.join(named, sql` or `))
    .orderBy(invoices.id)
    .for("update");
}

/** Marks them paid by their payments, from `from` only; answers those that were. */
export async function markPaidMany(tx: Db, ids: number[], from: InvoiceStatus) {
  if (ids.length === 0) return [];
  return tx
    .update(invoices)
    .set({ status: "paid", paidAt: sql`now()`, paidBy: null, updatedAt: sql`now()` })
    .where(and(sql`${invoices.id} = any(${arrayParam(ids, "int")})`, eq(invoices.status, from)))
    .returning();
}

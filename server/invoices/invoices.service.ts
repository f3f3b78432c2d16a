// Invoices (PRODUCT.md "Invoices", "Invoices are documents", "Trial and replacement"; decisions 065,
// 090): each company's invoice for a month's approved hours, made in one transaction per company that takes the invoice
// row's lock, builds its lines with the one rounding rule of shared/money.ts, adds a trial's credit
// once, takes the next number without gaps and writes its notice and audit entry. Drafts preview the
// current month; the monthly job and an admin's request issue a month that has ended.
import { TRIAL_DAYS, type CreditNoteReason, type InvoiceStatus } from "@shared/constants";
import type { AuditAction } from "@shared/contracts/audit";
import { INVOICE_MESSAGES, creditNoteNumberText, invoiceNumberText, type CreditNoteSummary, type Invoice, type InvoiceFigures, type InvoiceLine, type InvoiceListQuery, type InvoiceMover, type InvoiceRunResult, type InvoiceSummary } from "@shared/contracts/invoices";
import { creditAppliedEntry, creditNoteEntry, invoiceEntry } from "@shared/ledger";
import { formatCents, lineAmountCents, payRateCents, sumCents, totalsOf } from "@shared/money";
import { daysOverdue, invoiceFlow } from "@shared/flows/invoice";
import type { CreditNoteRow, InvoiceRow, UserRow } from "@shared/schema";
import { act, auditCode } from "../flows/act";
import type { Db } from "../db/client";
import { companyIdOf, isMemberOf, memberIdsWhoMay, memberIdsWhoMayOf } from "../companies/company-rows.service";
import type { AppDeps } from "../deps";
import { auditEntry, move as flowMove, moveMany as flowMoveMany } from "../flows/move";
import { balanceOf, post } from "../ledger/ledger.service";
import { badRequest, notFound } from "../lib/http-error";
import * as repo from "./invoices.repo";
import * as credits from "./credit-notes.repo";
import { renderInvoicePdf } from "./invoice-pdf";
import { queueIssuedMail } from "./invoice-mails.service";
import { addMonths, formatDay, monthLabel, monthOf, monthStart, previousMonth, todayUtc, utcDay } from "@shared/calendar";

export const clientInvoiceLink = (id: number) => `/client/invoices/${id}`;

// --- answers -------------------------------------------------------------------------------------

function toSummary(s: repo.InvoiceSummaryRow): InvoiceSummary {
  const i = s.invoice;
  return {
    id: i.id,
    number: i.number,
    status: i.status,
    companyId: i.companyId,
    billedName: s.billedName,
    companyName: s.companyName,
    companyLocation: s.companyLocation,
    legalName: s.legalName,
    billingAddress: s.billingAddress,
    billingEmail: s.billingEmail,
    taxId: s.taxId,
    poNumbers: i.poNumbers,
    paymentTermsDays: i.paymentTermsDays,
    dueDate: i.dueDate,
    paymentReference: i.paymentReference,
    daysOverdue: daysOverdue(i, todayUtc()),
    month: monthOf(i.periodStart),
    periodStart: i.periodStart,
    totalCents: i.totalCents,
    issuedAt: i.issuedAt?.toISOString() ?? null,
    paidAt: i.paidAt?.toISOString() ?? null,
    updatedAt: i.updatedAt.toISOString(),
  };
}

function toLine(l: repo.LineWithWeek): InvoiceLine {
  return {
    id: l.id,
    kind: l.kind,
    engagementId: l.engagementId,
    weekId: l.weekId,
    weekStart: l.weekStart,
    workMonth: l.workMonth ? monthOf(l.workMonth) : null,
    description: l.description,
    minutes: l.minutes,
    rateCents: l.rateCents,
    amountCents: l.amountCents,
  };
}

/** The invoice with its lines; with `reader`, only when they may see it (404 otherwise). */
async function detailOf(db: Db, id: number, reader?: UserRow): Promise<Invoice> {
  const [summary, lines] = await Promise.all([repo.findSummary(db, id), repo.linesOf(db, id)]);
  if (!summary || (reader && !(await canSee(db, reader, summary.invoice)))) throw notFound(INVOICE_MESSAGES.notFound);
  const totals = totalsOf(lines);
  const [notes, paid, applied, owed] = await Promise.all([credits.creditNotesOf(db, id), credits.paymentsOf(db, id), credits.creditApplicationOf(db, id), amountOwed(db, summary.invoice)]);
  return {
    ...toSummary(summary),
    creditNotes: notes.map(toCreditNoteSummary),
    payments: paid.map((p) => ({ id: p.id, amountCents: p.appliedCents, excessCents: p.excessCents, recordedAt: p.recordedAt.toISOString(), bookedOn: p.bookedOn ?? null, source: p.bankEntryId === null ? ("admin" as const) : ("statement" as const) })),
    creditAppliedCents: applied?.amountCents ?? 0,
    amountDueCents: summary.invoice.status === "draft" ? Math.max(0, summary.invoice.totalCents) : owed,
    remittance: summary.invoice.remittance,
    lines: lines.map(toLine),
    hoursCents: totals.hoursCents,
    creditsCents: totals.creditsCents,
    minutes: lines.filter((l) => l.kind === "hours").reduce((sum, l) => sum + l.minutes, 0),
  };
}

export const toCreditNoteSummary = (c: CreditNoteRow): CreditNoteSummary => ({
  id: c.id,
  number: c.number,
  invoiceId: c.invoiceId,
  reason: c.reason,
  description: c.description,
  amountCents: c.amountCents,
  issuedAt: c.issuedAt.toISOString(),
});

/** Its company's members (once issued) and admins; anyone else is told it does not exist. */
export async function canSee(db: Db, user: UserRow, row: Pick<InvoiceRow, "companyId" | "status">) {
  return user.isAdmin || (row.status !== "draft" && (await isMemberOf(db, user.id, row.companyId)));
}

// --- making a company's invoice ------------------------------------------------------------------

type Making = "issue" | "draft";

function hoursDescription(w: repo.BillableWeek) {
  const days = w.firstDay === w.lastDay ? formatDay(w.firstDay) : `${formatDay(w.firstDay)} to ${formatDay(w.lastDay)}`;
  return `${w.expertName}: week of ${formatDay(w.weekStart)}, ${days}`;
}

/**
 * The lines of the company's invoice for `month`: its approved unbilled hours up to the month's end
 * (a late-approved week of an earlier month included). An engagement ended in its trial is billed
 * like any other and refunded by a credit note of its own (decision 093).
 */
async function linesFor(tx: Db, companyId: number, month: string, invoiceId: number) {
  const end = monthStart(addMonths(month, 1));
  const weeks = (await repo.billableWeeks(tx, companyId, end, invoiceId)).map((w) => {
    // Approved weeks need accepted terms; a row written around the acceptance is a fault, not a price.
    if (w.rateCents === null) throw new Error(`engagement ${w.engagementId} has approved weeks but no accepted terms`);
    return { ...w, rateCents: w.rateCents };
  });
  return weeks.map((w, position) => ({
    kind: "hours" as const,
    engagementId: w.engagementId,
    weekId: w.weekId,
    workMonth: w.workMonth,
    description: hoursDescription(w),
    minutes: w.minutes,
    rateCents: w.rateCents,
    amountCents: lineAmountCents(w.minutes, w.rateCents),
    position,
  }));
}

/**
 * Makes the company's invoice for `month` in the caller's transaction: issued (numbered) or as a
 * refreshed draft. Undefined when it was issued already or there is nothing to bill.
 */
async function makeInvoice(tx: Db, companyId: number, month: string, making: Making): Promise<number | undefined> {
  await repo.lockDrafts(tx, companyId);
  const row = await repo.takeInvoice(tx, companyId, monthStart(month));
  if (row.status !== "draft") return undefined;
  await repo.deleteOtherDrafts(tx, companyId, row.id);
  const lines = await linesFor(tx, companyId, month, row.id);
  if (lines.length === 0) {
    await repo.deleteInvoice(tx, row.id);
    return undefined;
  }
  const inserted = await repo.replaceLines(tx, row.id, lines);
  const { totalCents } = totalsOf(inserted);
  if (making === "draft") {
    await repo.setDraftTotal(tx, row.id, totalCents);
    return row.id;
  }
  await move(tx, row, "open", "run", async () => repo.issue(tx, row.id, await repo.takeNumber(tx), totalCents));
  await postIssued(tx, { id: row.id, companyId, totalCents, issuedOn: todayUtc() });
  // A trial's hours on it are refunded at once, and what is left is paid from the company's credit first.
  await issueTrialCredits(tx, companyId);
  await applyCreditOnAccount(tx, row.id);
  await queueIssuedMail(tx, row.id);
  return row.id;
}

/** What each move tells the company, in words. */
function noticeOf(row: InvoiceRow, by: InvoiceMover) {
  const month = monthLabel(monthOf(row.periodStart));
  const number = invoiceNumberText(row.number);
  if (row.status === "open") {
    const owed = row.totalCents < 0 ? `a credit of ${formatCents(-row.totalCents)} to you` : `${formatCents(row.totalCents)} due`;
    const due = row.dueDate && row.totalCents > 0 ? ` by ${formatDay(row.dueDate)}` : "";
    return { kind: "invoice.issued" as const, title: `Invoice ${number} for ${month}`, body: `Your invoice for ${month} is ready: ${owed}${due}.` };
  }
  if (by === "credit") return { kind: "invoice.paid" as const, title: `Invoice ${number} settled`, body: `Your invoice for ${month} is settled by credit: nothing more is due on it.` };
  return { kind: "invoice.paid" as const, title: `Invoice ${number} paid`, body: `We have received your payment of ${formatCents(row.totalCents)} for ${month}. Thank you.` };
}

/**
 * An invoice's move, through the one mover (shared/flows/invoice.ts): made from the status read
 * (under the row's lock), with the notice to the company's owners and finance members and the
 * audit entry in the caller's transaction.
 */
async function move(tx: Db, row: InvoiceRow, to: InvoiceStatus, by: InvoiceMover, update: () => Promise<InvoiceRow | undefined>) {
  const told = await memberIdsWhoMay(tx, row.companyId, "billing.read");
  return flowMove(tx, invoiceFlow, row, to, by, {
    update,
    notices: (moved) => told.map((userId) => ({ userId, ...noticeOf(moved, by), link: clientInvoiceLink(moved.id) })),
    audit: (moved) =>
      auditEntry({
        action: noticeOf(moved, by).kind satisfies AuditAction,
        target: { type: "invoice", id: moved.id },
        changes: { status: { from: row.status, to }, number: moved.number, totalCents: moved.totalCents, month: auditCode(monthOf(moved.periodStart)) },
      }),
  });
}

const RETRIED = new Set(["40P01", "40001", "23505"]);
const retriable = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } } | undefined;
  return RETRIED.has(e?.code ?? "") || RETRIED.has(e?.cause?.code ?? "");
};

/**
 * One company's invoice in its own transaction. Runs for different months of one company at the same
 * moment may still meet (a deadlock, or a line the other just billed): the loser starts again and
 * finds the other's work done.
 */
async function makeInOwnTransaction(db: Db, companyId: number, month: string, making: Making) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => makeInvoice(tx, companyId, month, making));
    } catch (err) {
      if (attempt >= 3 || !retriable(err)) throw err;
    }
  }
}

// --- the books -----------------------------------------------------------------------------------

/**
 * An issued invoice's entry in the books (docs/decisions/091): the company owes its total, each
 * expert is owed their hours at their pay rate, the rest is the fee. Posted once per invoice.
 */
async function postIssued(tx: Db, invoice: { id: number; companyId: number; totalCents: number; issuedOn: string }) {
  const pay = new Map<number, number[]>();
  for (const l of await repo.payLines(tx, invoice.id)) pay.set(l.expertId, [...(pay.get(l.expertId) ?? []), lineAmountCents(l.minutes, payRateCents(l.rateCents, l.feePercent))]);
  await post(
    tx,
    invoiceEntry({ invoiceId: invoice.id, bookedOn: invoice.issuedOn, companyId: invoice.companyId, totalCents: invoice.totalCents, pay: [...pay].map(([expertId, cents]) => ({ expertId, cents: sumCents(cents) })) }),
  );
}

/** Posts the entry of every issued invoice not in the books yet (kept from before them, or seeded); answers how many. */
export async function postUnpostedInvoices(db: Db) {
  const rows = await repo.issuedWithoutEntry(db);
  for (const r of rows) await db.transaction((tx) => postIssued(tx, { id: r.id, companyId: r.companyId, totalCents: r.totalCents, issuedOn: utcDay(r.issuedAt ?? new Date()) }));
  return rows.length;
}

// --- runs ----------------------------------------------------------------------------------------

async function runResult(db: Db, month: string, ids: number[], failedCompanyIds: number[] = []): Promise<InvoiceRunResult> {
  return { month, invoices: (await repo.findSummaries(db, ids)).map(toSummary), failedCompanyIds };
}

/**
 * Each company's invoice on its own: one company's failure (a row the rules let through, a fault of
 * the database) must not stop the invoices of every company after it, every hour.
 */
async function makeEach(db: Db, companyIds: number[], month: string, making: Making, onFailure?: InvoiceFailure) {
  const ids: number[] = [];
  const failed: number[] = [];
  for (const companyId of companyIds) {
    try {
      const id = await makeInOwnTransaction(db, companyId, month, making);
      if (id !== undefined) ids.push(id);
    } catch (error) {
      failed.push(companyId);
      onFailure?.(companyId, error);
    }
  }
  return { ids, failed };
}

/** Where the admins issue and read invoices. */
const ADMIN_INVOICES_LINK = "/admin/dreamteam#invoices";

/** Told of a company whose invoice a run could not make: a run's failure is reported, not what caused it. */
export type InvoiceFailure = (companyId: number, error: unknown) => void;

/**
 * Tells every admin of each company whose invoice for `month` could not be made, once: the hourly
 * job meets the same failure again until someone mends it, and a notice an hour would bury them.
 */
async function tellAdminsOfFailures(db: Db, month: string, companyIds: number[]) {
  await db.transaction(async (tx) => {
    // Claim first: two runs failing at once (the job on two instances, an admin's button) take
    // turns here, so the second finds the first's notice and adds none.
    await repo.lockFailureNotices(tx);
    for (const companyId of companyIds) {
      const body = `The invoice of company #${companyId} for ${monthLabel(month)} could not be made; the other companies' invoices were. The run tries again every hour, and the server log has the error.`;
      if (await repo.hasNotice(tx, "invoice.run-failed", body)) continue;
      await act(tx, "invoice.run-failed", { toAdmins: { title: "An invoice could not be made", body, link: ADMIN_INVOICES_LINK } });
    }
  });
}

/**
 * Issues the invoices of `month` (which must have ended by `now`): one per company with approved
 * hours or a trial credit to bill, numbered in sequence. A company whose invoice for the month is
 * issued already is left alone (a second run, here or on another instance, changes nothing); work
 * approved since waits for the next month's invoice.
 */
export async function issueMonth(db: Db, month: string, now = new Date(), onFailure?: InvoiceFailure): Promise<InvoiceRunResult> {
  if (month >= monthOf(now)) {
    const message = `${monthLabel(month)} has not ended yet: its invoices can be issued from ${formatDay(monthStart(addMonths(month, 1)))}. Preview the current month as drafts instead.`;
    throw badRequest(message, [{ path: "month", message }]);
  }
  const end = monthStart(addMonths(month, 1));
  const companyIds = await repo.companiesToBill(db, { end, periodStart: monthStart(month), unissued: true });
  const { ids, failed } = await makeEach(db, companyIds, month, "issue", onFailure);
  if (failed.length) await tellAdminsOfFailures(db, month, failed);
  return runResult(db, month, ids, failed);
}

/** Makes or refreshes each company's draft for the current month from the hours approved so far. */
export async function refreshDrafts(db: Db, now = new Date(), onFailure?: InvoiceFailure): Promise<InvoiceRunResult> {
  const month = monthOf(now);
  const end = monthStart(addMonths(month, 1));
  const [billable, drafted] = await Promise.all([
    repo.companiesToBill(db, { end, periodStart: monthStart(month), unissued: false }),
    repo.companiesWithDraft(db, monthStart(month)),
  ]);
  const companyIds = [...new Set([...billable, ...drafted])].sort((a, b) => a - b);
  const { ids, failed } = await makeEach(db, companyIds, month, "draft", onFailure);
  return runResult(db, month, ids, failed);
}

/**
 * The hourly job: the month before `now` (UTC) is issued, so on the first of each month every
 * company's invoice appears within the hour. Later runs find those issued and do nothing, except for
 * a company that had nothing to bill until a week of that month was approved after the first.
 */
export async function runMonthlyInvoices(deps: Pick<AppDeps, "db" | "logger">, now = new Date()) {
  const month = previousMonth(now);
  await issueMonth(deps.db, month, now, logInvoiceFailure(deps.logger, month));
  return false;
}

/** Writes a company's failed invoice to the server log, with its error. */
export const logInvoiceFailure =
  (logger: AppDeps["logger"], month: string): InvoiceFailure =>
  (companyId, error) =>
    logger.error({ err: error, companyId, month }, "invoice run: this company's invoice could not be made; the run went on");

// --- calls ---------------------------------------------------------------------------------------

export async function listInvoices(db: Db, user: UserRow, query: InvoiceListQuery) {
  const { rows, total } = await repo.listInvoices(db, query, user.isAdmin ? null : ((await companyIdOf(db, user.id)) ?? 0));
  return { items: rows.map(toSummary), total };
}

export async function getInvoice(db: Db, user: UserRow, id: number): Promise<Invoice> {
  return detailOf(db, id, user);
}

export async function invoicePdf(db: Db, user: UserRow, id: number) {
  const invoice = await getInvoice(db, user, id);
  return { filename: `${invoiceNumberText(invoice.number)}-${invoice.month}.pdf`, pdf: await renderInvoicePdf(invoice) };
}

/** An admin marks an open invoice paid, once: a second request (at the same moment too) is 409. */
/** The invoice a payment is for, locked until its transaction ends: by id, its number as printed, or its payment reference. */
export async function lockForPayment(tx: Db, by: { id: number } | { number: number } | { reference: string }) {
  if ("id" in by) return repo.lockInvoice(tx, by.id);
  return "number" in by ? repo.lockIssuedByNumber(tx, by.number) : repo.lockIssuedByReference(tx, by.reference);
}

/**
 * An open invoice becomes paid: by its payments once they cover it (`by` null), or by an admin who
 * says so. Its row was locked by `lockForPayment` in the same transaction.
 */
export async function settle(tx: Db, row: InvoiceRow, by: UserRow | null, mover: InvoiceMover = by ? "admin" : "payment") {
  await move(tx, row, "paid", mover, () => repo.markPaid(tx, row.id, row.status, by?.id ?? null));
}

// --- what settles an invoice: payments, credit notes, credit on account (decision 093) ------------

/** What an issued invoice still owes: its total less what has settled it, never below zero; nothing once paid. */
export async function amountOwed(tx: Db, row: Pick<InvoiceRow, "id" | "status" | "totalCents">) {
  if (row.status !== "open") return 0;
  return Math.max(0, row.totalCents - (await credits.settledCents(tx, row.id)));
}

export interface CreditNoteSpec {
  reason: CreditNoteReason;
  engagementId: number | null;
  description: string;
  minutes: number | null;
  rateCents: number | null;
  amountCents: number;
}

/**
 * Issues a credit note on an issued invoice whose row the caller locked: the next number of its own
 * series, who it is addressed to copied from the invoice, what it takes off what the invoice still
 * owes (the rest is credit on the company's account), its entry in the books, the company told and
 * the audit written; the invoice is settled when nothing is left to pay.
 */
export async function issueCreditNote(tx: Db, invoice: InvoiceRow, spec: CreditNoteSpec, by: UserRow | null): Promise<CreditNoteRow> {
  if (invoice.status === "draft" || invoice.number === null || invoice.billedName === null) throw new Error(`invoice ${invoice.id} is not issued: it cannot be credited`);
  const owed = await amountOwed(tx, invoice);
  const appliedCents = Math.min(spec.amountCents, owed);
  const note = await credits.insertCreditNote(tx, {
    ...spec,
    number: await credits.takeCreditNoteNumber(tx),
    invoiceId: invoice.id,
    companyId: invoice.companyId,
    appliedCents,
    excessCents: spec.amountCents - appliedCents,
    invoiceNumber: invoice.number,
    billedName: invoice.billedName,
    billedCompany: invoice.billedCompany,
    billedLegalName: invoice.billedLegalName,
    billedAddress: invoice.billedAddress,
    billedTaxId: invoice.billedTaxId,
    issuedBy: by?.id ?? null,
  });
  await post(tx, creditNoteEntry({ creditNoteId: note.id, bookedOn: todayUtc(), companyId: invoice.companyId, appliedCents: note.appliedCents, excessCents: note.excessCents }));
  const number = creditNoteNumberText(note.number);
  const onAccount = note.excessCents > 0 ? ` ${formatCents(note.excessCents)} of it is credit on your account, taken off your next invoice.` : "";
  const told = await memberIdsWhoMay(tx, invoice.companyId, "billing.read");
  await act(tx, "invoice.credited", {
    target: { type: "invoice", id: invoice.id },
    changes: { creditNote: note.number, amountCents: note.amountCents, reason: auditCode(note.reason) },
    notices: told.map((userId) => ({
      userId,
      title: `Credit note ${number} on ${invoiceNumberText(invoice.number)}`,
      body: `A credit of ${formatCents(note.amountCents)}: ${note.description}.${onAccount}`,
      link: clientInvoiceLink(invoice.id),
    })),
  });
  if (owed > 0 && appliedCents === owed) await settle(tx, invoice, by, "credit");
  return note;
}

function trialCreditDescription(c: credits.TrialCreditDue) {
  return `Trial credit: ${c.expertName}, ended in its ${TRIAL_DAYS}-day trial on ${formatDay(utcDay(c.endedAt))}`;
}

/**
 * Refunds the hours of engagements ended in their trial (of one company, or all): one credit note
 * per issued invoice that billed them, once. Called where a trial ends, where an invoice is issued,
 * and at start for anything before; each takes the invoice's lock and looks again, so two at once
 * issue one note.
 */
export async function issueTrialCredits(tx: Db, companyId: number | null) {
  let issued = 0;
  for (const due of await credits.trialCreditsDue(tx, companyId)) {
    const invoice = await repo.lockInvoice(tx, due.invoiceId);
    if (await credits.hasTrialCredit(tx, due.invoiceId, due.engagementId)) continue;
    await issueCreditNote(
      tx,
      invoice,
      { reason: "trial", engagementId: due.engagementId, description: trialCreditDescription(due), minutes: due.minutes, rateCents: due.rateCents, amountCents: due.amountCents },
      null,
    );
    issued += 1;
  }
  return issued;
}

/** Trial credits not issued yet, each company in its own transaction: at start, after the demo seed. */
export async function issueDueTrialCredits(db: Db) {
  let issued = 0;
  for (const companyId of [...new Set((await credits.trialCreditsDue(db, null)).map((d) => d.companyId))]) {
    issued += await db.transaction((tx) => issueTrialCredits(tx, companyId));
  }
  return issued;
}

/**
 * Takes the company's credit on account off a newly issued invoice, up to what it owes, once, under
 * the company's credit lock (two invoices issued at once never spend one credit twice).
 */
async function applyCreditOnAccount(tx: Db, invoiceId: number) {
  const invoice = await repo.lockInvoice(tx, invoiceId);
  await credits.lockCompanyCredit(tx, invoice.companyId);
  if (await credits.creditApplicationOf(tx, invoice.id)) return;
  const owed = await amountOwed(tx, invoice);
  const { creditCents } = await balanceOf(tx, invoice.companyId);
  const amountCents = Math.min(owed, creditCents);
  if (amountCents <= 0) return;
  const id = await credits.insertCreditApplication(tx, { invoiceId: invoice.id, companyId: invoice.companyId, amountCents });
  await post(tx, creditAppliedEntry({ sourceId: id, bookedOn: todayUtc(), companyId: invoice.companyId, amountCents }));
  if (amountCents === owed) await settle(tx, invoice, null, "credit");
}

/** What has settled each invoice, as SQL rows (invoice_id, cents), for a query over all of them at once. */
export const settledSqlOfAll = () => credits.settledSql();

/** `amountOwed` of several invoices (a statement's) in one query. */
export async function amountsOwed(tx: Db, rows: Pick<InvoiceRow, "id" | "status" | "totalCents">[]) {
  const settled = await credits.settledCentsOfEach(tx, rows.filter((r) => r.status === "open").map((r) => r.id));
  return new Map(rows.map((r) => [r.id, r.status === "open" ? Math.max(0, r.totalCents - (settled.get(r.id) ?? 0)) : 0]));
}

/** The issued invoices a statement's entries name, by payment reference or number, locked in id order until the transaction ends. */
export const lockManyForPayment = (tx: Db, by: { references: string[]; numbers: number[] }) => repo.lockIssuedByReferencesOrNumbers(tx, by.references, by.numbers);

/**
 * Open invoices their payments now cover become paid together (a statement's), as `settle` makes
 * one: one move of the flow, the notices to each company's owners and finance members, the audit
 * entries. Their rows were locked by `lockManyForPayment` in the same transaction.
 */
export async function settleAll(tx: Db, rows: InvoiceRow[]) {
  if (rows.length === 0) return;
  const told = await memberIdsWhoMayOf(tx, rows.map((r) => r.companyId), "billing.read");
  await flowMoveMany(tx, invoiceFlow, rows, "paid", "payment", {
    update: () => repo.markPaidMany(tx, rows.map((r) => r.id), "open"),
    notices: (moved) => moved.flatMap((m) => (told.get(m.companyId) ?? []).map((userId) => ({ userId, ...noticeOf(m, "payment"), link: clientInvoiceLink(m.id) }))),
    audit: (moved) =>
      moved.map((m) =>
        auditEntry({
          action: noticeOf(m, "payment").kind satisfies AuditAction,
          target: { type: "invoice", id: m.id },
          changes: { status: { from: "open", to: "paid" }, number: m.number, totalCents: m.totalCents, month: auditCode(monthOf(m.periodStart)) },
        }),
      ),
  });
}

/** An invoice as its admin reads it. */
export const invoiceForAdmin = (db: Db, id: number) => detailOf(db, id);

/** The console's figures: approved hours and issued totals per month, the last `months` months. */
export async function invoiceFigures(db: Db, months: number, now = new Date()): Promise<InvoiceFigures> {
  const last = monthOf(now);
  const first = addMonths(last, -(months - 1));
  const [minutes, billed] = await Promise.all([repo.approvedMinutesByMonth(db, monthStart(first)), repo.billedByMonth(db, monthStart(first))]);
  const cents = (text: string | undefined) => sumCents([Number(BigInt(text ?? "0"))]);
  return {
    months: Array.from({ length: months }, (_, i) => {
      const month = addMonths(first, i);
      const b = billed.find((r) => monthOf(r.month) === month);
      return {
        month,
        approvedMinutes: minutes.find((r) => monthOf(r.month) === month)?.minutes ?? 0,
        billedCents: cents(b?.billed),
        paidCents: cents(b?.paid),
        invoices: b?.invoices ?? 0,
      };
    }),
  };
}

// Payouts (PRODUCT.md "Experts paid on a date they can count on", "Payout runs"; decisions 094–096):
// an expert's bank account, saved with their password, sealed in the database and shown masked; a
// month's run, once, made by an admin with the day's rate or by the job on the 5th, paying each
// expert for the hours approved whatever the client has paid; the run sent to the bank, each payout
// then paid (posted to the books) or failed (carried into the next run).
import { addMonths, formatDay, monthLabel, monthOf, monthStart, todayUtc } from "@shared/calendar";
import {
  BANK_ACCOUNT_HOLD_HOURS,
  PAYOUT_DAY,
  PAYOUT_MESSAGES,
  payoutDayOf,
  type AdminPayout,
  type BankAccount,
  type BankAccountInput,
  type Payout,
  type PayoutHoldReason,
  type PayoutOutlook,
  type PayoutRun,
  type PayoutRunDetail,
  type PayoutStatus,
} from "@shared/contracts/payouts";
import { payoutFlow, type PayoutMover } from "@shared/flows/payout";
import { payoutEntry } from "@shared/ledger";
import { formatCents, formatZarCents, lineAmountCents, normalRate, payRateCents, sumCents, usdToZarCents } from "@shared/money";
import type { PayoutRow, UserRow } from "@shared/schema";
import { act, auditCode, type NoticeWords } from "../flows/act";
import { passwordConfirms, wrongCurrentPassword } from "../auth/current-password";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { AppDeps } from "../deps";
import { auditEntry, move as flowMove, moveMany as flowMoveMany } from "../flows/move";
import { post } from "../ledger/ledger.service";
import { badRequest, conflict, forbidden, notFound } from "../lib/http-error";
import { batchCsv, batchXml, type BatchPayment } from "./batch";
import { renderPayoutPdf } from "./payout-pdf";
import { openAccount, sealAccount } from "./seal";
import * as repo from "./payouts.repo";

/** Where experts read their payouts, and admins the runs. */
export const EXPERT_PAYOUTS_LINK = "/expert/dashboard#payouts";
export const ADMIN_PAYOUTS_LINK = "/admin/dreamteam#payouts";

const HOLD_MS = BANK_ACCOUNT_HOLD_HOURS * 3_600_000;
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Why an expert's payout waits at `now`: no account, or one changed within 72 hours; null when it may go. */
export function holdOf(changedAt: Date | undefined, now: Date): PayoutHoldReason | null {
  if (!changedAt) return "no-bank-account";
  return now.getTime() - changedAt.getTime() < HOLD_MS ? "bank-account-changed" : null;
}

// --- the bank account ----------------------------------------------------------------------------

const masked = (last4: string) => `••••${last4}`;

function assertExpert(user: UserRow) {
  if (user.userType !== "expert") throw forbidden(PAYOUT_MESSAGES.expertsOnly);
}

function accountOf(config: Config, row: NonNullable<Awaited<ReturnType<typeof repo.findBankAccount>>>, now: Date): BankAccount {
  const { accountHolder } = openAccount(config.payouts.accountKey, row.expertId, row.sealed);
  const until = row.changedAt.getTime() + HOLD_MS;
  return {
    accountHolder,
    bankName: row.bankName,
    branchCode: row.branchCode,
    accountNumberMasked: masked(row.last4),
    accountType: row.accountType,
    changedAt: row.changedAt.toISOString(),
    holdUntil: until > now.getTime() ? new Date(until).toISOString() : null,
  };
}

/** The expert's own account, masked; null when none is saved. */
export async function getBankAccount(db: Db, config: Config, user: UserRow, now = new Date()): Promise<BankAccount | null> {
  assertExpert(user);
  const row = await repo.findBankAccount(db, user.id);
  return row ? accountOf(config, row, now) : null;
}

/**
 * Saves the expert's account after their current password: sealed, the change mailed to them
 * (whatever their settings) and audited without its figures, and payouts held for 72 hours.
 */
export async function saveBankAccount(db: Db, config: Config, user: UserRow, input: BankAccountInput, address: string): Promise<BankAccount> {
  assertExpert(user);
  if (!(await passwordConfirms(db, user, input.currentPassword, address))) throw wrongCurrentPassword();
  const row = await db.transaction(async (tx) => {
    const saved = await repo.saveBankAccount(tx, {
      expertId: user.id,
      bankName: input.bankName,
      branchCode: input.branchCode,
      accountType: input.accountType,
      sealed: sealAccount(config.payouts.accountKey, user.id, { accountHolder: input.accountHolder, accountNumber: input.accountNumber }),
      last4: input.accountNumber.slice(-4),
    });
    await act(tx, "payout.bank-account-changed", { target: { type: "user", id: user.id }, mail: { userId: user.id, toAddress: user.email, link: null } });
    return saved;
  });
  return accountOf(config, row, new Date());
}

// --- answers -------------------------------------------------------------------------------------

function toPayout(r: repo.PayoutWithRun): Payout {
  const p = r.payout;
  const month = monthOf(r.month);
  return {
    id: p.id,
    runId: p.runId,
    month,
    minutes: p.minutes,
    hours: p.minutes / 60,
    usdCents: p.usdCents,
    carriedUsdCents: p.carriedUsdCents,
    zarCents: p.zarCents,
    usdZarRate: normalRate(r.usdZarRate),
    status: p.status,
    holdReason: p.status === "scheduled" ? p.holdReason : null,
    holdMessage: p.status === "scheduled" && p.holdReason ? PAYOUT_MESSAGES.holds[p.holdReason] : null,
    payoutDate: payoutDayOf(month),
    sentAt: iso(p.sentAt),
    paidAt: iso(p.paidAt),
    failedAt: iso(p.failedAt),
    carriedIntoId: p.carriedIntoId,
    createdAt: p.createdAt.toISOString(),
  };
}

const toAdminPayout = (r: repo.PayoutWithRun): AdminPayout => ({
  ...toPayout(r),
  expertId: r.payout.expertId,
  expertName: r.expertName,
  accountLast4: r.accountLast4,
  failureReason: r.payout.failureReason,
});

type RunSummary = NonNullable<Awaited<ReturnType<typeof repo.runSummary>>>;

function toRun(s: RunSummary, counts: { runId: number; status: PayoutStatus; n: number }[]): PayoutRun {
  const month = monthOf(s.run.month);
  return {
    id: s.run.id,
    month,
    usdZarRate: normalRate(s.run.usdZarRate),
    payoutDate: payoutDayOf(month),
    createdAt: s.run.createdAt.toISOString(),
    sentAt: iso(s.run.sentAt),
    payouts: s.payouts,
    usdCents: s.usdCents,
    zarCents: s.zarCents,
    held: s.held,
    byStatus: Object.fromEntries(counts.filter((c) => c.runId === s.run.id).map((c) => [c.status, c.n])),
  };
}

export async function listRuns(db: Db, q: { limit: number; offset: number }) {
  const { rows, total } = await repo.listRuns(db, q);
  const counts = await repo.statusCounts(db, rows.map((r) => r.run.id));
  return { items: rows.map((r) => toRun(r, counts)), total };
}

export async function getRun(db: Db, id: number): Promise<PayoutRunDetail> {
  const summary = await repo.runSummary(db, id);
  if (!summary) throw notFound(PAYOUT_MESSAGES.runNotFound);
  const [counts, items] = await Promise.all([repo.statusCounts(db, [id]), repo.payoutsOfRun(db, id)]);
  return { ...toRun(summary, counts), items: items.map(toAdminPayout) };
}

// --- a month's run -------------------------------------------------------------------------------

interface PayLine {
  engagementId: number;
  weekId: number;
  weekStart: string;
  workMonth: string;
  minutes: number;
  payRateCents: number;
  amountCents: number;
}

/** Each week's pay: its minutes at the expert's pay rate then (the rate less the engagement's fee), rounded once per line. */
function payLinesOf(weeks: repo.PayableWeek[]) {
  const byExpert = new Map<number, PayLine[]>();
  for (const w of weeks) {
    // Approved weeks need accepted terms; a row written around the acceptance is a fault, not a price.
    if (w.rateCents === null) throw new Error(`engagement ${w.engagementId} has approved weeks but no accepted terms`);
    const rate = payRateCents(w.rateCents, w.feePercent);
    const line = { engagementId: w.engagementId, weekId: w.weekId, weekStart: w.weekStart, workMonth: w.workMonth, minutes: w.minutes, payRateCents: rate, amountCents: lineAmountCents(w.minutes, rate) };
    byExpert.set(w.expertId, [...(byExpert.get(w.expertId) ?? []), line]);
  }
  return byExpert;
}

/**
 * Runs `month` (which must have ended) at `rate`: one payout per expert for the approved days up to
 * the month's end not paid before, plus their failed payouts and those still held, in USD cents and
 * converted once to ZAR cents. Claim first: the run's row for the month is written before anything
 * else, under a lock all runs take, so a second run for the month, at once or later, is 409 and pays
 * nobody twice. Each expert is told.
 */
export async function runMonth(db: Db, by: UserRow | null, month: string, rate: string, now = new Date()): Promise<PayoutRunDetail> {
  if (month >= monthOf(now)) {
    const message = `${monthLabel(month)} has not ended yet: its payouts can be run from ${formatDay(monthStart(addMonths(month, 1)))}.`;
    throw badRequest(message, [{ path: "month", message }]);
  }
  const usdZarRate = normalRate(rate);
  const runId = await db.transaction(async (tx) => {
    await repo.lockRuns(tx);
    const run = await repo.insertRun(tx, { month: monthStart(month), usdZarRate, createdBy: by?.id ?? null });
    if (!run) throw conflict(PAYOUT_MESSAGES.monthPaid);
    const lines = payLinesOf(await repo.payableWeeks(tx, { before: monthStart(addMonths(month, 1)) }));
    const carriable = await repo.lockCarriable(tx);
    const experts = [...new Set([...lines.keys(), ...carriable.map((c) => c.expertId)])].sort((a, b) => a - b);
    const changes = await repo.accountChanges(tx, experts);
    const notices: NoticeWords[] = [];
    for (const expertId of experts) {
      const own = lines.get(expertId) ?? [];
      const carried = carriable.filter((c) => c.expertId === expertId);
      const carriedUsdCents = sumCents(carried.map((c) => c.usdCents));
      const usdCents = sumCents([...own.map((l) => l.amountCents), carriedUsdCents]);
      if (usdCents === 0) continue;
      const holdReason = holdOf(changes.get(expertId), now);
      const payout = await repo.insertPayout(tx, {
        runId: run.id,
        expertId,
        minutes: own.reduce((sum, l) => sum + l.minutes, 0),
        usdCents,
        carriedUsdCents,
        zarCents: usdToZarCents(usdCents, usdZarRate),
        holdReason,
      });
      await repo.insertLines(tx, own.map((l) => ({ ...l, payoutId: payout.id })));
      // Through the one mover: each carried payout's move checked against the flow, one UPDATE for them all.
      await flowMoveMany(tx, payoutFlow, carried, "carried", "run", { update: () => repo.carry(tx, carried.map((c) => c.id), payout.id) });
      const held = holdReason ? ` It waits until then: ${PAYOUT_MESSAGES.holds[holdReason]}` : "";
      notices.push({
        userId: expertId,
        title: "Payout scheduled",
        body: `Your payout for ${monthLabel(month)} is ${formatCents(payout.usdCents)} (${formatZarCents(payout.zarCents)} at ${usdZarRate} rand to the dollar), paid on ${formatDay(payoutDayOf(month))}.${held}`,
        link: EXPERT_PAYOUTS_LINK,
      });
    }
    await act(tx, "payout-run.created", { ...(by ? {} : { actor: null }), target: { type: "payout-run", id: run.id }, changes: { month: auditCode(month), payouts: notices.length }, notices });
    return run.id;
  });
  return getRun(db, runId);
}

/**
 * The job: from the 5th of each month (UTC), the month before is run once, at the last rate an
 * admin entered (decision 095); an admin who runs it first with the day's rate makes this a no-op.
 * Without any earlier rate it runs nothing and tells the admins once.
 */
export async function runMonthlyPayouts(deps: Pick<AppDeps, "db" | "logger">, now = new Date()) {
  if (now.getUTCDate() < PAYOUT_DAY) return false;
  const month = addMonths(monthOf(now), -1);
  if (await repo.hasRunFor(deps.db, monthStart(month))) return false;
  const rate = await repo.lastRate(deps.db);
  if (rate === null) {
    deps.logger.warn({ month }, "payout run: no rate entered yet; an admin runs the first month with the day's rate");
    return false;
  }
  try {
    await runMonth(deps.db, null, month, rate, now);
  } catch (err) {
    // Another instance, or an admin, ran it meanwhile: nothing to do.
    if ((err as { status?: number }).status !== 409) throw err;
  }
  return false;
}

// --- the moves -----------------------------------------------------------------------------------

async function movePayout(tx: Db, row: PayoutRow, to: PayoutStatus, by: PayoutMover, opts: { failureReason?: string | null; admin?: UserRow } = {}) {
  return flowMove(tx, payoutFlow, row, to, by, {
    update: () => repo.transition(tx, row.id, row.status, to, { failureReason: opts.failureReason }),
    notices: (moved) => {
      if (to === "paid") return [{ userId: moved.expertId, kind: "payout.paid", title: "Payout paid", body: `Your payout of ${formatZarCents(moved.zarCents)} (${formatCents(moved.usdCents)}) has been paid into your bank account.`, link: EXPERT_PAYOUTS_LINK }];
      if (to === "failed") return [{ userId: moved.expertId, kind: "payout.failed", title: "Payout returned by the bank", body: `The bank returned your payout of ${formatZarCents(moved.zarCents)}. Please check your bank account for payouts: the amount goes with the next run.`, link: EXPERT_PAYOUTS_LINK }];
      return [];
    },
    audit: (moved) =>
      to === "paid" || to === "failed"
        ? auditEntry({ action: to === "paid" ? "payout.paid" : "payout.failed", target: { type: "payout", id: moved.id }, changes: { status: { from: row.status, to }, usdCents: moved.usdCents, zarCents: moved.zarCents } })
        : undefined,
  });
}

/**
 * An admin marks the run sent to the bank: each scheduled payout whose expert may be paid now is
 * sent; one still held stays scheduled with its reason, and the next run carries it. Once only.
 */
export async function markRunSent(db: Db, admin: UserRow, id: number, now = new Date()): Promise<PayoutRunDetail> {
  await db.transaction(async (tx) => {
    const run = await repo.findRun(tx, id, { lock: true });
    if (!run) throw notFound(PAYOUT_MESSAGES.runNotFound);
    if (run.sentAt) throw conflict(PAYOUT_MESSAGES.runSent);
    const scheduled = await repo.lockScheduled(tx, id);
    const changes = await repo.accountChanges(tx, scheduled.map((p) => p.expertId));
    let sent = 0;
    for (const p of scheduled) {
      const hold = holdOf(changes.get(p.expertId), now);
      if (hold) {
        if (hold !== p.holdReason) await repo.setHold(tx, p.id, hold);
        continue;
      }
      await movePayout(tx, p, "sent", "admin");
      sent += 1;
    }
    await repo.markRunSent(tx, id, admin.id);
    await act(tx, "payout-run.sent", { target: { type: "payout-run", id }, changes: { sent, held: scheduled.length - sent } });
  });
  return getRun(db, id);
}

/**
 * The bank paid a sent payout: it is paid, and the books move the expert's payable out of cash
 * (posted once, when paid: decision 095).
 */
export async function markPaid(db: Db, admin: UserRow, id: number, now = new Date()): Promise<AdminPayout> {
  await db.transaction(async (tx) => {
    const row = await repo.lockPayout(tx, id);
    if (!row) throw notFound(PAYOUT_MESSAGES.notFound);
    const moved = await movePayout(tx, row, "paid", "admin", { admin });
    await post(tx, payoutEntry({ payoutId: moved.id, bookedOn: todayUtc(now), expertId: moved.expertId, amountCents: moved.usdCents }));
  });
  return toAdminPayout((await repo.findPayout(db, id))!);
}

/** The bank returned a sent payout: it failed, and the next run carries its amount. */
export async function markFailed(db: Db, admin: UserRow, id: number, reason: string | null): Promise<AdminPayout> {
  await db.transaction(async (tx) => {
    const row = await repo.lockPayout(tx, id);
    if (!row) throw notFound(PAYOUT_MESSAGES.notFound);
    await movePayout(tx, row, "failed", "admin", { failureReason: reason, admin });
  });
  return toAdminPayout((await repo.findPayout(db, id))!);
}

/** Posts every paid payout not in the books yet (the demo's, paid before the books kept them); answers how many. */
export async function postUnpostedPayouts(db: Db) {
  const rows = await repo.paidWithoutEntry(db);
  for (const p of rows) await db.transaction((tx) => post(tx, payoutEntry({ payoutId: p.id, bookedOn: todayUtc(p.paidAt!), expertId: p.expertId, amountCents: p.usdCents })));
  return rows.length;
}

// --- the expert's view ---------------------------------------------------------------------------

export async function listOwnPayouts(db: Db, user: UserRow, q: { limit: number; offset: number }) {
  const { rows, total } = await repo.listOwn(db, user.id, q);
  return { items: rows.map(toPayout), total };
}

/** A payout its expert or an admin may read; anyone else is told it does not exist. */
async function visiblePayout(db: Db, user: UserRow, id: number) {
  const row = await repo.findPayout(db, id);
  if (!row || (!user.isAdmin && row.payout.expertId !== user.id)) throw notFound(PAYOUT_MESSAGES.notFound);
  return row;
}

export async function getPayout(db: Db, user: UserRow, id: number): Promise<Payout> {
  return toPayout(await visiblePayout(db, user, id));
}

/** The statement: the payout and each engagement's weeks it pays, for the PDF. */
export async function payoutStatement(db: Db, user: UserRow, id: number) {
  const row = await visiblePayout(db, user, id);
  const lines = await repo.linesOf(db, id);
  return { payout: toPayout(row), expertName: row.expertName, lines };
}

export async function payoutPdf(db: Db, user: UserRow, id: number) {
  const statement = await payoutStatement(db, user, id);
  return { filename: `payout-${statement.payout.month}-${id}.pdf`, pdf: await renderPayoutPdf(statement) };
}

/**
 * The hub's outlook: the next payout day, and what the approved hours not yet on a payout will
 * bring at the expert's pay rates, in rand at the last run's rate.
 */
export async function payoutOutlook(db: Db, user: UserRow, now = new Date()): Promise<PayoutOutlook> {
  assertExpert(user);
  const today = todayUtc(now);
  const lastMonthRun = await repo.hasRunFor(db, monthStart(addMonths(monthOf(now), -1)));
  const thisPayday = payoutDayOf(addMonths(monthOf(now), -1));
  const nextPayoutDate = !lastMonthRun ? (today <= thisPayday ? thisPayday : today) : payoutDayOf(monthOf(now));
  const [weeks, rate, changes] = await Promise.all([repo.payableWeeks(db, { expertId: user.id, withUnaccepted: true }), repo.lastRate(db), repo.accountChanges(db, [user.id])]);
  const lines = payLinesOf(weeks).get(user.id) ?? [];
  const usdCents = sumCents(lines.map((l) => l.amountCents));
  const hold = holdOf(changes.get(user.id), now) ?? (weeks.some((w) => !w.agreementAccepted) ? "agreement-not-accepted" : null);
  return {
    nextPayoutDate,
    minutes: lines.reduce((sum, l) => sum + l.minutes, 0),
    usdCents,
    zarCents: rate === null ? null : usdToZarCents(usdCents, rate),
    usdZarRate: rate === null ? null : normalRate(rate),
    holdReason: hold,
    holdMessage: hold ? PAYOUT_MESSAGES.holds[hold] : null,
  };
}

// --- the bank's batch ----------------------------------------------------------------------------

/**
 * What the bank is asked to pay for a run: its scheduled payouts (or, once sent, its sent and paid
 * ones) whose expert may be paid, each to the account unsealed here and nowhere else.
 */
export async function batchOf(db: Db, config: Config, id: number, now = new Date()) {
  const run = await repo.findRun(db, id);
  if (!run) throw notFound(PAYOUT_MESSAGES.runNotFound);
  const items = await repo.payoutsOfRun(db, id);
  const accounts = new Map((await repo.bankAccountsOf(db, items.map((i) => i.payout.expertId))).map((a) => [a.expertId, a]));
  const month = monthOf(run.month);
  const payments: BatchPayment[] = [];
  for (const { payout } of items) {
    const account = accounts.get(payout.expertId);
    const payable = run.sentAt ? payout.status === "sent" || payout.status === "paid" : payout.status === "scheduled" && holdOf(account?.changedAt, now) === null;
    if (!payable || !account) continue;
    const { accountHolder, accountNumber } = openAccount(config.payouts.accountKey, account.expertId, account.sealed);
    payments.push({
      payoutId: payout.id,
      expertId: payout.expertId,
      accountHolder,
      accountNumber,
      bankName: account.bankName,
      branchCode: account.branchCode,
      accountType: account.accountType,
      zarCents: payout.zarCents,
      usdCents: payout.usdCents,
      reference: `PT PAYOUT ${month} ${payout.id}`,
    });
  }
  // The bank is asked to pay on the payout day, or at once for a run made after it.
  const payoutDate = [payoutDayOf(month), todayUtc(now)].sort()[1];
  return { run: { id: run.id, month, usdZarRate: normalRate(run.usdZarRate), payoutDate, createdAt: run.createdAt }, payments };
}

/** The run's batch as the bank's file: CSV, or ISO 20022 pain.001 XML. */
export async function runBatchFile(db: Db, config: Config, id: number, format: "csv" | "xml") {
  const batch = await batchOf(db, config, id);
  const name = `payouts-${batch.run.month}-${batch.run.id}`;
  return format === "csv"
    ? { filename: `${name}.csv`, contentType: "text/csv; charset=utf-8", body: batchCsv(batch) }
    : { filename: `${name}.xml`, contentType: "application/xml; charset=utf-8", body: batchXml(batch, { name: config.payouts.debtorName, account: config.payouts.debtorAccount }) };
}

// Timesheets (PRODUCT.md "Timesheets"; docs/decisions/064-*): for each week of an engagement whose
// terms both parties accepted, the expert records hours per day (quarter hours, 0 to 12 a day, only
// days inside the engagement), saves drafts and submits; the client approves or disputes with a
// reason; the expert corrects and submits again. A submitted week unanswered for 5 days is approved by
// a job, and an approved week is locked. Each move, the job's included, is made by the one mover
// (server/flows/move.ts) through the week's flow (shared/flows/timesheet-week.ts).
import type { TimesheetStatus } from "@shared/constants";
import type { AuditAction } from "@shared/contracts/audit";
import { TIMESHEET_EDITABLE, TIMESHEET_MESSAGES, hoursOf, timesheetWords, weekDates, weekLink, weeksBetween, type AdminTimesheetWeek, type AdminTimesheetsQuery, type TimesheetMover, type TimesheetWeek, type TimesheetWeekSummary } from "@shared/contracts/timesheets";
import { AUTO_APPROVAL, autoApproveAt, excessMinutes, timesheetWeekFlow, weekTotalMinutes } from "@shared/flows/timesheet-week";
import type { TimesheetWeekRow, UserRow } from "@shared/schema";
import { act, auditCode, type NoticeWords } from "../flows/act";
import type { Db } from "../db/client";
import type { AppDeps } from "../deps";
import { engagementForWork, type EngagementForWork } from "../engagements/engagements.service";
import { auditEntry, move as flowMove, type Notice } from "../flows/move";
import { badRequest, conflict, forbidden } from "../lib/http-error";
import * as repo from "./timesheets.repo";
import { addDays, currentWeekStart, formatDay, formatMomentIn, isFridayIn, todayIn, wallClock } from "@shared/calendar";

const plural = (n: string, one: string) => `${n} ${n === "1" ? one : `${one}s`}`;
const iso = (d: Date | null) => d?.toISOString() ?? null;

// --- the engagement's days -----------------------------------------------------------------------

/**
 * The last day hours may be recorded on: the end date, or the day it ended (in the client's zone)
 * when it ended earlier.
 */
function lastDay(e: EngagementForWork) {
  const ended = e.row.endedAt ? wallClock(e.row.endedAt, e.clientTimeZone).date : null;
  return ended && ended < e.row.endDate ? ended : e.row.endDate;
}

const inEngagement = (e: EngagementForWork, date: string) => date >= e.row.startDate && date <= lastDay(e);
/** Today in the engagement's zone (the client's, as its weeks are): hours are never recorded ahead. */
const todayOf = (e: EngagementForWork) => todayIn(e.clientTimeZone);

function assertWeekOfEngagement(e: EngagementForWork, weekStart: string) {
  if (weekStart > lastDay(e) || addDays(weekStart, 6) < e.row.startDate) {
    const message = timesheetWords.weekOutside(weekStart);
    throw badRequest(message, [{ path: "weekStart", message }]);
  }
}

/**
 * Each day given lies in the week and inside the engagement, and a day with hours has come (400
 * naming the first that does not).
 */
function checkDays(e: EngagementForWork, weekStart: string, days: { date: string; minutes: number }[], path = "days") {
  const week = new Set(weekDates(weekStart));
  const today = todayOf(e);
  days.forEach((d, i) => {
    const message = !week.has(d.date)
      ? timesheetWords.notInWeek(d.date, weekStart)
      : !inEngagement(e, d.date)
        ? timesheetWords.outsideEngagement(d.date)
        : d.minutes > 0 && d.date > today
          ? timesheetWords.notCome(d.date)
          : null;
    if (message) throw badRequest(message, [{ path: `${path}.${i}.date`, message }]);
  });
}

// --- answers -------------------------------------------------------------------------------------

async function weekOf(db: Db, e: EngagementForWork, weekStart: string): Promise<TimesheetWeek> {
  const row = await repo.findWeek(db, e.row.id, weekStart);
  const days = row ? await repo.daysOf(db, row.id) : [];
  const minutes = new Map(days.map((d) => [d.day, d.minutes]));
  const status: TimesheetStatus = row?.status ?? "draft";
  const total = weekTotalMinutes(days);
  const editable = TIMESHEET_EDITABLE.includes(status);
  const today = todayOf(e);
  const agreed = await repo.agreedMinutesOf(db, e.row.id, weekStart);
  const excess = excessMinutes(total, agreed);
  return {
    engagementId: e.row.id,
    weekStart,
    weekEnd: addDays(weekStart, 6),
    status,
    totalMinutes: total,
    saved: days.length > 0 || (row !== undefined && row.status !== "draft"),
    days: weekDates(weekStart).map((date) => ({ date, minutes: minutes.get(date) ?? 0, inEngagement: inEngagement(e, date), hasCome: date <= today })),
    submittedAt: iso(row?.submittedAt ?? null),
    disputedAt: iso(row?.disputedAt ?? null),
    disputeReason: row?.disputeReason ?? null,
    approvedAt: iso(row?.approvedAt ?? null),
    autoApproved: row?.autoApproved ?? false,
    agreedMinutes: agreed,
    excessMinutes: excess,
    autoApproveAt: iso(row ? autoApproveAt(row, excess) : null),
    locked: status === "approved",
    may: {
      edit: e.viewer === "expert" && e.workStarted && editable,
      submit: e.viewer === "expert" && e.workStarted && editable && weekStart <= currentWeekStart(e.clientTimeZone),
      answer: e.viewer === "client" && e.mayAnswer && status === "submitted",
    },
  };
}

/** Every week of the engagement (a Monday in the client's calendar), with its status and total. */
export async function listWeeks(db: Db, user: UserRow, engagementId: number): Promise<TimesheetWeekSummary[]> {
  const e = await engagementForWork(db, user, engagementId);
  const rows = new Map((await repo.weeksOf(db, engagementId)).map((r) => [r.week.weekStart, r]));
  return weeksBetween(e.row.startDate, lastDay(e)).map((weekStart) => {
    const r = rows.get(weekStart);
    return {
      weekStart,
      status: r?.week.status ?? "draft",
      totalMinutes: r?.totalMinutes ?? 0,
      saved: r !== undefined && (r.totalMinutes > 0 || r.week.status !== "draft"),
    };
  });
}

export async function getWeek(db: Db, user: UserRow, engagementId: number, weekStart: string): Promise<TimesheetWeek> {
  const e = await engagementForWork(db, user, engagementId);
  assertWeekOfEngagement(e, weekStart);
  return weekOf(db, e, weekStart);
}

// --- the moves -----------------------------------------------------------------------------------

const weekWords = (weekStart: string) => `the week of ${formatDay(weekStart)}`;

/**
 * What each move tells whom, in words. A week to answer, and one approved without an answer, go to
 * `answerers`: the engagement's approver and the company's owners, the members who may answer it.
 */
function noticesOf(e: EngagementForWork, week: TimesheetWeekRow, to: TimesheetStatus, total: number, auto: boolean, answerers: number[], agreed: number | null = null): Notice[] {
  const hours = plural(hoursOf(total), "hour");
  const client = e.companyName ? `${e.clientName} (${e.companyName})` : e.clientName;
  // Each notice (and its mail) opens the week it is about.
  const toClient = (kind: Notice["kind"], title: string, body: string): Notice[] =>
    answerers.map((userId) => ({ userId, kind, title, body, link: weekLink(e.link("client"), week.weekStart) }));
  const toExpert = (kind: Notice["kind"], title: string, body: string): Notice => ({ userId: e.row.expertId, kind, title, body, link: weekLink(e.link("expert"), week.weekStart) });
  switch (to) {
    case "submitted": {
      const excess = excessMinutes(total, agreed);
      const answer =
        excess > 0
          ? `That is ${plural(hoursOf(excess), "hour")} over the ${plural(hoursOf(agreed!), "hour")} a week you agreed, so it waits for your answer: approve it or dispute it.`
          : `Approve it or dispute it; unanswered, it is approved automatically on ${formatMomentIn(autoApproveAt(week, 0)!, e.clientTimeZone)}.`;
      return toClient("timesheet.submitted", "Timesheet to approve", `${e.expertName} submitted ${hours} for ${weekWords(week.weekStart)}. ${answer}`);
    }
    case "approved":
      if (auto) {
        return [
          ...toClient("timesheet.auto-approved", "Timesheet approved automatically", `${e.expertName}'s ${hours} for ${weekWords(week.weekStart)} were approved automatically: the week was not answered within ${AUTO_APPROVAL.days} days.`),
          toExpert("timesheet.auto-approved", "Timesheet approved automatically", `Your ${hours} for ${weekWords(week.weekStart)} with ${client} were approved automatically: the client did not answer within ${AUTO_APPROVAL.days} days.`),
        ];
      }
      return [toExpert("timesheet.approved", "Timesheet approved", `${client} approved your ${hours} for ${weekWords(week.weekStart)}.`)];
    case "disputed":
      return [toExpert("timesheet.disputed", "Timesheet disputed", `${client} disputed your hours for ${weekWords(week.weekStart)}: ${week.disputeReason} Please correct the week and submit it again, or talk it over in the engagement's conversation.`)];
    default:
      return [];
  }
}

/**
 * A week's move, through the one mover: refused for an approved week (locked) or a move not in the
 * week's flow for this mover, made from the status read (under the week's lock), with its notices
 * and audit entry in the caller's transaction.
 */
async function move(tx: Db, e: EngagementForWork, week: TimesheetWeekRow, to: TimesheetStatus, by: TimesheetMover, stamp: repo.WeekStamp = {}) {
  if (week.status === "approved") throw conflict(TIMESHEET_MESSAGES.locked);
  const total = async () => weekTotalMinutes(await repo.daysOf(tx, week.id));
  return flowMove(tx, timesheetWeekFlow, week, to, by, {
    update: () => repo.transition(tx, week.id, week.status, to, stamp),
    notices: async (moved) => {
      const agreed = to === "submitted" ? await repo.agreedMinutesOf(tx, e.row.id, week.weekStart) : null;
      const answerers = to === "submitted" || by === "rule" ? await e.answererIds() : [];
      return noticesOf(e, moved, to, await total(), by === "rule", answerers, agreed);
    },
    audit: async () =>
      auditEntry({
        ...(by === "rule" ? { actor: null } : {}),
        action: `timesheet.${to}` as AuditAction,
        target: { type: "engagement", id: e.row.id },
        // A dispute's reason stays with the week, where erasure reaches it; the log keeps ids and codes.
        changes: { weekStart: auditCode(week.weekStart), status: { from: week.status, to }, minutes: await total(), ...(by === "rule" ? { automatically: true } : {}) },
      }),
  });
}

/** The expert's write: their engagement, started, and the week theirs to change (locked for the transaction). */
async function expertsWeek(tx: Db, user: UserRow, engagementId: number, weekStart: string) {
  const e = await engagementForWork(tx, user, engagementId, { lock: true });
  if (e.viewer !== "expert") throw forbidden(TIMESHEET_MESSAGES.onlyExpert);
  if (!e.workStarted) throw conflict(TIMESHEET_MESSAGES.notStarted);
  assertWeekOfEngagement(e, weekStart);
  const week = await repo.lockOrMakeWeek(tx, engagementId, weekStart);
  return { e, week };
}

function assertEditable(week: TimesheetWeekRow) {
  if (week.status === "approved") throw conflict(TIMESHEET_MESSAGES.locked);
  if (!TIMESHEET_EDITABLE.includes(week.status)) throw conflict(TIMESHEET_MESSAGES.submitted);
}

/** PUT: the expert saves the week's hours as they stand (a draft, or a disputed week being corrected). */
export async function saveWeek(db: Db, user: UserRow, engagementId: number, weekStart: string, days: { date: string; minutes: number }[]): Promise<TimesheetWeek> {
  await db.transaction(async (tx) => {
    const { e, week } = await expertsWeek(tx, user, engagementId, weekStart);
    assertEditable(week);
    checkDays(e, weekStart, days);
    await repo.replaceDays(tx, week.id, days);
  });
  return getWeek(db, user, engagementId, weekStart);
}

/** The expert submits the week (saving `days` first when given): the client is asked to answer. */
export async function submitWeek(db: Db, user: UserRow, engagementId: number, weekStart: string, days?: { date: string; minutes: number }[]): Promise<TimesheetWeek> {
  await db.transaction(async (tx) => {
    const { e, week } = await expertsWeek(tx, user, engagementId, weekStart);
    assertEditable(week);
    // Hours sent are checked first (400 naming the day), then whether the week has started (409).
    if (days) checkDays(e, weekStart, days);
    if (weekStart > currentWeekStart(e.clientTimeZone)) throw conflict(timesheetWords.notYet(weekStart));
    if (days) await repo.replaceDays(tx, week.id, days);
    // The week's state, not the request's shape, refuses it: 409, as for a week not yet started.
    if (weekTotalMinutes(await repo.daysOf(tx, week.id)) === 0) throw conflict(TIMESHEET_MESSAGES.empty);
    await move(tx, e, week, "submitted", "expert");
  });
  return getWeek(db, user, engagementId, weekStart);
}

/** The client's answer to a submitted week: approved (locked from then on), or disputed with a reason. */
export async function answerWeek(db: Db, user: UserRow, engagementId: number, weekStart: string, answer: { approve: true } | { approve: false; reason: string }): Promise<TimesheetWeek> {
  await db.transaction(async (tx) => {
    const e = await engagementForWork(tx, user, engagementId, { lock: true });
    if (e.viewer !== "client") throw forbidden(TIMESHEET_MESSAGES.onlyClient);
    if (!e.mayAnswer) throw forbidden(e.answerRefusal!);
    assertWeekOfEngagement(e, weekStart);
    const week = await repo.lockOrMakeWeek(tx, engagementId, weekStart);
    if (answer.approve) await move(tx, e, week, "approved", "client", { approvedBy: user.id });
    else await move(tx, e, week, "disputed", "client", { disputeReason: answer.reason });
  });
  return getWeek(db, user, engagementId, weekStart);
}

export async function listAdminWeeks(db: Db, query: AdminTimesheetsQuery) {
  const { rows, total } = await repo.listForAdmin(db, query);
  const items: AdminTimesheetWeek[] = rows.map((r) => ({
    engagementId: r.week.engagementId,
    weekStart: r.week.weekStart,
    status: r.week.status,
    totalMinutes: r.totalMinutes,
    saved: true,
    clientName: r.clientName,
    companyName: r.companyName,
    expertName: r.expertName,
    submittedAt: iso(r.week.submittedAt),
    disputedAt: iso(r.week.disputedAt),
    disputeReason: r.week.disputeReason,
  }));
  return { items, total };
}

// --- the jobs ------------------------------------------------------------------------------------

/** How many weeks one run approves at most; a full run goes again at once (server/jobs.ts). */
export const AUTO_APPROVE_BATCH = 100;

/**
 * Approves each week submitted 5 days ago and still unanswered (and not over the agreed hours),
 * telling the client and the expert once: the due weeks are locked with rows another run holds
 * skipped, and each is moved by the one mover from `submitted`, so any number of instances approve
 * each week once. Resolves true when it stopped at its batch.
 */
export async function autoApproveWeeks(deps: Pick<AppDeps, "db">) {
  const timed = AUTO_APPROVAL;
  const days = timed.days;
  if (days === undefined) return false;
  return deps.db.transaction(async (tx) => {
    const due = await repo.lockDueForApproval(tx, days, AUTO_APPROVE_BATCH);
    for (const week of due) {
      const e = await engagementForWork(tx, null, week.engagementId);
      await move(tx, e, week, timed.to, timed.by, { automatically: true });
    }
    return due.length >= AUTO_APPROVE_BATCH;
  });
}

/**
 * On Friday where the expert is, the expert of each active engagement whose current week (a Monday in
 * the client's calendar) is not yet submitted is reminded, once per week: the weeks are marked in one
 * statement, so any number of instances remind of each week once.
 */
export async function remindTimesheets(deps: Pick<AppDeps, "db">, now: Date = new Date()) {
  const active = await repo.activeForReminders(deps.db);
  const due = active.flatMap((a) => {
    if (!isFridayIn(a.expertTimeZone, now)) return [];
    const weekStart = currentWeekStart(a.clientTimeZone, now);
    if (weekStart > a.endDate || addDays(weekStart, 6) < a.startDate) return [];
    return [{ engagementId: a.id, weekStart }];
  });
  if (due.length === 0) return 0;
  return deps.db.transaction(async (tx) => {
    const marked = await repo.claimReminders(tx, due);
    const messages: NoticeWords[] = [];
    for (const m of marked) {
      const e = await engagementForWork(tx, null, m.engagementId);
      const client = e.companyName ? `${e.clientName} (${e.companyName})` : e.clientName;
      messages.push({
        userId: e.row.expertId,
        title: "Timesheet due",
        body: `It is Friday: please record your hours for ${weekWords(m.weekStart)} with ${client} and submit the week.`,
        link: weekLink(e.link("expert"), m.weekStart),
      });
    }
    await act(tx, "timesheet.reminded", { notices: messages });
    return marked.length;
  });
}

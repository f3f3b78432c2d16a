// Requisitions (PRODUCT.md "Beyond: from a shortlist…"; docs/decisions/059-*): a client's need with a
// 14-day shortlist clock, candidates proposed by admins through the match's hard filters, the
// client's answers, and the moves between statuses, each one transaction with its notices and its
// audit entry.
import { assertEmailVerified } from "../auth/account-links.service";
import { personKeys, withinPersonLimit } from "../auth/throttle";
import { ACCOUNT_MESSAGES, PERSON_LIMITS, type CandidateDecision, type PreBookingStatus, type RequisitionStatus } from "@shared/constants";
import type { AuditAction } from "@shared/contracts/audit";
import type { Pagination } from "@shared/contracts/common";
import type { MatchRequest, MatchResponse } from "@shared/contracts/match";
import type { VettingReport } from "@shared/contracts/vetting";
import {
  CANDIDATES_PER_HEAD,
  FIGURES_WINDOW_DAYS,
  HARD_FILTERS,
  REQUISITION_MESSAGES,
  REQUISITION_STATUS_LABELS,
  SEARCHING_STATUSES,
  daysLeftUntil,
  type AdminRequisitionsQuery,
  type CandidateRefusal,
  type CreateRequisitionValues,
  type HardFilter,
  type Requisition,
  type RequisitionCandidate,
  type RequisitionFigures,
  type RequisitionFit,
  type RequisitionFitValues,
  type RequisitionMover,
  type RequisitionSummary,
} from "@shared/contracts/requisitions";
import { candidateFlow, candidateStatusOf } from "@shared/flows/candidate";
import { pastDeadline, requisitionClock, requisitionFlow } from "@shared/flows/requisition";
import { formatDollars, rateInDollars } from "@shared/money";
import type { RequisitionRow, UserRow } from "@shared/schema";
import { engagementEnd } from "@shared/working-hours";
import { act, auditCode } from "../flows/act";
import type { Db } from "../db/client";
import { assertCallerMay, assertMemberMay, companyIdOf, memberIdsOf, readsRowOf } from "../companies/company-rows.service";
import type { AppDeps } from "../deps";
import { toPublicExpert } from "../experts/experts.service";
import { vettingReports } from "../experts/vetting.service";
import { ADMINS, auditEntry, move as flowMove, type Notice } from "../flows/move";
import { conflict, forbidden, HttpError, notFound } from "../lib/http-error";
import { MATCH_MIN_COVERAGE } from "@shared/contracts/match";
import { checkExpertFit, countFit, findMatches } from "../match/match.service";
import * as repo from "./requisitions.repo";
import { formatDay, formatMomentIn, todayUtc } from "@shared/calendar";
import { TEAM_TIME_ZONE } from "@shared/working-day";

export const clientRequisitionLink = (id: number) => `/client/requisitions/${id}`;
export const ADMIN_REQUISITIONS_LINK = "/admin/dreamteam#requisitions";

const shortlistSize = (r: Pick<RequisitionRow, "headcount">) => CANDIDATES_PER_HEAD * r.headcount;
const isSearching = (status: RequisitionStatus) => SEARCHING_STATUSES.includes(status);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/**
 * When a notice names a moment, it is in its reader's zone, named: the client's own ("7 Dec 2026 at
 * 09:30 (New York time)"), and for admins, who keep none, the team's.
 */
const forAdmins = (at: Date) => formatMomentIn(at, TEAM_TIME_ZONE);

// --- answers -------------------------------------------------------------------------------------

/** The dates a booking of the requisition's candidates takes: its weeks from its start date, or from today once that has passed. */
function bookingDates(r: Pick<RequisitionRow, "startDate" | "weeks">) {
  const today = todayUtc();
  const startDate = r.startDate < today ? today : r.startDate;
  return { startDate, endDate: engagementEnd(startDate, r.weeks) };
}

function toSummary(s: repo.RequisitionSummaryRow, now = new Date()): RequisitionSummary {
  const r = s.requisition;
  return {
    id: r.id,
    clientId: r.clientId,
    clientName: s.clientName,
    companyName: s.companyName,
    clientTimeZone: s.clientTimeZone,
    title: r.title,
    mustHave: r.mustHave,
    niceToHave: r.niceToHave,
    maxRate: rateInDollars(r.maxRateCents),
    startDate: r.startDate,
    weeks: r.weeks,
    headcount: r.headcount,
    timeZone: r.timeZone,
    workStart: r.workStart,
    workEnd: r.workEnd,
    minOverlapHours: r.minOverlapHours,
    notes: r.notes,
    status: r.status,
    submittedAt: r.submittedAt.toISOString(),
    dueAt: r.dueAt.toISOString(),
    daysLeft: isSearching(r.status) && !r.shortlistedAt ? daysLeftUntil(r.dueAt, now) : 0,
    searching: isSearching(r.status),
    shortlistedAt: r.shortlistedAt?.toISOString() ?? null,
    overdueAt: r.overdueAt?.toISOString() ?? null,
    filledAt: r.filledAt?.toISOString() ?? null,
    closedAt: r.closedAt?.toISOString() ?? null,
    missedGuarantee: r.overdueAt !== null || pastDeadline(r, now),
    clock: requisitionClock(r, now),
    shortlistSize: shortlistSize(r),
    counts: { proposed: s.proposed, interview: s.interview, declined: s.declined, confirmedBookings: s.confirmedBookings },
  };
}

function toCandidate(d: repo.CandidateDetail, vetting: VettingReport | undefined): RequisitionCandidate {
  const c = d.candidate;
  return {
    expertId: c.expertId,
    expert: { ...toPublicExpert(d.expert), vetting },
    note: c.note,
    score: c.score,
    reasons: c.reasons,
    proposedAt: c.proposedAt.toISOString(),
    decision: c.decision,
    declineReason: c.declineReason,
    decidedAt: c.decidedAt?.toISOString() ?? null,
    booking: d.booking ? { ...d.booking, status: d.booking.status as PreBookingStatus } : null,
  };
}

async function detailOf(db: Db, id: number): Promise<Requisition> {
  const [summary, candidates, replaced] = await Promise.all([repo.findSummary(db, id), repo.candidatesOf(db, id), repo.replacementOf(db, id)]);
  if (!summary) throw notFound(REQUISITION_MESSAGES.notFound);
  const fit = await countFit(db, needOf(summary.requisition, 1));
  const vetting = await vettingReports(
    db,
    candidates.map((d) => d.candidate.expertId),
  );
  return {
    ...toSummary(summary),
    candidates: candidates.map((d) => toCandidate(d, vetting.get(d.candidate.expertId))),
    replacementOf: replaced ? { engagementId: replaced.engagementId, expertName: replaced.expertName, endedAt: replaced.endedAt?.toISOString() ?? null, reason: replaced.reason } : null,
    bookingDates: bookingDates(summary.requisition),
    fitCount: fit.eligible,
    editable: isEditable(summary.requisition, summary.proposed),
  };
}

/** The need may still be restated: open, its 14 days not run out, and no candidate proposed. */
const isEditable = (r: RequisitionRow, proposed: number) => r.status === "open" && !pastDeadline(r, new Date()) && proposed === 0;

/** The requisition, when the user may see it: its company's members and admins; anyone else is told it does not exist. */
async function visible(db: Db, user: UserRow, id: number) {
  const row = await repo.findRequisition(db, id);
  if (!row || !(await readsRowOf(db, user, row.companyId))) throw notFound(REQUISITION_MESSAGES.notFound);
  return row;
}

/** Locked for the transaction, under the same rule as `visible`. */
async function lockedVisible(tx: Db, user: UserRow, id: number) {
  const row = await repo.lockRequisition(tx, id);
  if (!row || !(await readsRowOf(tx, user, row.companyId))) throw notFound(REQUISITION_MESSAGES.notFound);
  return row;
}

// --- the moves -----------------------------------------------------------------------------------

/** What each move tells whom, in words. */
async function noticesOf(tx: Db, row: RequisitionRow, to: RequisitionStatus): Promise<Notice[]> {
  const summary = (await repo.findSummary(tx, row.id))!;
  const who = summary.companyName ? `${summary.clientName} (${summary.companyName})` : summary.clientName;
  const toClient = (kind: Notice["kind"], title: string, body: string): Notice => ({
    userId: row.clientId,
    kind,
    title,
    body,
    link: clientRequisitionLink(row.id),
  });
  const toAdmins = (kind: Notice["kind"], title: string, body: string): Notice[] => [{ userId: ADMINS, kind, title, body, link: ADMIN_REQUISITIONS_LINK }];
  switch (to) {
    case "shortlisted":
      return [
        toClient(
          "requisition.shortlisted",
          "Your shortlist is ready",
          `${plural(summary.proposed, "candidate")} for "${row.title}" ${summary.proposed === 1 ? "is" : "are"} waiting for your answer: mark each for interview or decline them.`,
        ),
      ];
    case "overdue":
      return [
        toClient(
          "requisition.overdue",
          "Your shortlist is late",
          `The 14 days for "${row.title}" ended on ${formatMomentIn(row.dueAt, summary.clientTimeZone)} without a full shortlist. We keep searching, free of charge, and will tell you as each candidate is proposed.`,
        ),
        ...toAdmins(
          "requisition.overdue",
          "Requisition overdue",
          `"${row.title}" for ${who} passed its 14-day deadline with ${summary.proposed} of ${shortlistSize(row)} candidates proposed.`,
        ),
      ];
    case "filled":
      return [
        toClient("requisition.filled", "Requisition filled", `"${row.title}" is filled: ${plural(row.headcount, "confirmed booking")} made from your shortlist.`),
        ...toAdmins("requisition.filled", "Requisition filled", `"${row.title}" for ${who} is filled.`),
      ];
    case "closed":
      return toAdmins("requisition.closed", "Requisition closed", `${who} closed "${row.title}".`);
    default:
      return [];
  }
}

/**
 * A requisition's move, through the one mover (shared/flows/requisition.ts): made from the status
 * read (under the row's lock), with its notices and audit entry in the caller's transaction.
 */
async function move(tx: Db, row: RequisitionRow, to: RequisitionStatus, by: RequisitionMover): Promise<RequisitionRow> {
  return flowMove(tx, requisitionFlow, row, to, by, {
    update: () => repo.transition(tx, row.id, row.status, to),
    notices: (moved) => noticesOf(tx, moved, to),
    audit: () => auditEntry({ action: `requisition.${to}` as AuditAction, target: { type: "requisition", id: row.id }, changes: { status: { from: row.status, to } } }),
  });
}

/** An open requisition past its deadline is overdue before anything else happens to it (the hourly job may not have run yet). */
async function keepClock(tx: Db, row: RequisitionRow) {
  return pastDeadline(row, new Date()) ? move(tx, row, "overdue", "rule") : row;
}

// --- the client's calls --------------------------------------------------------------------------

export async function createRequisition(db: Db, user: UserRow, input: CreateRequisitionValues): Promise<Requisition> {
  if (user.userType !== "client" || user.isAdmin) throw forbidden("Only client accounts can ask for a shortlist; admins work requisitions from the console.");
  await assertCallerMay(db, user, "needs.create");
  // Each one tells every admin: an address nobody answers for opens none, and a client at most so many a day.
  assertEmailVerified(user, ACCOUNT_MESSAGES.verifyBeforeRequisition);
  const id = await withinPersonLimit(db, personKeys.requisitions(user.id), PERSON_LIMITS.requisitions, () =>
    db.transaction(async (tx) => (await openRequisition(tx, user, input)).id),
  );
  return detailOf(db, id);
}

/**
 * Opens a requisition for `client` in the caller's transaction: the one way a requisition starts,
 * so every one runs the same 14-day clock (submitted now, due 336 hours later) and the admins are
 * told alike. `replacing` names the expert whose engagement ended in the trial, when the
 * requisition is that engagement's free replacement (the engagement trial's service).
 */
export async function openRequisition(tx: Db, client: Pick<UserRow, "id" | "firstName" | "lastName">, input: CreateRequisitionValues, opts: { replacing?: string } = {}) {
  const row = await repo.insertRequisition(tx, client.id, input);
  const who = `${client.firstName} ${client.lastName}`;
  const body = opts.replacing
    ? `${who} ended ${opts.replacing}'s engagement in the 30-day trial. The free replacement "${row.title}" (${row.mustHave.join(", ")}) has its shortlist due by ${forAdmins(row.dueAt)}.`
    : `${who} asks for ${plural(row.headcount, "person", "people")} as "${row.title}" (${row.mustHave.join(", ")}). The shortlist is due by ${forAdmins(row.dueAt)}.`;
  await act(tx, "requisition.submitted", {
    toAdmins: { title: opts.replacing ? "New requisition: a free replacement" : "New requisition", body, link: ADMIN_REQUISITIONS_LINK },
  });
  return row;
}

/** The requisitions of the caller's company, whichever member asked; none for an account in no company. */
export async function listOwnRequisitions(db: Db, user: UserRow, page: Pagination) {
  const companyId = await companyIdOf(db, user.id);
  if (companyId === null) return { items: [], total: 0 };
  const { rows, total } = await repo.listForCompany(db, companyId, page);
  const now = new Date();
  return { items: rows.map((r) => toSummary(r, now)), total };
}

export async function getRequisition(db: Db, user: UserRow, id: number): Promise<Requisition> {
  await visible(db, user, id);
  return detailOf(db, id);
}

/** PATCH by a member whose role may change the company's needs: `closed` is theirs to ask for; other statuses follow from what happens. */
export async function updateRequisitionStatus(db: Db, user: UserRow, id: number, status: RequisitionStatus): Promise<Requisition> {
  await db.transaction(async (tx) => {
    const row = await lockedVisible(tx, user, id);
    await assertMemberMay(tx, user.id, row.companyId, "needs.change");
    if (row.status === status) return;
    await move(tx, await keepClock(tx, row), status, "client");
  });
  return detailOf(db, id);
}

/**
 * PATCH by a member whose role may change the company's needs, with the need's fields: restated while it is open with no candidate proposed.
 * The row's lock orders it against a proposal (which takes the same lock), and the update itself is
 * conditional on the same state, so an edit and a proposal at the same moment cannot both win; the
 * proposal that comes second sees the need changed (proposeCandidate). dueAt is never touched.
 */
export async function editRequisition(db: Db, user: UserRow, id: number, input: CreateRequisitionValues): Promise<Requisition> {
  await db.transaction(async (tx) => {
    const row = await lockedVisible(tx, user, id);
    await assertMemberMay(tx, user.id, row.companyId, "needs.change");
    if (row.status !== "open") throw conflict(`This requisition is ${REQUISITION_STATUS_LABELS[row.status].toLowerCase()}: its need can no longer be edited.`);
    if (pastDeadline(row, new Date())) throw conflict("The 14 days of this requisition have run out: its need can no longer be edited.");
    const edited = await repo.editNeed(tx, id, input);
    if (!edited) throw conflict("A candidate has already been proposed for this need, so it can no longer be edited. Tell us what changed in its conversation, or close it and start a new shortlist.");
    await act(tx, "requisition.edited", { target: { type: "requisition", id }, changes: { fields: changedFields(row, edited).map(auditCode) } });
  });
  return detailOf(db, id);
}

const NEED_COLUMNS = {
  title: "title",
  mustHave: "must_have",
  niceToHave: "nice_to_have",
  maxRateCents: "max_rate_cents",
  startDate: "start_date",
  weeks: "weeks",
  headcount: "headcount",
  timeZone: "time_zone",
  workStart: "work_start",
  workEnd: "work_end",
  minOverlapHours: "min_overlap_hours",
  notes: "notes",
} as const satisfies Partial<Record<keyof RequisitionRow, string>>;

/** The columns of the need that differ between two versions of a requisition. */
function changedFields(before: RequisitionRow, after: RequisitionRow): string[] {
  return Object.entries(NEED_COLUMNS)
    .filter(([key]) => JSON.stringify(before[key as keyof RequisitionRow]) !== JSON.stringify(after[key as keyof RequisitionRow]))
    .map(([, column]) => column);
}

/** Whether two versions of a requisition state the same need (what the match reads of it). */
const sameNeed = (a: RequisitionRow, b: RequisitionRow) => changedFields(a, b).filter((c) => c !== "title" && c !== "notes" && c !== "headcount").length === 0;

const listed = (items: string[]) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

/** What each hard filter asks of the need, in words. */
function filterWords(filter: HardFilter, need: RequisitionFitValues) {
  switch (filter) {
    case "skills":
      return { subject: `The must-have skills (${listed(need.mustHave)})`, theyMiss: `has ${listed(need.mustHave)}` };
    case "rate":
      return { subject: `A budget of ${formatDollars(need.maxRate ?? 0)} an hour`, theyMiss: `charges ${formatDollars(need.maxRate ?? 0)} an hour or less` };
    case "overlap":
      return { subject: `${need.minOverlapHours} shared hours a day`, theyMiss: `shares ${need.minOverlapHours} hours of your working day on every working day` };
    case "availability":
      return {
        subject: `Being free for ${Math.round(MATCH_MIN_COVERAGE * 100)} % of ${plural(need.weeks, "week")} from ${formatDay(need.startDate)}`,
        theyMiss: `is free for ${Math.round(MATCH_MIN_COVERAGE * 100)} % of ${plural(need.weeks, "week")} from ${formatDay(need.startDate)}`,
      };
  }
}

/**
 * How many active experts pass the need's hard filters (the match's own statement). With none, each
 * filter is lifted in turn: those whose lifting lets someone through rule everyone out, each said
 * with how many would fit without it; when no single one does, every filter that removed someone is
 * named, as together they leave nobody.
 */
export async function requisitionFit(db: Db, user: UserRow, need: RequisitionFitValues): Promise<RequisitionFit> {
  await assertCallerMay(db, user, "match.run");
  const counts = await countFit(db, need);
  if (counts.eligible > 0) return { fitCount: counts.eligible, ruledOutBy: [] };
  const without: Record<HardFilter, number> = {
    skills: (await countFit(db, need, "skills")).eligible,
    rate: need.maxRate === undefined ? 0 : (await countFit(db, need, "rate")).eligible,
    overlap: need.minOverlapHours === 0 ? 0 : (await countFit(db, need, "overlap")).eligible,
    availability: counts.overlapping,
  };
  const alone = HARD_FILTERS.filter((f) => without[f] > 0);
  if (alone.length > 0) {
    return {
      fitCount: 0,
      ruledOutBy: alone.map((filter) => {
        const words = filterWords(filter, need);
        const head =
          filter === "skills" && counts.skilled === 0
            ? `No active expert ${words.theyMiss}.`
            : `None of the experts who meet your other needs ${words.theyMiss}.`;
        return { filter, fitWithout: without[filter], message: `${head} Without it, ${plural(without[filter], "expert")} would fit.` };
      }),
    };
  }
  const removed: Record<HardFilter, number> = {
    skills: counts.active - counts.skilled,
    rate: counts.skilled - counts.priced,
    overlap: counts.priced - counts.overlapping,
    availability: counts.overlapping - counts.eligible,
  };
  return {
    fitCount: 0,
    ruledOutBy: HARD_FILTERS.filter((f) => removed[f] > 0).map((filter) => ({
      filter,
      fitWithout: 0,
      message: `${filterWords(filter, need).subject} rules out ${plural(removed[filter], "expert")}; together with the others, nobody is left.`,
    })),
  };
}

/**
 * The company's answer to a candidate, by any member whose role may answer a shortlist: `interview`, or `declined` with a reason that reaches the
 * admins. Unanswered → interview | declined; interview → declined; a declined candidate stays so.
 * The same answer again changes nothing.
 */
export async function decideCandidate(db: Db, user: UserRow, id: number, expertId: number, decision: CandidateDecision, reason: string | null): Promise<Requisition> {
  await db.transaction(async (tx) => {
    const locked = await lockedVisible(tx, user, id);
    await assertMemberMay(tx, user.id, locked.companyId, "shortlist.answer");
    const row = await keepClock(tx, locked);
    const candidate = await repo.findCandidate(tx, id, expertId);
    if (!candidate) throw notFound("Candidate not found");
    if (candidate.decision === decision && (decision !== "declined" || candidate.declineReason === reason)) return;
    if (!isSearching(row.status)) throw conflict(`This requisition is ${REQUISITION_STATUS_LABELS[row.status].toLowerCase()}: its candidates can no longer be answered.`);
    const from = candidateStatusOf(candidate.decision);
    // Through the candidate's flow (shared/flows/candidate.ts) and the one mover: a declined candidate stays so.
    await flowMove(tx, candidateFlow, { status: from }, decision, "client", {
      update: async () => {
        const changed = await repo.decideCandidate(tx, id, expertId, candidate.decision, decision, reason);
        return changed && { ...changed, status: candidateStatusOf(changed.decision) };
      },
      notices: async () => {
        const [{ name }] = await repo.findCandidates(tx, id, [expertId]);
        const summary = (await repo.findSummary(tx, id))!;
        const who = summary.companyName ? `${summary.clientName} (${summary.companyName})` : summary.clientName;
        return [
          {
            userId: ADMINS,
            kind: "requisition.candidate-answered" as const,
          title: decision === "interview" ? "Candidate marked for interview" : "Candidate declined",
          body: decision === "interview" ? `${who} would like to interview ${name} for "${row.title}".` : `${who} declined ${name} for "${row.title}": ${reason}`,
            link: ADMIN_REQUISITIONS_LINK,
          },
        ];
      },
      audit: () =>
        auditEntry({
          action: "requisition.candidate-answered",
          target: { type: "requisition", id },
          // A decline's reason stays with the candidate row; the log keeps ids and codes.
          changes: { expertId, decision: { from: candidate.decision, to: decision } },
        }),
    });
  });
  return detailOf(db, id);
}

// --- the admins' calls ---------------------------------------------------------------------------

/** The need as the match reads it; a start date already past counts from today. */
function needOf(r: RequisitionRow, limit: number): MatchRequest {
  const today = todayUtc();
  return {
    mustHave: r.mustHave,
    niceToHave: r.niceToHave,
    maxRate: rateInDollars(r.maxRateCents) ?? undefined,
    startDate: r.startDate < today ? today : r.startDate,
    weeks: r.weeks,
    timeZone: r.timeZone,
    workStart: r.workStart,
    workEnd: r.workEnd,
    minOverlapHours: r.minOverlapHours,
    limit,
  };
}

/** A requisition's need as the match reads it (another domain's offer of alternatives uses it); null when it is gone. */
export async function needOfRequisition(db: Db, id: number, limit: number): Promise<MatchRequest | null> {
  const row = await repo.findRequisition(db, id);
  return row ? needOf(row, limit) : null;
}

export async function listQueue(db: Db, query: AdminRequisitionsQuery) {
  const { rows, total } = await repo.listQueue(db, query);
  const now = new Date();
  return { items: rows.map((r) => toSummary(r, now)), total };
}

/** The match's ranked experts for the need, with their reasons. */
export async function suggestionsFor(db: Db, id: number, limit: number): Promise<MatchResponse> {
  const row = await repo.findRequisition(db, id);
  if (!row) throw notFound(REQUISITION_MESSAGES.notFound);
  return findMatches(db, needOf(row, limit));
}

/**
 * An admin proposes an expert with a note, in one step. The expert must pass every hard filter of
 * the match for this need (409 with each reason otherwise). Proposals are counted under the
 * requisition's lock, so the one that completes the shortlist (2 × headcount) moves it exactly once
 * however many admins propose at the same moment; the same expert twice is refused by the key.
 */
export async function proposeCandidate(db: Db, admin: UserRow, id: number, expertId: number, note: string): Promise<Requisition> {
  const found = await repo.findRequisition(db, id);
  if (!found) throw notFound(REQUISITION_MESSAGES.notFound);
  const fit = await checkExpertFit(db, needOf(found, 1), expertId);
  if (!fit.fits) {
    if (fit.expertName === null) throw notFound("Expert not found");
    const details: CandidateRefusal[] = fit.refusals.map((r) => ({ path: `expertId`, filter: r.filter, message: r.message }));
    throw new HttpError(409, "candidate_not_eligible", `${fit.expertName} does not fit this need: ${fit.refusals.map((r) => r.message).join(" ")}`, details);
  }

  await db.transaction(async (tx) => {
    const locked = (await repo.lockRequisition(tx, id))!;
    // The client restated the need since the expert was checked against it.
    if (!sameNeed(found, locked)) throw conflict("The client has just edited this need: please check the expert against it again.");
    const row = await keepClock(tx, locked);
    if (!isSearching(row.status)) throw conflict(`This requisition is ${REQUISITION_STATUS_LABELS[row.status].toLowerCase()}: no more candidates can be proposed.`);
    const added = await repo.insertCandidate(tx, {
      requisitionId: id,
      expertId,
      proposedBy: admin.id,
      note,
      score: fit.result.score,
      reasons: fit.result.reasons,
    });
    if (!added) throw conflict(`${fit.result.name} is already a candidate for this requisition.`);
    const proposed = await repo.countCandidates(tx, id);
    // The client hears of the candidate alone, or of the whole shortlist from its move.
    const shortlisted = proposed >= shortlistSize(row) && (row.status === "open" || row.status === "overdue");
    await act(tx, "requisition.candidate-proposed", {
      target: { type: "requisition", id },
      changes: { expertId },
      notices: shortlisted
        ? []
        : [{ userId: row.clientId, title: "New candidate proposed", body: `${fit.result.name} (${fit.result.role}) is proposed for "${row.title}": ${note}`, link: clientRequisitionLink(id) }],
    });
    if (shortlisted) await move(tx, row, "shortlisted", "rule");
  });
  return detailOf(db, id);
}

export async function requisitionFigures(db: Db): Promise<RequisitionFigures> {
  const f = await repo.figures(db, FIGURES_WINDOW_DAYS);
  const oneDecimal = (h: number | null) => (h === null ? null : Math.round(h * 10) / 10);
  return {
    windowDays: FIGURES_WINDOW_DAYS,
    shortlisted: f.shortlisted,
    medianHoursToShortlist: oneDecimal(f.median),
    p90HoursToShortlist: oneDecimal(f.p90),
    missedGuarantees: f.missed,
    searching: f.searching,
    overdue: f.overdue,
  };
}

// --- for other domains ---------------------------------------------------------------------------

/**
 * Pre-bookings: may `user` book these experts from this requisition? Their company's, their role one
 * that may pre-book, still searching, and each expert a candidate not declined.
 */
export async function assertBookableFromRequisition(db: Db, user: UserRow, id: number, expertIds: number[]) {
  const row = await visible(db, user, id);
  await assertMemberMay(db, user.id, row.companyId, "bookings.create");
  if (!isSearching(row.status)) throw conflict(`This requisition is ${REQUISITION_STATUS_LABELS[row.status].toLowerCase()}: its candidates can no longer be booked from it.`);
  const candidates = await repo.findCandidates(db, id, expertIds);
  for (const expertId of expertIds) {
    const c = candidates.find((x) => x.expertId === expertId);
    if (!c) throw conflict("This expert is not a candidate for this requisition.");
    if (c.decision === "declined") throw conflict(`You declined ${c.name} for this requisition.`);
  }
  return row;
}

/** Pre-bookings: the candidates the client marked for interview, to book together (409 when there are none). */
export async function interviewCandidatesToBook(db: Db, user: UserRow, id: number) {
  const row = await assertBookableFromRequisition(db, user, id, []);
  const ids = await repo.interviewCandidateIds(db, id);
  if (ids.length === 0) throw conflict("Mark the candidates you want for interview first; then you can book them together.");
  return { requisition: { id: row.id, title: row.title }, expertIds: ids };
}

/**
 * Pre-bookings, inside the transaction that confirms a booking made from a requisition: once
 * `headcount` of its candidates are confirmed, it is filled. The requisition's lock orders two
 * confirmations at once, so the second counts both.
 */
export async function bookingConfirmed(tx: Db, requisitionId: number) {
  const locked = await repo.lockRequisition(tx, requisitionId);
  if (!locked || !isSearching(locked.status)) return;
  const row = await keepClock(tx, locked);
  if ((await repo.countConfirmedBookings(tx, requisitionId)) >= row.headcount) await move(tx, row, "filled", "rule");
}

/** Threads: the requisition's parties on its side (its client and company; the admins are parties of every thread), when `user` is one of them; 404 otherwise. */
export async function requisitionParties(db: Db, user: UserRow, id: number) {
  const row = await visible(db, user, id);
  return { clientId: row.clientId, companyId: row.companyId, memberIds: await memberIdsOf(db, row.companyId), title: row.title, link: { client: clientRequisitionLink(id), admin: ADMIN_REQUISITIONS_LINK } };
}

// --- the hourly job ------------------------------------------------------------------------------

/** How many requisitions one run marks at most; a full run goes again at once (server/jobs.ts). */
export const OVERDUE_BATCH = 100;

/**
 * Marks open requisitions past their deadline overdue and tells the client and the admins, once:
 * the rows are claimed locked (others skipped), and each move is made from `open`, so any number of
 * instances running it at once mark each requisition once. Resolves true when it stopped at its batch.
 */
export async function markOverdueRequisitions(deps: Pick<AppDeps, "db">) {
  return deps.db.transaction(async (tx) => {
    const due = await repo.claimOverdue(tx, OVERDUE_BATCH);
    for (const row of due) await move(tx, row, "overdue", "rule");
    return due.length >= OVERDUE_BATCH;
  });
}

// Engagements (PRODUCT.md "Engagements"; docs/decisions/064-*): each confirmed pre-booking becomes one
// at the expert's rate then, made in the confirmation's transaction. Its terms are generated from the
// row; each party accepts them signed in (the audit log keeps who, when, from where and the SHA-256 of
// the text), and once both have, it is active. An admin's change of the terms asks both again. Each
// move is one transaction with its notices and its audit entry, made by the one mover through the
// engagement's flow (shared/flows/engagement.ts).
import { createHash } from "node:crypto";
import type { EngagementEndReason, EngagementStatus } from "@shared/constants";
import { ENGAGEMENT_END_MOVERS, ENGAGEMENT_MAX_DAYS, ENGAGEMENT_MESSAGES, ENGAGEMENT_STATUS_LABELS, engagementTerms, expertAgreement, type ChangeTermsValues, type Engagement, type EngagementCounts, type EngagementDetail, type EngagementMover, type EngagementsQuery } from "@shared/contracts/engagements";
import { APPROVER_MESSAGES, notTheApprover } from "@shared/contracts/engagement-approver";
import { engagementFlow } from "@shared/flows/engagement";
import { estimateCents, formatCents, lineAmountCents, payRateCents } from "@shared/money";
import type { EngagementRow, UserRow } from "@shared/schema";
import { trialOf } from "@shared/trial";
import { act, auditCode, type AuditEntry } from "../flows/act";
import type { Db } from "../db/client";
import { assertMemberMay, companyIdOf, isMemberOf, memberIdsOf, ownerIdsOf, roleIn } from "../companies/company-rows.service";
import { mayDo, refusalOf, type CompanyAction, type CompanyRole } from "@shared/company-roles";
import type { AppDeps } from "../deps";
import { auditEntry, move as flowMove, type Notice } from "../flows/move";
import { badRequest, conflict, forbidden, notFound } from "../lib/http-error";
import * as repo from "./engagements.repo";
import { addDays, currentWeekStart, formatDay, todayUtc, wallClock } from "@shared/calendar";

export type Viewer = "client" | "expert" | "admin";

/** The console's engagements tab, where admins open each one. */
export const ADMIN_ENGAGEMENTS_LINK = "/admin/dreamteam#engagements";

/** Where each reader opens an engagement. */
export const engagementLink = (id: number, viewer: Viewer) =>
  viewer === "client" ? `/client/engagements/${id}` : viewer === "expert" ? `/expert/engagements/${id}` : ADMIN_ENGAGEMENTS_LINK;

/** 2026-12-07 → "7 Dec 2026", for notices. */
const sha256Hex = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
const iso = (d: Date | null) => d?.toISOString() ?? null;

// --- answers -------------------------------------------------------------------------------------

/** What the expert earns an hour on it: the rate less the fee fixed at confirmation. */
const payOf = (e: Pick<EngagementRow, "hourlyRateCents" | "platformFeePercent">) => payRateCents(e.hourlyRateCents, e.platformFeePercent);

/** The engagement as `viewer` reads it: the expert sees their pay per hour, never the client's rate (and so never the fee). */
function toPublic(d: repo.DetailedEngagement, viewer: Viewer | "list-expert" = "client"): Engagement {
  const e = d.engagement;
  return {
    id: e.id,
    preBookingId: e.preBookingId,
    requisitionId: e.requisitionId,
    client: { id: e.clientId, name: d.clientName, companyName: d.companyName, timeZone: d.clientTimeZone },
    expert: { id: e.expertId, name: d.expertName, role: d.expertRole, profileImage: d.expertProfileImage, timeZone: d.expertTimeZone },
    hourlyRateCents: viewer === "expert" || viewer === "list-expert" ? payOf(e) : e.hourlyRateCents,
    weeklyHours: e.weeklyHours,
    startDate: e.startDate,
    endDate: e.endDate,
    status: e.status,
    termsVersion: e.termsVersion,
    clientAcceptedAt: iso(e.clientAcceptedAt),
    expertAcceptedAt: iso(e.expertAcceptedAt),
    activatedAt: iso(e.activatedAt),
    endedAt: iso(e.endedAt),
    endReason: e.endReason,
    endNote: e.endNote,
    replacementRequisitionId: e.replacementRequisitionId,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

/**
 * The agreement `viewer` accepts and its SHA-256: the expert's own (their pay, the payout day, the
 * currency), or the client's terms (the rate, the trial, the replacement), which admins read too.
 */
function termsOf(d: repo.DetailedEngagement, viewer: Viewer = "client") {
  const e = d.engagement;
  if (viewer === "expert") {
    const text = expertAgreement({
      id: e.id,
      preBookingId: e.preBookingId,
      termsVersion: e.termsVersion,
      companyName: d.companyName,
      expertName: d.expertName,
      startDate: e.startDate,
      endDate: e.endDate,
      payRateCents: payOf(e),
      weeklyHours: e.weeklyHours,
    });
    return { version: e.termsVersion, text, sha256: sha256Hex(text) };
  }
  const text = engagementTerms({
    id: e.id,
    preBookingId: e.preBookingId,
    termsVersion: e.termsVersion,
    clientName: d.clientName,
    companyName: d.companyName,
    expertName: d.expertName,
    startDate: e.startDate,
    endDate: e.endDate,
    hourlyRateCents: e.hourlyRateCents,
    weeklyHours: e.weeklyHours,
  });
  return { version: e.termsVersion, text, sha256: sha256Hex(text) };
}

/** What `user` is to the engagement: its expert, a member of its client's company, an admin, or nobody. */
async function viewerOf(db: Db, user: UserRow, e: Pick<EngagementRow, "clientId" | "expertId" | "companyId">): Promise<Viewer | null> {
  if (user.id === e.clientId) return "client";
  if (user.id === e.expertId) return "expert";
  if (user.isAdmin) return "admin";
  return (await isMemberOf(db, user.id, e.companyId)) ? "client" : null;
}

/** Whether the caller, a member of the engagement's company, may take `action` on it by their role. */
const memberMay = async (db: Db, user: UserRow, e: Pick<EngagementRow, "companyId">, action: CompanyAction) => {
  const role = await roleIn(db, user.id, e.companyId);
  return role !== null && mayDo(role, action);
};

/**
 * The engagement's approver while they may act as one (docs/decisions/089-*): an active member of
 * its company whose role answers weeks. Null once they were removed or their role changed; the
 * owners answer its weeks then.
 */
function approverOf(d: repo.DetailedEngagement): EngagementDetail["approver"] {
  const role = d.approverRole;
  return role !== null && mayDo(role, "engagement.answer-week") ? { userId: d.engagement.approverId, name: d.approverName } : null;
}

/**
 * Why a member with `role` may not approve or dispute the engagement's weeks; null when they may:
 * their role answers weeks (shared/company-roles.ts), and they are an owner or its approver.
 */
function answerRefusal(d: repo.DetailedEngagement, userId: number, role: CompanyRole | null): string | null {
  if (role === null || !mayDo(role, "engagement.answer-week")) return refusalOf("engagement.answer-week");
  const approver = approverOf(d);
  if (role === "owner" || approver?.userId === userId) return null;
  return notTheApprover(approver?.name ?? null);
}

/** Timesheets may be written: both parties accepted, and the terms were not sent back since (an ended one that had started still takes its last weeks). */
const workStarted = (e: EngagementRow) => e.status === "active" || (e.status === "ended" && e.activatedAt !== null);

/** What the engagement's terms cost: its rate for its weekly hours, over its dates (both days counted). */
const engagementEstimate = (e: EngagementRow) => estimateCents(e.hourlyRateCents, { from: e.startDate, to: e.endDate }, e.weeklyHours);

/** An engagement from before the expert's agreement, at work: its expert accepts the agreement now (decision 095). */
const agreementOwed = (e: EngagementRow) => e.status !== "awaiting_acceptance" && workStarted(e) && e.expertAgreementAcceptedAt === null;

function toDetail(d: repo.DetailedEngagement, viewer: Viewer, toDate: Awaited<ReturnType<typeof repo.toDateOf>>, may: { acceptTerms: boolean; endTrial: boolean; setApprover: boolean; setPoNumber?: boolean }): EngagementDetail {
  const e = d.engagement;
  const accepted = viewer === "client" ? e.clientAcceptedAt : viewer === "expert" ? e.expertAcceptedAt : null;
  const expert = viewer === "expert";
  return {
    ...toPublic(d, viewer),
    terms: termsOf(d, viewer),
    viewer,
    mayAccept: (viewer !== "admin" && (viewer !== "client" || may.acceptTerms) && e.status === "awaiting_acceptance" && accepted === null) || (expert && agreementOwed(e)),
    mayEndTrial: viewer === "client" && may.endTrial,
    approver: approverOf(d),
    maySetApprover: viewer === "client" && may.setApprover,
    poNumber: viewer === "expert" ? null : e.poNumber,
    maySetPoNumber: viewer === "client" && (may.setPoNumber ?? false),
    workStarted: workStarted(e),
    trial: trialOf(e, wallClock(new Date(), d.clientTimeZone).date),
    // The expert's figures are their pay: approved hours at their pay rate, and what payouts have paid for.
    estimate: expert ? estimateCents(payOf(e), { from: e.startDate, to: e.endDate }, e.weeklyHours) : engagementEstimate(e),
    toDate: expert
      ? { approvedHours: toDate.approvedMinutes / 60, approvedCents: lineAmountCents(toDate.approvedMinutes, payOf(e)), billedCents: toDate.paidOutCents }
      : { approvedHours: toDate.approvedMinutes / 60, approvedCents: toDate.approvedCents, billedCents: toDate.billedCents },
  };
}

/** The engagement with its parties, when `user` may see it: its company's members, its expert and admins; anyone else is told it does not exist. */
async function visible(db: Db, user: UserRow, id: number) {
  const d = await repo.findDetailed(db, id);
  const viewer = d && (await viewerOf(db, user, d.engagement));
  if (!d || !viewer) throw notFound(ENGAGEMENT_MESSAGES.notFound);
  return { d, viewer };
}

// --- the moves -----------------------------------------------------------------------------------

const partyLabel = (d: repo.DetailedEngagement) => (d.companyName ? `${d.clientName} (${d.companyName})` : d.clientName);

const END_WORDS: Record<EngagementEndReason, string> = {
  completed: "It is complete.",
  trial: "The client ended it within the trial.",
  admin: "Protea Talent ended it.",
};

/** What each move tells whom, in words. */
function noticesOf(d: repo.DetailedEngagement, to: EngagementStatus): Notice[] {
  const e = d.engagement;
  const both = (kind: Notice["kind"], title: string, toClient: string, toExpert: string): Notice[] => [
    { userId: e.clientId, kind, title, body: toClient, link: engagementLink(e.id, "client") },
    { userId: e.expertId, kind, title, body: toExpert, link: engagementLink(e.id, "expert") },
  ];
  const dates = `${formatDay(e.startDate)} to ${formatDay(e.endDate)}`;
  if (to === "active") {
    return both(
      "engagement.active",
      "Engagement started",
      `You and ${d.expertName} have both accepted the terms: the engagement runs from ${dates}. ${d.expertName} records hours in weekly timesheets for you to approve.`,
      `You and ${partyLabel(d)} have both accepted the terms: the engagement runs from ${dates}. Record your hours in a timesheet each week.`,
    );
  }
  if (to === "ended") {
    const why = e.endReason ? END_WORDS[e.endReason] : "";
    return both(
      "engagement.ended",
      "Engagement ended",
      `Your engagement with ${d.expertName} (${dates}) has ended. ${why}`.trim(),
      `Your engagement with ${partyLabel(d)} (${dates}) has ended. ${why}`.trim(),
    );
  }
  return [];
}

/**
 * An engagement's move, through the one mover (shared/flows/engagement.ts): made from the status
 * read (under the row's lock), with its notices and audit entry in the caller's transaction. Back
 * to awaiting_acceptance is a change of the terms, which writes its own.
 */
async function move(
  tx: Db,
  row: EngagementRow,
  to: EngagementStatus,
  by: EngagementMover,
  opts: { stamp?: repo.MoveStamp; actor?: AuditEntry["actor"] } = {},
): Promise<EngagementRow> {
  const told = to !== "awaiting_acceptance";
  return flowMove(tx, engagementFlow, row, to, by, {
    update: () => repo.transition(tx, row.id, row.status, to, opts.stamp),
    notices: async () => (told ? noticesOf((await repo.findDetailed(tx, row.id))!, to) : []),
    audit: async () => {
      if (!told) return;
      return auditEntry({
        ...(opts.actor !== undefined ? { actor: opts.actor } : {}),
        action: to === "active" ? "engagement.active" : "engagement.ended",
        target: { type: "engagement", id: row.id },
        // The reason is a code; the client's note stays with the engagement, where erasure reaches it.
        changes: { status: { from: row.status, to }, ...(opts.stamp?.endReason ? { reason: opts.stamp.endReason } : {}) },
      });
    },
  });
}

// --- the parties' calls --------------------------------------------------------------------------

/** The caller's own engagements (an admin's: every one), a page at a time. */
export async function listEngagements(db: Db, user: UserRow, query: EngagementsQuery) {
  const party = user.isAdmin ? null : user.userType === "expert" ? { expertId: user.id } : { companyId: (await companyIdOf(db, user.id)) ?? 0 };
  const { rows, total } = await repo.list(db, party, query);
  return { items: rows.map((r) => toPublic(r, !user.isAdmin && user.userType === "expert" ? "list-expert" : "client")), total };
}

export async function getEngagement(db: Db, user: UserRow, id: number): Promise<EngagementDetail> {
  const { d, viewer } = await visible(db, user, id);
  const member = viewer === "client";
  return toDetail(d, viewer, await repo.toDateOf(db, d.engagement.id), {
    acceptTerms: member && (await memberMay(db, user, d.engagement, "engagement.accept-terms")),
    endTrial: member && (await memberMay(db, user, d.engagement, "engagement.end-trial")),
    setApprover: member && (await memberMay(db, user, d.engagement, "engagement.set-approver")),
    setPoNumber: member && (await memberMay(db, user, d.engagement, "engagement.po-number")),
  });
}

/**
 * A member whose role may (owner, finance) sets the company's PO number for an engagement, or clears
 * it; every invoice issued from then on keeps it. Anyone outside the company is told it does not
 * exist; the expert and the admins are refused, as the number is the company's.
 */
export async function setPoNumber(db: Db, user: UserRow, id: number, poNumber: string | null): Promise<EngagementDetail> {
  await db.transaction(async (tx) => {
    const row = await repo.lockEngagement(tx, id);
    const viewer = row && (await viewerOf(tx, user, row));
    if (!row || !viewer) throw notFound(ENGAGEMENT_MESSAGES.notFound);
    if (viewer !== "client") throw forbidden(refusalOf("engagement.po-number"));
    await assertMemberMay(tx, user.id, row.companyId, "engagement.po-number");
    await repo.setPoNumber(tx, id, poNumber);
    // The number is typed text: the audit log says only whether one is set (decision 072).
    await act(tx, "engagement.po-number-set", { target: { type: "engagement", id }, changes: { set: poNumber !== null } });
  });
  return getEngagement(db, user, id);
}

/**
 * An owner or hiring member chooses who approves the engagement's weeks: an active member of its
 * company whose role answers weeks (400 for anyone else in or out of it, 409 for a member whose
 * role does not). Audited with both ids; the new approver is told, unless they chose themselves.
 */
export async function setApprover(db: Db, user: UserRow, id: number, approverId: number): Promise<EngagementDetail> {
  await db.transaction(async (tx) => {
    const row = await repo.lockEngagement(tx, id);
    const viewer = row && (await viewerOf(tx, user, row));
    if (!row || !viewer) throw notFound(ENGAGEMENT_MESSAGES.notFound);
    await assertMemberMay(tx, user.id, row.companyId, "engagement.set-approver");
    const role = await roleIn(tx, approverId, row.companyId);
    if (role === null) throw badRequest(APPROVER_MESSAGES.notMember, [{ path: "userId", message: APPROVER_MESSAGES.notMember }]);
    if (!mayDo(role, "engagement.answer-week")) throw conflict(APPROVER_MESSAGES.role);
    if (row.approverId === approverId) return;
    await repo.setApprover(tx, id, approverId);
    // Whoever chose themselves is not told.
    const d = approverId === user.id ? null : (await repo.findDetailed(tx, id))!;
    await act(tx, "engagement.approver-changed", {
      target: { type: "engagement", id },
      changes: { approverId: { from: row.approverId, to: approverId } },
      notices: d
        ? [
            {
              userId: approverId,
              title: "Timesheets to approve",
              body: `${user.firstName} ${user.lastName} made you the approver of ${d.expertName}'s engagement: you approve or dispute the weeks ${d.expertName} submits.`,
              link: engagementLink(id, "client"),
            },
          ]
        : [],
    });
  });
  return getEngagement(db, user, id);
}

/**
 * A party accepts the terms they were shown: `sha256` must be the SHA-256 of the current text (409
 * otherwise, so nobody accepts a text they did not see). The audit entry keeps who, when, the
 * address and the hash; once both have accepted, the engagement is active, in the same transaction.
 */
export async function acceptTerms(db: Db, user: UserRow, id: number, sha256: string): Promise<EngagementDetail> {
  await db.transaction(async (tx) => {
    const row = await repo.lockEngagement(tx, id);
    const viewer = row && (await viewerOf(tx, user, row));
    if (!row || !viewer) throw notFound(ENGAGEMENT_MESSAGES.notFound);
    if (viewer === "admin") throw forbidden(ENGAGEMENT_MESSAGES.notAParty);
    if (viewer === "client") await assertMemberMay(tx, user.id, row.companyId, "engagement.accept-terms");
    const d = (await repo.findDetailed(tx, id))!;
    const terms = termsOf(d, viewer);
    if (sha256 !== terms.sha256) throw conflict(ENGAGEMENT_MESSAGES.termsChanged);
    if (viewer === "expert" && agreementOwed(row)) {
      // An engagement from before the expert's agreement: accepting it lets its hours be paid out.
      if (!(await repo.acceptExpertAgreement(tx, id, terms.sha256))) throw conflict(ENGAGEMENT_MESSAGES.alreadyAccepted);
      await act(tx, "engagement.accepted", { target: { type: "engagement", id }, changes: { party: "expert", agreement: "expert", termsVersion: row.termsVersion, sha256: auditCode(terms.sha256) } });
      return;
    }
    if (row.status !== "awaiting_acceptance") throw conflict(`This engagement is ${ENGAGEMENT_STATUS_LABELS[row.status].toLowerCase()}: there is nothing to accept.`);
    const accepted = await repo.accept(tx, id, viewer, row.termsVersion, terms.sha256);
    if (!accepted) throw conflict(ENGAGEMENT_MESSAGES.alreadyAccepted);
    const other = viewer === "client" ? accepted.expertAcceptedAt : accepted.clientAcceptedAt;
    const who = viewer === "client" ? partyLabel(d) : d.expertName;
    // The other party is told while their acceptance is still owed; once both have, the move tells them.
    await act(tx, "engagement.accepted", {
      target: { type: "engagement", id },
      changes: { party: viewer, termsVersion: row.termsVersion, sha256: auditCode(terms.sha256) },
      notices: other
        ? []
        : [
            {
              userId: viewer === "client" ? row.expertId : row.clientId,
              title: "Terms accepted",
              body: `${who} accepted the terms of your engagement (${formatDay(row.startDate)} to ${formatDay(row.endDate)}). It starts once you accept them too.`,
              link: engagementLink(id, viewer === "client" ? "expert" : "client"),
            },
          ],
    });
    if (other) {
      const now = (viewer === "client" ? accepted.clientAcceptedAt : accepted.expertAcceptedAt)!;
      await repo.recordAcceptedTerms(tx, accepted, now, addDays(currentWeekStart(d.clientTimeZone, now), 7));
      await move(tx, accepted, "active", "rule");
    }
  });
  return getEngagement(db, user, id);
}

// --- the admins' calls ---------------------------------------------------------------------------

/**
 * An admin changes the rate, the weekly hours or the end date: a new version of the terms that
 * neither party has accepted, so an active engagement waits for both again. Told to both, audited
 * with what changed.
 */
export async function changeTerms(db: Db, user: UserRow, id: number, values: ChangeTermsValues): Promise<EngagementDetail> {
  await db.transaction(async (tx) => {
    const row = await repo.lockEngagement(tx, id);
    if (!row) throw notFound(ENGAGEMENT_MESSAGES.notFound);
    if (row.status === "ended") throw conflict("This engagement has ended: its terms can no longer change.");
    if (values.endDate !== undefined) {
      if (values.endDate < row.startDate) throw badRequest(`The end date cannot be before the start date (${formatDay(row.startDate)})`, [{ path: "endDate", message: `Must be on or after ${row.startDate}` }]);
      if (values.endDate > addDays(row.startDate, ENGAGEMENT_MAX_DAYS)) throw badRequest("An engagement lasts at most three years", [{ path: "endDate", message: `Must be on or before ${addDays(row.startDate, ENGAGEMENT_MAX_DAYS)}` }]);
    }
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    if (values.hourlyRateCents !== undefined && values.hourlyRateCents !== row.hourlyRateCents) changes.hourlyRateCents = { from: row.hourlyRateCents, to: values.hourlyRateCents };
    if (values.weeklyHours !== undefined && values.weeklyHours !== row.weeklyHours) changes.weeklyHours = { from: row.weeklyHours, to: values.weeklyHours };
    if (values.endDate !== undefined && values.endDate !== row.endDate) changes.endDate = { from: row.endDate, to: values.endDate };
    if (Object.keys(changes).length === 0) return;

    if (row.status === "active") await move(tx, row, "awaiting_acceptance", "admin");
    const changed = await repo.changeTerms(tx, id, row.termsVersion, values);
    if (!changed) throw conflict("This engagement has just changed. Please reload it and try again.");
    const d = (await repo.findDetailed(tx, id))!;
    const what = [
      changes.hourlyRateCents ? `the rate is now ${formatCents(changed.hourlyRateCents)} an hour` : null,
      changes.weeklyHours ? `the expected hours are now ${changed.weeklyHours} a week` : null,
      changes.endDate ? `it now ends on ${formatDay(changed.endDate)}` : null,
    ]
      .filter(Boolean)
      .join(", ");
    const body = (other: string) => `The terms of your engagement with ${other} have changed (${what}). Please read and accept the new terms${row.status === "active" ? "; timesheets wait until you both have" : ""}.`;
    await act(tx, "engagement.terms-changed", {
      target: { type: "engagement", id },
      changes: { ...changes, termsVersion: { from: row.termsVersion, to: changed.termsVersion }, ...(row.status === "active" ? { status: { from: "active", to: "awaiting_acceptance" } } : {}) },
      notices: [
        { userId: row.clientId, title: "New terms to accept", body: body(d.expertName), link: engagementLink(id, "client") },
        { userId: row.expertId, title: "New terms to accept", body: body(partyLabel(d)), link: engagementLink(id, "expert") },
      ],
    });
  });
  return getEngagement(db, user, id);
}

export async function engagementCounts(db: Db): Promise<EngagementCounts> {
  const rows = await repo.countByStatus(db);
  const counts: EngagementCounts = { awaiting_acceptance: 0, active: 0, ended: 0 };
  for (const r of rows) counts[r.status] = r.n;
  return counts;
}

// --- for other domains ---------------------------------------------------------------------------

/**
 * Pre-bookings, inside the transaction that confirms a booking: its engagement, at the expert's
 * hourly rate now (in cents), awaiting both acceptances. An expert with no rate cannot confirm
 * (409): an engagement needs one, and the expert is the one who can set it.
 */
export async function engagementForConfirmedBooking(tx: Db, booking: repo.BookingRow) {
  const rate = await repo.findExpertRate(tx, booking.expertId);
  if (rate === null) throw conflict(ENGAGEMENT_MESSAGES.noRate);
  const row = await repo.insertForBooking(tx, booking, rate);
  if (!row) return repo.findByBooking(tx, booking.id);
  const d = (await repo.findDetailed(tx, row.id))!;
  const dates = `${formatDay(row.startDate)} to ${formatDay(row.endDate)}`;
  await act(tx, "engagement.created", {
    target: { type: "engagement", id: row.id },
    changes: { preBookingId: booking.id, hourlyRateCents: row.hourlyRateCents, startDate: auditCode(row.startDate), endDate: auditCode(row.endDate) },
    notices: [
    {
      userId: row.clientId,
      title: "Terms to accept",
      body: `Your engagement with ${d.expertName} (${dates}) is ready: please read and accept its terms so the work can start.`,
      link: engagementLink(row.id, "client"),
    },
    {
      userId: row.expertId,
      title: "Terms to accept",
      body: `Your engagement with ${partyLabel(d)} (${dates}) at ${formatCents(row.hourlyRateCents)} an hour is ready: please read and accept its terms so the work can start.`,
      link: engagementLink(row.id, "expert"),
    },
    ],
  });
  return row;
}

/**
 * Ends an engagement, inside the caller's transaction: through ENGAGEMENT_TRANSITIONS (a `completed`
 * end is the rule's, `trial` the client's, `admin` an admin's), under the row's lock, with both
 * parties told ("Engagement ended") and the audit entry (the reason's code; the note stays on the
 * row) written here. `by` is who ended it (the audit's actor); null for the server's own rule.
 * 404 when there is no such engagement, 409 when it has already ended. Its booking is the caller's:
 * a booking completed ends its engagement here, and the trial's end completes the booking.
 */
export async function endEngagement(tx: Db, engagementId: number, opts: { reason: EngagementEndReason; note?: string | null; by: AuditEntry["actor"] | null }): Promise<EngagementRow> {
  const row = await repo.lockEngagement(tx, engagementId);
  if (!row) throw notFound(ENGAGEMENT_MESSAGES.notFound);
  return move(tx, row, "ended", ENGAGEMENT_END_MOVERS[opts.reason], { stamp: { endReason: opts.reason, endNote: opts.note ?? null }, actor: opts.by });
}

/** Pre-bookings, when an admin marks a booking completed: its engagement, if any and not ended yet, ends as completed. */
export async function bookingCompleted(tx: Db, preBookingId: number, by: AuditEntry["actor"] | null) {
  const row = await repo.findByBooking(tx, preBookingId);
  if (!row || row.status === "ended") return;
  await endEngagement(tx, row.id, { reason: "completed", by });
}

/** Threads: the engagement's parties on its side (its client, company and expert; the admins are parties of every thread), when `user` is one of them; 404 otherwise. */
export async function engagementParties(db: Db, user: UserRow, id: number) {
  const { d } = await visible(db, user, id);
  const e = d.engagement;
  const members = await memberIdsOf(db, e.companyId);
  return {
    clientId: e.clientId,
    companyId: e.companyId,
    memberIds: members,
    expertId: e.expertId,
    about: `the engagement of ${d.expertName} with ${partyLabel(d)}`,
    linkFor: (userId: number): string => engagementLink(id, userId === e.expertId ? "expert" : userId === e.clientId || members.includes(userId) ? "client" : "admin"),
  };
}

/** What the timesheets of an engagement need of it, from the same rules. */
export interface EngagementForWork {
  row: EngagementRow;
  viewer: Viewer;
  /** The caller is a member of its company who answers its weeks: an owner, or its approver with a role that answers weeks. */
  mayAnswer: boolean;
  /** Why the caller may not answer its weeks (403), naming the approver; null when they may. */
  answerRefusal: string | null;
  /** Who is asked to answer its submitted weeks: its approver (while they may act) and the company's owners. */
  answererIds: () => Promise<number[]>;
  clientName: string;
  companyName: string | null;
  expertName: string;
  clientTimeZone: string;
  expertTimeZone: string;
  /** Both accepted (or it has ended after starting): hours may be recorded and answered. */
  workStarted: boolean;
  link: (viewer: Viewer) => string;
}

/**
 * Timesheets: the engagement, when `user` is its client, its expert or an admin (404 otherwise).
 * With `lock`, inside a transaction, the row is share-locked so a change of the terms waits for the
 * timesheet write (and the other way round).
 */
export async function engagementForWork(db: Db, user: UserRow | null, id: number, opts: { lock?: boolean } = {}): Promise<EngagementForWork> {
  if (opts.lock) await repo.shareLockEngagement(db, id);
  const d = await repo.findDetailed(db, id);
  const viewer = d && (user ? await viewerOf(db, user, d.engagement) : "admin");
  if (!d || !viewer) throw notFound(ENGAGEMENT_MESSAGES.notFound);
  const refusal = user !== null && viewer === "client" ? answerRefusal(d, user.id, await roleIn(db, user.id, d.engagement.companyId)) : refusalOf("engagement.answer-week");
  const approver = approverOf(d);
  return {
    row: d.engagement,
    viewer,
    mayAnswer: viewer === "client" && refusal === null,
    answerRefusal: refusal,
    answererIds: async () => [...new Set([...(approver ? [approver.userId] : []), ...(await ownerIdsOf(db, d.engagement.companyId))])],
    clientName: d.clientName,
    companyName: d.companyName,
    expertName: d.expertName,
    clientTimeZone: d.clientTimeZone,
    expertTimeZone: d.expertTimeZone,
    workStarted: workStarted(d.engagement),
    link: (v) => engagementLink(id, v),
  };
}

// --- the daily job -------------------------------------------------------------------------------

/** How many engagements one run ends at most; a full run goes again at once (server/jobs.ts). */
export const FINISH_BATCH = 100;

/**
 * Ends, as completed, every engagement whose end date has passed (UTC, as bookings are completed),
 * telling both parties once: the rows are claimed locked (others skipped) and each move is made from
 * the status read, so any number of instances ending them at once end each once. Resolves true when
 * it stopped at its batch.
 */
export async function endFinishedEngagements(deps: Pick<AppDeps, "db">) {
  return deps.db.transaction(async (tx) => {
    const due = await repo.claimFinished(tx, todayUtc(), FINISH_BATCH);
    for (const row of due) await move(tx, row, "ended", "rule", { stamp: { endReason: "completed" }, actor: null });
    return due.length >= FINISH_BATCH;
  });
}

/** The demo seed: its confirmed and completed bookings get their engagements by the migration's own statement. */
export async function backfillEngagements(db: Db) {
  await repo.backfill(db);
}

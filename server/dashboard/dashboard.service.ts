// What needs the signed-in client now (PRODUCT.md "What needs you now"): the items of their company
// that they may act on, of every kind, in words, each with the moment that matters and the address
// of the exact item, most urgent first.
import { NEEDS_YOU_PER_KIND, type NeedKind, type NeedsYou, type NeedsYouItem } from "@shared/contracts/dashboard";
import { invoiceNumberText } from "@shared/contracts/invoices";
import { weekLink } from "@shared/contracts/timesheets";
import { autoApproveAt, excessMinutes } from "@shared/flows/timesheet-week";
import { formatCents } from "@shared/money";
import { mayDo, type CompanyAction, type CompanyRole } from "@shared/company-roles";
import type { UserRow } from "@shared/schema";
import { companyIdOf, roleIn } from "../companies/company-rows.service";
import type { Db } from "../db/client";
import * as repo from "./dashboard.repo";
import { formatLongDay, monthLabel, monthOf } from "@shared/calendar";

/** The client area's addresses of the items (client/src/lib/client-paths.ts reads them the same way). */
export const needLinks = {
  week: (engagementId: number, weekStart: string) => weekLink(`/client/engagements/${engagementId}`, weekStart),
  terms: (engagementId: number) => `/client/engagements/${engagementId}#terms`,
  interview: (interviewId: number) => `/client/team#interview-${interviewId}`,
  preBooking: (preBookingId: number) => `/client/team#pre-booking-${preBookingId}`,
  candidate: (requisitionId: number, expertId: number) => `/client/requisitions/${requisitionId}#candidate-${expertId}`,
  invoice: (invoiceId: number) => `/client/invoices/${invoiceId}`,
};

const moment = (value: Date | string) => new Date(value).toISOString();

/**
 * Urgency, most pressing first: what goes ahead without the client (a week approved by the rule),
 * what keeps work from starting (terms, an interview's outcome), then what keeps a need waiting
 * (candidates, interviews to schedule), then money owed.
 */
const URGENCY: Record<NeedKind, number> = {
  week_to_approve: 0,
  terms_to_accept: 1,
  interview_outcome: 2,
  candidate_to_answer: 3,
  interview_to_schedule: 4,
  invoice_due: 5,
};

/**
 * Which of the company's items of each kind wait for a member with `role`, as the services that act
 * on them decide (shared/company-roles.ts); null: none of that kind. Weeks wait for the owners and
 * for the engagement's approver (docs/decisions/089-*).
 */
function scopesOf(companyId: number, userId: number, role: CompanyRole): Record<NeedKind, repo.Scope | null> {
  const company = { companyId };
  const by = (action: CompanyAction) => (mayDo(role, action) ? company : null);
  return {
    week_to_approve: role === "owner" ? company : mayDo(role, "engagement.answer-week") ? { companyId, approverId: userId } : null,
    terms_to_accept: by("engagement.accept-terms"),
    interview_outcome: by("interviews.change"),
    candidate_to_answer: by("shortlist.answer"),
    interview_to_schedule: by("interviews.book"),
    // Invoices are paid by those who keep the billing details: owners and finance.
    invoice_due: by("billing.read"),
  };
}

/** The rows of a kind in `scope`, or none when the member is not asked to act on that kind. */
const read = <T>(scope: repo.Scope | null, query: (scope: repo.Scope) => Promise<T[]>): Promise<T[]> => (scope ? query(scope) : Promise.resolve([]));

export async function needsYouNow(db: Db, user: Pick<UserRow, "id">, now = new Date()): Promise<NeedsYou> {
  const limit = NEEDS_YOU_PER_KIND;
  const companyId = await companyIdOf(db, user.id);
  const role = companyId === null ? null : await roleIn(db, user.id, companyId);
  const none = { week_to_approve: null, terms_to_accept: null, interview_outcome: null, candidate_to_answer: null, interview_to_schedule: null, invoice_due: null };
  const scopes: Record<NeedKind, repo.Scope | null> = companyId !== null && role !== null ? scopesOf(companyId, user.id, role) : none;
  const [weeks, terms, toRecord, candidates, toSchedule, due] = await Promise.all([
    read(scopes.week_to_approve, (s) => repo.weeksToApprove(db, s, limit)),
    read(scopes.terms_to_accept, (s) => repo.termsToAccept(db, s, limit)),
    read(scopes.interview_outcome, (s) => repo.interviewsToRecord(db, s, now, limit)),
    read(scopes.candidate_to_answer, (s) => repo.candidatesToAnswer(db, s, limit)),
    read(scopes.interview_to_schedule, (s) => repo.interviewsToSchedule(db, s, limit)),
    read(scopes.invoice_due, (s) => repo.invoicesDue(db, s, limit)),
  ]);

  const items: NeedsYouItem[] = [
    ...weeks.map((w) => {
      const auto = autoApproveAt({ status: "submitted", submittedAt: w.submittedAt }, excessMinutes(w.totalMinutes, w.agreedHours === null ? null : w.agreedHours * 60));
      return {
        kind: "week_to_approve" as const,
        key: `week-${w.engagementId}-${w.weekStart}`,
        title: `Approve ${w.expertName}'s week of ${formatLongDay(w.weekStart)}`,
        at: moment(auto ?? w.submittedAt ?? now),
        moment: auto ? ("auto_approves" as const) : ("submitted" as const),
        href: needLinks.week(w.engagementId, w.weekStart),
      };
    }),
    ...terms.map((e) => ({
      kind: "terms_to_accept" as const,
      key: `terms-${e.engagementId}`,
      title: `Accept the terms of your engagement with ${e.expertName}`,
      at: moment(e.drawnAt),
      moment: "drawn" as const,
      href: needLinks.terms(e.engagementId),
    })),
    ...toRecord.map((i) => ({
      kind: "interview_outcome" as const,
      key: `outcome-${i.interviewId}`,
      title: `Record how your interview with ${i.expertName} went`,
      at: moment(i.endsAt),
      moment: "ended" as const,
      href: needLinks.interview(i.interviewId),
    })),
    ...candidates.map((c) => ({
      kind: "candidate_to_answer" as const,
      key: `candidate-${c.requisitionId}-${c.expertId}`,
      title: `Answer ${c.expertName}, proposed for ${c.requisitionTitle}`,
      at: moment(c.proposedAt),
      moment: "proposed" as const,
      href: needLinks.candidate(c.requisitionId, c.expertId),
    })),
    ...toSchedule.map((s) =>
      s.preBookingId !== null
        ? {
            kind: "interview_to_schedule" as const,
            key: `schedule-booking-${s.preBookingId}`,
            title: `Schedule the pre-interview with ${s.expertName}`,
            at: moment(s.askedAt),
            moment: "asked" as const,
            href: needLinks.preBooking(s.preBookingId),
          }
        : {
            kind: "interview_to_schedule" as const,
            key: `schedule-candidate-${s.requisitionId}-${s.expertId}`,
            title: `Schedule an interview with ${s.expertName} for ${s.requisitionTitle}`,
            at: moment(s.askedAt),
            moment: "asked" as const,
            href: needLinks.candidate(s.requisitionId!, s.expertId),
          },
    ),
    ...due.map((inv) => ({
      kind: "invoice_due" as const,
      key: `invoice-${inv.invoiceId}`,
      title: `Pay invoice ${invoiceNumberText(inv.number)} for ${monthLabel(monthOf(inv.periodStart))}: ${formatCents(inv.totalCents)}`,
      at: moment(inv.issuedAt ?? now),
      moment: "issued" as const,
      href: needLinks.invoice(inv.invoiceId),
    })),
  ];
  items.sort((a, b) => URGENCY[a.kind] - URGENCY[b.kind] || a.at.localeCompare(b.at));

  const total = (rows: readonly { inAll: number }[]) => rows[0]?.inAll ?? 0;
  return {
    items,
    counts: {
      week_to_approve: total(weeks),
      terms_to_accept: total(terms),
      interview_outcome: total(toRecord),
      candidate_to_answer: total(candidates),
      interview_to_schedule: total(toSchedule),
      invoice_due: total(due),
    },
  };
}

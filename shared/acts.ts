/**
 * The acts that are no move of a flow (a password changed, a bank account saved, a member invited, a
 * message written, a job's reminder), each declared once with its consequences: the audit entry it
 * writes (its action), the notice it sends (its kind, and to whom: the people the act names, or every
 * active admin) and the mail it queues. A domain does the act and names it; the server's one writer
 * of consequences (server/flows/act.ts, beside the mover of flows) writes what is declared here, in
 * the act's transaction. Moves of a flow (shared/flows) write theirs through the same writer.
 */
import type { AuditAction } from "./contracts/audit";
import type { NotificationKind } from "./contracts/notifications";
import type { AccountMailKind } from "./schema/mail-outbox";

/**
 * Who an act's notice reaches: `named`, the people the act names (the other party, the company's
 * owners, the expert…); `admins`, every active admin (one notice each, in the same words).
 */
export type NoticeReaches = "named" | "admins";

/** The mails an act may queue: an account mail of its kind, or a booked discovery call's confirmations. */
export type ActMail = AccountMailKind | "discovery-call";

export interface ActDeclaration {
  /** The audit entry's action; an act without one leaves no entry. */
  audit?: AuditAction;
  /** The notice it sends, of this kind, to these. */
  notice?: { kind: NotificationKind; to: NoticeReaches };
  /** The mail it queues in the outbox. */
  mail?: ActMail;
}

const declare = <T extends Record<string, ActDeclaration>>(acts: T) => acts;

export const ACTS = declare({
  // --- auth: signing in, passwords, two-factor, account links ---
  "sign-in": { audit: "sign-in" },
  "sign-in.failed": { audit: "sign-in.failed" },
  "two-factor.enrolled": { audit: "two-factor.enrolled" },
  "two-factor.failed": { audit: "two-factor.failed" },
  "two-factor.reset": { audit: "two-factor.reset" },
  "password.changed": { audit: "password.changed" },
  /** "Forgot password?": the link, mailed. */
  "password-reset.requested": { mail: "password-reset" },
  /** An address to verify: the link, mailed to it. */
  "email.verification-requested": { mail: "verify-email" },
  /** The address changed: the old address is told. */
  "email.changed": { mail: "email-changed" },

  // --- experts, candidates and their vetting ---
  "expert.activated": { audit: "expert.activated" },
  "expert.deactivated": { audit: "expert.deactivated" },
  "candidate.made-expert": { audit: "candidate.made-expert" },
  "talent.approved": { audit: "talent.approved" },
  /** The person hears of an approval (also an expert activated, a candidate made an expert), once. */
  "talent.told-approved": { notice: { kind: "review.approved", to: "named" } },
  "talent.rejected": { audit: "talent.rejected", notice: { kind: "review.rejected", to: "named" } },
  "talent.vetting-recorded": { audit: "talent.vetting-recorded" },

  // --- account ---
  "account.erased": { audit: "account.erased" },

  // --- pre-bookings ---
  /** A client's request: each expert asked is told. */
  "pre-booking.requested": { notice: { kind: "pre-booking.created", to: "named" } },
  /** The job's reminder of a request about to expire, to its expert. */
  "pre-booking.reminded": { notice: { kind: "pre-booking.reminder", to: "named" } },

  // --- blog, discovery calls, dream teams, calendar feeds ---
  "blog-post.created": { audit: "blog-post.created" },
  "blog-post.updated": { audit: "blog-post.updated" },
  "blog-post.deleted": { audit: "blog-post.deleted" },
  /** A visitor booked a call: their confirmation and each admin's (mail on) are queued. */
  "discovery-call.booked": { mail: "discovery-call" },
  "discovery-call.status-changed": { audit: "discovery-call.status-changed" },
  "dream-team.created": { audit: "dream-team.created" },
  "dream-team.member-added": { audit: "dream-team.member-added" },
  "dream-team.member-removed": { audit: "dream-team.member-removed" },
  "calendar-feed.replaced": { audit: "calendar-feed.replaced" },

  // --- requisitions ---
  /** A requisition opened (by the client, or as a trial's free replacement): the admins are told. */
  "requisition.submitted": { notice: { kind: "requisition.submitted", to: "admins" } },
  "requisition.edited": { audit: "requisition.edited" },
  /** An admin proposed an expert; the client is told unless the shortlist's move tells them. */
  "requisition.candidate-proposed": { audit: "requisition.candidate-proposed", notice: { kind: "requisition.candidate-proposed", to: "named" } },

  // --- engagements and their weeks ---
  "engagement.created": { audit: "engagement.created", notice: { kind: "engagement.created", to: "named" } },
  /** A party accepted the terms; the other is told while their acceptance is still owed. */
  "engagement.accepted": { audit: "engagement.accepted", notice: { kind: "engagement.accepted", to: "named" } },
  "engagement.terms-changed": { audit: "engagement.terms-changed", notice: { kind: "engagement.terms-changed", to: "named" } },
  "engagement.po-number-set": { audit: "engagement.po-number-set" },
  /** The new approver is told, unless they chose themselves. */
  "engagement.approver-changed": { audit: "engagement.approver-changed", notice: { kind: "engagement.approver-changed", to: "named" } },
  "engagement.replacement-opened": { audit: "engagement.replacement-opened" },
  /** Ended in the trial when it filled a free replacement already: the admins hear no second one opened. */
  "engagement.trial-ended": { notice: { kind: "engagement.trial-ended", to: "admins" } },
  /** The Friday job's reminder to the expert. */
  "timesheet.reminded": { notice: { kind: "timesheet.reminder", to: "named" } },

  // --- interviews ---
  "interview.booked": { audit: "interview.booked", notice: { kind: "interview.booked", to: "named" } },
  /** The job's reminders, a day and 15 minutes before, to both parties. */
  "interview.reminded": { notice: { kind: "interview.reminder", to: "named" } },

  // --- invoices ---
  "invoice.credited": { audit: "invoice.credited", notice: { kind: "invoice.credited", to: "named" } },
  /** A company's invoice of the monthly run could not be made: the admins are told once. */
  "invoice.run-failed": { notice: { kind: "invoice.run-failed", to: "admins" } },

  // --- companies ---
  "company.member-invited": { audit: "company.member-invited", mail: "company-invitation" },
  "company.invitation-revoked": { audit: "company.invitation-revoked" },
  "company.invitation-accepted": { audit: "company.invitation-accepted" },
  "company.role-changed": { audit: "company.role-changed" },
  "company.member-removed": { audit: "company.member-removed" },
  "company.payment-terms-changed": { audit: "company.payment-terms-changed" },

  // --- payouts ---
  /** The expert's bank account saved: audited, and a mail to their address (a change they did not make shows). */
  "payout.bank-account-changed": { audit: "payout.bank-account-changed", mail: "bank-account-changed" },
  /** The month's run: each expert paid is told what and when. */
  "payout-run.created": { audit: "payout-run.created", notice: { kind: "payout.scheduled", to: "named" } },
  "payout-run.sent": { audit: "payout-run.sent" },

  // --- conversations ---
  /** A message: every other party is told (and mailed if it is still unread after 15 minutes). */
  "thread.message": { notice: { kind: "thread.message", to: "named" } },
});

export type ActName = keyof typeof ACTS;

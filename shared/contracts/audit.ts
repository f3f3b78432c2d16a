// The audit log's actions, its admin query and the entries it answers with.
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { auditLog } from "../schema/audit-log";
import { calendarDateSchema, idSchema, momentAnswer } from "./common";

export const AUDIT_ACTIONS = [
  "sign-in",
  "sign-in.failed",
  "two-factor.enrolled",
  "two-factor.failed",
  "two-factor.reset",
  "password.changed",
  "expert.activated",
  "expert.deactivated",
  "candidate.made-expert",
  "talent.approved",
  "talent.rejected",
  "talent.vetting-recorded",
  "account.erased",
  "pre-booking.confirmed",
  "pre-booking.declined",
  "pre-booking.completed",
  "blog-post.created",
  "blog-post.updated",
  "blog-post.deleted",
  "discovery-call.status-changed",
  "dream-team.created",
  "dream-team.member-added",
  "dream-team.member-removed",
  "requisition.edited",
  "requisition.candidate-proposed",
  "requisition.candidate-answered",
  "requisition.shortlisted",
  "requisition.overdue",
  "requisition.filled",
  "requisition.closed",
  "engagement.created",
  "engagement.accepted",
  "engagement.active",
  "engagement.terms-changed",
  "engagement.ended",
  "timesheet.submitted",
  "timesheet.approved",
  "timesheet.disputed",
  "invoice.issued",
  "invoice.paid",
  "invoice.credited",
  "interview.booked",
  "interview.moved",
  "interview.cancelled",
  "interview.passed",
  "interview.failed",
  "calendar-feed.replaced",
  "engagement.replacement-opened",
  "company.member-invited",
  "company.invitation-revoked",
  "company.invitation-accepted",
  "company.role-changed",
  "company.member-removed",
  "company.payment-terms-changed",
  "engagement.po-number-set",
  "engagement.approver-changed",
  "payout.bank-account-changed",
  "payout-run.created",
  "payout-run.sent",
  "payout.paid",
  "payout.failed",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How each action reads in the admin console. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  "sign-in": "Signed in",
  "sign-in.failed": "Failed sign-in",
  "two-factor.enrolled": "Two-factor enrolled",
  "two-factor.failed": "Wrong two-factor code",
  "two-factor.reset": "Two-factor reset by the operator",
  "password.changed": "Password changed",
  "expert.activated": "Expert activated",
  "expert.deactivated": "Expert deactivated",
  "candidate.made-expert": "Candidate made expert",
  "talent.approved": "Talent approved",
  "talent.rejected": "Talent rejected",
  "talent.vetting-recorded": "Vetting stage recorded",
  "account.erased": "Account erased",
  "pre-booking.confirmed": "Pre-booking confirmed",
  "pre-booking.declined": "Pre-booking declined",
  "pre-booking.completed": "Pre-booking completed",
  "blog-post.created": "Blog post created",
  "blog-post.updated": "Blog post edited",
  "blog-post.deleted": "Blog post deleted",
  "discovery-call.status-changed": "Discovery call status changed",
  "dream-team.created": "Dream team created",
  "dream-team.member-added": "Dream team member added",
  "dream-team.member-removed": "Dream team member removed",
  "requisition.edited": "Requisition need edited by the client",
  "requisition.candidate-proposed": "Candidate proposed",
  "requisition.candidate-answered": "Candidate answered by the client",
  "requisition.shortlisted": "Requisition shortlisted",
  "requisition.overdue": "Requisition overdue",
  "requisition.filled": "Requisition filled",
  "requisition.closed": "Requisition closed",
  "engagement.created": "Engagement created",
  "engagement.accepted": "Engagement terms accepted",
  "engagement.active": "Engagement started",
  "engagement.terms-changed": "Engagement terms changed",
  "engagement.ended": "Engagement ended",
  "timesheet.submitted": "Timesheet submitted",
  "timesheet.approved": "Timesheet approved",
  "timesheet.disputed": "Timesheet disputed",
  "invoice.issued": "Invoice issued",
  "invoice.paid": "Invoice marked paid",
  "invoice.credited": "Credit note issued",
  "interview.booked": "Interview booked",
  "interview.moved": "Interview moved",
  "interview.cancelled": "Interview cancelled",
  "interview.passed": "Interview passed",
  "interview.failed": "Interview not passed",
  "calendar-feed.replaced": "Calendar feed address replaced",
  "engagement.replacement-opened": "Free replacement opened",
  "company.member-invited": "Company member invited",
  "company.invitation-revoked": "Company invitation revoked",
  "company.invitation-accepted": "Company invitation accepted",
  "company.role-changed": "Company member's role changed",
  "company.member-removed": "Company member removed",
  "company.payment-terms-changed": "Company's payment terms changed",
  "engagement.po-number-set": "Engagement's PO number set",
  "engagement.approver-changed": "Engagement's approver changed",
  "payout.bank-account-changed": "Bank account for payouts changed",
  "payout-run.created": "Payout run made",
  "payout-run.sent": "Payout run sent to the bank",
  "payout.paid": "Payout marked paid",
  "payout.failed": "Payout marked failed",
};

/** GET /api/admin/audit-log: every filter optional; dates are UTC calendar days, both ends included. */
export const auditLogQuerySchema = z
  .object({
    actorId: idSchema.optional(),
    action: z.enum(AUDIT_ACTIONS, { error: "Unknown action" }).optional(),
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
    limit: z.coerce.number({ error: "Must be a number" }).int("Must be a whole number").min(1, "Must be at least 1").max(100, "Must be at most 100").default(25),
    offset: z.coerce.number({ error: "Must be a number" }).int("Must be a whole number").min(0, "Must be at least 0").max(1_000_000, "Is too large").default(0),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "Must not be before the start date", path: ["to"] });
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

export const auditEntryAnswer = createSelectSchema(auditLog)
  .pick({ id: true, actorId: true, actorName: true, ip: true, userAgent: true, targetType: true, targetId: true })
  .extend({
    at: momentAnswer,
    action: z.enum(AUDIT_ACTIONS),
    changes: z.record(z.string(), z.unknown()).nullable(),
  });
export type AuditEntry = z.output<typeof auditEntryAnswer>;

export const auditLogPageAnswer = z.object({ entries: z.array(auditEntryAnswer), total: z.number().int() });
export type AuditLogPage = z.output<typeof auditLogPageAnswer>;

/** The people who appear in the log, for the console's person filter. */
export const auditActorAnswer = z.object({ id: z.number().int(), name: z.string() });
export type AuditActor = z.output<typeof auditActorAnswer>;
export const auditActorsAnswer = z.array(auditActorAnswer);

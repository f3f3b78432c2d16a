// Engagements (PRODUCT.md "Engagements"; docs/decisions/064-*): a confirmed pre-booking as work, its
// generated terms, each party's acceptance, the admins' change of the terms and the moves between
// statuses. Request shapes of /api/engagements and /api/admin/engagements, and the answers.
import { z } from "zod";
import { createSelectSchema } from "drizzle-zod";
import {
  ENGAGEMENT_END_REASONS,
  ENGAGEMENT_STATUSES,
  PAYOUT_DAY,
  TIMESHEET_DAY_MAX_MINUTES,
  TRIAL_DAYS,
  type EngagementEndReason,
  type EngagementStatus,
} from "../constants";
import { engagementFlow, type EngagementMover } from "../flows/engagement";
import { formatLongDay } from "../calendar";
import { AUTO_APPROVAL } from "../flows/timesheet-week";
import { formatCents } from "../money";
import { oneLine } from "../one-line";
import { engagements } from "../schema/engagements";

export type { EngagementMover } from "../flows/engagement";
import { calendarDateSchema, dateAnswer, estimateAnswer, idSchema, momentAnswer, oneLineText, optionalText, pageQuerySchema } from "./common";

export const ENGAGEMENT_STATUS_LABELS = engagementFlow.labels;

export const ENGAGEMENT_END_REASON_LABELS: Record<EngagementEndReason, string> = {
  completed: "Completed",
  trial: "Ended in the trial",
  admin: "Ended by Protea Talent",
};

/** Who ends an engagement for each reason. */
export const ENGAGEMENT_END_MOVERS: Record<EngagementEndReason, EngagementMover> = {
  completed: "rule",
  trial: "client",
  admin: "admin",
};

/** The longest an admin may make an engagement: its end date at most this many days after its start. */
export const ENGAGEMENT_MAX_DAYS = 3 * 366;
export const ENGAGEMENT_WEEKLY_HOURS_MAX = 60;
/** USD cents: $1 to $10,000 an hour. */
export const ENGAGEMENT_RATE_CENTS_MAX = 1_000_000;

export const ENGAGEMENT_MESSAGES = {
  notFound: "Engagement not found",
  sha256: "sha256 must be the SHA-256 of the terms you read, as 64 hexadecimal characters",
  termsChanged: "These terms have changed since you opened them. Please read the current terms and accept them again.",
  notAParty: "Only the client and the expert of this engagement accept its terms.",
  alreadyAccepted: "You have already accepted these terms.",
  noRate: "Please set your hourly rate on your profile before confirming: the engagement keeps the rate you have when you confirm.",
  nothingToChange: "Please change at least one of: hourlyRateCents, weeklyHours, endDate",
  rate: `hourlyRateCents must be a whole number of cents from 100 to ${ENGAGEMENT_RATE_CENTS_MAX.toLocaleString("en-US")}`,
  weeklyHours: `weeklyHours must be a whole number from 1 to ${ENGAGEMENT_WEEKLY_HOURS_MAX}`,
} as const;

export const engagementParamsSchema = z.object({ id: idSchema });

/** GET /api/engagements: the caller's own (an admin's: every one), optionally of one status. */
export const ENGAGEMENT_FILTERS = ["all", ...ENGAGEMENT_STATUSES] as const;
export const engagementsQuerySchema = pageQuerySchema(20).extend({
  status: z.enum(ENGAGEMENT_FILTERS, { error: `Status must be one of: ${ENGAGEMENT_FILTERS.join(", ")}` }).default("all"),
});
export type EngagementsQuery = z.output<typeof engagementsQuerySchema>;

/** POST /api/engagements/{id}/accept: the SHA-256 (hex) of the terms text the party was shown. */
export const acceptTermsSchema = z.object({
  sha256: z
    .string({ error: ENGAGEMENT_MESSAGES.sha256 })
    .trim()
    .regex(/^[0-9a-fA-F]{64}$/, ENGAGEMENT_MESSAGES.sha256)
    .transform((s) => s.toLowerCase()),
});
export type AcceptTermsInput = z.input<typeof acceptTermsSchema>;

/** PATCH /api/engagements/{id} (admins): a change of the terms; both parties accept the new version. */
export const changeTermsSchema = z
  .object({
    hourlyRateCents: z.coerce
      .number({ error: ENGAGEMENT_MESSAGES.rate })
      .int(ENGAGEMENT_MESSAGES.rate)
      .min(100, ENGAGEMENT_MESSAGES.rate)
      .max(ENGAGEMENT_RATE_CENTS_MAX, ENGAGEMENT_MESSAGES.rate)
      .optional(),
    weeklyHours: z.coerce
      .number({ error: ENGAGEMENT_MESSAGES.weeklyHours })
      .int(ENGAGEMENT_MESSAGES.weeklyHours)
      .min(1, ENGAGEMENT_MESSAGES.weeklyHours)
      .max(ENGAGEMENT_WEEKLY_HOURS_MAX, ENGAGEMENT_MESSAGES.weeklyHours)
      .optional(),
    endDate: calendarDateSchema.optional(),
  })
  .refine((v) => v.hourlyRateCents !== undefined || v.weeklyHours !== undefined || v.endDate !== undefined, { message: ENGAGEMENT_MESSAGES.nothingToChange, path: ["hourlyRateCents"] });
export type ChangeTermsInput = z.input<typeof changeTermsSchema>;
export type ChangeTermsValues = z.output<typeof changeTermsSchema>;

// --- the terms -----------------------------------------------------------------------------------

/** What the agreement is generated from: the engagement's row and its parties' names. */
export interface TermsSource {
  id: number;
  preBookingId: number;
  termsVersion: number;
  clientName: string;
  companyName: string | null;
  expertName: string;
  startDate: string;
  endDate: string;
  hourlyRateCents: number;
  weeklyHours: number;
}

/**
 * The agreement, in plain text: the one function that writes it, so the text (and its SHA-256) is the
 * same for the same row, terms version and party names, wherever it is made. Each name is data on its
 * party's line: printed as one line (shared/one-line.ts), it cannot start a clause of its own, and a
 * name that is one line already prints as it always did, so terms accepted before keep their hash.
 */
export function engagementTerms(s: TermsSource): string {
  const companyName = s.companyName && oneLine(s.companyName);
  const client = companyName ? `${oneLine(s.clientName)}, for ${companyName}` : oneLine(s.clientName);
  const maxHours = TIMESHEET_DAY_MAX_MINUTES / 60;
  return [
    `ENGAGEMENT AGREEMENT`,
    `Engagement ${s.id} (pre-booking ${s.preBookingId}), terms version ${s.termsVersion}`,
    ``,
    `1. Parties`,
    `The client: ${client}.`,
    `The expert: ${oneLine(s.expertName)}.`,
    `Protea Talent arranges the engagement, invoices the client and pays the expert.`,
    ``,
    `2. Dates`,
    `The engagement starts on ${formatLongDay(s.startDate)} and ends on ${formatLongDay(s.endDate)}, both days included.`,
    ``,
    `3. Rate and hours`,
    `The hourly rate is ${formatCents(s.hourlyRateCents, "code")}, fixed for this engagement.`,
    `The expected work is ${s.weeklyHours} hours a week.`,
    `The expert records the hours worked each day in a weekly timesheet, in quarter hours and at most ${maxHours} hours a day, and submits each week.`,
    `The client approves each submitted week or disputes it with a reason; a submitted week not answered within ${AUTO_APPROVAL.days} days is approved automatically.`,
    `Only approved hours are invoiced, each month for the month before.`,
    ``,
    `4. Trial and replacement`,
    `The first ${TRIAL_DAYS} days from the start date are a risk-free trial. Within them the client may end the engagement as not satisfied, giving a reason: the hours worked are then credited to the client, and Protea Talent searches for a replacement free of charge, with a new shortlist due within 14 days.`,
    ``,
    `5. Acceptance`,
    `Each party accepts these terms while signed in. Each acceptance records who accepted, when, from which network address and the SHA-256 of this exact text. Work starts once both parties have accepted.`,
    `A change of the rate, the weekly hours or the end date makes a new version of these terms, which both parties accept again.`,
  ].join("\n");
}

export interface ExpertAgreementSource {
  id: number;
  preBookingId: number;
  termsVersion: number;
  companyName: string | null;
  expertName: string;
  startDate: string;
  endDate: string;
  /** The expert's pay per hour: the rate less the platform's fee, fixed at confirmation. */
  payRateCents: number;
  weeklyHours: number;
}

/**
 * The expert's agreement, in plain text: their pay per hour, when and in which currency it is paid.
 * It names neither the client's rate nor the platform's fee (the client's terms, above, never name
 * the pay). Its SHA-256 is what the expert accepts.
 */
export function expertAgreement(s: ExpertAgreementSource): string {
  return [
    `EXPERT AGREEMENT`,
    `Engagement ${s.id} (pre-booking ${s.preBookingId}), terms version ${s.termsVersion}`,
    ``,
    `1. Parties`,
    `The expert: ${oneLine(s.expertName)}.`,
    `Protea Talent engages the expert for work for ${s.companyName ? oneLine(s.companyName) : "its client"} and pays the expert.`,
    ``,
    `2. Dates`,
    `The work starts on ${formatLongDay(s.startDate)} and ends on ${formatLongDay(s.endDate)}, both days included, about ${s.weeklyHours} hours a week.`,
    ``,
    `3. Pay`,
    `Your pay is ${formatCents(s.payRateCents, "code")} an hour, fixed for this engagement, for every hour the client approves.`,
    `The expert records the hours worked each day in a weekly timesheet and submits each week; a submitted week not answered within ${AUTO_APPROVAL.days} days is approved automatically.`,
    ``,
    `4. Payout date and currency`,
    `The hours approved in a month are paid on the ${PAYOUT_DAY}th of the next month, whether or not the client has paid its invoice.`,
    `Pay is counted in US dollars and paid in South African rand into the expert's bank account, converted once at the rate of the day of the payout run.`,
    `A payout the bank returns goes with the next month's payout. Payouts wait 72 hours after the bank account is changed.`,
    ``,
    `5. Acceptance`,
    `The expert accepts this agreement while signed in; the acceptance records when, from which network address and the SHA-256 of this exact text.`,
  ].join("\n");
}

// --- answers -------------------------------------------------------------------------------------

const engagementColumns = createSelectSchema(engagements, {
  startDate: dateAnswer,
  endDate: dateAnswer,
  status: z.enum(ENGAGEMENT_STATUSES),
  clientAcceptedAt: momentAnswer.nullable(),
  expertAcceptedAt: momentAnswer.nullable(),
  activatedAt: momentAnswer.nullable(),
  endedAt: momentAnswer.nullable(),
  endReason: z.enum(ENGAGEMENT_END_REASONS).nullable(),
  createdAt: momentAnswer,
  updatedAt: momentAnswer,
});

const engagementParty = z.object({ id: z.number().int(), name: z.string(), timeZone: z.string() });

/** GET /api/engagements: an engagement with its parties. */
export const engagementAnswer = engagementColumns
  .pick({
    id: true,
    preBookingId: true,
    requisitionId: true,
    hourlyRateCents: true,
    weeklyHours: true,
    startDate: true,
    endDate: true,
    status: true,
    termsVersion: true,
    clientAcceptedAt: true,
    expertAcceptedAt: true,
    activatedAt: true,
    endedAt: true,
    endReason: true,
    endNote: true,
    replacementRequisitionId: true,
    createdAt: true,
    updatedAt: true,
  })
  .extend({
    client: engagementParty.extend({ companyName: z.string().nullable() }),
    expert: engagementParty.extend({ role: z.string(), profileImage: z.string().nullable() }),
  });
export type Engagement = z.output<typeof engagementAnswer>;
export type EngagementParty = z.output<typeof engagementParty>;

/** PUT /api/engagements/{id}/po-number: the company's purchase order number for it; blank or null clears it. */
export const PO_NUMBER_MAX = 60;
export const poNumberSchema = z.object({ poNumber: optionalText(PO_NUMBER_MAX, oneLineText(z.string({ error: "PO number must be text" }), "PO number")) }).strict();
export type PoNumberInput = z.input<typeof poNumberSchema>;

/** GET /api/engagements/{id}, and the answer of each move. */
export const engagementDetailAnswer = engagementAnswer.extend({
  /** The company's PO number for it (its members and admins; null to the expert), kept by each invoice issued for it. */
  poNumber: z.string().nullable(),
  /** The caller may set the PO number: a member of its company whose role may (shared/company-roles.ts). */
  maySetPoNumber: z.boolean(),
  /** The current agreement and its SHA-256 (hex): what a party accepts. */
  terms: z.object({ version: z.number().int(), text: z.string(), sha256: z.string() }),
  /** How the reader stands to it. */
  viewer: z.enum(["client", "expert", "admin"]),
  /** The reader is a party who has not yet accepted the current terms. */
  mayAccept: z.boolean(),
  /** The caller may end it in its trial: a member of its company whose role may (shared/company-roles.ts). */
  mayEndTrial: z.boolean(),
  /**
   * Who approves or disputes its weeks besides the owners: the approver, while an active owner or
   * hiring member; null when they are no longer one (then the owners alone answer them).
   */
  approver: z.object({ userId: z.number().int(), name: z.string() }).nullable(),
  /** The caller may choose another approver: a member of its company whose role may. */
  maySetApprover: z.boolean(),
  /** Timesheets may be written: both accepted (and it has not been sent back for a new acceptance). */
  workStarted: z.boolean(),
  /** The 30-day trial (shared/trial.ts): its last day, and whether the client may end the engagement in it today (their calendar). */
  trial: z.object({ lastDay: dateAnswer, open: z.boolean() }),
  /** What the terms cost: the rate for `weeklyHours` a week, over the dates (both days counted; shared/money.ts). */
  estimate: estimateAnswer,
  /**
   * What it has cost so far, from the database: the approved weeks' hours and their amount as an
   * invoice prices them, and the lines (hours less credits) on its issued invoices.
   */
  toDate: z.object({ approvedHours: z.number(), approvedCents: z.number().int(), billedCents: z.number().int() }),
});
export type EngagementDetail = z.output<typeof engagementDetailAnswer>;

/** GET /api/admin/engagements/counts: how many engagements are in each status. */
export const engagementCountsAnswer = z.object({ awaiting_acceptance: z.number().int(), active: z.number().int(), ended: z.number().int() }) satisfies z.ZodType<
  Record<EngagementStatus, number>
>;
export type EngagementCounts = z.output<typeof engagementCountsAnswer>;

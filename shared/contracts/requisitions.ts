// Request and answer shapes of /api/requisitions and the console's /api/admin/requisitions (PRODUCT.md
// "Beyond: from a shortlist to a working, billed team"), the 14-day clock and the moves between
// statuses (docs/decisions/059-*).
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { CANDIDATE_DECISIONS, PRE_BOOKING_STATUSES, REQUISITION_STATUSES } from "../constants";
import { requisitionCandidates, requisitions } from "../schema/requisitions";
import { dateAnswer, idSchema, momentAnswer, optionalText, pageQuerySchema, paginationSchema } from "./common";
import { expertAnswer } from "./experts";
import { MATCH_LIMIT_DEFAULT, MATCH_LIMIT_MAX, matchNeedFields, matchReasonsAnswer } from "./match";
import { ALWAYS, checkWorkingDay } from "./working-hours";

export { SHORTLIST_DAYS, REQUISITION_STATUS_LABELS, SEARCHING_STATUSES, daysLeftUntil, defaultStartDate } from "../requisition-clock";

/** Candidates per person wanted: the shortlist is complete at 2 × headcount. */
export const CANDIDATES_PER_HEAD = 2;
export const REQUISITION_TITLE_MAX = 120;
export const REQUISITION_NOTES_MAX = 2000;
export const REQUISITION_HEADCOUNT_MAX = 10;
export const CANDIDATE_NOTE_MAX = 2000;
export const DECLINE_REASON_MAX = 1000;
/** The console's figures look this far back. */
export const FIGURES_WINDOW_DAYS = 90;

export type { RequisitionClock, RequisitionMover } from "../flows/requisition";
import type { RequisitionClock } from "../flows/requisition";

export const REQUISITION_MESSAGES = {
  titleRequired: "Please give the role a title, such as Senior Data Engineer",
  headcount: `Headcount must be a whole number from 1 to ${REQUISITION_HEADCOUNT_MAX}`,
  noteRequired: "Please add a note for the client: why this expert fits",
  declineReasonRequired: "Please say why you are declining this candidate",
  decision: `Decision must be one of: ${CANDIDATE_DECISIONS.join(", ")}`,
  notFound: "Requisition not found",
} as const;

const numeric = (v: unknown) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v)) : v);

/** POST /api/requisitions: the match's need, a title, how many people and notes. */
export const createRequisitionSchema = createInsertSchema(requisitions, {
  title: () =>
    z
      .string({ error: REQUISITION_MESSAGES.titleRequired })
      .trim()
      .min(1, REQUISITION_MESSAGES.titleRequired)
      .max(REQUISITION_TITLE_MAX, `Title must be at most ${REQUISITION_TITLE_MAX} characters`),
  mustHave: () => matchNeedFields.mustHave,
  niceToHave: () => matchNeedFields.niceToHave,
  startDate: () => matchNeedFields.startDate,
  weeks: () => matchNeedFields.weeks,
  headcount: () =>
    z.preprocess(
      numeric,
      z
        .number({ error: REQUISITION_MESSAGES.headcount })
        .int(REQUISITION_MESSAGES.headcount)
        .min(1, REQUISITION_MESSAGES.headcount)
        .max(REQUISITION_HEADCOUNT_MAX, REQUISITION_MESSAGES.headcount),
    ),
  timeZone: () => matchNeedFields.timeZone,
  workStart: () => matchNeedFields.workStart,
  workEnd: () => matchNeedFields.workEnd,
  minOverlapHours: () => matchNeedFields.minOverlapHours,
  notes: (column) => optionalText(REQUISITION_NOTES_MAX, column).default(null),
})
  .pick({
    title: true,
    mustHave: true,
    niceToHave: true,
    startDate: true,
    weeks: true,
    headcount: true,
    timeZone: true,
    workStart: true,
    workEnd: true,
    minOverlapHours: true,
    notes: true,
  })
  // Whole dollars at the API's edge, as the match takes it; the column holds cents (max_rate_cents).
  .extend({ maxRate: matchNeedFields.maxRate })
  .superRefine(checkWorkingDay, ALWAYS);
export type CreateRequisitionInput = z.input<typeof createRequisitionSchema>;
export type CreateRequisitionValues = z.output<typeof createRequisitionSchema>;

export const requisitionParamsSchema = z.object({ id: idSchema });
export const candidateParamsSchema = z.object({ id: idSchema, expertId: idSchema });

/** PATCH /api/requisitions/{id}: the client closes it (other statuses follow from what happens). */
export const updateRequisitionSchema = z.object({
  status: z.enum(REQUISITION_STATUSES, { error: `Status must be one of: ${REQUISITION_STATUSES.join(", ")}` }),
});

/**
 * PATCH /api/requisitions/{id} without a status: the client restates the need, every field as when
 * stating it, while it is open and no candidate is proposed; the clock keeps its first dueAt.
 */
export const editRequisitionSchema = createRequisitionSchema;
export type EditRequisitionInput = CreateRequisitionInput;

/**
 * POST /api/requisitions/fit: the need's fields the match filters on (anything else in the body,
 * such as the title, is left out), so the form can count who fits as the client types.
 */
export const requisitionFitSchema = z
  .object({
    mustHave: matchNeedFields.mustHave,
    niceToHave: matchNeedFields.niceToHave,
    maxRate: matchNeedFields.maxRate,
    startDate: matchNeedFields.startDate,
    weeks: matchNeedFields.weeks,
    timeZone: matchNeedFields.timeZone,
    workStart: matchNeedFields.workStart,
    workEnd: matchNeedFields.workEnd,
    minOverlapHours: matchNeedFields.minOverlapHours,
  })
  .superRefine(checkWorkingDay, ALWAYS);
export type RequisitionFitInput = z.input<typeof requisitionFitSchema>;
export type RequisitionFitValues = z.output<typeof requisitionFitSchema>;

/** POST /api/requisitions/{id}/candidates (admins). */
export const proposeCandidateSchema = z.object({
  expertId: idSchema,
  note: z
    .string({ error: REQUISITION_MESSAGES.noteRequired })
    .trim()
    .min(1, REQUISITION_MESSAGES.noteRequired)
    .max(CANDIDATE_NOTE_MAX, `Note must be at most ${CANDIDATE_NOTE_MAX} characters`),
});
export type ProposeCandidateInput = z.input<typeof proposeCandidateSchema>;

/** PATCH /api/requisitions/{id}/candidates/{expertId} (the client): interview, or declined with a reason. */
export const decideCandidateSchema = z
  .object({
    decision: z.enum(CANDIDATE_DECISIONS, { error: REQUISITION_MESSAGES.decision }),
    reason: optionalText(DECLINE_REASON_MAX),
  })
  .superRefine((value, ctx) => {
    if (value.decision === "declined" && !value.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: REQUISITION_MESSAGES.declineReasonRequired });
  });
export type DecideCandidateInput = z.input<typeof decideCandidateSchema>;

export const ownRequisitionsQuerySchema = pageQuerySchema(20);

/** The console's queue: `active` (open and overdue, the default), `all`, or one status. */
export const ADMIN_REQUISITION_FILTERS = ["active", "all", ...REQUISITION_STATUSES] as const;
export const adminRequisitionsQuerySchema = paginationSchema.extend({
  status: z.enum(ADMIN_REQUISITION_FILTERS, { error: `Status must be one of: ${ADMIN_REQUISITION_FILTERS.join(", ")}` }).default("active"),
});
export type AdminRequisitionsQuery = z.output<typeof adminRequisitionsQuerySchema>;

/** GET /api/admin/requisitions/{id}/suggestions: the match's ranked experts for the need. */
export const suggestionsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(MATCH_LIMIT_MAX, `limit must be at most ${MATCH_LIMIT_MAX}`)
    .default(MATCH_LIMIT_DEFAULT),
});

// --- answers ------------------------------------------------------------------------------------

const requisitionColumns = createSelectSchema(requisitions, {
  startDate: dateAnswer,
  status: z.enum(REQUISITION_STATUSES),
  submittedAt: momentAnswer,
  dueAt: momentAnswer,
  shortlistedAt: momentAnswer.nullable(),
  overdueAt: momentAnswer.nullable(),
  filledAt: momentAnswer.nullable(),
  closedAt: momentAnswer.nullable(),
});

const candidateColumns = createSelectSchema(requisitionCandidates, {
  reasons: () => matchReasonsAnswer,
  proposedAt: momentAnswer,
  decision: z.enum(CANDIDATE_DECISIONS).nullable(),
  decidedAt: momentAnswer.nullable(),
});

export const requisitionCandidateAnswer = candidateColumns
  .pick({ expertId: true, note: true, score: true, reasons: true, proposedAt: true, decision: true, declineReason: true, decidedAt: true })
  .extend({
    /** The expert's public profile. */
    expert: expertAnswer,
    /** The latest pre-booking of this expert made from this requisition, if any. */
    booking: z.object({ id: z.number().int(), status: z.enum(PRE_BOOKING_STATUSES), startDate: dateAnswer, endDate: dateAnswer }).nullable(),
  });
export type RequisitionCandidate = z.output<typeof requisitionCandidateAnswer>;

/** GET /api/requisitions and the console's queue: a need with its clock and its counts. */
export const requisitionSummaryAnswer = requisitionColumns
  .pick({
    id: true,
    clientId: true,
    title: true,
    mustHave: true,
    niceToHave: true,
    startDate: true,
    weeks: true,
    headcount: true,
    timeZone: true,
    workStart: true,
    workEnd: true,
    minOverlapHours: true,
    notes: true,
    status: true,
    submittedAt: true,
    /** submittedAt + 14 × 24 h. */
    dueAt: true,
    shortlistedAt: true,
    overdueAt: true,
    filledAt: true,
    closedAt: true,
  })
  .extend({
    clientName: z.string(),
    companyName: z.string().nullable(),
    /** The client's own zone (their profile's, else the need's): where the client's screens and notices give its moments. */
    clientTimeZone: z.string(),
    /** Whole US dollars an hour at the API's edge (the column holds cents), or no limit. */
    maxRate: z.number().nullable(),
    /** Whole days until dueAt, rounded up; 0 once it has passed. */
    daysLeft: z.number().int(),
    /** Still being searched for: open, overdue or shortlisted (candidates may still be proposed and booked). */
    searching: z.boolean(),
    /** The shortlist came late, or the clock ran out first. */
    missedGuarantee: z.boolean(),
    /** The 14-day clock at the moment of the answer, in words and as a share (shared/flows/requisition.ts). */
    clock: z.object({ text: z.string(), share: z.number(), daysUsed: z.number() }) satisfies z.ZodType<RequisitionClock>,
    /** 2 × headcount. */
    shortlistSize: z.number().int(),
    counts: z.object({ proposed: z.number().int(), interview: z.number().int(), declined: z.number().int(), confirmedBookings: z.number().int() }),
  });
export type RequisitionSummary = z.output<typeof requisitionSummaryAnswer>;

/** On a replacement requisition: the engagement it replaces. */
export const replacementOfAnswer = z.object({
  engagementId: z.number().int(),
  expertName: z.string(),
  endedAt: momentAnswer.nullable(),
  /** The client's reason for ending it. */
  reason: z.string().nullable(),
});
export type ReplacementOf = z.output<typeof replacementOfAnswer>;

/** GET /api/requisitions/{id}, and the answer of each change. */
export const requisitionAnswer = requisitionSummaryAnswer.extend({
  candidates: z.array(requisitionCandidateAnswer),
  /** When this is a free replacement: the engagement that ended in its trial. */
  replacementOf: replacementOfAnswer.nullable(),
  /** The dates a booking of its candidates takes: from startDate, or today (UTC) once that has passed, for `weeks` weeks (inclusive). */
  bookingDates: z.object({ startDate: dateAnswer, endDate: dateAnswer }),
  /** Active experts who pass the need's hard filters now (the match's rules, from bookingDates' start). */
  fitCount: z.number().int(),
  /** The client may still edit the need: open, and no candidate proposed yet. */
  editable: z.boolean(),
});
export type Requisition = z.output<typeof requisitionAnswer>;

/** The match's hard filters, in the order it applies them (docs/match.md). */
export const HARD_FILTERS = ["skills", "rate", "overlap", "availability"] as const;
export type HardFilter = (typeof HARD_FILTERS)[number];

/** POST /api/requisitions/fit: how many active experts pass the need's hard filters, and with none, which filters rule everyone out. */
export const requisitionFitAnswer = z.object({
  fitCount: z.number().int(),
  /**
   * Empty while someone fits. With nobody: each filter that alone rules everyone out, with how many
   * would fit without it; when no single filter does, every filter that removed someone (fitWithout 0).
   */
  ruledOutBy: z.array(z.object({ filter: z.enum(HARD_FILTERS), fitWithout: z.number().int(), message: z.string() })),
});
export type RequisitionFit = z.output<typeof requisitionFitAnswer>;

/** Why an expert cannot be proposed: each hard filter of the match they fail (the 409's `error.details`). */
export const candidateRefusalAnswer = z.object({
  path: z.string(),
  filter: z.enum(["active", "skills", "rate", "overlap", "availability"]),
  message: z.string(),
});
export type CandidateRefusal = z.output<typeof candidateRefusalAnswer>;

/** GET /api/admin/requisitions/figures: the last 90 days. */
export const requisitionFiguresAnswer = z.object({
  windowDays: z.number().int(),
  /** Requisitions shortlisted in the window. */
  shortlisted: z.number().int(),
  /** Submitted → shortlisted, in hours (one decimal); null with no shortlist in the window. */
  medianHoursToShortlist: z.number().nullable(),
  p90HoursToShortlist: z.number().nullable(),
  /** Requisitions whose 14 days ended in the window without a shortlist by then. */
  missedGuarantees: z.number().int(),
  /** Being searched now, and of those, past their deadline. */
  searching: z.number().int(),
  overdue: z.number().int(),
});
export type RequisitionFigures = z.output<typeof requisitionFiguresAnswer>;

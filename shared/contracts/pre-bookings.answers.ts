// The answers of the pre-booking calls (docs/decisions/078), re-exported by ./pre-bookings.ts. Plain
// zod with no table behind it: the screens that only read bookings (the admin console's list among
// them) check what arrives without loading the pre_bookings table's code.
import { z } from "zod";
import { PRE_BOOKING_STATUSES } from "../constants";
import { dateAnswer, estimateAnswer, momentAnswer } from "./common";

/**
 * Why an expert declines a request (PATCH /api/pre-bookings/{id} `{status: "declined", reason}`):
 * a short list, each with the words the expert picks and the words the client reads.
 */
export const DECLINE_REASONS = ["dates", "other_work", "skills", "terms", "other"] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
export const DECLINE_REASON_TEXT: Record<DeclineReason, { label: string; forClient: string }> = {
  dates: { label: "I am not available on these dates", forClient: "The expert is not available on these dates." },
  other_work: { label: "I have taken other work for this time", forClient: "The expert has taken other work for this time." },
  skills: { label: "The work does not fit my skills", forClient: "The expert feels the work does not fit their skills." },
  terms: { label: "The contract length or terms do not suit me", forClient: "The contract length or terms do not suit the expert." },
  other: { label: "Another reason", forClient: "The expert declined for another reason." },
};

/** How many other experts a declined request offers the client at most. */
export const DECLINE_ALTERNATIVES_MAX = 3;

/** An expert the match offers instead of one who declined: active, fitting the same need and dates. */
export const alternativeExpertAnswer = z.object({
  expertId: z.number().int(),
  name: z.string(),
  role: z.string(),
  profileImage: z.string().nullable(),
});
export type AlternativeExpert = z.output<typeof alternativeExpertAnswer>;

/**
 * Where a requested pre-interview stands: none booked yet (or only cancelled ones), one scheduled,
 * passed (the expert may confirm), or recorded as not passed.
 */
export const PRE_INTERVIEW_STATES = ["none", "scheduled", "passed", "failed"] as const;
export type PreInterviewState = (typeof PRE_INTERVIEW_STATES)[number];

/**
 * A pre-booking as its client, its expert and the admins read it: the row's own columns, who and
 * what it names, and what its flow derives (shared/flows/pre-booking.ts), so the screens work out
 * no deadline themselves.
 */
export const preBookingAnswer = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  clientName: z.string(),
  companyName: z.string().nullable(),
  expertId: z.number().int(),
  expertName: z.string(),
  expertRole: z.string(),
  expertProfileImage: z.string().nullable(),
  dreamTeamId: z.number().int().nullable(),
  dreamTeamName: z.string().nullable(),
  /** The requisition it was made from, if any. */
  requisitionId: z.number().int().nullable(),
  startDate: dateAnswer,
  endDate: dateAnswer,
  contractLength: z.number().int(),
  /** What the booked dates cost at the expert's rate and 40 hours a week, both days counted (shared/money.ts); null without a rate. */
  estimate: estimateAnswer.nullable(),
  preInterviewRequested: z.boolean(),
  /** Where the requested pre-interview stands (null when none was asked for): the expert confirms only once it has `passed`. */
  preInterview: z.enum(PRE_INTERVIEW_STATES).nullable(),
  notes: z.string().nullable(),
  status: z.enum(PRE_BOOKING_STATUSES),
  /** Why the booking was declined, in the client's words (the expert's reason, or the rule's); shown to the client. */
  statusReason: z.string().nullable(),
  /** The expert's reason when they declined with one; null otherwise. */
  declineReason: z.enum(DECLINE_REASONS).nullable(),
  /** When the expert declined: up to three other active experts who fit the same need and dates (the client's and admins' reads; empty for the expert). */
  alternatives: z.array(alternativeExpertAnswer).max(DECLINE_ALTERNATIVES_MAX),
  createdAt: momentAnswer,
  confirmedAt: momentAnswer.nullable(),
  declinedAt: momentAnswer.nullable(),
  completedAt: momentAnswer.nullable(),
  /**
   * While pending: when it is declined unanswered (PREBOOKING_EXPIRY_DAYS after it was made, or
   * after its interview passed when that came later, or once its start date has gone by); null
   * otherwise, and while an interview for it is scheduled (it does not expire then).
   */
  expiresAt: momentAnswer.nullable(),
});
export type PreBooking = z.output<typeof preBookingAnswer>;

/** POST /api/requisitions/{id}/pre-bookings: the candidates marked for interview, each booked. */
export const requisitionBookingAnswer = z.object({
  requisitionId: z.number().int(),
  preBookings: z.array(preBookingAnswer),
});
export type RequisitionBookingResult = z.output<typeof requisitionBookingAnswer>;

// Request and response shapes of the pre-booking calls, and the date rules both sides apply.
import { z } from "zod";
import { createInsertSchema } from "drizzle-zod";
import { CONTRACT_LENGTHS, MESSAGES, PRE_BOOKING_STATUSES } from "../constants";
import { daysBetween } from "../calendar";
import { preBookings } from "../schema/pre-bookings";
import { calendarDateSchema, idSchema, optionalText, pageQuerySchema, paginationSchema } from "./common";
import { typed } from "./derive";
import { DECLINE_REASONS } from "./pre-bookings.answers";

export const PRE_BOOKING_NOTES_MAX = 2000;

/** Messages of SPEC.md section 5 that name a date, plus the past-date rule PRODUCT.md's expiry implies. */
export const PRE_BOOKING_MESSAGES = {
  missingDates: MESSAGES.missingDates,
  invalidDates: MESSAGES.invalidDates,
  invalidStartDate: (from: string) => ({ title: "Invalid start date", description: `The expert is only available from ${from}.` }),
  invalidEndDate: (to: string) => ({ title: "Invalid end date", description: `The expert is only available until ${to}.` }),
  startInPast: { title: "Invalid start date", description: "The start date cannot be in the past." },
  submitted: { title: "Pre-booking submitted" },
  failed: { title: "Pre-booking failed", description: "Failed to submit pre-booking" },
  confirmed: "Booking confirmed",
  declined: "Booking declined",
  updateFailed: { title: "Failed to update booking", description: "Something went wrong" },
  empty: "No prebookings yet",
} as const;

const contractLengthSchema = z.coerce
  .number({ error: `Contract length must be one of ${CONTRACT_LENGTHS.join(", ")} months` })
  .refine((v) => (CONTRACT_LENGTHS as readonly number[]).includes(v), `Contract length must be one of ${CONTRACT_LENGTHS.join(", ")} months`);

const requiredDate = z.preprocess((v) => (v === "" ? undefined : v), calendarDateSchema.optional());

/** POST /api/pre-bookings, derived from the pre_bookings table; the date rules are checkBookingDates below. */
export const createPreBookingSchema = createInsertSchema(preBookings, {
  /** Accepted for SPEC.md's payload; it must name the caller. */
  clientId: () => idSchema.nullish(),
  expertId: () => idSchema,
  dreamTeamId: () => z.preprocess((v) => (v === "" ? null : v), idSchema.nullish()),
  /** Pre-booking a candidate proposed for one of the caller's requisitions. */
  requisitionId: () => z.preprocess((v) => (v === "" ? null : v), idSchema.nullish()),
  startDate: () => requiredDate,
  endDate: () => requiredDate,
  contractLength: () => contractLengthSchema.nullish(),
  preInterviewRequested: (column) => typed(column, "Must be true or false").nullish(),
  notes: (column) => optionalText(PRE_BOOKING_NOTES_MAX, column).default(null),
}).pick({
  clientId: true,
  expertId: true,
  dreamTeamId: true,
  requisitionId: true,
  startDate: true,
  endDate: true,
  contractLength: true,
  preInterviewRequested: true,
  notes: true,
});
export type CreatePreBookingInput = z.input<typeof createPreBookingSchema>;
export type CreatePreBookingValues = z.output<typeof createPreBookingSchema>;

/**
 * PATCH /api/pre-bookings/{id}: SPEC.md's `{status}`, and with a decline the expert's reason from the
 * short list (optional, so SPEC.md's body without one still works).
 */
export const updatePreBookingSchema = z
  .object({
    status: z.enum(PRE_BOOKING_STATUSES, { error: `Status must be one of: ${PRE_BOOKING_STATUSES.join(", ")}` }),
    reason: z.enum(DECLINE_REASONS, { error: `Reason must be one of: ${DECLINE_REASONS.join(", ")}` }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.reason !== undefined && v.status !== "declined") ctx.addIssue({ code: "custom", path: ["reason"], message: "A reason is given only when declining" });
  });
export type UpdatePreBookingValues = z.output<typeof updatePreBookingSchema>;

export const bookingParamsSchema = z.object({ bookingId: idSchema });
export const expertParamsSchema = z.object({ expertId: idSchema });
export const clientParamsSchema = z.object({ clientId: idSchema });
export const ownPreBookingsQuerySchema = pageQuerySchema(100);

export const PRE_BOOKING_STATUS_FILTERS = ["all", ...PRE_BOOKING_STATUSES] as const;
export const adminPreBookingsQuerySchema = paginationSchema.extend({
  q: z.string().trim().max(200, "Must be at most 200 characters").optional(),
  status: z.enum(PRE_BOOKING_STATUS_FILTERS, { error: `Status must be one of: ${PRE_BOOKING_STATUS_FILTERS.join(", ")}` }).default("all"),
});
export type AdminPreBookingsQuery = z.output<typeof adminPreBookingsQuerySchema>;

// The answers (preBookingAnswer, requisitionBookingAnswer) are in pre-bookings.answers.ts, plain zod
// without the table, so a screen that only reads bookings loads no table code.
export * from "./pre-bookings.answers";

/** The window an expert's saved availability allows. */
export interface BookableWindow {
  availableFrom?: string | null;
  availableTo?: string | null;
}

export type DateProblem = { field: "startDate" | "endDate"; title: string; description: string };

/**
 * SPEC.md section 5's date rules, in the order the form reports them. Dates are YYYY-MM-DD
 * strings, so they compare as text. `today` is the first day a booking may start.
 */
export function checkBookingDates(
  start: string | null | undefined,
  end: string | null | undefined,
  window: BookableWindow | null | undefined,
  opts: { today?: string; formatDate?: (isoDate: string) => string } = {},
): DateProblem | null {
  const fmt = opts.formatDate ?? ((d: string) => d);
  if (!start || !end) return { field: !start ? "startDate" : "endDate", ...PRE_BOOKING_MESSAGES.missingDates };
  if (end <= start) return { field: "endDate", ...PRE_BOOKING_MESSAGES.invalidDates };
  if (window?.availableFrom && start < window.availableFrom) {
    return { field: "startDate", ...PRE_BOOKING_MESSAGES.invalidStartDate(fmt(window.availableFrom)) };
  }
  if (window?.availableTo && end > window.availableTo) {
    return { field: "endDate", ...PRE_BOOKING_MESSAGES.invalidEndDate(fmt(window.availableTo)) };
  }
  if (opts.today && start < opts.today) return { field: "startDate", ...PRE_BOOKING_MESSAGES.startInPast };
  return null;
}

/** Whole days between two calendar dates, rounded up; 0 when either is missing or the range is empty. */
export function bookingDurationDays(start: string | null | undefined, end: string | null | undefined): number {
  if (!start || !end) return 0;
  const days = daysBetween(start, end);
  return Number.isFinite(days) && days > 0 ? days : 0;
}

/**
 * The booked window and the contract it opens, in one phrase that cannot contradict itself (PRODUCT.md
 * "Lengths that agree"): "83 days booked, of an intended 18-month contract"; null without a window.
 * The screens and the expert's notice of a new request say it so.
 */
export function bookingLengths(start: string | null | undefined, end: string | null | undefined, contractLength: number): string | null {
  const days = bookingDurationDays(start, end);
  if (days <= 0) return null;
  return `${bookedDaysText(days)}, of an intended ${contractLength}-month contract`;
}

/** "83 days booked". */
export const bookedDaysText = (days: number) => `${days} ${days === 1 ? "day" : "days"} booked`;

// The pre-booking dialog's form: the fields of POST /api/pre-bookings a client fills in, checked by
// the shared contract and by SPEC.md section 5's date rules against the expert's availability.
import type { z } from "zod";
import { checkBookingDates, createPreBookingSchema, type BookableWindow } from "@shared/contracts/pre-bookings";
import { formatDay } from "@shared/calendar";

const bookingFields = createPreBookingSchema.pick({ startDate: true, endDate: true, contractLength: true, preInterviewRequested: true, notes: true });

/** What the inputs hold (text from the date and select inputs). */
export type BookingFormInput = z.input<typeof bookingFields>;
/** What the form submits: dates as YYYY-MM-DD, the contract length as a number, notes trimmed or null. */
export type BookingFormValues = z.output<typeof bookingFields>;

/** The first date rule a pair of dates breaks, worded with the dates as the dialog shows them. */
export function bookingDateProblem(start: unknown, end: unknown, window: BookableWindow | null, today: string) {
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  return checkBookingDates(text(start), text(end), window, { today, formatDate: formatDay });
}

/** The form's schema for one expert's availability window; a date problem is reported on its field. */
export function bookingFormSchema(window: BookableWindow | null, today: string) {
  return bookingFields.superRefine((values, ctx) => {
    const problem = bookingDateProblem(values.startDate, values.endDate, window, today);
    if (problem) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.description });
  });
}

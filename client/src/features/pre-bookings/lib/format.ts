// Display helpers for pre-booking dates and durations.
import { DAYS_PER_MONTH } from "@shared/constants";
import { bookingDurationDays, bookingLengths } from "@shared/contracts/pre-bookings";
import { addDays } from "@shared/calendar";

/** SPEC.md section 5's duration: days rounded up, plus months approximated as days / 30, rounded. */
export function durationLabel(start: string | null | undefined, end: string | null | undefined): string | null {
  const days = bookingDurationDays(start, end);
  if (days <= 0) return null;
  const months = Math.round(days / DAYS_PER_MONTH);
  return `${days} ${days === 1 ? "day" : "days"} (~${months} ${months === 1 ? "month" : "months"})`;
}

/** The later of two YYYY-MM-DD dates (either may be missing). */
export function laterDate(a: string | null | undefined, b: string | null | undefined): string | undefined {
  if (!a) return b ?? undefined;
  if (!b) return a;
  return a > b ? a : b;
}

/** The booked window and the intended contract in one phrase (shared/contracts/pre-bookings.ts). */
export const lengthsLabel = bookingLengths;

/** The end date a contract length gives a start: start + length × 30 days. */
export const endDateForLength = (start: string, months: number) => addDays(start, months * DAYS_PER_MONTH);

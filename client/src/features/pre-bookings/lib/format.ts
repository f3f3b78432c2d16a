// Display helpers for pre-booking dates and durations.
import { format, parseISO } from "date-fns";
import { DAYS_PER_MONTH } from "@shared/constants";
import { bookingDurationDays } from "@shared/contracts/pre-bookings";

/** "2026-12-07" → "7 Dec 2026"; anything unreadable is shown as given. */
export function formatDay(isoDate: string | null | undefined): string {
  if (!isoDate) return "";
  const parsed = parseISO(isoDate.slice(0, 10));
  return Number.isNaN(parsed.getTime()) ? isoDate : format(parsed, "d MMM yyyy");
}

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

// Display formats of the admin console's lists: dates in the admin's locale, rates in USD.
import { formatDollarRate } from "@shared/money";

const dateFormat = new Intl.DateTimeFormat(undefined, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** A calendar day (YYYY-MM-DD) or the day of a timestamp, as the UTC date it names. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return "—";
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** An instant in the viewer's own time zone, or in `timeZone` when given (and known). */
export function formatInstant(value: string | null | undefined, timeZone?: string): string {
  if (!value) return "—";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  if (!timeZone) return dateTimeFormat.format(date);
  try {
    return new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short", timeZone }).format(date);
  } catch {
    return dateTimeFormat.format(date);
  }
}

export const formatRate = (rate: number | null | undefined) => (rate == null ? "No rate set" : formatDollarRate(rate));

/** "Showing 21–40 of 57" ("of 1000+" when the server stopped counting), or null when the list is empty. */
export function rangeLabel(offset: number, count: number, total: number, capped = false): string | null {
  if (total === 0 || count === 0) return null;
  return `Showing ${offset + 1}–${offset + count} of ${total}${capped ? "+" : ""}`;
}

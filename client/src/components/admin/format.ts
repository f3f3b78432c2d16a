// Display formats of the admin console's lists: dates as the product writes them, rates in USD;
// moments are written by @/lib/calendar-date.
import * as calendar from "@shared/calendar";
import { formatDollarRate } from "@shared/money";

/** A calendar day (YYYY-MM-DD) or the day of a timestamp, as the UTC date it names; "—" when there is none. */
export const formatDay = (value: string | null | undefined) => (value ? calendar.formatDay(value) : "—");

export const formatRate = (rate: number | null | undefined) => (rate == null ? "No rate set" : formatDollarRate(rate));

/** "Showing 21–40 of 57" ("of 1000+" when the server stopped counting), or null when the list is empty. */
export function rangeLabel(offset: number, count: number, total: number, capped = false): string | null {
  if (total === 0 || count === 0) return null;
  return `Showing ${offset + 1}–${offset + count} of ${total}${capped ? "+" : ""}`;
}

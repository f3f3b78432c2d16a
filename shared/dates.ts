// The one "today" of the product: calendar dates are UTC days on both sides and in SQL parameters.

/** Today's date in UTC as YYYY-MM-DD (the calendar the server checks start dates against). */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

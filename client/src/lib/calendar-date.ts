// Calendar dates (YYYY-MM-DD, the product's dates: shared/dates.ts) for people, the same in every
// viewer's zone: "4 Jan 2027", "Mon 4 Jan 2027".
const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const weekday = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

const asDate = (date: string) => new Date(`${date.slice(0, 10)}T00:00:00Z`);

/** "2027-01-04" → "4 Jan 2027"; anything unreadable is shown as given. */
export function formatCalendarDate(date: string): string {
  const d = asDate(date);
  return Number.isNaN(d.getTime()) ? date : day.format(d);
}

/** "2027-01-04" → "Mon 4 Jan 2027". */
export function formatCalendarDateWithWeekday(date: string): string {
  const d = asDate(date);
  return Number.isNaN(d.getTime()) ? date : weekday.format(d).replace(",", "");
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((asDate(to).getTime() - asDate(from).getTime()) / 86_400_000);
}

/** The date `days` after `date` (before, when negative). */
export function addCalendarDays(date: string, days: number): string {
  return new Date(asDate(date).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

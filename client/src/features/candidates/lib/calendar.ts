// Month grids for the availability calendar; days are local calendar dates as YYYY-MM-DD, laid out
// with the product's date arithmetic (shared/calendar.ts).
import { addDays, mondayOf, monthBounds } from "@shared/calendar";

export interface CalendarDay {
  iso: string;
  day: number;
  inMonth: boolean;
}

/** The reader's own calendar date of a local Date, as YYYY-MM-DD. */
export const toIsoDate = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

/** Whole weeks (Monday first) covering the month that contains `month`. */
export function monthGrid(month: Date): CalendarDay[][] {
  const m = toIsoDate(month).slice(0, 7);
  const { first, last } = monthBounds(m);
  const end = addDays(mondayOf(last), 6);
  const weeks: CalendarDay[][] = [];
  for (let d = mondayOf(first); d <= end; d = addDays(d, 1)) {
    if (weeks.length === 0 || weeks[weeks.length - 1].length === 7) weeks.push([]);
    weeks[weeks.length - 1].push({ iso: d, day: Number(d.slice(8, 10)), inMonth: d.startsWith(m) });
  }
  return weeks;
}

/** Adds the date when missing, removes it when present; the result is sorted. */
export function toggleDate(dates: readonly string[], iso: string): string[] {
  const set = new Set(dates);
  if (set.has(iso)) set.delete(iso);
  else set.add(iso);
  return [...set].sort();
}

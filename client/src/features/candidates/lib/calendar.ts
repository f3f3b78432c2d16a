// Month grids for the availability calendar; days are local calendar dates as YYYY-MM-DD.
import { addDays, format, startOfMonth, startOfWeek, endOfMonth, endOfWeek } from "date-fns";

export interface CalendarDay {
  iso: string;
  day: number;
  inMonth: boolean;
}

export const toIsoDate = (d: Date) => format(d, "yyyy-MM-dd");

/** Whole weeks (Monday first) covering the month that contains `month`. */
export function monthGrid(month: Date): CalendarDay[][] {
  const first = startOfWeek(startOfMonth(month), { weekStartsOn: 1 });
  const last = endOfWeek(endOfMonth(month), { weekStartsOn: 1 });
  const weeks: CalendarDay[][] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) {
    if (weeks.length === 0 || weeks[weeks.length - 1].length === 7) weeks.push([]);
    weeks[weeks.length - 1].push({ iso: toIsoDate(d), day: d.getDate(), inMonth: d.getMonth() === month.getMonth() });
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

// Hours on a timesheet: quarter-hour steps from 0 to 12, and how a day and a total read.
import { TIMESHEET_DAY_MAX_MINUTES } from "@shared/constants";
import { TIMESHEET_STEP_MINUTES } from "@shared/contracts/timesheets";

/** 0, 15, 30, … 720: every amount a day may hold. */
export const MINUTE_STEPS = Array.from({ length: TIMESHEET_DAY_MAX_MINUTES / TIMESHEET_STEP_MINUTES + 1 }, (_, i) => i * TIMESHEET_STEP_MINUTES);

/** 450 → "7:30"; 0 → "0:00". */
export const clockHours = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;

/** 450 → "7.5 hours"; 60 → "1 hour". */
export const hoursText = (minutes: number) => `${minutes / 60} ${minutes === 60 ? "hour" : "hours"}`;

/** "2026-03-02" → "Mon 2 Mar": a day of the grid (a calendar date, the same everywhere). */
export const gridDay = (isoDate: string) =>
  new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));

/** "2026-03-02" → "Monday 2 March 2026". */
export const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));

// Hours on a timesheet: quarter-hour steps from 0 to 12, and how a day and a total read.
import { TIMESHEET_DAY_MAX_MINUTES } from "@shared/constants";
import { TIMESHEET_STEP_MINUTES } from "@shared/contracts/timesheets";

/** 0, 15, 30, … 720: every amount a day may hold. */
export const MINUTE_STEPS = Array.from({ length: TIMESHEET_DAY_MAX_MINUTES / TIMESHEET_STEP_MINUTES + 1 }, (_, i) => i * TIMESHEET_STEP_MINUTES);

/** 450 → "7:30"; 0 → "0:00". */
export const clockHours = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;

/** 450 → "7.5 hours"; 60 → "1 hour". */
export const hoursText = (minutes: number) => `${minutes / 60} ${minutes === 60 ? "hour" : "hours"}`;

// A working day: a time zone and two 'HH:MM' clock times, their defaults, and what valid ones are.
// No time-zone database is loaded here, so the contracts and the schema every page's code reaches
// can use it; the overlap of working days (shared/working-hours.ts, which re-exports all of this)
// loads @date-fns/tz and is reached only from the signed-in pages that draw or count overlaps.

export const DEFAULT_EXPERT_TIME_ZONE = "Africa/Johannesburg";
export const DEFAULT_EXPERT_WORK_START = "08:00";
export const DEFAULT_EXPERT_WORK_END = "17:00";

/** Where the team works (Cape Town): admins keep no zone of their own, so their notices give times here, named. */
export const TEAM_TIME_ZONE = "Africa/Johannesburg";

/** Client profiles saved before working hours existed, or without a zone from the browser (see docs/decisions/036-working-hours-where-they-live-and-what-existing-rows-got.md). */
export const DEFAULT_CLIENT_TIME_ZONE = "Europe/London";
export const DEFAULT_CLIENT_WORK_START = "09:00";
export const DEFAULT_CLIENT_WORK_END = "17:00";

/** 'HH:MM' from 00:00 to 23:59, and 24:00 for a day that ends at midnight. Also the database's check. */
export const CLOCK_TIME_PATTERN = "^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$";
const CLOCK_TIME = new RegExp(CLOCK_TIME_PATTERN);

export interface WorkingHours {
  /** IANA time zone, e.g. 'Europe/London'. */
  timeZone: string;
  /** 'HH:MM' local time. */
  workStart: string;
  /** 'HH:MM' local time, after workStart (24:00 allowed). */
  workEnd: string;
}

/**
 * The zone's canonical name when `Intl.DateTimeFormat` accepts it ('europe/london' → 'Europe/London'),
 * otherwise null. Node 20's Intl.supportedValuesOf('timeZone') lacks 'UTC', so it is not used.
 */
export function canonicalTimeZone(timeZone: string): string | null {
  if (!timeZone) return null;
  try {
    return new Intl.DateTimeFormat("en", { timeZone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export const isValidTimeZone = (timeZone: string) => canonicalTimeZone(timeZone) !== null;

export const isClockTime = (value: string) => CLOCK_TIME.test(value);

/** Minutes since midnight of a valid 'HH:MM'. */
export function clockMinutes(value: string): number {
  return Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));
}

/** 'HH:MM' of minutes since midnight (0–1440). */
export function clockTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

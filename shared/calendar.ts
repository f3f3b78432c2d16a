// The calendars the product runs on, each named once with its zone, and the arithmetic and words of
// calendar dates ("YYYY-MM-DD") and months ("YYYY-MM") for the server and the browser alike. A
// calendar date is the same day in every zone, so its arithmetic and its words need no zone rules
// and no library: plain UTC arithmetic and fixed English names. Which date it is *now* depends on a
// zone; that is read with Intl alone (wallClock). docs/architecture.md "Calendars" lists who reads
// each calendar; docs/decisions/081-*.
import { TRIAL_DAYS } from "./constants";

/**
 * The calendars, by name: the zone that decides which day it is, and the functions here that
 * compute it. Periods counted from an instant (the 14 days, five days to auto-approval, an
 * expiry) are not calendars: they are durations from the database's clock.
 */
export const CALENDARS = {
  /** Start dates not in the past; bookings and engagements that end after their end date. */
  today: { zone: "UTC", compute: "todayUtc" },
  /** Timesheet weeks start on the client's Monday; hours only on days that have come there. */
  clientWeek: { zone: "the client's (client_profiles.time_zone, else DEFAULT_CLIENT_TIME_ZONE)", compute: "currentWeekStart, todayIn" },
  /** The 30-day trial: the start date and the 29 days after it, in the client's calendar. */
  trial: { zone: "the client's", compute: "trialLastDay, inTrial" },
  /** The timesheet reminder goes out on Friday where the expert is. */
  expertFriday: { zone: "the expert's (experts.time_zone)", compute: "isFridayIn" },
  /** Invoices bill a calendar month; a timesheet day is billed in the month of its date. */
  invoiceMonth: { zone: "UTC", compute: "monthOf, previousMonth, monthBounds" },
  /** A shortlist is due 336 hours after the need is stated: a duration, by the database's clock (shared/flows/requisition.ts). */
  shortlistClock: { zone: "none", compute: "SHORTLIST_DAYS" },
} as const;

/** A day of 24 hours in milliseconds: how a moment moves by whole days. */
export const DAY_MS = 86_400_000;
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** Midnight UTC of a date (a timestamp's date part is read when one is given). */
const utcMidnight = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

// --- dates ----------------------------------------------------------------------------------------

/** The date `days` after `date` (before, when negative). */
export function addDays(date: string, days: number): string {
  return isoDate(utcMidnight(date) + days * DAY_MS);
}

/** The instant `days` whole days of 24 hours after `at` (before it, when negative): a moment's addDays. */
export function daysAfter(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY_MS);
}

/** The UTC calendar date ("YYYY-MM-DD") an instant falls on. */
export const utcDay = (at: Date | string): string => new Date(at).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  return new Date(utcMidnight(date)).getUTCDay();
}

export function isWeekend(date: string): boolean {
  const d = weekdayOf(date);
  return d === 0 || d === 6;
}

/** The Monday of the week holding a date: where every week of the product starts. */
export function mondayOf(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

// --- months ---------------------------------------------------------------------------------------

/** The month a date (YYYY-MM-DD) or an instant falls in, in UTC: "2026-10". */
export function monthOf(value: string | Date): string {
  return (typeof value === "string" ? value : value.toISOString()).slice(0, 7);
}

/** The month `n` months after `month` (before, when negative). */
export function addMonths(month: string, n: number): string {
  const [year, m] = month.split("-").map(Number);
  const index = year * 12 + (m - 1) + n;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The month's first day: "2026-10" → "2026-10-01". */
export const monthStart = (month: string) => `${month}-01`;

/** The month's first and last days: "2026-02" → { first: "2026-02-01", last: "2026-02-28" }. */
export function monthBounds(month: string): { first: string; last: string } {
  return { first: monthStart(month), last: addDays(monthStart(addMonths(month, 1)), -1) };
}

/** The month before the one `now` falls in (UTC): what the first-of-the-month run bills. */
export const previousMonth = (now: Date) => addMonths(monthOf(now), -1);

// --- words ----------------------------------------------------------------------------------------

const dayParts = (date: string) => {
  const d = new Date(utcMidnight(date));
  return { day: d.getUTCDate(), month: MONTHS[d.getUTCMonth()], year: d.getUTCFullYear(), weekday: WEEKDAYS[d.getUTCDay()] };
};

/** "2027-01-04" → "4 Jan 2027", the product's way of writing a date (of a timestamp: its UTC date); anything unreadable is shown as given. */
export function formatDay(date: string | null | undefined): string {
  if (!date) return "";
  if (Number.isNaN(utcMidnight(date))) return date;
  const p = dayParts(date);
  return `${p.day} ${p.month.slice(0, 3)} ${p.year}`;
}

/** "2027-01-04" → "Mon 4 Jan 2027". */
export function formatDayWithWeekday(date: string): string {
  if (Number.isNaN(utcMidnight(date))) return date;
  return `${dayParts(date).weekday.slice(0, 3)} ${formatDay(date)}`;
}

/** "2027-01-04" → "Mon 4 Jan": a day of a week's grid. */
export const formatGridDay = (date: string) => formatDayWithWeekday(date).slice(0, -5);

/** "2026-03-03" → "Tuesday 3 March 2026": a day in words, as the agreement and messages name it. */
export function formatLongDay(date: string): string {
  const p = dayParts(date);
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`;
}

/** An instant in UTC for mail and notices: "4 Jan 2027 at 09:30 UTC". */
export function formatUtcMoment(at: Date | string): string {
  const iso = new Date(at).toISOString();
  return `${formatDay(iso)} at ${iso.slice(11, 16)} UTC`;
}

/** A moment as its reader's zone shows it, saying which: "7 Dec 2026 at 09:30 (New York time)". */
export function formatMomentIn(at: Date | string, timeZone: string): string {
  const { date, time } = wallClock(at, timeZone);
  return `${formatDay(date)} at ${time} (${zoneCity(timeZone)} time)`;
}

/** A short city name for a zone: "America/New_York" → "New York". */
export function zoneCity(timeZone: string): string {
  const last = timeZone.split("/").pop() ?? timeZone;
  return last.replace(/_/g, " ");
}

/** "October 2026". */
export function monthLabel(month: string): string {
  const [year, m] = month.split("-").map(Number);
  return `${MONTHS[m - 1]} ${year}`;
}

/** "Oct 2026", for a chart's axis. */
export const shortMonthLabel = (month: string) => `${monthLabel(month).slice(0, 3)} ${month.slice(0, 4)}`;

// --- which day it is, where -----------------------------------------------------------------------

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Wall-clock date ("YYYY-MM-DD") and time ("HH:MM") of an instant in a zone. */
export function wallClock(instant: Date | string, timeZone: string): { date: string; time: string } {
  const parts: Record<string, string> = {};
  for (const p of partsFormatter(timeZone).formatToParts(new Date(instant))) parts[p.type] = p.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Today in UTC: the calendar start dates are checked against, on both sides and in SQL parameters. */
export function todayUtc(now: Date = new Date()): string {
  return utcDay(now);
}

/** Today where a party is (the client's calendar decides the week and the trial). */
export const todayIn = (timeZone: string, now: Date = new Date()) => wallClock(now, timeZone).date;

/** The current week's Monday where the client is: their calendar decides which week it is. */
export const currentWeekStart = (timeZone: string, now: Date = new Date()) => mondayOf(todayIn(timeZone, now));

/** Is it Friday where the expert is? (The day their timesheet reminder goes out.) */
export const isFridayIn = (timeZone: string, now: Date = new Date()) => weekdayOf(todayIn(timeZone, now)) === 5;

/**
 * The last calendar day of the trial: the start date and the 29 days after it (30 days in all,
 * the start day counted). Dates are YYYY-MM-DD in the client's zone.
 */
export const trialLastDay = (startDate: string) => addDays(startDate, TRIAL_DAYS - 1);

/** Is `today` (the client's calendar day) inside the trial of an engagement starting on `startDate`? */
export const inTrial = (startDate: string, today: string) => startDate <= today && today <= trialLastDay(startDate);

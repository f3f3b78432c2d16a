// Moments for people in the browser, the one place the browser writes dates itself: an instant in
// the reader's own zone and words (or in a zone given, such as a party's), the calendar date an
// instant falls on where the reader is, and the booking page's slots in the visitor's zone and
// locale with office time alongside. Calendar dates are written by shared/calendar.ts
// ("4 Jan 2027"), the same everywhere.
import { formatDay, wallClock } from "@shared/calendar";
import { isKnownTimeZone, zoneCity } from "@shared/wall-clock";

// Made when first used, not when the module loads: /booking loads this module for its scheduler
// and never writes a moment, and every formatter costs the main thread (a page's first one loads
// the runtime's locale data, tens of milliseconds on a phone).
let readerMomentFormat: Intl.DateTimeFormat | undefined;
const readerMoment = () => (readerMomentFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }));
const zoneMoments = new Map<string, Intl.DateTimeFormat | null>();

function momentFormat(timeZone: string | undefined) {
  if (!timeZone) return readerMoment();
  if (!zoneMoments.has(timeZone)) {
    try {
      zoneMoments.set(timeZone, new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short", timeZone }));
    } catch {
      zoneMoments.set(timeZone, null);
    }
  }
  return zoneMoments.get(timeZone) ?? readerMoment();
}

/** An instant in the reader's own zone and words ("7 Dec 2026, 14:30"), or in `timeZone` when given and known; "—" when there is none. */
export function formatMoment(value: string | null | undefined, timeZone?: string): string {
  if (!value) return "—";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : momentFormat(timeZone).format(date);
}

/** The calendar date an instant falls on where the reader is, written as every date is: "7 Dec 2026". */
export function formatMomentDay(value: string | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return formatDay(wallClock(date, Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC").date);
}

// --- the booking page: the visitor's zone and locale ---------------------------------------------
const cache = new Map<string, Intl.DateTimeFormat>();


function formatter(locale: string | undefined, options: Intl.DateTimeFormatOptions) {
  const key = `${locale ?? ""}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    cache.set(key, f);
  }
  return f;
}

/** The browser's IANA zone, or UTC when it reports none we can use. */
export function browserTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isKnownTimeZone(zone) ? zone : "UTC";
  } catch {
    return "UTC";
  }
}

/** "3:00 AM" (en-US) or "03:00" (en-GB) for an instant in a zone. */
export function formatTime(instant: string | Date, timeZone: string, locale?: string): string {
  return formatter(locale, { hour: "numeric", minute: "2-digit", timeZone }).format(new Date(instant));
}

/** A calendar date ("YYYY-MM-DD") as "Mon, Mar 9"; the date is read at noon UTC so no zone moves it. */
export function formatDayShort(date: string, locale?: string): string {
  return formatter(locale, { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
}

/** "Monday, March 9, 2026" for a calendar date. */
export function formatDayLong(date: string, locale?: string): string {
  return formatter(locale, { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** The zone's short name at an instant, e.g. "EST" or "EDT", or "GMT+2" where there is no abbreviation. */
export function zoneAbbreviation(instant: string | Date, timeZone: string, locale?: string): string {
  const part = formatter(locale, { timeZone, timeZoneName: "short" })
    .formatToParts(new Date(instant))
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? timeZone;
}

/** "New York" for America/New_York; UTC stays UTC. */
export const placeName = zoneCity;

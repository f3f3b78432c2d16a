// How slots read on the booking page: the visitor's own zone and locale, with office time alongside.
import { isKnownTimeZone, zoneCity } from "@shared/wall-clock";

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

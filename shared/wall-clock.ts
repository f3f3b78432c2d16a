// The visitor's zone on the booking page, read with Intl alone (no zone rules shipped): whether a
// zone is known and its city (wallClock and the date arithmetic are in calendar.ts; the offered
// slots by the visitor's date in visitor-days.ts, which only the scheduler loads). The slot rules
// that need the office zone's rules are in discovery-slots.ts, which re-exports these.

/** True when the zone is one this runtime knows (IANA names such as Europe/London, or UTC). */
export function isKnownTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone) || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export { zoneCity } from "./calendar";

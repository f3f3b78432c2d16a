// The visitor's zone on the booking page, read with Intl alone (no zone rules shipped): whether a
// zone is known, its city, and offered slots by the visitor's calendar date (wallClock and the date
// arithmetic are in calendar.ts). The slot rules that need the office zone's rules are in
// discovery-slots.ts, which re-exports these.
import { addDays, wallClock } from "./calendar";

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

/** Slots grouped by the visitor's calendar date, in order. */
export function groupByLocalDate(slots: readonly string[], visitorZone: string): Map<string, string[]> {
  const days = new Map<string, string[]>();
  for (const slot of [...slots].sort()) {
    const { date } = wallClock(slot, visitorZone);
    const list = days.get(date);
    if (list) list.push(slot);
    else days.set(date, [slot]);
  }
  return days;
}

/** The visitor's calendar dates from today through the last date with an offered slot (at least `minDays`). */
export function visitorDays(now: Date, visitorZone: string, lastSlot: string | undefined, minDays = 1): string[] {
  const today = wallClock(now, visitorZone).date;
  const last = lastSlot ? wallClock(lastSlot, visitorZone).date : today;
  const days: string[] = [];
  for (let d = today; d <= last || days.length < minDays; d = addDays(d, 1)) days.push(d);
  return days;
}

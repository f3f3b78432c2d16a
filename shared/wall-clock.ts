// Calendar dates and wall-clock times of instants in IANA zones, read with Intl alone (no zone
// rules shipped): what the booking page needs to show slots in the visitor's zone. The slot rules
// that need the office zone's rules are in discovery-slots.ts, which re-exports these.

const DAY_MS = 86_400_000;

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

/** "YYYY-MM-DD" plus n calendar days. */
export function addCalendarDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, for a calendar date (no zone involved). */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function isWeekend(date: string): boolean {
  const d = weekdayOf(date);
  return d === 0 || d === 6;
}

/** A short city name for a zone: "America/New_York" → "New York". */
export function zoneCity(timeZone: string): string {
  const last = timeZone.split("/").pop() ?? timeZone;
  return last.replace(/_/g, " ");
}

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
  for (let d = today; d <= last || days.length < minDays; d = addCalendarDays(d, 1)) days.push(d);
  return days;
}

// The booking page's days in the visitor's zone: the offered slots grouped by the visitor's
// calendar date, and the run of dates to show. Read with Intl alone through calendar.ts's
// wallClock; apart from wall-clock.ts so that only the scheduler (and the server's slot rules)
// load it, not every page that writes a moment.
import { addDays, wallClock } from "./calendar";

/** Minutes a zone's wall clock is ahead of UTC at an instant (-240 in New York in July, 120 in Johannesburg). */
function zoneOffsetMinutes(instant: Date | string | number, timeZone: string): number {
  const minute = Math.floor(new Date(instant).getTime() / 60_000) * 60_000;
  const { date, time } = wallClock(new Date(minute), timeZone);
  return Math.round((Date.parse(`${date}T${time}:00Z`) - minute) / 60_000);
}

const DAY_MS = 86_400_000;

/**
 * The zone's offset at instants read in ascending order, with a few Intl look-ups rather than one
 * per instant (each costs the main thread): the offset is read at an instant and a day later, and
 * when both agree it holds for the day between (no zone changes its clock twice within a day);
 * when they differ the change is found to the minute by halving.
 */
function offsetsIn(timeZone: string) {
  let from = Number.NaN;
  let to = Number.NaN;
  let offset = 0;
  return (ms: number): number => {
    if (ms >= from && ms <= to) return offset;
    const first = zoneOffsetMinutes(ms, timeZone);
    let holds = ms + DAY_MS;
    if (zoneOffsetMinutes(holds, timeZone) !== first) {
      let changed = holds;
      holds = ms;
      while (changed - holds > 60_000) {
        const mid = holds + Math.floor((changed - holds) / 120_000) * 60_000;
        if (zoneOffsetMinutes(mid, timeZone) === first) holds = mid;
        else changed = mid;
      }
    }
    [from, to, offset] = [ms, holds, first];
    return offset;
  };
}

/** Slots grouped by the visitor's calendar date, in order (the same dates `wallClock` gives). */
export function groupByLocalDate(slots: readonly string[], visitorZone: string): Map<string, string[]> {
  const days = new Map<string, string[]>();
  const offsetAt = offsetsIn(visitorZone);
  for (const slot of [...slots].sort()) {
    const ms = Date.parse(slot);
    const date = new Date(ms + offsetAt(ms) * 60_000).toISOString().slice(0, 10);
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

// Working hours in a time zone: how two people's working days overlap over an engagement (used by
// the server and the browser alike), and (re-exported from ./working-day) the defaults and what a
// valid zone and clock time are.
import { TZDate, tzOffset } from "@date-fns/tz";
import { addDays, DAY_MS } from "./calendar";
import { clockMinutes, clockTime, type WorkingHours } from "./working-day";

export * from "./working-day";

// ---------------------------------------------------------------------------------------------
// Overlap of working hours over an engagement.
//
// The engagement runs from `startDate` for weeks × 7 calendar days, end inclusive. Its working days
// are the Mondays to Fridays of the client's calendar. On each working day D the client works from
// workStart to workEnd of D in their zone; the expert works workStart to workEnd of each of their
// own Mondays to Fridays in theirs. Both are turned into instants for that very date in each zone
// (so a daylight-saving change on either side counts on the days it applies) and intersected; the
// expert's neighbouring dates count too, because a client's day can meet the expert's previous or
// next day when the zones are far apart.
//
// Instants come from the time-zone database through @date-fns/tz: the zone's offset is read for
// each date (tzOffset), and on a date where it changes, and the days either side, each time is
// resolved from the offsets either side of the change (a repeated time is its first occurrence, a
// skipped one moves forward). Reading an offset is about 15 times cheaper than building a TZDate,
// which matters when one request checks hundreds of working-hour patterns over two years.
// ---------------------------------------------------------------------------------------------

const MINUTE = 60_000;
const DAY = DAY_MS;

/** Overlap figures are rounded down to whole quarter hours, the step of minOverlapHours. */
export const OVERLAP_STEP_MINUTES = 15;
export const quarterHoursDown = (minutes: number) => Math.floor(Math.max(0, minutes) / OVERLAP_STEP_MINUTES) / (60 / OVERLAP_STEP_MINUTES);

export interface Band {
  /** 'HH:MM' in the client's zone. */
  start: string;
  end: string;
  /** end − start in hours, rounded down to a quarter hour. */
  hours: number;
}

export interface Overlap {
  /** The fewest shared working hours on any working day of the engagement (quarter hours, rounded down). */
  overlapHours: number;
  /** The longest band of the client's day shared on every working day, or null when none. */
  band: Band | null;
}

/** A half-open span [from, to) of minutes or milliseconds. */
type Span = [number, number];

/** Days since 1970-01-01 of a YYYY-MM-DD date, and back. */
const dayNumber = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY;
const dateOf = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);
/** 1970-01-01 was a Thursday. */
const isWeekdayNumber = (day: number) => {
  const dow = (((day + 4) % 7) + 7) % 7;
  return dow >= 1 && dow <= 5;
};

/** Monday to Friday; a calendar date's weekday is the same in every zone. */
export const isWeekday = (date: string) => isWeekdayNumber(dayNumber(date));

/** The engagement's last day: weeks × 7 calendar days from the start, end inclusive. */
export const engagementEnd = (startDate: string, weeks: number) => addDays(startDate, weeks * 7 - 1);

function workingDays(startDate: string, weeks: number): number[] {
  const first = dayNumber(startDate);
  const days: number[] = [];
  for (let day = first; day < first + weeks * 7; day++) if (isWeekdayNumber(day)) days.push(day);
  return days;
}

/** The engagement's working days (Monday to Friday), in order. */
export const workingDates = (startDate: string, weeks: number): string[] => workingDays(startDate, weeks).map(dateOf);

/** Zone-days whose offset the process remembers (steadyOffsetOf); the oldest are forgotten first. */
export const ZONE_DAYS_REMEMBERED = 50_000;
const zoneDays = new Map<string, number | null>();

/**
 * A zone's offset in minutes through the local day `day`, or null when it changes near it. The
 * answer is a fact of the time-zone database the process runs with, so it is worked out once per
 * zone and day for every request (two reads of the database through Intl each) and remembered:
 * requests ask about a few zones over the same coming months. At most ZONE_DAYS_REMEMBERED are
 * kept, a dozen zones over ten years; past that the first remembered is forgotten.
 */
function steadyOffsetOf(zone: string, day: number): number | null {
  const key = `${zone} ${day}`;
  const known = zoneDays.get(key);
  if (known !== undefined) return known;
  // Every zone is within UTC−12 and UTC+14, so these two instants bracket the whole local day.
  const before = tzOffset(zone, new Date(day * DAY - 14 * 60 * MINUTE));
  const after = tzOffset(zone, new Date((day + 1) * DAY + 12 * 60 * MINUTE));
  if (Number.isNaN(before)) throw new RangeError(`Unknown time zone: ${zone}`);
  const offset = before === after ? before : null;
  if (zoneDays.size >= ZONE_DAYS_REMEMBERED) zoneDays.delete(zoneDays.keys().next().value!);
  zoneDays.set(key, offset);
  return offset;
}

/** How many zone-days the process remembers now (the tests read it). */
export const zoneDaysRemembered = () => zoneDays.size;

/**
 * Turns local times into instants and back, with each zone's offset per date at hand. One per
 * request (or per test): it holds no state beyond its own copy of the offsets it has used.
 */
export class ZoneClock {
  /** zone → day number → the zone's offset in minutes through that local day, or null when it changes near it. */
  private offsets = new Map<string, Map<number, number | null>>();

  private steadyOffset(zone: string, day: number): number | null {
    let days = this.offsets.get(zone);
    let offset = days?.get(day);
    if (offset === undefined) {
      offset = steadyOffsetOf(zone, day);
      if (!days) this.offsets.set(zone, (days = new Map()));
      days.set(day, offset);
    }
    return offset;
  }

  private instantOn(zone: string, day: number, minutes: number): number {
    const offset = this.steadyOffset(zone, day);
    if (offset !== null) return day * DAY + (minutes - offset) * MINUTE;
    // The day the offset changes. The local time read as if it were UTC, less the offset before or
    // after the change, gives the one or two instants that show it. A time the change repeats is
    // its first occurrence; one it skips is read with the offset before the change, so it moves
    // forward by the gap (RFC 5545 section 3.3.5; JavaScript's Date does the same). TZDate's own
    // constructor is not used here: it picks by the offset at the UTC reading of the local time,
    // which gives the second occurrence east of Greenwich (Cairo's autumn change at 24:00).
    const wall = day * DAY + minutes * MINUTE;
    const before = tzOffset(zone, new Date(wall - DAY));
    const after = tzOffset(zone, new Date(wall + DAY));
    const first = Math.min(wall - before * MINUTE, wall - after * MINUTE);
    const second = Math.max(wall - before * MINUTE, wall - after * MINUTE);
    const shows = (t: number) => t + tzOffset(zone, new Date(t)) * MINUTE === wall;
    if (shows(first)) return first;
    if (shows(second)) return second;
    return wall - before * MINUTE;
  }

  private localMinutesOn(zone: string, day: number, ms: number): number {
    const offset = this.steadyOffset(zone, day);
    if (offset !== null) return (ms - day * DAY) / MINUTE + offset;
    const local = new TZDate(ms, zone);
    const dayDiff = Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()) / DAY - day;
    return dayDiff * 1440 + local.getHours() * 60 + local.getMinutes();
  }

  /** The instant (ms) of local `minutes` (0–1440) after midnight of `date` in `zone`. */
  instant(zone: string, date: string, minutes: number): number {
    return this.instantOn(zone, dayNumber(date), minutes);
  }

  /** Minutes from local midnight of `date` in `zone` to the instant `ms` (its wall-clock reading). */
  localMinutes(zone: string, date: string, ms: number): number {
    return this.localMinutesOn(zone, dayNumber(date), ms);
  }

  /** On one working day of the client, the parts of the client's window the expert also works, as minutes of the client's local day. */
  shared(day: number, client: ParsedHours, expert: ParsedHours): Span[] {
    const from = this.instantOn(client.timeZone, day, client.start);
    const to = this.instantOn(client.timeZone, day, client.end);
    const shared: Span[] = [];
    // A working day lasts at most 24 h and zones lie within 26 h of each other, so only the expert's
    // dates from two days before to two days after can meet the client's window.
    for (let theirs = day - 2; theirs <= day + 2; theirs++) {
      if (!isWeekdayNumber(theirs)) continue;
      const start = Math.max(from, this.instantOn(expert.timeZone, theirs, expert.start));
      const end = Math.min(to, this.instantOn(expert.timeZone, theirs, expert.end));
      if (end > start) shared.push([this.localMinutesOn(client.timeZone, day, start), this.localMinutesOn(client.timeZone, day, end)]);
    }
    return shared;
  }
}

interface ParsedHours {
  timeZone: string;
  start: number;
  end: number;
}

const parsed = (h: WorkingHours): ParsedHours => ({ timeZone: h.timeZone, start: clockMinutes(h.workStart), end: clockMinutes(h.workEnd) });

/**
 * On one working day of the client, the parts of the client's window the expert also works, as
 * minutes of the client's local day, in order.
 */
export function sharedOn(clock: ZoneClock, date: string, client: WorkingHours, expert: WorkingHours): Span[] {
  return clock.shared(dayNumber(date), parsed(client), parsed(expert));
}

const spanMinutes = (spans: Span[]) => spans.reduce((sum, [a, b]) => sum + (b - a), 0);

/** The parts common to two sorted lists of disjoint spans. */
function intersect(xs: Span[], ys: Span[]): Span[] {
  const out: Span[] = [];
  let i = 0;
  let j = 0;
  while (i < xs.length && j < ys.length) {
    const start = Math.max(xs[i][0], ys[j][0]);
    const end = Math.min(xs[i][1], ys[j][1]);
    if (end > start) out.push([start, end]);
    if (xs[i][1] < ys[j][1]) i++;
    else j++;
  }
  return out;
}

/** The longest span (the earliest of equals) as a band, or null when it is shorter than a quarter hour. */
function toBand(spans: Span[]): Band | null {
  let best: Span | null = null;
  for (const span of spans) if (!best || span[1] - span[0] > best[1] - best[0]) best = span;
  if (!best) return null;
  const hours = quarterHoursDown(best[1] - best[0]);
  if (hours === 0) return null;
  return { start: clockTime(Math.round(best[0])), end: clockTime(Math.round(best[1])), hours };
}

export interface Engagement {
  startDate: string;
  weeks: number;
}

/**
 * How the client's working days over the engagement meet the working hours of every expert given:
 * `overlapHours` is for the first expert alone (the figure a match reports); `band` is the part of
 * the client's day all of them share on every working day (the team plan's `sharedHours`).
 */
function meet(engagement: Engagement, clientHours: WorkingHours, expertHours: WorkingHours[], clock: ZoneClock) {
  const client = parsed(clientHours);
  const experts = expertHours.map(parsed);
  let fewest = Infinity;
  let common: Span[] | null = null;
  for (const day of workingDays(engagement.startDate, engagement.weeks)) {
    let today: Span[] | null = null;
    for (const [i, expert] of experts.entries()) {
      const shared = clock.shared(day, client, expert);
      if (i === 0) fewest = Math.min(fewest, spanMinutes(shared));
      today = today === null ? shared : intersect(today, shared);
    }
    common = common === null ? (today ?? []) : intersect(common, today ?? []);
  }
  return { fewestMinutes: fewest === Infinity ? 0 : fewest, common: common ?? [] };
}

/** The overlap of one expert's working hours with the client's over an engagement. */
export function overlapOf(engagement: Engagement, client: WorkingHours, expert: WorkingHours, clock = new ZoneClock()): Overlap {
  const { fewestMinutes, common } = meet(engagement, client, [expert], clock);
  return { overlapHours: quarterHoursDown(fewestMinutes), band: toBand(common) };
}

/** The band of the client's day that every expert shares on every working day; null for none (or no experts). */
export function sharedBand(engagement: Engagement, client: WorkingHours, experts: WorkingHours[], clock = new ZoneClock()): Band | null {
  if (experts.length === 0) return null;
  return toBand(meet(engagement, client, experts, clock).common);
}

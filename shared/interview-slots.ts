// Interview slots: the quarter-hour starts at which an interview of a given length fits wholly
// inside the expert's working hours on one of the expert's working days AND the client's working
// hours on one of the client's, each read in its own zone on that very date (daylight saving on
// either side counts), clear of both parties' booked interviews. Used by the server, which offers
// and checks slots; the arithmetic runs in a fraction of a millisecond for three weeks.
//
// How it works: for each of the client's Mondays to Fridays in the range, the client's window
// [workStart, workEnd) of that date becomes two instants; so does the expert's window on each of
// their own Mondays to Fridays from two dates before to two after (zones lie within 26 hours of each
// other and a working day lasts at most 24, so no other date can meet it). Each pair's intersection
// is a span of shared time that lies inside ONE working day of each; spans are kept apart even when
// they touch (a slot may not run from one working day into the next). Busy spans are clipped to the
// range, sorted and merged once, then swept alongside the slot starts, which only move forward.
import { INTERVIEW_MINUTES, INTERVIEW_SLOT_DAYS_MAX, type InterviewMinutes } from "./constants";
import { clockMinutes, isWeekday, ZoneClock } from "./working-hours";
import { addDays, utcDay } from "./calendar";

/** One person's working day: an IANA zone and 'HH:MM' clock times (workEnd > workStart), Monday to Friday in that zone. */
export interface WorkingDayOf {
  timeZone: string;
  workStart: string;
  workEnd: string;
}

export interface SlotQuery {
  expert: WorkingDayOf;
  client: WorkingDayOf;
  /** The first day, a YYYY-MM-DD date in the CLIENT's zone; the range is `days` client-calendar days from it. */
  from: string;
  /** 1..21 */
  days: number;
  /** 30 | 45 | 60 */
  minutes: InterviewMinutes;
  /** Busy spans of either party as [startMs, endMs) instants (their scheduled interviews), any order. */
  busy: ReadonlyArray<readonly [number, number]>;
  /** No slot may start before this instant (ms), e.g. now rounded up; optional. */
  notBefore?: number;
}

/** ms instants; startsAt on a quarter hour (UTC epoch % 900000 === 0). */
export interface Slot {
  startsAt: number;
  endsAt: number;
}

export interface SlotAnswer {
  /** Ascending, every start on a quarter hour, each wholly inside the shared working time. */
  slots: Slot[];
  /** Shared working quarter hours in the range before removing busy spans and notBefore: 0 means the working days never meet. */
  sharedQuarterHours: number;
}

export const QUARTER_HOUR_MS = 15 * 60_000;

const INTERVIEW_LENGTHS: ReadonlySet<number> = new Set(INTERVIEW_MINUTES);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
function isDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && utcDay(day) === value;
}

const quarterUp = (ms: number) => Math.ceil(ms / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;

/** Merged, ascending, disjoint copies of the busy spans that reach into [from, to). */
function mergedBusy(busy: SlotQuery["busy"], from: number, to: number): [number, number][] {
  const inRange: [number, number][] = [];
  for (const [start, end] of busy) if (end > from && start < to && end > start) inRange.push([start, end]);
  inRange.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const span of inRange) {
    const last = merged[merged.length - 1];
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([span[0], span[1]]);
  }
  return merged;
}

interface Window {
  timeZone: string;
  start: number;
  end: number;
}

function windowOf(who: string, day: WorkingDayOf): Window {
  const start = clockMinutes(day.workStart);
  const end = clockMinutes(day.workEnd);
  if (!(end > start)) throw new RangeError(`The ${who}'s working day must end after it starts (${day.workStart}–${day.workEnd}).`);
  return { timeZone: day.timeZone, start, end };
}

/** The spans of time both parties work over the range, each inside one working day of each, ascending. */
function sharedSpans(q: SlotQuery, clock: ZoneClock): [number, number][] {
  const client = windowOf("client", q.client);
  const expert = windowOf("expert", q.expert);
  const spans: [number, number][] = [];
  for (let i = 0; i < q.days; i++) {
    const date = addDays(q.from, i);
    if (!isWeekday(date)) continue;
    const from = clock.instant(client.timeZone, date, client.start);
    const to = clock.instant(client.timeZone, date, client.end);
    for (let offset = -2; offset <= 2; offset++) {
      const theirs = addDays(date, offset);
      if (!isWeekday(theirs)) continue;
      const start = Math.max(from, clock.instant(expert.timeZone, theirs, expert.start));
      const end = Math.min(to, clock.instant(expert.timeZone, theirs, expert.end));
      if (end > start) spans.push([start, end]);
    }
  }
  // One client day's spans come in the expert's date order, which is time order; days follow each other.
  return spans.sort((a, b) => a[0] - b[0]);
}

/**
 * Every slot of `q.minutes` that both parties can take over the range, and how many quarter hours
 * their working days share there at all. Throws a RangeError for input the contracts never let
 * through (an unknown zone, a bad date, days outside 1–21, a length other than 30, 45 or 60).
 */
export function interviewSlots(q: SlotQuery, clock: ZoneClock = new ZoneClock()): SlotAnswer {
  if (!isDate(q.from)) throw new RangeError(`Not a date: ${q.from}`);
  if (!Number.isInteger(q.days) || q.days < 1 || q.days > INTERVIEW_SLOT_DAYS_MAX) throw new RangeError(`days must be 1 to ${INTERVIEW_SLOT_DAYS_MAX}, not ${q.days}.`);
  if (!INTERVIEW_LENGTHS.has(q.minutes)) throw new RangeError(`minutes must be 30, 45 or 60, not ${q.minutes}.`);

  const spans = sharedSpans(q, clock);
  const length = q.minutes * 60_000;
  let sharedQuarterHours = 0;
  for (const [start, end] of spans) sharedQuarterHours += Math.max(0, Math.floor((end - quarterUp(start)) / QUARTER_HOUR_MS));
  if (spans.length === 0) return { slots: [], sharedQuarterHours };

  const busy = mergedBusy(q.busy, spans[0][0], spans[spans.length - 1][1]);
  const earliest = q.notBefore === undefined ? -Infinity : q.notBefore;
  const slots: Slot[] = [];
  let b = 0;
  for (const [start, end] of spans) {
    let s = quarterUp(Math.max(start, earliest));
    while (s + length <= end) {
      // Busy spans that end by this start can never clash with this or any later start.
      while (b < busy.length && busy[b][1] <= s) b++;
      if (b < busy.length && busy[b][0] < s + length) {
        // Clashes: the next start that could be free is the first quarter hour at or after this busy span's end.
        s = quarterUp(busy[b][1]);
        continue;
      }
      slots.push({ startsAt: s, endsAt: s + length });
      s += QUARTER_HOUR_MS;
    }
  }
  return { slots, sharedQuarterHours };
}

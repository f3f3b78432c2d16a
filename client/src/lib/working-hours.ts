// Working hours for display: how one person's working day reads in another zone, and the picture of
// a client's day against an expert's over an engagement. The arithmetic is the shared library's
// (shared/working-hours.ts, the one the server matches with), so what is drawn is what was matched.
import { clockMinutes, clockTime, isWeekday, overlapOf, quarterHoursDown, sharedOn, workingDates, ZoneClock, type Engagement, type WorkingHours } from "@shared/working-hours";
import { addDays, todayIn as todayInZone, todayUtc } from "@shared/calendar";

export type { Engagement, WorkingHours };

/** Today's calendar date (YYYY-MM-DD) in a zone, by the calendar module; UTC's while the zone is not one the runtime knows (a form's zone as it is typed). */
export function todayIn(zone: string, now: Date = new Date()): string {
  try {
    return todayInZone(zone, now);
  } catch {
    return todayUtc(now);
  }
}

/** A time of day that may fall on the day before or after the one asked about. */
export interface ShiftedTime {
  time: string;
  /** -1 the day before, 0 the same day, 1 the day after. */
  dayShift: number;
}

const shifted = (minutes: number): ShiftedTime => {
  const dayShift = Math.floor(minutes / 1440);
  return { time: clockTime(minutes - dayShift * 1440), dayShift };
};

/** "02:00", or "22:00 (day before)" / "01:00 (next day)". */
export function shiftedLabel({ time, dayShift }: ShiftedTime): string {
  return dayShift < 0 ? `${time} (day before)` : dayShift > 0 ? `${time} (next day)` : time;
}

/**
 * Someone's working day of `date` (in their own zone) as clock times of `zone` on that date, both
 * zones' rules for that very date applied.
 */
export function dayInZone(hours: WorkingHours, zone: string, date: string): { start: ShiftedTime; end: ShiftedTime } {
  const clock = new ZoneClock();
  const at = (minutes: number) => clock.localMinutes(zone, date, clock.instant(hours.timeZone, date, minutes));
  return { start: shifted(at(clockMinutes(hours.workStart))), end: shifted(at(clockMinutes(hours.workEnd))) };
}

/** The fewest hours of the client's working day the expert shares, over the engagement's working days. */
export const fewestSharedHours = (engagement: Engagement, client: WorkingHours, expert: WorkingHours) => overlapOf(engagement, client, expert).overlapHours;

/** 4 → "4 h", 4.5 → "4.5 h". */
export const hoursShort = (hours: number) => `${Number(hours.toFixed(2))} h`;

/** 1 → "1 hour", 4.5 → "4.5 hours". */
export const hoursWords = (hours: number) => `${Number(hours.toFixed(2))} ${hours === 1 ? "hour" : "hours"}`;

/** A stretch of the client's day, in minutes after its midnight (0–1440). */
export type MinuteSpan = [number, number];

export interface DayPicture {
  /** The working day drawn: the engagement's first. */
  date: string;
  /** The client's working day. */
  client: MinuteSpan;
  /** The expert's working hours on that day, as stretches of the client's day. */
  expert: MinuteSpan[];
  /** The part of the client's working day the expert shares, on that day. */
  shared: MinuteSpan[];
  /** Shared hours on that day (quarter hours, rounded down). */
  hours: number;
  /** The fewest shared hours on any working day of the engagement (daylight saving can lower it). */
  fewestHours: number;
}

const clip = ([a, b]: MinuteSpan): MinuteSpan | null => {
  const span: MinuteSpan = [Math.max(0, a), Math.min(1440, b)];
  return span[1] > span[0] ? span : null;
};

/**
 * The client's day against the expert's on the engagement's first working day, and the fewest
 * shared hours over all of its working days.
 */
export function dayPicture(engagement: Engagement, client: WorkingHours, expert: WorkingHours): DayPicture {
  const date = workingDates(engagement.startDate, engagement.weeks)[0] ?? engagement.startDate;
  const clock = new ZoneClock();
  const expertStart = clockMinutes(expert.workStart);
  const expertEnd = clockMinutes(expert.workEnd);
  const expertSpans: MinuteSpan[] = [];
  // Far-apart zones put the expert's previous or next working day on the client's day.
  for (let k = -2; k <= 2; k++) {
    const theirs = addDays(date, k);
    if (!isWeekday(theirs)) continue;
    const local = (minutes: number) => clock.localMinutes(client.timeZone, date, clock.instant(expert.timeZone, theirs, minutes));
    const span = clip([local(expertStart), local(expertEnd)]);
    if (span) expertSpans.push(span);
  }
  const shared = sharedOn(clock, date, client, expert).map(([a, b]): MinuteSpan => [a, b]);
  const minutes = shared.reduce((sum, [a, b]) => sum + (b - a), 0);
  return {
    date,
    client: [clockMinutes(client.workStart), clockMinutes(client.workEnd)],
    expert: expertSpans,
    shared,
    hours: quarterHoursDown(minutes),
    fewestHours: overlapOf(engagement, client, expert, clock).overlapHours,
  };
}

/** "09:00–13:30", several stretches joined with "and". */
export const spansLabel = (spans: MinuteSpan[]) => spans.map(([a, b]) => `${clockTime(a)}–${clockTime(b)}`).join(" and ");

/** 'Shares 4.5 hours: 09:00–13:30 your time', and the fewest hours when daylight saving changes them. */
export function sharedHoursLabel(picture: Pick<DayPicture, "shared" | "hours" | "fewestHours">): string {
  if (picture.shared.length === 0 || picture.hours === 0) return "Shares none of your working day";
  const main = `Shares ${hoursWords(picture.hours)}: ${spansLabel(picture.shared)} your time`;
  return picture.fewestHours < picture.hours ? `${main} on the first day; at least ${hoursWords(picture.fewestHours)} on every working day` : main;
}

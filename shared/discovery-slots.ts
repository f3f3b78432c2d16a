/**
 * Discovery-call slot arithmetic shared by the server (which offers and checks slots) and the
 * booking page (which shows them in the visitor's zone). Slots are 15-minute steps from the start
 * of office hours, on weekdays of the office's calendar, in the office's time zone; every instant
 * travels as a UTC ISO string. Wall-clock math goes through TZDate so daylight-saving changes on
 * either side land where they should.
 */
import { TZDate } from "@date-fns/tz";
import { DISCOVERY_CALL_MINUTES } from "./constants";

export interface OfficeHours {
  /** IANA zone of the office, e.g. Africa/Johannesburg. */
  timeZone: string;
  /** "HH:MM", office wall time. */
  dayStart: string;
  dayEnd: string;
}

export interface SlotWindow extends OfficeHours {
  /** How many calendar days after the office's today may still be booked. */
  daysAhead: number;
}

export const SLOT_MINUTES = DISCOVERY_CALL_MINUTES;
export const SLOT_MS = SLOT_MINUTES * 60_000;
/** A call can be booked no sooner than this after now, so someone can prepare for it. */
export const MIN_LEAD_MINUTES = 60;

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

/** The instant a wall-clock time on a calendar date happens in a zone. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  return new Date(new TZDate(y, m - 1, d, hh, mm, timeZone).getTime());
}

/** Start and end instants of office hours on one office calendar date. */
export function officeDayBounds(date: string, hours: OfficeHours): { start: Date; end: Date } {
  return { start: zonedInstant(date, hours.dayStart, hours.timeZone), end: zonedInstant(date, hours.dayEnd, hours.timeZone) };
}

/** Every slot start of one office date (none at weekends), earliest first. */
export function officeDaySlots(date: string, hours: OfficeHours): Date[] {
  if (isWeekend(date)) return [];
  const { start, end } = officeDayBounds(date, hours);
  const slots: Date[] = [];
  for (let t = start.getTime(); t + SLOT_MS <= end.getTime(); t += SLOT_MS) slots.push(new Date(t));
  return slots;
}

/** The earliest instant a call may start when booked at `now`. */
export function earliestSlotStart(now: Date): number {
  return now.getTime() + MIN_LEAD_MINUTES * 60_000;
}

/** Every bookable slot from now (plus the lead time) to the last bookable office date. */
export function bookableSlots(window: SlotWindow, now: Date): Date[] {
  const today = wallClock(now, window.timeZone).date;
  const earliest = earliestSlotStart(now);
  const slots: Date[] = [];
  for (let i = 0; i <= window.daysAhead; i++) {
    for (const slot of officeDaySlots(addCalendarDays(today, i), window)) {
      if (slot.getTime() >= earliest) slots.push(slot);
    }
  }
  return slots;
}

export type SlotProblem = "past" | "too-far" | "weekend" | "out-of-hours" | "misaligned";

/** Why a requested start cannot be booked, or null when it is one of the offered slots. */
export function slotProblem(slot: Date, window: SlotWindow, now: Date): SlotProblem | null {
  if (Number.isNaN(slot.getTime())) return "misaligned";
  if (slot.getTime() < earliestSlotStart(now)) return "past";
  const date = wallClock(slot, window.timeZone).date;
  if (date > addCalendarDays(wallClock(now, window.timeZone).date, window.daysAhead)) return "too-far";
  if (isWeekend(date)) return "weekend";
  const { start, end } = officeDayBounds(date, window);
  if (slot.getTime() < start.getTime() || slot.getTime() + SLOT_MS > end.getTime()) return "out-of-hours";
  if ((slot.getTime() - start.getTime()) % SLOT_MS !== 0) return "misaligned";
  return null;
}

/** A short city name for a zone: "America/New_York" → "New York". */
export function zoneCity(timeZone: string): string {
  const last = timeZone.split("/").pop() ?? timeZone;
  return last.replace(/_/g, " ");
}

/**
 * Office hours of one office date as wall-clock times in another zone, e.g. 09:00–17:00 in
 * Johannesburg is 03:00–11:00 in New York in summer and 02:00–10:00 in winter.
 */
export function officeHoursIn(date: string, hours: OfficeHours, visitorZone: string) {
  const { start, end } = officeDayBounds(date, hours);
  const from = wallClock(start, visitorZone);
  const to = wallClock(end, visitorZone);
  return { start: from.time, end: to.time, startDate: from.date, endDate: to.date };
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

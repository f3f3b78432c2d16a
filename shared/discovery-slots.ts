/**
 * Discovery-call slot arithmetic shared by the server (which offers and checks slots) and the
 * booking page (which shows them in the visitor's zone). Slots are 15-minute steps from the start
 * of office hours, on weekdays of the office's calendar, in the office's time zone; every instant
 * travels as a UTC ISO string. Wall-clock math goes through TZDate so daylight-saving changes on
 * either side land where they should. Reading an instant's wall clock needs only Intl: those
 * helpers live in wall-clock.ts (re-exported here), so the booking page shows slots without
 * loading TZDate.
 */
import { TZDate } from "@date-fns/tz";
import { DISCOVERY_CALL_MINUTES } from "./constants";
import { addCalendarDays, isWeekend, wallClock } from "./wall-clock";

export { addCalendarDays, groupByLocalDate, isKnownTimeZone, isWeekend, visitorDays, wallClock, weekdayOf, zoneCity } from "./wall-clock";

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

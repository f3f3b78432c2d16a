/**
 * Discovery-call slot arithmetic of the server, which offers and checks slots. Slots are 15-minute
 * steps from the start of an office's hours, on weekdays of its calendar, in its time zone; the
 * offices (Cape Town, London and New York by default) together offer the union of theirs, and a
 * visitor is offered those of them that fall between 07:00 and 20:00 of their own day. Every
 * instant travels as a UTC ISO string. Wall-clock math goes through TZDate so daylight-saving changes on
 * either side land where they should. Reading an instant's wall clock needs only Intl: wallClock
 * and the date arithmetic live in calendar.ts, the visitor's days in wall-clock.ts (re-exported
 * here).
 */
import { TZDate } from "@date-fns/tz";
import { DISCOVERY_CALL_MINUTES } from "./constants";
import { addDays, isWeekend, wallClock } from "./calendar";

export { isKnownTimeZone, zoneCity } from "./wall-clock";
export { groupByLocalDate, visitorDays } from "./visitor-days";

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

/** Instants already worked out (a zone's rules take some microseconds to apply; every request asks for the same days). */
const instants = new Map<string, number>();
const INSTANTS_KEPT = 20_000;

/** The instant a wall-clock time on a calendar date happens in a zone. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const key = `${date} ${time} ${timeZone}`;
  let ms = instants.get(key);
  if (ms === undefined) {
    const [y, m, d] = date.split("-").map(Number);
    const [hh, mm] = time.split(":").map(Number);
    ms = new TZDate(y, m - 1, d, hh, mm, timeZone).getTime();
    if (instants.size >= INSTANTS_KEPT) instants.clear();
    instants.set(key, ms);
  }
  return new Date(ms);
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
    for (const slot of officeDaySlots(addDays(today, i), window)) {
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
  if (date > addDays(wallClock(now, window.timeZone).date, window.daysAhead)) return "too-far";
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

/** An office that takes discovery calls: its name and its hours in its own zone. */
export interface Office extends OfficeHours {
  name: string;
}

/** The offices that take calls, and how many days after each one's today may still be booked. */
export interface OfficesWindow {
  offices: readonly Office[];
  daysAhead: number;
}

/** The part of a visitor's day a call is offered in: no call before 07:00 or after 20:00 their time. */
export const VISITOR_DAY = { start: "07:00", end: "20:00" } as const;

/** Every slot any office offers from now (plus the lead time) to its last bookable date, once each, earliest first. */
export function officesSlots(window: OfficesWindow, now: Date): Date[] {
  const byTime = new Map<number, Date>();
  for (const office of window.offices) {
    for (const slot of bookableSlots({ ...office, daysAhead: window.daysAhead }, now)) byTime.set(slot.getTime(), slot);
  }
  return [...byTime.values()].sort((a, b) => a.getTime() - b.getTime());
}

/** Whether a slot starts and ends within the visitor's day (07:00–20:00 of one date in their zone). */
export function inVisitorDay(slot: Date, visitorZone: string): boolean {
  const start = wallClock(slot, visitorZone);
  const end = wallClock(new Date(slot.getTime() + SLOT_MS), visitorZone);
  return start.time >= VISITOR_DAY.start && end.date === start.date && end.time <= VISITOR_DAY.end;
}

/**
 * The slots a visitor in `visitorZone` is offered: the offices' slots within the visitor's day.
 * The same as filtering officesSlots with inVisitorDay, worked out per office day and visitor date
 * rather than per slot, so a request reads a few dozen wall clocks rather than thousands.
 */
export function offeredSlots(window: OfficesWindow, visitorZone: string, now: Date): Date[] {
  const earliest = earliestSlotStart(now);
  const byTime = new Map<number, Date>();
  for (const office of window.offices) {
    const today = wallClock(now, office.timeZone).date;
    for (let i = 0; i <= window.daysAhead; i++) {
      const date = addDays(today, i);
      if (isWeekend(date)) continue;
      const { start, end } = officeDayBounds(date, office);
      const last = wallClock(new Date(end.getTime() - 1), visitorZone).date;
      for (let day = wallClock(start, visitorZone).date; day <= last; day = addDays(day, 1)) {
        const from = Math.max(start.getTime(), zonedInstant(day, VISITOR_DAY.start, visitorZone).getTime(), earliest);
        const to = Math.min(end.getTime(), zonedInstant(day, VISITOR_DAY.end, visitorZone).getTime());
        // Slots keep the office's quarter hours, counted from the start of its day.
        const first = start.getTime() + Math.ceil((from - start.getTime()) / SLOT_MS) * SLOT_MS;
        for (let t = first; t + SLOT_MS <= to; t += SLOT_MS) byTime.set(t, new Date(t));
      }
    }
  }
  return [...byTime.values()].sort((a, b) => a.getTime() - b.getTime());
}

/**
 * The earliest start and the latest end of the offered slots, as wall-clock times in the visitor's
 * zone ("07:00" and "17:00" for New York with the default offices); null when none is offered.
 * Only the ends of each run of back-to-back slots are read.
 */
export function visitorHours(offered: readonly Date[], visitorZone: string): { dayStart: string; dayEnd: string } | null {
  if (offered.length === 0) return null;
  let dayStart = "24:00";
  let dayEnd = "00:00";
  for (const [i, slot] of offered.entries()) {
    if (i === 0 || offered[i - 1].getTime() + SLOT_MS !== slot.getTime()) {
      const start = wallClock(slot, visitorZone).time;
      if (start < dayStart) dayStart = start;
    }
    if (i === offered.length - 1 || offered[i + 1].getTime() !== slot.getTime() + SLOT_MS) {
      const end = wallClock(new Date(slot.getTime() + SLOT_MS), visitorZone).time;
      if (end > dayEnd) dayEnd = end;
    }
  }
  return { dayStart, dayEnd };
}

/** When no office accepts a slot for different reasons, the one to tell: the nearest miss first. */
const PROBLEM_ORDER: readonly SlotProblem[] = ["past", "misaligned", "out-of-hours", "too-far", "weekend"];

/**
 * Why a requested start is none of the offices' slots, or null when one of them offers it: the
 * rule officesSlots follows, so what is offered can be booked and nothing else can.
 */
export function officesSlotProblem(slot: Date, window: OfficesWindow, now: Date): SlotProblem | null {
  const problems = window.offices.map((office) => slotProblem(slot, { ...office, daysAhead: window.daysAhead }, now));
  if (problems.includes(null)) return null;
  return PROBLEM_ORDER.find((p) => problems.includes(p)) ?? "misaligned";
}

// How an interview's times read: on the reader's clock first, the other party's beside it.
import type { EmptySlotsReason, InterviewSlot, LocalTime } from "@shared/contracts/interviews";
import { INTERVIEW_MESSAGES } from "@shared/contracts/interviews";
import { addDays, todayUtc } from "@shared/calendar";

export type Viewer = "client" | "expert";
export const otherOf = (viewer: Viewer): Viewer => (viewer === "client" ? "expert" : "client");

/** "Africa/Johannesburg" → "Johannesburg". */
export const placeOf = (timeZone: string) => (timeZone.split("/").pop() ?? timeZone).replace(/_/g, " ");

/** The slots by the reader's calendar day, in order. */
export function slotsByDay(slots: InterviewSlot[], viewer: Viewer): { date: string; slots: InterviewSlot[] }[] {
  const days: { date: string; slots: InterviewSlot[] }[] = [];
  for (const slot of slots) {
    const date = slot[viewer].starts.date;
    const last = days.at(-1);
    if (last?.date === date) last.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return days;
}

/** "09:00–09:30", with the day named when the span ends on another date of that clock. */
export const span = (starts: LocalTime, ends: LocalTime) => `${starts.time}–${ends.time}`;

/** The other party's time beside the reader's: "(11:00 in Johannesburg)", naming the day when it differs. */
export function besides(mine: LocalTime, theirs: LocalTime, timeZone: string) {
  const day = theirs.date === mine.date ? "" : theirs.date > mine.date ? " the next day" : " the day before";
  return `${theirs.time}${day} in ${placeOf(timeZone)}`;
}

export function emptyText(reason: EmptySlotsReason | null, message: string | null) {
  if (message) return message;
  return reason === "no-shared-hours" ? INTERVIEW_MESSAGES.noSharedHours : INTERVIEW_MESSAGES.allTaken;
}

/**
 * The first day of the next or previous page of days, or undefined for the first page (the server's
 * today in the client's zone, which is within a day of today in UTC, so a page that would start
 * before it is the first page).
 */
export function pagedFrom(current: string | undefined, direction: -1 | 1, days: number): string | undefined {
  if (!current) return undefined;
  const target = addDays(current, direction * days);
  return direction < 0 && target <= addDays(todayUtc(), 1) ? undefined : target;
}

// "Our office hours, 09:00–17:00 in Johannesburg, are 3:00 AM–11:00 AM your time on …": the
// office's day in the visitor's zone, which takes the office zone's rules (daylight saving on
// either side) from @date-fns/tz. Loaded by the scheduler with the slots' first answer.
import { officeDayBounds, wallClock, type OfficeHours } from "@shared/discovery-slots";
import { formatDayLong, formatTime, placeName } from "../lib/format";

export interface OfficeHoursNoteProps {
  hours: OfficeHours;
  /** The office calendar date whose hours are shown. */
  date: string;
  visitorZone: string;
  /** The visitor's chosen day, named in the sentence. */
  selectedDay: string | null;
}

export default function OfficeHoursNote({ hours, date, visitorZone, selectedDay }: OfficeHoursNoteProps) {
  const overlap = officeDayBounds(date, hours);
  return (
    <p className="mt-1 text-sm text-muted-foreground">
      Our office hours, {hours.dayStart}–{hours.dayEnd} in {placeName(hours.timeZone)}, are {formatTime(overlap.start, visitorZone)}–
      {formatTime(overlap.end, visitorZone)}
      {wallClock(overlap.end, visitorZone).date !== wallClock(overlap.start, visitorZone).date ? " (next day)" : ""} your time
      {selectedDay ? ` on ${formatDayLong(selectedDay)}` : ""}. Calls last 15 minutes.
    </p>
  );
}

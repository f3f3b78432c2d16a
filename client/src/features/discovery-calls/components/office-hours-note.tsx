// "Our office hours, 07:00–17:00 in New York (your time), from our offices in Cape Town, London and
// New York": the hours the server offers calls in, already in the visitor's zone, so the page needs
// no time-zone rules of its own.
import type { DiscoverySlots } from "@shared/contracts/discovery-calls";
import { placeName } from "@/lib/calendar-date";

export interface OfficeHoursNoteProps {
  hours: Pick<DiscoverySlots, "timeZone" | "dayStart" | "dayEnd" | "offices" | "daysAhead">;
  visitorZone: string;
}

/** "Cape Town, London and New York". */
function listed(names: string[]) {
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

export function OfficeHoursNote({ hours, visitorZone }: OfficeHoursNoteProps) {
  const offices = listed(hours.offices.map((o) => o.name));
  if (!hours.dayStart || !hours.dayEnd) {
    return (
      <p className="mt-1 text-sm text-muted-foreground">
        None of the hours of our offices in {offices} falls between 07:00 and 20:00 your time in the next {hours.daysAhead} days.
      </p>
    );
  }
  return (
    <p className="mt-1 text-sm text-muted-foreground">
      Our office hours, {hours.dayStart}–{hours.dayEnd} in {placeName(hours.timeZone)}
      {hours.timeZone === visitorZone ? " (your time)" : ""}, from our offices in {offices}. Calls last 15 minutes.
    </p>
  );
}

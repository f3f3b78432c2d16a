// Day and time choice, shown in the visitor's zone with the office's time alongside.
import { useId } from "react";
import { DISCOVERY_MESSAGES } from "@shared/discovery-messages";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { formatDayLong, formatDayShort, formatTime, placeName } from "@/lib/calendar-date";
import { wallClock } from "@shared/calendar";

export interface SlotPickerProps {
  days: string[];
  slotsByDay: Map<string, string[]>;
  selectedDay: string | null;
  onSelectDay: (day: string) => void;
  selectedSlot: string | null;
  onSelectSlot: (slot: string) => void;
  visitorZone: string;
  officeZone: string;
  loading: boolean;
}

const pill =
  "flex cursor-pointer flex-col items-center justify-center rounded-md border border-input bg-background px-2 py-2 text-center text-sm " +
  "transition-colors hover:border-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-1 " +
  "has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground";

const DAY_GRID = "grid grid-cols-3 gap-2 sm:grid-cols-4 xl:grid-cols-5";
const SLOT_GRID = "grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4";

export function SlotPicker(props: SlotPickerProps) {
  const { days, slotsByDay, selectedDay, onSelectDay, selectedSlot, onSelectSlot, visitorZone, officeZone, loading } = props;
  const name = useId();
  const daySlots = selectedDay ? (slotsByDay.get(selectedDay) ?? []) : [];
  const office = placeName(officeZone);

  if (loading) {
    // Shaped like the loaded picker (three weeks of days, one full day of times) so little moves when it arrives.
    return (
      <div role="status" aria-busy="true" aria-label="Loading free times" className="grid gap-6">
        <div>
          <Skeleton className="mb-2 h-5 w-12" />
          <div className={DAY_GRID}>
            {Array.from({ length: 22 }, (_, i) => (
              <Skeleton key={i} className="h-[54px]" />
            ))}
          </div>
        </div>
        <div>
          <Skeleton className="mb-2 h-5 w-56" />
          <div className={SLOT_GRID}>
            {Array.from({ length: 32 }, (_, i) => (
              <Skeleton key={i} className="h-[54px]" />
            ))}
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">Day</legend>
        <div className={DAY_GRID}>
          {days.map((day) => {
            const free = slotsByDay.get(day)?.length ?? 0;
            return (
              <label key={day} className={cn(pill, free === 0 && "text-muted-foreground")}>
                <input
                  type="radio"
                  name={`${name}-day`}
                  value={day}
                  checked={selectedDay === day}
                  onChange={() => onSelectDay(day)}
                  aria-label={`${formatDayLong(day)}: ${free === 0 ? "no free times" : `${free} free times`}`}
                  className="sr-only"
                />
                <span className="font-semibold">{formatDayShort(day)}</span>
                <span className="text-xs opacity-90">{free === 0 ? "No times" : `${free} free`}</span>
              </label>
            );
          })}
        </div>
      </fieldset>

      {selectedDay && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">Times on {formatDayLong(selectedDay)}</legend>
          {daySlots.length === 0 ? (
            <p className="rounded-md border border-dashed border-border p-6 text-center text-muted-foreground">{DISCOVERY_MESSAGES.noSlots}</p>
          ) : (
            <div className={SLOT_GRID}>
              {daySlots.map((slot) => {
                const officeTime = formatTime(slot, officeZone);
                const officeDay = wallClock(slot, officeZone).date;
                return (
                  <label key={slot} className={pill}>
                    <input
                      type="radio"
                      name={`${name}-slot`}
                      value={slot}
                      checked={selectedSlot === slot}
                      onChange={() => onSelectSlot(slot)}
                      aria-label={`${formatTime(slot, visitorZone)} your time (${officeTime} in ${office})`}
                      className="sr-only"
                    />
                    <span className="font-semibold">{formatTime(slot, visitorZone)}</span>
                    <span className="text-xs opacity-90">
                      {officeTime} {office}
                      {officeDay !== selectedDay ? ` (${formatDayShort(officeDay)})` : ""}
                    </span>
                  </label>
                );
              })}
            </div>
          )}
        </fieldset>
      )}
    </div>
  );
}

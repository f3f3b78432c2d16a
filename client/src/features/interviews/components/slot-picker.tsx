// Choosing an interview time: its length, the days shown (a week at a time), and the free slots
// grouped by the reader's day, each with the other party's local time beside it; or why there are none.
import { useId } from "react";
import { INTERVIEW_MINUTES, type InterviewMinutes } from "@shared/constants";
import type { InterviewSlot, InterviewSlots } from "@shared/contracts/interviews";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/icons";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { besides, emptyText, otherOf, placeOf, slotsByDay, span, type Viewer } from "../lib/format";
import { addDays, formatDay, formatDayWithWeekday } from "@shared/calendar";

export interface SlotPickerProps {
  viewer: Viewer;
  minutes: InterviewMinutes;
  onMinutesChange: (minutes: InterviewMinutes) => void;
  /** The slots query as it stands. */
  slots: { data?: InterviewSlots; isPending: boolean; isError: boolean; error: unknown; isFetching: boolean };
  /** Earlier or later days; null when there are no earlier ones. */
  onPage: (direction: -1 | 1) => void;
  canGoBack: boolean;
  /** The slot being booked, if any. */
  pendingAt: string | null;
  onPick: (slot: InterviewSlot) => void;
  /** "Book" or "Move here": what picking a slot does. */
  verb: string;
}

export function SlotPicker({ viewer, minutes, onMinutesChange, slots, onPage, canGoBack, pendingAt, onPick, verb }: SlotPickerProps) {
  const id = useId();
  const data = slots.data;
  const other = otherOf(viewer);
  const lastDay = data ? formatDay(addDays(data.from, data.days - 1)) : "";
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">Length</legend>
        <div className="flex flex-wrap gap-2">
          {INTERVIEW_MINUTES.map((m) => (
            <label key={m} className="flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
              <input type="radio" name={`${id}-minutes`} value={m} checked={minutes === m} onChange={() => onMinutesChange(m)} className="sr-only" />
              {m} minutes
            </label>
          ))}
        </div>
      </fieldset>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {data ? `${formatDay(data.from)} to ${lastDay}, your times in ${placeOf(data[viewer].timeZone)}` : "Finding free times…"}
          {slots.isFetching && data && <Spinner className="ml-2 inline h-3 w-3" />}
        </p>
        <div className="flex gap-2">
          <Button type="button" size="sm" variant="outline" onClick={() => onPage(-1)} disabled={!canGoBack || slots.isFetching}>
            Earlier days
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => onPage(1)} disabled={slots.isFetching}>
            Later days
          </Button>
        </div>
      </div>

      {slots.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading free times" className="flex flex-col gap-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : slots.isError || !data ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(slots.error, "Could not load the free times. Please try again.")}
        </p>
      ) : data.slots.length === 0 ? (
        <p role="status" className="rounded-md border border-dashed border-border p-4 text-sm" data-testid="no-slots">
          {emptyText(data.emptyReason, data.emptyMessage)}
        </p>
      ) : (
        <div className="flex max-h-[50vh] flex-col gap-4 overflow-y-auto pr-1">
          {slotsByDay(data.slots, viewer).map((day) => (
            <section key={day.date} aria-labelledby={`${id}-${day.date}`} className="flex flex-col gap-2">
              <h3 id={`${id}-${day.date}`} className="text-sm font-semibold">
                {formatDayWithWeekday(day.date)}
              </h3>
              <ul className="grid gap-2 sm:grid-cols-2">
                {day.slots.map((slot) => {
                  const mine = slot[viewer];
                  const theirs = slot[other];
                  const label = `${span(mine.starts, mine.ends)}`;
                  const beside = besides(mine.starts, theirs.starts, data[other].timeZone);
                  return (
                    <li key={slot.startsAt}>
                      <Button
                        type="button"
                        variant="outline"
                        className="h-auto w-full flex-col items-start gap-0 py-2 text-left"
                        onClick={() => onPick(slot)}
                        disabled={pendingAt !== null}
                        data-starts-at={slot.startsAt}
                      >
                        <span className="flex items-center gap-2 font-semibold">
                          {pendingAt === slot.startsAt && <Spinner />}
                          <span className="sr-only">
                            {verb} {formatDayWithWeekday(day.date)},{" "}
                          </span>
                          {label}
                        </span>
                        <span className="text-xs font-normal text-muted-foreground">
                          <span className="sr-only">, </span>
                          {beside}
                        </span>
                      </Button>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}

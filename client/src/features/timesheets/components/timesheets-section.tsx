// An engagement's timesheets: a week picker (every week of the engagement, with its status and total)
// and the chosen week's grid, wired to the week's moves. The week shown first is the one the address
// names (a notice's link to a week), else the current one in the client's calendar, or the nearest
// week of the engagement.
import { useEffect, useId, useRef, useState } from "react";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useTimesheetWeek } from "../api/get-week";
import { useTimesheetWeeks } from "../api/get-weeks";
import { useUpdateWeek, type WeekAction } from "../api/update-week";
import { TIMESHEET_STATUS_STYLES } from "../lib/format";
import { clockHours } from "../lib/hours";
import { WeekGrid } from "./week-grid";
import { currentWeekStart, formatLongDay } from "@shared/calendar";

export interface TimesheetsSectionProps {
  engagementId: number;
  /** The client's zone: their calendar says which week it is. */
  clientTimeZone: string;
  /** Both parties accepted the terms: hours may be recorded. */
  workStarted: boolean;
  asAdmin?: boolean;
  /** The reader's own zone (their profile's): the week's times are shown in it. */
  readerTimeZone?: string;
  /** The week to open first (a Monday, as `?week=` gives it), when it is one of the engagement's. */
  openWeek?: string | null;
}

const DONE: Record<WeekAction["kind"], string> = {
  save: "Draft saved",
  submit: "Week submitted",
  approve: "Week approved",
  dispute: "Dispute sent",
};

export function TimesheetsSection({ engagementId, clientTimeZone, workStarted, asAdmin, openWeek, readerTimeZone }: TimesheetsSectionProps) {
  const id = useId();
  const weeks = useTimesheetWeeks(engagementId, { asAdmin });
  const [picked, setPicked] = useState<string | null>(null);
  const list = weeks.data ?? [];
  const current = currentWeekStart(clientTimeZone);
  const named = openWeek ? list.find((w) => w.weekStart === openWeek)?.weekStart : undefined;
  const fallback =
    named ?? list.find((w) => w.weekStart === current)?.weekStart ?? (list.length ? (list[0].weekStart > current ? list[0].weekStart : list.at(-1)!.weekStart) : null);
  const weekStart = picked ?? fallback;
  // A link to a week brings its grid into view once, below the engagement's summary and terms.
  const section = useRef<HTMLElement>(null);
  const scrolled = useRef(false);
  useEffect(() => {
    if (!named || scrolled.current) return;
    scrolled.current = true;
    section.current?.scrollIntoView?.({ block: "start" });
  }, [named]);
  const week = useTimesheetWeek(engagementId, weekStart, { asAdmin });
  const update = useUpdateWeek();

  const act = async (action: WeekAction) => {
    try {
      await update.mutateAsync(action);
      toast({ title: DONE[action.kind] });
    } catch (err) {
      toast({ variant: "destructive", title: "That did not work", description: errorMessage(err, "Please try again.") });
    }
  };
  const ref = { engagementId, weekStart: weekStart ?? "" };

  return (
    <section ref={section} aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-lg border border-border p-5 sm:p-6">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Timesheets
        </h2>
        {!workStarted && <p className="mt-1 text-sm text-muted-foreground">Hours are recorded once both parties have accepted the terms.</p>}
      </div>
      {weeks.isPending ? (
        <Skeleton className="h-64" aria-label="Loading the timesheets" />
      ) : weeks.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(weeks.error, "Could not load the timesheets.")}
        </p>
      ) : list.length === 0 || weekStart === null ? (
        <p className="text-sm text-muted-foreground">This engagement has no weeks to record.</p>
      ) : (
        <>
          <FormField label="Week" className="w-full sm:w-96">
            <Select value={weekStart} onChange={(event) => setPicked(event.target.value)}>
              {list.map((w) => (
                <option key={w.weekStart} value={w.weekStart}>
                  {formatLongDay(w.weekStart)}: {TIMESHEET_STATUS_STYLES[w.status].label}
                  {w.totalMinutes ? `, ${clockHours(w.totalMinutes)} h` : ""}
                  {w.weekStart === current ? " (this week)" : ""}
                </option>
              ))}
            </Select>
          </FormField>
          {week.isPending ? (
            <Skeleton className="h-72" aria-label="Loading the week" />
          ) : week.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(week.error, "Could not load this week.")}
            </p>
          ) : (
            <WeekGrid
              key={`${week.data.weekStart}-${week.data.status}-${week.dataUpdatedAt}`}
              week={week.data}
              busy={update.isPending}
              timeZone={readerTimeZone}
              onSave={(days) => void act({ kind: "save", days, ...ref })}
              onSubmit={(days) => void act({ kind: "submit", days, ...ref })}
              onApprove={() => void act({ kind: "approve", ...ref })}
              onDispute={(reason) => void act({ kind: "dispute", reason, ...ref })}
            />
          )}
        </>
      )}
    </section>
  );
}

// The client's day with an expert's working hours laid over it, for the engagement's dates: drawn
// for its first working day, with the fewest hours over all of them when daylight saving changes
// the overlap part-way (shared/working-hours.ts does the arithmetic, as the server does).
import { useMemo } from "react";
import { DayBand } from "@/components/ui/day-band";
import { dayPicture, sharedHoursLabel, type Engagement, type WorkingHours } from "@/lib/working-hours";
import { formatDayWithWeekday } from "@shared/calendar";

export interface OverlapBandProps {
  engagement: Engagement;
  client: WorkingHours;
  expert: WorkingHours;
  /** The fewest shared hours the server found; computed here when not given. */
  fewestHours?: number;
  className?: string;
}

export function OverlapBand({ engagement, client, expert, fewestHours, className }: OverlapBandProps) {
  const { startDate, weeks } = engagement;
  const picture = useMemo(
    () => dayPicture({ startDate, weeks }, client, expert),
    // Each field, so a new object with the same hours does not recompute.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [startDate, weeks, client.timeZone, client.workStart, client.workEnd, expert.timeZone, expert.workStart, expert.workEnd],
  );
  const label = sharedHoursLabel({ ...picture, fewestHours: fewestHours ?? picture.fewestHours });
  return (
    <DayBand
      className={className}
      label={label}
      day={picture.client}
      others={picture.expert}
      shared={picture.shared}
      dayLabel={`Your day, ${formatDayWithWeekday(picture.date)}`}
      othersLabel="Their working hours"
      sharedLabel="Shared"
    />
  );
}

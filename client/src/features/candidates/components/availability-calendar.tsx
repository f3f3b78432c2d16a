// Sidebar calendar on /candidate/profile: pick any number of days; each change is saved on the server.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useUpdateCandidateProfile } from "../api/update-candidate-profile";
import { monthGrid, toggleDate, toIsoDate } from "../lib/calendar";
import { formatLongDay, monthLabel } from "@shared/calendar";

const WEEKDAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"];

/** The first day of the month `n` months after the one `date` falls in, in the reader's calendar. */
const monthAfter = (date: Date, n: number) => new Date(date.getFullYear(), date.getMonth() + n, 1);

export function AvailabilityCalendar({ dates }: { dates: string[] }) {
  const [month, setMonth] = useState(() => monthAfter(new Date(), 0));
  const update = useUpdateCandidateProfile();
  const today = toIsoDate(new Date());
  const selected = new Set(dates);

  const toggle = (iso: string) => {
    update.mutate(
      { availableDates: toggleDate(dates, iso) },
      {
        onError: (err) => toast({ title: "Update failed", description: errorMessage(err, "Failed to update availability"), variant: "destructive" }),
      },
    );
  };

  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle as="h2">Availability</CardTitle>
        <p className="text-sm text-muted-foreground">Select the days you are available. Changes are saved automatically.</p>
      </CardHeader>
      <CardContent>
        <div className="mb-2 flex items-center justify-between">
          <Button variant="ghost" size="sm" onClick={() => setMonth((m) => monthAfter(m, -1))} aria-label="Previous month">
            ‹
          </Button>
          <p className="text-sm font-semibold" aria-live="polite">
            {monthLabel(toIsoDate(month).slice(0, 7))}
          </p>
          <Button variant="ghost" size="sm" onClick={() => setMonth((m) => monthAfter(m, 1))} aria-label="Next month">
            ›
          </Button>
        </div>
        <table className="w-full table-fixed border-collapse text-center text-sm" aria-label={`Availability, ${monthLabel(toIsoDate(month).slice(0, 7))}`}>
          <thead>
            <tr>
              {WEEKDAYS.map((d) => (
                <th key={d} scope="col" className="pb-1 text-xs font-medium text-muted-foreground">
                  {d}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthGrid(month).map((week) => (
              <tr key={week[0].iso}>
                {week.map((day) => {
                  const isSelected = selected.has(day.iso);
                  const past = day.iso < today;
                  return (
                    <td key={day.iso} className="p-0.5">
                      <button
                        type="button"
                        disabled={past || update.isPending}
                        aria-pressed={isSelected}
                        aria-label={formatLongDay(day.iso)}
                        onClick={() => toggle(day.iso)}
                        className={cn(
                          "h-9 w-full rounded-md text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed",
                          !day.inMonth && "text-muted-foreground",
                          past && "opacity-50",
                          isSelected ? "bg-accent font-semibold text-accent-foreground" : "hover:bg-muted",
                          day.iso === today && !isSelected && "ring-1 ring-inset ring-accent",
                        )}
                      >
                        {day.day}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3 text-sm text-muted-foreground" data-testid="available-days-count">
          {dates.length === 0 ? "No days selected" : `${dates.length} day${dates.length === 1 ? "" : "s"} selected`}
        </p>
      </CardContent>
    </Card>
  );
}

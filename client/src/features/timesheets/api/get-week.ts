import { useQuery } from "@tanstack/react-query";
import { timesheetWeekAnswer } from "@shared/contracts/timesheets";
import { apiAnswer } from "@/lib/api-client";
import { timesheetKeys } from "./keys";

/** GET /api/engagements/{id}/timesheets/{weekStart}: the week's days, status and what the reader may do. */
export function useTimesheetWeek(engagementId: number, weekStart: string | null, opts: { asAdmin?: boolean } = {}) {
  return useQuery({
    queryKey: timesheetKeys.week(engagementId, weekStart ?? ""),
    queryFn: ({ signal }) => apiAnswer(timesheetWeekAnswer, "GET", `/api/engagements/${engagementId}/timesheets/${weekStart}`, undefined, { ...opts, signal }),
    enabled: weekStart !== null,
  });
}

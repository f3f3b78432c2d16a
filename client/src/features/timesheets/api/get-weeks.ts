import { useQuery } from "@tanstack/react-query";
import type { TimesheetWeekSummary } from "@shared/contracts/timesheets";
import { apiRequest } from "@/lib/api-client";
import { timesheetKeys } from "./keys";

/** GET /api/engagements/{id}/timesheets: every week of the engagement with its status and total. */
export function useTimesheetWeeks(engagementId: number, opts: { asAdmin?: boolean } = {}) {
  return useQuery({
    queryKey: timesheetKeys.weeks(engagementId),
    queryFn: ({ signal }) => apiRequest<TimesheetWeekSummary[]>("GET", `/api/engagements/${engagementId}/timesheets`, undefined, { ...opts, signal }),
  });
}

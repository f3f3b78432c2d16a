import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { timesheetWeekSummaryAnswer } from "@shared/contracts/timesheets";
import { apiAnswer } from "@/lib/api-client";
import { timesheetKeys } from "./keys";

/** GET /api/engagements/{id}/timesheets: every week of the engagement with its status and total. */
export function useTimesheetWeeks(engagementId: number, opts: { asAdmin?: boolean } = {}) {
  return useQuery({
    queryKey: timesheetKeys.weeks(engagementId),
    queryFn: ({ signal }) => apiAnswer(z.array(timesheetWeekSummaryAnswer), "GET", `/api/engagements/${engagementId}/timesheets`, undefined, { ...opts, signal }),
  });
}

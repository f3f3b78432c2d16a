// The moves of a week: the expert's save and submission, the client's approval and dispute. Each
// answers the week as it now stands; the engagement's list of weeks is refreshed with it.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type SaveWeekInput, type TimesheetWeek, timesheetWeekAnswer } from "@shared/contracts/timesheets";
import { apiAnswer } from "@/lib/api-client";
import { showSaved } from "@/lib/show-saved";
import { timesheetKeys } from "./keys";

export interface WeekRef {
  engagementId: number;
  weekStart: string;
}
/** A week's hours as the expert sends them: the request's own type (shared/contracts/timesheets.ts). */
export type Days = SaveWeekInput["days"];

export type WeekAction = ({ kind: "save"; days: Days } | { kind: "submit"; days?: Days } | { kind: "approve" } | { kind: "dispute"; reason: string }) & WeekRef;

/** PUT …/timesheets/{weekStart}, or POST …/submit, …/approve, …/dispute. */
export function updateWeek(action: WeekAction): Promise<TimesheetWeek> {
  const path = `/api/engagements/${action.engagementId}/timesheets/${action.weekStart}`;
  switch (action.kind) {
    case "save":
      return apiAnswer(timesheetWeekAnswer, "PUT", path, { days: action.days });
    case "submit":
      return apiAnswer(timesheetWeekAnswer, "POST", `${path}/submit`, action.days ? { days: action.days } : {});
    case "approve":
      return apiAnswer(timesheetWeekAnswer, "POST", `${path}/approve`, {});
    case "dispute":
      return apiAnswer(timesheetWeekAnswer, "POST", `${path}/dispute`, { reason: action.reason });
  }
}

export function useUpdateWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWeek,
    onSuccess: async (week) => {
      await showSaved(queryClient, timesheetKeys.week(week.engagementId, week.weekStart), week);
      void queryClient.invalidateQueries({ queryKey: timesheetKeys.weeks(week.engagementId), exact: true });
    },
  });
}

import { useQuery } from "@tanstack/react-query";
import { type CalendarFeed, calendarFeedAnswer } from "@shared/contracts/calendar";
import { apiAnswer } from "@/lib/api-client";
import { calendarKeys } from "./keys";

/** GET /api/calendar: the signed-in user's private feed address (made on the first ask). */
export function getCalendarFeed(opts: { signal?: AbortSignal } = {}): Promise<CalendarFeed> {
  return apiAnswer(calendarFeedAnswer, "GET", "/api/calendar", undefined, opts);
}

export function useCalendarFeed() {
  return useQuery({ queryKey: calendarKeys.feed, queryFn: ({ signal }) => getCalendarFeed({ signal }) });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CalendarFeed, calendarFeedAnswer } from "@shared/contracts/calendar";
import { apiAnswer } from "@/lib/api-client";
import { showSaved } from "@/lib/show-saved";
import { calendarKeys } from "./keys";

/** POST /api/calendar/rotate: a new address; the old one stops working at once. */
export function rotateCalendarFeed(): Promise<CalendarFeed> {
  return apiAnswer(calendarFeedAnswer, "POST", "/api/calendar/rotate");
}

export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateCalendarFeed,
    onSuccess: (feed) => showSaved(queryClient, calendarKeys.feed, feed),
  });
}

import { useQuery } from "@tanstack/react-query";
import { type NotificationPreferences, notificationPreferencesAnswer } from "@shared/contracts/notifications";
import { apiAnswer } from "@/lib/api-client";
import { notificationKeys } from "./keys";

/** GET /api/notifications/preferences: whether the signed-in user's notifications are also e-mailed. */
export function getNotificationPreferences(): Promise<NotificationPreferences> {
  return apiAnswer(notificationPreferencesAnswer, "GET", "/api/notifications/preferences");
}

export function useNotificationPreferences() {
  return useQuery({ queryKey: notificationKeys.preferences, queryFn: getNotificationPreferences });
}

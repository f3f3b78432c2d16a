import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type NotificationPreferences, notificationPreferencesAnswer } from "@shared/contracts/notifications";
import { apiAnswer } from "@/lib/api-client";
import { showSaved } from "@/lib/show-saved";
import { notificationKeys } from "./keys";

/** PUT /api/notifications/preferences: turns e-mail of notifications on or off for the signed-in user. */
export function updateNotificationPreferences(input: NotificationPreferences): Promise<NotificationPreferences> {
  return apiAnswer(notificationPreferencesAnswer, "PUT", "/api/notifications/preferences", input);
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => showSaved(queryClient, notificationKeys.preferences, saved),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NotificationPreferences } from "@shared/contracts/notifications";
import { apiRequest } from "@/lib/api-client";
import { showSaved } from "@/lib/show-saved";
import { notificationKeys } from "./keys";

/** PUT /api/notifications/preferences: turns e-mail of notifications on or off for the signed-in user. */
export function updateNotificationPreferences(input: NotificationPreferences): Promise<NotificationPreferences> {
  return apiRequest<NotificationPreferences>("PUT", "/api/notifications/preferences", input);
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => showSaved(queryClient, notificationKeys.preferences, saved),
  });
}

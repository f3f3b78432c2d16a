import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NotificationPreferences } from "@shared/contracts/notifications";
import { apiRequest } from "@/lib/api-client";
import { notificationKeys } from "./keys";

/** PUT /api/notifications/preferences: turns e-mail of notifications on or off for the signed-in user. */
export function updateNotificationPreferences(input: NotificationPreferences): Promise<NotificationPreferences> {
  return apiRequest<NotificationPreferences>("PUT", "/api/notifications/preferences", input);
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  // A read of the setting still under way (the live stream refetches everything shown when it
  // connects, just after the page loads) must not land after the save with the state before it:
  // it is cancelled when the save starts and again before the saved state is shown.
  const cancelReads = () => queryClient.cancelQueries({ queryKey: notificationKeys.preferences });
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onMutate: cancelReads,
    onSuccess: async (saved) => {
      await cancelReads();
      queryClient.setQueryData(notificationKeys.preferences, saved);
    },
  });
}

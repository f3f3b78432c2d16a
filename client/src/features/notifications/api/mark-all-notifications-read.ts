import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notificationsReadAnswer } from "@shared/contracts/notifications";
import { apiAnswer } from "@/lib/api-client";
import { notificationKeys } from "./keys";

/** POST /api/notifications/read-all. */
export function markAllNotificationsRead() {
  return apiAnswer(notificationsReadAnswer, "POST", "/api/notifications/read-all");
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

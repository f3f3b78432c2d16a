import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type AppNotification, notificationAnswer } from "@shared/contracts/notifications";
import { apiAnswer } from "@/lib/api-client";
import { notificationKeys } from "./keys";

/** POST /api/notifications/{id}/read. */
export function markNotificationRead(id: number): Promise<AppNotification> {
  return apiAnswer(notificationAnswer, "POST", `/api/notifications/${id}/read`);
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

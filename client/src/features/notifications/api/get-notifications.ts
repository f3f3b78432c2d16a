import { useQuery } from "@tanstack/react-query";
import type { AppNotification } from "@shared/contracts/notifications";
import { apiRequest } from "@/lib/api-client";
import { notificationKeys } from "./keys";

export const NOTIFICATION_PAGE_SIZE = 20;

/** GET /api/notifications: the signed-in user's latest notifications, newest first. */
export function getNotifications(limit = NOTIFICATION_PAGE_SIZE): Promise<AppNotification[]> {
  return apiRequest<AppNotification[]>("GET", `/api/notifications?limit=${limit}`);
}

export function useNotifications(enabled: boolean) {
  return useQuery({ queryKey: notificationKeys.list(NOTIFICATION_PAGE_SIZE), queryFn: () => getNotifications(), enabled });
}

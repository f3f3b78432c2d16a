import { useQuery } from "@tanstack/react-query";
import type { UnreadCount } from "@shared/contracts/notifications";
import { apiRequest } from "@/lib/api-client";
import { notificationKeys } from "./keys";

/** GET /api/notifications/unread-count. */
export function getUnreadCount(): Promise<UnreadCount> {
  return apiRequest<UnreadCount>("GET", "/api/notifications/unread-count");
}

export function useUnreadCount() {
  return useQuery({ queryKey: notificationKeys.unreadCount, queryFn: getUnreadCount });
}

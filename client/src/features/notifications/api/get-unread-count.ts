import { useQuery } from "@tanstack/react-query";
import { type UnreadCount, unreadCountAnswer } from "@shared/contracts/notifications";
import { apiAnswer } from "@/lib/api-client";
import { notificationKeys } from "./keys";

/** GET /api/notifications/unread-count. */
export function getUnreadCount(): Promise<UnreadCount> {
  return apiAnswer(unreadCountAnswer, "GET", "/api/notifications/unread-count");
}

export function useUnreadCount() {
  return useQuery({ queryKey: notificationKeys.unreadCount, queryFn: getUnreadCount });
}

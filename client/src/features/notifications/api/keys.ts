// Query keys of the signed-in user's notifications (cleared with every cached result at logout).
export const notificationKeys = {
  /** The list and the unread count both start with this (prefix). */
  all: ["/api/notifications"] as const,
  list: (limit: number) => ["/api/notifications", { limit }] as const,
  unreadCount: ["/api/notifications", "unread-count"] as const,
  /** Outside `all`: a new notification does not change it. */
  preferences: ["/api/notifications/preferences"] as const,
};

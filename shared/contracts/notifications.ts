// Shapes of the notification calls under /api/notifications (PRODUCT.md "Notifications").
import { z } from "zod";
import { idSchema, paginationSchema } from "./common";

export const NOTIFICATION_KINDS = ["pre-booking.created", "pre-booking.confirmed", "pre-booking.declined", "pre-booking.expired"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationParamsSchema = z.object({ id: idSchema });
export const notificationListQuerySchema = paginationSchema.extend({
  unread: z.enum(["true", "false"]).optional(),
});
export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;

export interface AppNotification {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  readAt: string | null;
  createdAt: string;
}

export interface UnreadCount {
  count: number;
}

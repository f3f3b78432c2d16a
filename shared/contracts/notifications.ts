// Shapes of the notification calls under /api/notifications (PRODUCT.md "Notifications"), the live
// stream's events (GET /api/notifications/stream) and the e-mail preference.
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { notifications } from "../schema/notifications";
import { users } from "../schema/users";
import { idSchema, momentAnswer, paginationSchema } from "./common";
import { typed } from "./derive";

export const NOTIFICATION_KINDS = [
  "pre-booking.created",
  "pre-booking.confirmed",
  "pre-booking.declined",
  "pre-booking.expired",
  "pre-booking.reminder",
  "review.approved",
  "review.rejected",
  "requisition.submitted",
  "requisition.candidate-proposed",
  "requisition.shortlisted",
  "requisition.candidate-answered",
  "requisition.overdue",
  "requisition.filled",
  "requisition.closed",
  "thread.message",
  "engagement.created",
  "engagement.accepted",
  "engagement.active",
  "engagement.terms-changed",
  "engagement.ended",
  "timesheet.submitted",
  "timesheet.approved",
  "timesheet.disputed",
  "timesheet.auto-approved",
  "timesheet.reminder",
  "invoice.issued",
  "invoice.paid",
  "invoice.credited",
  "invoice.run-failed",
  "interview.booked",
  "interview.moved",
  "interview.cancelled",
  "interview.outcome",
  "interview.reminder",
  "engagement.trial-ended",
  "engagement.approver-changed",
  "payout.scheduled",
  "payout.paid",
  "payout.failed",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The notices whose mail carries an interview's calendar invitation (so it goes alone, never in a digest). */
export const INVITING_KINDS: readonly NotificationKind[] = ["interview.booked", "interview.moved", "interview.cancelled"];

export const notificationParamsSchema = z.object({ id: idSchema });
export const notificationListQuerySchema = paginationSchema.extend({
  unread: z.enum(["true", "false"]).optional(),
});
export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;

/** One notification as its owner reads it. */
export const notificationAnswer = createSelectSchema(notifications)
  .pick({ id: true, kind: true, title: true, body: true, link: true })
  .extend({ read: z.boolean(), readAt: momentAnswer.nullable(), createdAt: momentAnswer });
export type AppNotification = z.output<typeof notificationAnswer>;

export const unreadCountAnswer = z.object({ count: z.number().int() });
export type UnreadCount = z.output<typeof unreadCountAnswer>;

/** POST /api/notifications/read-all: how many were marked read. */
export const notificationsReadAnswer = z.object({ updated: z.number().int() });

// --- the live stream ---------------------------------------------------------------------------

/**
 * Server-Sent Events of GET /api/notifications/stream (docs/decisions/034). Each event's `id:` is
 * a notification id: a reconnecting EventSource sends the last one as Last-Event-ID and gets every
 * notification after it.
 *
 * - `notification`: data is a LiveNotification, id its id.
 * - `ready`: the stream is live (after the replay, if any); data `{lastId}`, id the newest
 *   notification id so far. Refresh the bell and lists on it: it also follows a reconnection.
 * - `replaced`: this stream was closed because the account opened too many; do not reconnect it.
 * - `signed-out`: the sign-in it was opened with has ended; do not reconnect.
 */
export const NOTIFICATION_STREAM_EVENTS = {
  notification: "notification",
  ready: "ready",
  replaced: "replaced",
  signedOut: "signed-out",
} as const;

/** Lists a notification's change touched, by domain word (the client's query-key families). */
export const REFRESH_TOPICS = ["notifications", "pre-bookings", "profile", "requisitions", "threads", "engagements", "interviews"] as const;
export type RefreshTopic = (typeof REFRESH_TOPICS)[number];

/** A notification as the stream sends it: its public shape and the lists to refresh. */
export const liveNotificationAnswer = notificationAnswer.extend({ refresh: z.array(z.enum(REFRESH_TOPICS)) });
export type LiveNotification = z.output<typeof liveNotificationAnswer>;

/** The `ready` event's data: the newest notification id so far (0 when there is none). */
export const streamReadyAnswer = z.object({ lastId: z.number().int() });

export function listsChangedBy(kind: string): RefreshTopic[] {
  if (kind.startsWith("pre-booking.")) return ["notifications", "pre-bookings"];
  // A review approves or rejects the person's own application: their profile screens change.
  if (kind.startsWith("review.")) return ["notifications", "profile"];
  if (kind.startsWith("requisition.")) return ["notifications", "requisitions"];
  if (kind.startsWith("thread.")) return ["notifications", "threads"];
  // An engagement's terms and its timesheet weeks are one page.
  if (kind.startsWith("engagement.") || kind.startsWith("timesheet.")) return ["notifications", "engagements"];
  if (kind.startsWith("interview.")) return ["notifications", "interviews"];
  return ["notifications"];
}

/** Last-Event-ID: the header, or `lastEventId` in the query for clients that cannot set it. */
export const notificationStreamSchema = z.object({
  lastEventId: z
    .string({ error: "Last-Event-ID must be a notification id" })
    .trim()
    .regex(/^\d{1,10}$/, "Last-Event-ID must be a notification id")
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, "Last-Event-ID is too large")
    .optional(),
});

// --- e-mail ------------------------------------------------------------------------------------

/** GET and PUT /api/notifications/preferences. */
export const notificationPreferencesSchema = createSelectSchema(users, {
  emailNotifications: (column) => typed(column, "emailNotifications must be true or false"),
}).pick({ emailNotifications: true });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
/** The preference as GET and PUT answer it. */
export const notificationPreferencesAnswer = z.object({ emailNotifications: z.boolean() });

/** Pauses before a client reopens a stream it was refused or lost (a 401, a 503, a server that is gone): doubling from the first, at most the last. */
export const STREAM_BACKOFF = { firstMs: 1_000, maxMs: 30_000 };

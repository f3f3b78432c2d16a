import type { AppNotification, NotificationKind, NotificationListQuery } from "@shared/contracts/notifications";
import type { NotificationRow, UserRow } from "@shared/schema";
import type { Db } from "../db/client";
import { notFound } from "../lib/http-error";
import * as repo from "./notifications.repo";

function toPublicNotification(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A notice to record: a row of the notifications table, of a known kind. */
export type NotificationMessage = repo.NewNotification & { kind: NotificationKind };

/**
 * Records notifications. Other features call this with their transaction handle so a change and
 * the notice it causes commit together.
 */
export async function notify(tx: Db, messages: NotificationMessage[]) {
  return repo.insertNotifications(tx, messages);
}

export async function listOwnNotifications(db: Db, user: UserRow, query: NotificationListQuery) {
  const { rows, total } = await repo.listNotifications(db, user.id, { ...query, unreadOnly: query.unread === "true" });
  return { items: rows.map(toPublicNotification), total };
}

export async function unreadCount(db: Db, user: UserRow) {
  return { count: await repo.countUnread(db, user.id) };
}

/** Another user's notification answers 404: its existence is nobody else's business. */
export async function markNotificationRead(db: Db, user: UserRow, id: number) {
  const row = await repo.markRead(db, user.id, id);
  if (!row) throw notFound("Notification not found");
  return toPublicNotification(row);
}

export async function markAllNotificationsRead(db: Db, user: UserRow) {
  return { updated: await repo.markAllRead(db, user.id) };
}

import { listsChangedBy, type AppNotification, type LiveNotification, type NotificationKind, type NotificationListQuery, type NotificationPreferences } from "@shared/contracts/notifications";
import type { AccountMailKind, NotificationRow, UserRow } from "@shared/schema";
import type { Db } from "../db/client";
import { notFound } from "../lib/http-error";
import * as outbox from "./mail-outbox.repo";
import * as repo from "./notifications.repo";

export function toPublicNotification(row: NotificationRow): AppNotification {
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
 * Records notifications, in the transaction of the change that causes them (server/flows writes
 * every move's and act's notices through this).
 */
export async function notify(tx: Db, messages: NotificationMessage[]) {
  return repo.insertNotifications(tx, messages);
}

/**
 * A mail to queue in the outbox, in the transaction of the change it tells of, so the mail exists
 * exactly when the change (or the token it carries) does: an account mail (a password reset, an
 * address to verify, the notice to a replaced address, a bank account changed), a company's
 * invitation, or a booked discovery call's confirmations (one to the visitor who booked it, one to
 * each admin with e-mail on; the sender renders them from the call, docs/decisions/079-*).
 */
export type OutboxMail =
  | { kind: Exclude<AccountMailKind, "company-invitation">; userId: number; toAddress: string; link: string | null }
  | { kind: "company-invitation"; invitationId: number; toAddress: string; link: string }
  | { kind: "discovery-call"; discoveryCallId: number; visitorAddress: string };

export async function queueMail(tx: Db, mail: OutboxMail) {
  if (mail.kind === "discovery-call") return outbox.insertDiscoveryCallMail(tx, mail);
  if (mail.kind === "company-invitation") return outbox.insertCompanyInvitationMail(tx, mail);
  await outbox.insertAccountMail(tx, { userId: mail.userId, toAddress: mail.toAddress, accountMail: mail.kind, link: mail.link });
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

/** Other domains: marks these of the user's notifications read (a conversation opened). */
export async function markNotificationsRead(db: Db, userId: number, ids: number[]) {
  return repo.markManyRead(db, userId, ids);
}

/** How many notifications one run of the unread-mail job claims at most. */
export const UNREAD_MAIL_BATCH = 200;

/**
 * The job that e-mails notifications still unread at their `mailIfUnreadAt` (a conversation's
 * messages), each once; safe on any number of instances. Resolves true when it stopped at its batch.
 */
export async function mailUnreadNotifications(deps: { db: Db }) {
  return (await repo.queueUnreadMail(deps.db, UNREAD_MAIL_BATCH)) >= UNREAD_MAIL_BATCH;
}

export async function markAllNotificationsRead(db: Db, user: UserRow) {
  return { updated: await repo.markAllRead(db, user.id) };
}

// --- the live stream (stream.ts) ---------------------------------------------------------------

export function toLiveNotification(row: NotificationRow): LiveNotification {
  return { ...toPublicNotification(row), refresh: listsChangedBy(row.kind) };
}

/** One notification by id (whoever it belongs to: the stream checks), or undefined. */
export async function notificationById(db: Db, id: number) {
  return repo.findNotification(db, id);
}

/** The user's notifications after `afterId`, oldest first, at most `limit`. */
export async function notificationsAfter(db: Db, userId: number, afterId: number, limit: number) {
  return repo.listAfter(db, userId, afterId, limit);
}

export async function latestNotificationId(db: Db, userId: number) {
  return repo.latestId(db, userId);
}

// --- telling the admins --------------------------------------------------------------------------

/** Every admin account still in use, whom "tell the admins" reaches. */
export async function activeAdminIds(db: Db) {
  return repo.activeAdminIds(db);
}

// --- preferences ------------------------------------------------------------------------------

/** Whether the user's notifications are also e-mailed to them (default on). */
export async function notificationPreferences(db: Db, user: UserRow): Promise<NotificationPreferences> {
  return { emailNotifications: (await repo.findEmailNotifications(db, user.id)) ?? user.emailNotifications };
}

/** Turning e-mail off stops mail for notifications made from now on; queued ones are still sent. */
export async function saveNotificationPreferences(db: Db, user: UserRow, input: NotificationPreferences): Promise<NotificationPreferences> {
  return { emailNotifications: (await repo.updateEmailNotifications(db, user.id, input.emailNotifications)) ?? input.emailNotifications };
}

/** How long the outbox keeps a mail that is sent or given up (docs/decisions/058-what-we-keep-and-for-how-long.md). */
export const SENT_MAIL_RETENTION_DAYS = 30;

/** The retention job's part: up to `batch` outbox rows past retention. Answers how many went. */
export async function purgeDoneMail(db: Db, batch: number) {
  return outbox.deleteDone(db, SENT_MAIL_RETENTION_DAYS, batch);
}

import type { Database } from "../db/client";

/**
 * The one way server processes tell each other things, whichever instance or worker they are:
 * PostgreSQL's LISTEN/NOTIFY on the shared database (PGlite's own in embedded mode), sent by
 * triggers in the transaction that makes the change. A message is JSON; it reaches every listening
 * process when that transaction commits, and is lost by a process whose listening connection was
 * down at that moment (its subscribers are told, see `onGap`). Channels (docs/decisions/034-live-notifications-over-listen-notify.md):
 *
 * - `notifications`: `{id, user_id}` of each new notification, sent by a trigger on the table;
 * - `credentials`: `{user_id}` of each ended session or bearer token, sent by triggers;
 */

export const CHANNELS = {
  notifications: "notifications",
  credentials: "credentials",
} as const;

export interface BroadcastHandlers<T> {
  onMessage(message: T): void;
  /** Messages may have been missed (the listening connection was lost and is back). */
  onGap?(): void;
  /** The listening connection was lost: messages are missed until `onGap`. */
  onLost?(): void;
}

/** Resolves once listening (waiting for the database if need be); the function returned stops. */
export function subscribe<T extends object>(database: Database, channel: string, handlers: BroadcastHandlers<T>) {
  return database.listen(channel, {
    onMessage(payload) {
      let message: unknown;
      try {
        message = JSON.parse(payload);
      } catch {
        return;
      }
      if (typeof message !== "object" || message === null) return;
      handlers.onMessage(message as T);
    },
    onGap: handlers.onGap && (() => handlers.onGap?.()),
    onLost: handlers.onLost && (() => handlers.onLost?.()),
  });
}

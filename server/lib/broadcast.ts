import { randomUUID } from "node:crypto";
import type { Database } from "../db/client";
import type { Logger } from "./logger";

/**
 * The one way server processes tell each other things, whichever instance or worker they are:
 * PostgreSQL's LISTEN/NOTIFY on the shared database (PGlite's own in embedded mode). A message is
 * JSON; it reaches every listening process when the transaction that sent it commits, and is lost
 * by a process whose listening connection was down at that moment (its subscribers are told, see
 * `onGap`). Channels (docs/decisions/034-live-notifications-over-listen-notify.md):
 *
 * - `notifications`: `{id, user_id}` of each new notification, sent by a trigger on the table;
 * - `credentials`: `{user_id}` of each ended session or bearer token, sent by triggers;
 * - `public_cache`: `{topic, from}` when a process emptied its public read cache after a write.
 */

export const CHANNELS = {
  notifications: "notifications",
  credentials: "credentials",
  publicCache: "public_cache",
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

export async function publish(database: Database, channel: string, message: object) {
  await database.notify(channel, JSON.stringify(message));
}

/**
 * The public read cache's peers (see public-cache.ts): every other process on the database,
 * another instance's included. An emptying is passed on at once; one that could not be sent or
 * heard is covered by the cache's time limit, and a process that may have missed some empties its
 * cache when it listens again.
 */
export function cachePeersOverNotify(database: Database, logger: Logger) {
  // NOTIFY reaches the sender too: this cache's own messages are told from the others' by this.
  const me = randomUUID();
  return {
    publish(topic: string) {
      publish(database, CHANNELS.publicCache, { topic, from: me }).catch((err: Error) => logger.warn({ err: err.message }, "could not tell the other processes to empty their caches"));
    },
    subscribe(topic: string, handler: () => void) {
      subscribe<{ topic?: unknown; from?: unknown }>(database, CHANNELS.publicCache, {
        onMessage: (message) => {
          if (message.from !== me && message.topic === topic) handler();
        },
        onGap: handler,
      }).catch((err: Error) => logger.warn({ err: err.message }, "not listening for other processes' cache emptying"));
    },
  };
}

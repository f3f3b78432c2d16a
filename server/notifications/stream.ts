import type { Request, Response } from "express";
import { liveNotificationAnswer, NOTIFICATION_STREAM_EVENTS as EVENTS, streamReadyAnswer } from "@shared/contracts/notifications";
import type { NotificationRow, UserRow } from "@shared/schema";
import type { AppDeps } from "../deps";
import { answer } from "../lib/answer";
import type { RequestCredentials } from "../lib/guards";
import { CHANNELS, subscribe } from "../lib/broadcast";
import { HttpError } from "../lib/http-error";
import { latestNotificationId, notificationById, notificationsAfter, toLiveNotification } from "./notifications.service";

/**
 * Live notifications: GET /api/notifications/stream as Server-Sent Events
 * (docs/decisions/034-live-notifications-over-listen-notify.md). This process keeps its open
 * streams by user; a new notification, wherever it was made, is announced by the database
 * (NOTIFY notifications, from a trigger, on commit) to every process, and each sends it to the
 * streams of its user that it holds. An ended session or token is announced the same way
 * (NOTIFY credentials) and ends the streams opened with it.
 */

export const STREAM_LIMITS = {
  /** Streams one account may hold in one process; the next one closes the oldest. */
  perUser: 5,
  /** Streams one process holds at most; beyond, 503. */
  perProcess: 10_000,
  /** A comment line this often keeps proxies from closing a quiet stream and finds dead ones. */
  heartbeatMs: 20_000,
  /** How long a browser waits before reconnecting a dropped stream. */
  retryMs: 3_000,
  /** Replayed notifications are read this many at a time. */
  replayPage: 200,
  /** How long a new stream waits for this process to listen to the database before a 503. */
  listenTimeoutMs: 5_000,
};

/** Notification ids a stream remembers having sent, so a notification is never sent twice on it. */
const SENT_MEMORY = 1_000;

/** Whether credentials a stream was opened with still sign its user in (auth's to say; app.ts hands it in). */
export type StillSignedIn = (db: AppDeps["db"], userId: number, credentials: RequestCredentials) => Promise<boolean>;

type StreamDeps = Pick<AppDeps, "db" | "database" | "logger"> & { stillSignedIn: StillSignedIn };

function frame(event: string, data: unknown, id?: number) {
  return `${id === undefined ? "" : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

class LiveStream {
  private readonly sent = new Set<number>();
  /** The highest notification id this stream has covered (sent, or known at its start). */
  cursor = 0;
  /** Notifications heard while the stream starts (its replay runs), sent after it; null once live. */
  pending: NotificationRow[] | null = [];
  heartbeat?: NodeJS.Timeout;

  constructor(
    readonly userId: number,
    readonly credentials: RequestCredentials,
    private readonly res: Response,
  ) {}

  get open() {
    return !this.res.writableEnded && !this.res.destroyed;
  }

  write(chunk: string) {
    if (this.open) this.res.write(chunk);
  }

  send(row: NotificationRow) {
    if (this.sent.has(row.id)) return;
    this.sent.add(row.id);
    if (this.sent.size > SENT_MEMORY) this.sent.delete(this.sent.values().next().value!);
    this.cursor = Math.max(this.cursor, row.id);
    this.write(frame(EVENTS.notification, answer(liveNotificationAnswer, toLiveNotification(row)), row.id));
  }

  deliver(row: NotificationRow) {
    if (this.pending) this.pending.push(row);
    else this.send(row);
  }

  /** Ends the answer, saying why first when the client should not reconnect. */
  end(event?: string) {
    if (event) this.write(frame(event, {}));
    if (this.open) this.res.end();
  }
}

export interface LiveNotifications {
  /** Answers a stream request of a signed-in user; resolves once it is live (the answer stays open). */
  open(req: Request, res: Response, user: UserRow, credentials: RequestCredentials, lastEventId: number | undefined): Promise<void>;
  /** Open streams in this process (all users). */
  size(): number;
}

export function liveNotifications(deps: StreamDeps, limits = STREAM_LIMITS): LiveNotifications {
  const { db, database, logger, stillSignedIn } = deps;
  /** Each user's streams in this process, oldest first. */
  const byUser = new Map<number, LiveStream[]>();
  let total = 0;
  let listening: Promise<unknown> | undefined;

  const add = (stream: LiveStream) => {
    const streams = byUser.get(stream.userId) ?? [];
    byUser.set(stream.userId, streams);
    streams.push(stream);
    total += 1;
    // Over the cap, the oldest goes: a tab left open elsewhere (or a dead connection not yet
    // noticed) must not keep the one in front of the user from working.
    while (streams.length > limits.perUser) {
      const oldest = streams[0];
      remove(oldest);
      oldest.end(EVENTS.replaced);
    }
  };

  const remove = (stream: LiveStream) => {
    clearInterval(stream.heartbeat);
    const streams = byUser.get(stream.userId);
    const at = streams?.indexOf(stream) ?? -1;
    if (!streams || at < 0) return;
    streams.splice(at, 1);
    total -= 1;
    if (streams.length === 0) byUser.delete(stream.userId);
  };

  /** Sends the user's notifications after the stream's cursor (after a gap in the announcements). */
  const catchUp = async (stream: LiveStream) => {
    if (stream.pending) return; // still starting: its replay and its start cover the gap
    try {
      for (;;) {
        const rows = await notificationsAfter(db, stream.userId, stream.cursor, limits.replayPage);
        for (const row of rows) stream.send(row);
        if (rows.length < limits.replayPage) return;
      }
    } catch (err) {
      // The browser reconnects with the last id it got, and the replay does the rest.
      logger.warn({ err: (err as Error).message }, "live stream could not catch up; closing it");
      stream.end();
    }
  };

  const announced = async (message: { id?: unknown; user_id?: unknown }) => {
    const userId = Number(message.user_id);
    const id = Number(message.id);
    if (!byUser.has(userId) || !Number.isInteger(id)) return;
    let row: NotificationRow | undefined;
    try {
      row = await notificationById(db, id);
    } catch (err) {
      logger.warn({ err: (err as Error).message }, "live stream could not read a new notification; closing the user's streams");
      for (const stream of [...(byUser.get(userId) ?? [])]) stream.end();
      return;
    }
    if (!row || row.userId !== userId) return;
    for (const stream of byUser.get(userId) ?? []) stream.deliver(row);
  };

  const checkCredentials = async (userId: number) => {
    for (const stream of [...(byUser.get(userId) ?? [])]) {
      const valid = await stillSignedIn(db, userId, stream.credentials).catch(() => true);
      if (!valid) {
        remove(stream);
        stream.end(EVENTS.signedOut);
      }
    }
  };

  const gap = () => {
    for (const [userId, streams] of byUser) {
      for (const stream of streams) void catchUp(stream);
      void checkCredentials(userId);
    }
  };

  const listen = () => {
    listening ??= Promise.all([
      subscribe<{ id?: unknown; user_id?: unknown }>(database, CHANNELS.notifications, { onMessage: (m) => void announced(m), onGap: gap }),
      subscribe<{ user_id?: unknown }>(database, CHANNELS.credentials, { onMessage: (m) => void checkCredentials(Number(m.user_id)) }),
    ]).catch((err: unknown) => {
      listening = undefined;
      throw err;
    });
    return listening;
  };

  const unavailable = () => new HttpError(503, "service_unavailable", "Live updates are not available right now. Please try again shortly.", undefined, { "Retry-After": "5" });

  async function listenedWithin(ms: number) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(unavailable()), ms)));
    try {
      await Promise.race([listen(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    size: () => total,

    async open(req, res, user, credentials, lastEventId) {
      if (total >= limits.perProcess) throw unavailable();
      // Listening first: whatever is committed from here on is heard, so nothing falls between
      // the reads below and the live announcements.
      await listenedWithin(limits.listenTimeoutMs);

      const stream = new LiveStream(user.id, credentials, res);
      res.on("error", () => {});
      res.once("close", () => remove(stream));
      add(stream);
      let latest: number;
      try {
        latest = await latestNotificationId(db, user.id);
      } catch (err) {
        remove(stream);
        throw err;
      }
      if (!stream.open) return remove(stream);

      res.status(200).set({
        "Content-Type": "text/event-stream; charset=utf-8",
        // no-transform: no proxy (nor the compression middleware) may buffer or rewrite it.
        "Cache-Control": "no-cache, no-transform",
        "X-Accel-Buffering": "no",
        Connection: "keep-alive",
      });
      res.flushHeaders();
      req.socket.setNoDelay(true);
      stream.write(`retry: ${limits.retryMs}\n\n`);
      stream.heartbeat = setInterval(() => stream.write(": ping\n\n"), limits.heartbeatMs);
      stream.heartbeat.unref();

      try {
        for (let after = lastEventId; after !== undefined; ) {
          const rows = await notificationsAfter(db, user.id, after, limits.replayPage);
          for (const row of rows) stream.send(row);
          after = rows.length === limits.replayPage ? rows[rows.length - 1].id : undefined;
        }
      } catch (err) {
        logger.warn({ err: (err as Error).message }, "live stream replay failed; closing it");
        remove(stream);
        stream.end();
        return;
      }
      stream.cursor = Math.max(stream.cursor, latest);
      stream.write(frame(EVENTS.ready, answer(streamReadyAnswer, { lastId: stream.cursor }), stream.cursor));
      const heard = stream.pending ?? [];
      stream.pending = null;
      for (const row of heard.sort((a, b) => a.id - b.id)) stream.send(row);
    },
  };
}

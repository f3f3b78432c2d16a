import pg from "pg";

/**
 * LISTEN on a dedicated PostgreSQL connection (a pooled one may be handed to a query at any time
 * and would drop the LISTEN with it), shared by every channel this process listens on. A lost
 * connection never ends the process: it is opened again with a growing pause, every channel is
 * listened to anew, and `onGap` handlers are told, since what was announced in between is lost.
 * A quiet connection is checked now and then, so a silently dead one is noticed too.
 */

/**
 * Told of every payload on a channel; `onLost` when the connection is lost (announcements are
 * missed from then on), `onGap` when it is back after such a loss.
 */
export interface Subscriber {
  onMessage(payload: string): void;
  onGap?(): void;
  onLost?(): void;
}

export interface Listener {
  /**
   * Resolves once the channel is listened to, waiting for the database if need be (race it with a
   * timeout when an answer cannot wait); the returned function stops this subscriber.
   */
  listen(channel: string, subscriber: Subscriber): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]*$/;
const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;
const CHECK_EVERY_MS = 30_000;
const CHECK_TIMEOUT_MS = 10_000;

export function assertChannel(channel: string) {
  if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
}

export function pgListener(url: string, opts: { onConnectionError?: (err: Error) => void; onReconnected?: () => void } = {}): Listener {
  const channels = new Map<string, Set<Subscriber>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = RETRY_MIN_MS;
  let closed = false;
  let lostSinceConnected = false;
  let waiters: (() => void)[] = [];
  const wake = () => {
    const woken = waiters;
    waiters = [];
    for (const w of woken) w();
  };

  const dispatch = (channel: string, payload: string) => {
    for (const s of channels.get(channel) ?? []) {
      try {
        s.onMessage(payload);
      } catch (err) {
        opts.onConnectionError?.(err as Error);
      }
    }
  };

  const lost = (conn: pg.Client, err?: Error) => {
    if (client !== conn) return;
    client = undefined;
    conn.end().catch(() => {});
    if (closed) return;
    lostSinceConnected = true;
    opts.onConnectionError?.(err ?? new Error("the listening connection ended"));
    for (const subscribers of channels.values()) for (const s of subscribers) s.onLost?.();
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer || connecting || client) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch(() => scheduleReconnect());
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const conn = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, keepAlive: true });
      conn.on("error", (err) => lost(conn, err));
      conn.on("end", () => lost(conn));
      conn.on("notification", (msg) => dispatch(msg.channel, msg.payload ?? ""));
      try {
        await conn.connect();
        for (const channel of channels.keys()) await conn.query(`LISTEN ${channel}`);
      } catch (err) {
        conn.removeAllListeners("end");
        conn.on("error", () => {});
        await conn.end().catch(() => {});
        opts.onConnectionError?.(err as Error);
        throw err;
      }
      if (closed) {
        await conn.end().catch(() => {});
        throw new Error("listener closed");
      }
      client = conn;
      retryMs = RETRY_MIN_MS;
      wake();
      if (lostSinceConnected) {
        lostSinceConnected = false;
        opts.onReconnected?.();
        for (const subscribers of channels.values()) for (const s of subscribers) s.onGap?.();
      }
      return conn;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  // A connection that died without a word (a network gone quiet) is found by asking it something.
  const check = setInterval(() => {
    const conn = client;
    if (!conn) return;
    const timeout = setTimeout(() => lost(conn, new Error("the listening connection stopped answering")), CHECK_TIMEOUT_MS);
    conn.query("select 1").then(
      () => clearTimeout(timeout),
      (err: Error) => {
        clearTimeout(timeout);
        lost(conn, err);
      },
    );
  }, CHECK_EVERY_MS);
  check.unref();

  /** Resolves at the next successful connection (or when closed). */
  const nextConnection = () => new Promise<void>((resolve) => waiters.push(resolve));

  return {
    async listen(channel, subscriber) {
      assertChannel(channel);
      let subscribers = channels.get(channel);
      const first = !subscribers;
      if (!subscribers) channels.set(channel, (subscribers = new Set()));
      subscribers.add(subscriber);
      const stop = async () => {
        const set = channels.get(channel);
        if (!set?.delete(subscriber) || set.size > 0) return;
        channels.delete(channel);
        await client?.query(`UNLISTEN ${channel}`).catch(() => {});
      };
      // Until PostgreSQL answers: a connection made later listens to every channel in the map.
      for (;;) {
        if (closed) throw new Error("listener closed");
        try {
          const conn = client ?? (await connect());
          // LISTEN twice is harmless; a new connection has listened already.
          if (first) await conn.query(`LISTEN ${channel}`);
          return stop;
        } catch {
          scheduleReconnect();
          await nextConnection();
        }
      }
    },
    async close() {
      closed = true;
      wake();
      clearInterval(check);
      clearTimeout(retryTimer);
      channels.clear();
      const conn = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      if (conn) {
        conn.removeAllListeners("end");
        await conn.end().catch(() => {});
      }
    },
  };
}

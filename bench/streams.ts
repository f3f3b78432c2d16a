/**
 * bench:load's live phase: experts seeded straight into the database (with bearer tokens, so no
 * password hashing slows the set-up), one open notification stream each, the time from a
 * pre-booking's answer to its event on the expert's stream, and the mail outbox's lag measured
 * against a local SMTP sink.
 */
import { createHash } from "node:crypto";
import http from "node:http";
import pg from "pg";
import { STREAM_BACKOFF } from "../shared/contracts/notifications";

export interface StreamExpert {
  userId: number;
  token: string;
}

/** `count` active, bookable experts (available from tomorrow for three years), each with a bearer token. */
export async function seedStreamExperts(databaseUrl: string, count: number): Promise<StreamExpert[]> {
  const tag = `${process.pid}-${Date.now().toString(36)}`;
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    await c.query("begin");
    const users = await c.query<{ id: number }>(
      `insert into users (username, email, password_hash, first_name, last_name, user_type)
       select 'stream-' || $1 || '-' || g, 'stream-' || $1 || '-' || g || '@bench.example', 'not-a-login', 'Stream', 'Expert ' || g, 'expert'
       from generate_series(1, $2::int) g
       returning id`,
      [tag, count],
    );
    const ids = users.rows.map((r) => r.id);
    await c.query(
      `insert into experts (user_id, name, role, skills, years_experience, is_active)
       select id, 'Stream Expert ' || id, 'Data Engineer', '{Python,SQL}', 8, true from unnest($1::int[]) id`,
      [ids],
    );
    await c.query(
      `insert into availability (expert_id, status, available_from, available_to)
       select id, 'available', current_date + 1, current_date + 1100 from unnest($1::int[]) id`,
      [ids],
    );
    const experts = ids.map((userId) => ({ userId, token: `bench-stream-${tag}-${userId}` }));
    await c.query(
      `insert into auth_tokens (user_id, token_hash, expires_at)
       select u, h, now() + interval '1 day' from unnest($1::int[], $2::text[]) as t(u, h)`,
      [ids, experts.map((e) => createHash("sha256").update(e.token).digest("hex"))],
    );
    await c.query("commit");
    return experts;
  } finally {
    await c.end();
  }
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** A date as the booking notice writes it ("d MMM yyyy"). */
export const noticeDay = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
/** One booking's key: the expert and the first day, unique per expert in the bench. */
export const bookingKey = (expertId: number, startDay: string) => `${expertId}|${startDay}`;

/** Open streams and what they heard: each notification's arrival time by booking key. */
export interface Streams {
  opened: number;
  /** Arrival time (ms, Date.now()) of each booking's event, by bookingKey. */
  events: Map<string, number>;
  /** Opening answers of 503 (the server refusing while overloaded), each retried as the app's own client does. */
  refusedOnOpen: number;
  /** Events that could not be matched to a booking (other kinds), and streams that ended early. */
  unmatched: number;
  ended: number;
  close(): void;
}

/**
 * Opens one GET /api/notifications/stream per expert (bearer token), `batch` at a time, and
 * resolves when every stream has said `ready`.
 */
export async function openStreams(base: string, experts: StreamExpert[], batch = 50): Promise<Streams> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const requests: http.ClientRequest[] = [];
  const streams: Streams = {
    opened: 0,
    refusedOnOpen: 0,
    events: new Map(),
    unmatched: 0,
    ended: 0,
    close() {
      for (const r of requests) r.destroy();
      agent.destroy();
    },
  };
  let closing = false;
  /** Up to this many refusals in a row for one stream before the bench gives up. */
  const MAX_REFUSALS = 8;
  const open = (expert: StreamExpert, refusals = 0): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      const req = http.get(`${base}/api/notifications/stream`, { agent, headers: { Authorization: `Bearer ${expert.token}`, Accept: "text/event-stream" } }, (res) => {
        if (res.statusCode === 503 && refusals < MAX_REFUSALS) {
          // Busy: come back later as the app's own stream client does (its back-off, a fifth of jitter).
          res.resume();
          streams.refusedOnOpen += 1;
          const pause = Math.min(STREAM_BACKOFF.maxMs, STREAM_BACKOFF.firstMs * 2 ** refusals) * (1 - Math.random() * 0.2);
          setTimeout(() => open(expert, refusals + 1).then(resolve, reject), pause);
          return;
        }
        if (res.statusCode !== 200) {
          res.resume();
          return reject(new Error(`stream for expert ${expert.userId}: ${res.statusCode}`));
        }
        res.setEncoding("utf8");
        let buffer = "";
        let ready = false;
        res.on("data", (chunk: string) => {
          const now = Date.now();
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let event = "message";
            let data = "";
            for (const line of frame.split("\n")) {
              if (line.startsWith("event: ")) event = line.slice(7);
              else if (line.startsWith("data: ")) data += line.slice(6);
            }
            if (event === "ready" && !ready) {
              ready = true;
              streams.opened += 1;
              resolve();
            } else if (event === "notification") {
              const from = /from (\d{1,2} \w{3} \d{4}) to/.exec((JSON.parse(data) as { body?: string }).body ?? "")?.[1];
              if (from && !streams.events.has(bookingKey(expert.userId, from))) streams.events.set(bookingKey(expert.userId, from), now);
              else streams.unmatched += 1;
            }
          }
        });
        res.on("close", () => {
          if (!closing) streams.ended += 1;
        });
      });
      req.on("error", (err) => {
        if (!closing) reject(err);
      });
      requests.push(req);
    });
  // open(expert) alone: map's second argument (the index) would be taken for refusals already made.
  for (let i = 0; i < experts.length; i += batch) await Promise.all(experts.slice(i, i + batch).map((expert) => open(expert)));
  const close = streams.close;
  streams.close = () => {
    closing = true;
    close();
  };
  return streams;
}

/** Waits until `done()` or `ms` have passed, checking every 100 ms. */
export async function waitUntil(done: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
}

/** The outbox's rows made since `since`: how many, how many are still to send, and the lag of those sent (created → sent), in ms. */
export async function outboxState(databaseUrl: string, since: Date) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const pending = await c.query<{ n: string }>("select count(*) as n from mail_outbox where sent_at is null and next_attempt_at is not null and created_at >= $1", [since]);
    const lags = await c.query<{ ms: string }>("select extract(epoch from (sent_at - created_at)) * 1000 as ms from mail_outbox where sent_at is not null and created_at >= $1 order by 1", [since]);
    const total = await c.query<{ n: string }>("select count(*) as n from mail_outbox where created_at >= $1", [since]);
    return { pending: Number(pending.rows[0].n), total: Number(total.rows[0].n), lags: lags.rows.map((r) => Number(r.ms)) };
  } finally {
    await c.end();
  }
}

// Faults on the real server process and a real PostgreSQL: the database going away under load,
// a graceful stop with requests in flight, and a hard kill in the middle of a burst of writes.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/db/demo-accounts';
import {
  ApiClient,
  day,
  sleep,
  spawnServer,
  sqlRows,
  startPostgres,
  waitUntil,
  type Postgres,
  type ServerProcess,
} from './support';

let postgres: Postgres;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await postgres?.destroy();
});

async function startOn(databaseUrl: string, port?: number) {
  const server = await spawnServer({ databaseUrl, port });
  servers.push(server);
  await server.ready();
  return server;
}

async function signIn(baseURL: string, identifier: string, password = DEMO_PASSWORD) {
  const api = new ApiClient(baseURL);
  const res = await api.post('/api/auth/login', { username: identifier, password });
  if (res.status !== 200) throw new Error(`sign-in as ${identifier}: ${res.status} ${res.text}`);
  api.token = res.body.token;
  return api;
}

async function demoExpertIds(databaseUrl: string) {
  const rows = await sqlRows<{ id: number }>(
    databaseUrl,
    "select u.id from users u join experts e on e.user_id = u.id where e.is_active and u.user_type = 'expert' order by u.id",
  );
  return rows.map((r) => r.id);
}

interface Outcome {
  what: string;
  status: number | null;
  /** A JSON error body with a message (or a JSON success body). */
  cleanJson: boolean;
  /** The connection failed: no HTTP answer at all. */
  networkError?: string;
  at: number;
}

/** One call, never throwing: what came back, and whether it was a proper JSON answer. */
async function attempt(what: string, call: () => Promise<{ status: number; body: unknown; headers: Headers }>): Promise<Outcome> {
  try {
    const res = await call();
    const body = res.body as { error?: { message?: unknown } } | null;
    const json = (res.headers.get('content-type') ?? '').includes('application/json') || res.status === 204;
    const cleanJson = res.status < 400 ? json : json && typeof body?.error?.message === 'string' && body.error.message.length > 0;
    return { what, status: res.status, cleanJson, at: Date.now() };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { what, status: null, cleanJson: false, networkError: cause?.code ?? cause?.message ?? String(error), at: Date.now() };
  }
}

describe('PostgreSQL stopped and started under load', () => {
  it('answers 503 on /api/health and clean JSON errors while it is down, and recovers by itself', async () => {
    const dbUrl = await postgres.createDatabase('faults_outage');
    const server = await startOn(dbUrl);
    const client = await signIn(server.baseURL, DEMO_ACCOUNTS.client.login);
    const expertIds = await demoExpertIds(dbUrl);
    const anon = new ApiClient(server.baseURL);

    let offset = 0;
    const calls: [string, () => ReturnType<ApiClient['get']>][] = [
      ['GET /api/experts', () => anon.get('/api/experts?limit=5')],
      ['GET /api/auth/me', () => client.get('/api/auth/me')],
      ['GET /api/blog/posts', () => anon.get('/api/blog/posts')],
      [
        'POST /api/pre-bookings',
        () => {
          offset += 1;
          return client.post('/api/pre-bookings', {
            expertId: expertIds[offset % expertIds.length],
            startDate: day(30 + (offset % 50)),
            endDate: day(200),
            notes: `outage load ${offset}`,
          });
        },
      ],
      ['GET /api/notifications/unread-count', () => client.get('/api/notifications/unread-count')],
    ];

    const outcomes: Outcome[] = [];
    let running = true;
    const workers = Array.from({ length: 6 }, async (_, w) => {
      let i = w;
      while (running) {
        const [what, call] = calls[i++ % calls.length];
        outcomes.push(await attempt(what, call));
      }
    });

    await sleep(1_500);
    // A write caught half-way through its transaction when the database goes: another session
    // holds the notifications table, so the booking is inserted and its notice waits.
    const blocker = new pg.Client({ connectionString: dbUrl });
    blocker.on('error', () => {});
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table notifications in exclusive mode');
    const halfWay = attempt('POST /api/pre-bookings (mid-transaction)', () =>
      client.post('/api/pre-bookings', { expertId: expertIds[1], startDate: day(60), endDate: day(90), notes: 'caught mid-transaction' }),
    );
    await waitUntil('the write to wait on the lock', async () => {
      const rows = await sqlRows<{ n: number }>(dbUrl, "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'");
      return rows[0].n > 0;
    });

    const stoppedAt = Date.now();
    await postgres.stop();
    const downAt = Date.now();

    // While it is down: health says so, every other call is a JSON 503, and the process lives on.
    const healthDown = await anon.get('/api/health').catch((error: Error) => ({ status: null, body: String(error.cause ?? error) }));
    await sleep(2_500);
    const duringOutage = outcomes.filter((o) => o.at > downAt);
    outcomes.push(await halfWay);
    expect(server.alive(), `the server died while the database was down:\n${server.output()}`).toBe(true);

    await postgres.start();
    const healthMs = await waitUntil('health 200 after PostgreSQL returned', async () => (await anon.get('/api/health')).status === 200);
    const writeMs = await waitUntil('an authenticated write after PostgreSQL returned', async () => {
      const res = await client.post('/api/pre-bookings', { expertId: expertIds[0], startDate: day(40), endDate: day(120), notes: 'after outage' });
      return res.status === 201;
    });
    running = false;
    await Promise.all(workers);

    console.log(
      `outage: stop took ${downAt - stoppedAt} ms; ${duringOutage.length} calls answered while down ` +
        `(${summarize(duringOutage)}); after PostgreSQL was back, /api/health was 200 in ${healthMs} ms and ` +
        `a signed-in write succeeded in ${writeMs} ms (no restart); ${outcomes.length} calls in all`,
    );

    expect(healthDown).toMatchObject({ status: 503, body: { status: 'error', db: 'unavailable' } });
    expect(duringOutage.length).toBeGreaterThan(0);
    // Never a dropped connection (a crash or a hang-up): every call got an HTTP answer.
    expect(outcomes.filter((o) => o.networkError)).toEqual([]);
    // Every failure is a JSON error with a message; while the database is away, a 503.
    expect(outcomes.filter((o) => !o.cleanJson)).toEqual([]);
    // (Allowing 200 ms for answers already on their way when the stop completed.)
    expect(duringOutage.filter((o) => o.at > downAt + 200 && o.status !== 503)).toEqual([]);
    expect(server.alive()).toBe(true);
    expect(server.output()).not.toMatch(/uncaught|unhandled/i);
    // The write caught half-way left nothing behind.
    expect(await sqlRows(dbUrl, "select id from pre_bookings where notes = 'caught mid-transaction'")).toEqual([]);

    // The same session and token still work: they live in the database, not in the process.
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });
});

function summarize(outcomes: Outcome[]) {
  const counts = new Map<string, number>();
  for (const o of outcomes) {
    const key = o.networkError ? `network ${o.networkError}` : String(o.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([k, n]) => `${n}× ${k}`).join(', ');
}

// Faults on the real server process and a real PostgreSQL: the database going away under load,
// a graceful stop with requests in flight, and a hard kill in the middle of a burst of writes.
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres } from '../server/db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/demo/demo-accounts';
import {
  ApiClient,
  connectionRefused,
  day,
  sleep,
  slowSignIn,
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
  /** When the request was sent and when its answer (or failure) came. */
  start: number;
  at: number;
}

/** One call, never throwing: what came back, and whether it was a proper JSON answer. */
async function attempt(what: string, call: () => Promise<{ status: number; body: unknown; headers: Headers }>): Promise<Outcome> {
  const start = Date.now();
  try {
    const res = await call();
    const body = res.body as { error?: { message?: unknown } } | null;
    const json = (res.headers.get('content-type') ?? '').includes('application/json') || res.status === 204;
    const cleanJson = res.status < 400 ? json : json && typeof body?.error?.message === 'string' && body.error.message.length > 0;
    return { what, status: res.status, cleanJson, start, at: Date.now() };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { what, status: null, cleanJson: false, networkError: cause?.code ?? cause?.message ?? String(error), start, at: Date.now() };
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
    // (Calls sent before the stop had completed may still have been answered normally.)
    expect(duringOutage.filter((o) => o.start > downAt && o.status !== 503)).toEqual([]);
    expect(server.alive()).toBe(true);
    expect(server.output()).not.toMatch(/uncaught|unhandled/i);
    // The write caught half-way is whole or absent. Usually absent (the stop rolls it back), but when
    // the stop ends the lock holder's backend first, the waiting statement can get the lock and commit
    // in the moment before its own backend ends: then the booking must have its expert's notice too.
    expect(
      await sqlRows(
        dbUrl,
        `select b.id from pre_bookings b where b.notes = 'caught mid-transaction' and not exists (
           select 1 from notifications n where n.user_id = b.expert_id and n.kind = 'pre-booking.created' and n.created_at = b.created_at)`,
      ),
    ).toEqual([]);

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

describe('a statement held up in the database', () => {
  it('is cancelled after DATABASE_STATEMENT_TIMEOUT_MS: the request gets 503 with Retry-After, and the next is answered once the database is free', async () => {
    const dbUrl = await postgres.createDatabase('faults_statement_timeout');
    const server = await spawnServer({ databaseUrl: dbUrl, env: { DATABASE_STATEMENT_TIMEOUT_MS: '1000' } });
    servers.push(server);
    await server.ready();
    const anon = new ApiClient(server.baseURL);
    expect((await anon.get('/api/blog/posts')).status).toBe(200);

    // Another program holds the blog's table: the server's read waits for the lock.
    const blocker = new pg.Client({ connectionString: dbUrl });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table blog_posts in access exclusive mode');
      const started = Date.now();
      const held = await anon.get('/api/blog/posts');
      const waitedMs = Date.now() - started;
      console.log(`a read behind a lock answered ${held.status} after ${waitedMs} ms`);
      expect(held.status).toBe(503);
      expect(held.headers.get('retry-after')).toBe('5');
      expect(held.body.error.message).toMatch(/busy/);
      // Cancelled by the limit, not by anything else: the lock was still held when it answered.
      expect(waitedMs).toBeGreaterThanOrEqual(1_000);
      // The list and its count are two statements on two connections: the answer leaves when the
      // first is cancelled, and the other is cancelled by its own limit a moment later, while the
      // lock is still held. Nothing is left waiting on it.
      await waitUntil(
        'no statement waiting on the lock',
        async () => (await sqlRows<{ n: number }>(dbUrl, "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()"))[0].n === 0,
        5_000,
      );
    } finally {
      await blocker.query('rollback').catch(() => {});
      await blocker.end();
    }
    expect((await anon.get('/api/blog/posts')).status).toBe(200);
  });

  it('a transaction left idle past its limit loses its connection, and the pool goes on with a new one', async () => {
    const dbUrl = await postgres.createDatabase('faults_idle_transaction');
    const database = await openPostgres(dbUrl, 1, { statementTimeoutMs: 4_000, idleInTransactionTimeoutMs: 300 });
    const rows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
    try {
      const settings = await database.db.execute(sql`select current_setting('statement_timeout') as statement, current_setting('idle_in_transaction_session_timeout') as idle`);
      expect(rows(settings)[0]).toEqual({ statement: '4s', idle: '300ms' });
      const idle = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await sleep(1_000);
        await tx.execute(sql`select 1`);
      });
      await expect(idle).rejects.toThrow();
      // The pool's one connection was ended by PostgreSQL; the next statement gets a new one.
      expect(rows(await database.db.execute(sql`select 2 as n`))[0]).toEqual({ n: 2 });
    } finally {
      await database.close();
    }
  });
});

/** A sign-in whose body arrives in two halves `pauseMs` apart: a request in flight for that long. */
describe('SIGTERM', () => {
  it('lets requests in flight finish, refuses new connections and exits with 0', async () => {
    const dbUrl = await postgres.createDatabase('faults_sigterm');
    const server = await startOn(dbUrl);
    // A kept-alive idle connection must not hold the shutdown up either.
    const idle = new ApiClient(server.baseURL);
    expect((await idle.get('/api/experts?limit=1')).status).toBe(200);

    // Clients that keep connections open for as long as the server allows, as browsers do: the
    // server must close them once their answer is out, not wait for the clients to hang up.
    const agent = new http.Agent({ keepAlive: true });
    const slow = [
      slowSignIn(agent, server.port, DEMO_ACCOUNTS.client.login, DEMO_PASSWORD, 2_500),
      slowSignIn(agent, server.port, DEMO_ACCOUNTS.expert.login, DEMO_PASSWORD, 2_500),
      slowSignIn(agent, server.port, DEMO_ACCOUNTS.candidate.login, DEMO_PASSWORD, 2_500),
    ];
    await Promise.all(slow.map((s) => s.firstHalfSent));

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    let answered = false;
    const answering = Promise.all(slow.map((s) => s.answered)).finally(() => (answered = true));
    // New connections are refused from the moment the signal is handled, while the sign-ins
    // in flight are still waiting for the rest of their bodies.
    let newConnection = 'connected';
    while (newConnection === 'connected' && !answered) {
      newConnection = await connectionRefused(server.port);
      if (newConnection === 'connected') await sleep(25);
    }
    const refusedBeforeAnswers = !answered;
    const answers = await answering;
    const answeredMs = Date.now() - signalledAt;
    const { code, signal } = await server.exited;
    const exitMs = Date.now() - signalledAt;
    console.log(`SIGTERM: ${answers.length} sign-ins in flight answered ${answers.map((a) => a.status).join(', ')} after ${answeredMs} ms; new connection: ${newConnection}; exit code ${code} after ${exitMs} ms`);

    // Refused outright, or reset when the handshake raced the listener's close: either way not served.
    expect(['ECONNREFUSED', 'ECONNRESET']).toContain(newConnection);
    expect(refusedBeforeAnswers).toBe(true);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body).token).toEqual(expect.any(String));
      expect(answer.connection).toBe('close');
    }
    agent.destroy();
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    // The sign-ins were stored before the exit: their tokens work on the next process.
    const next = await startOn(dbUrl, server.port);
    const api = new ApiClient(next.baseURL);
    api.token = JSON.parse(answers[0].body).token;
    expect((await api.get('/api/auth/me')).status).toBe(200);
    await next.stop();
  });
});

describe('SIGKILL in the middle of a burst of writes', () => {
  it('leaves no half-made change, and every acknowledged write is there after a restart', async () => {
    const dbUrl = await postgres.createDatabase('faults_sigkill');
    const server = await startOn(dbUrl);
    const base = server.baseURL;
    const expertIds = await demoExpertIds(dbUrl);
    const [startedAt] = await sqlRows<{ now: Date }>(dbUrl, 'select now()');

    // The cast: clients who book and build teams, experts who answer, newcomers who register,
    // and account holders who change their password (with a second session that must end).
    const clients = [await signIn(base, DEMO_ACCOUNTS.client.login)];
    for (let i = 0; i < 3; i++) {
      const email = `burst.client${i}@example.test`;
      const reg = await new ApiClient(base).post('/api/auth/register/client', { email, password: 'burst-pass-1', firstName: 'Burst', lastName: `Client${i}` });
      expect(reg.status).toBe(201);
      clients.push(await signIn(base, email, 'burst-pass-1'));
    }
    const experts = await Promise.all(['thandi', 'pieter', 'lerato'].map((login) => signIn(base, login)));
    const expertUserIds = await Promise.all(experts.map(async (e) => (await e.get('/api/auth/me')).body.user.id as number));
    const changers: { api: ApiClient; email: string; id: number }[] = [];
    for (let i = 0; i < 2; i++) {
      const email = `burst.changer${i}@example.test`;
      const reg = await new ApiClient(base).post('/api/auth/register/client', { email, password: 'changer-pass-0', firstName: 'Burst', lastName: `Changer${i}` });
      changers.push({ api: await signIn(base, email, 'changer-pass-0'), email, id: reg.body.user.id });
      await signIn(base, email, 'changer-pass-0'); // another device, ended by every change
    }

    const acked = {
      bookings: [] as number[],
      answers: [] as { id: number; status: string }[],
      teams: [] as number[],
      members: [] as { teamId: number; expertId: number }[],
      registrations: [] as number[],
      passwordChanges: 0,
    };
    const count = () =>
      acked.bookings.length + acked.answers.length + acked.teams.length + acked.members.length + acked.registrations.length + acked.passwordChanges;
    let inFlight = 0;
    let killed = false;
    const track = async <T>(call: () => Promise<T>): Promise<T | undefined> => {
      inFlight += 1;
      try {
        return await call();
      } catch {
        return undefined; // the connection died with the process
      } finally {
        inFlight -= 1;
      }
    };

    let n = 0;
    const actors: Promise<void>[] = [];
    for (const client of clients) {
      actors.push(
        (async () => {
          let teamId: number | undefined;
          while (!killed) {
            const k = n++;
            const booking = await track(() =>
              client.post('/api/pre-bookings', { expertId: expertIds[k % expertIds.length], startDate: day(30 + (k % 40)), endDate: day(200), notes: `burst ${k}` }),
            );
            if (booking?.status === 201) acked.bookings.push(booking.body.id);
            if (k % 3 === 0) {
              const team = await track(() => client.post('/api/dream-teams', { name: `Burst team ${k}` }));
              if (team?.status === 201) {
                acked.teams.push(team.body.id);
                teamId = team.body.id;
              }
            }
            if (teamId !== undefined) {
              const expertId = expertIds[k % expertIds.length];
              const member = await track(() => client.post(`/api/dream-teams/${teamId}/members`, { expertId }));
              if (member?.status === 201 || member?.status === 200) acked.members.push({ teamId, expertId });
            }
          }
        })(),
      );
    }
    experts.forEach((expert, i) =>
      actors.push(
        (async () => {
          while (!killed) {
            const list = await track(() => expert.get(`/api/pre-bookings/expert/${expertUserIds[i]}`));
            const pending = ((list?.body ?? []) as { id: number; status: string }[]).filter((b) => b.status === 'pending').slice(0, 3);
            if (pending.length === 0) await sleep(20);
            for (const [j, b] of pending.entries()) {
              const status = j % 2 === 0 ? 'confirmed' : 'declined';
              const res = await track(() => expert.patch(`/api/pre-bookings/${b.id}`, { status }));
              if (res?.status === 200) acked.answers.push({ id: b.id, status });
            }
          }
        })(),
      ),
    );
    for (let r = 0; r < 2; r++) {
      actors.push(
        (async () => {
          while (!killed) {
            const k = n++;
            const res = await track(() =>
              new ApiClient(base).post('/api/auth/register/expert', {
                username: `burst_expert_${k}`,
                email: `burst.expert${k}@example.test`,
                password: 'expert-pass-1',
                firstName: 'Burst',
                lastName: `Expert${k}`,
                specialization: 'Data Engineer',
              }),
            );
            if (res?.status === 201) acked.registrations.push(res.body.user.id);
          }
        })(),
      );
    }
    for (const changer of changers) {
      actors.push(
        (async () => {
          let current = 'changer-pass-0';
          for (let v = 1; !killed; v++) {
            const next = `changer-pass-${v}`;
            const res = await track(() => changer.api.post('/api/auth/password', { currentPassword: current, newPassword: next }));
            if (res?.status !== 200) break;
            acked.passwordChanges += 1;
            current = next;
            changer.api.token = res.body.token;
          }
        })(),
      );
    }

    // Kill once a good number of writes are acknowledged, at a moment with requests in flight.
    await waitUntil('a burst of acknowledged writes with requests in flight', async () => count() >= 120 && inFlight >= 6, 60_000);
    const inFlightAtKill = inFlight;
    server.child.kill('SIGKILL');
    const { signal } = await server.exited;
    killed = true;
    await Promise.all(actors);
    expect(signal).toBe('SIGKILL');

    const restartedAt = Date.now();
    const again = await startOn(dbUrl, server.port);
    const restartMs = Date.now() - restartedAt;
    console.log(
      `SIGKILL with ${inFlightAtKill} requests in flight after ${count()} acknowledged writes (${acked.bookings.length} pre-bookings, ` +
        `${acked.answers.length} answers, ${acked.teams.length} teams, ${acked.members.length} team adds, ${acked.registrations.length} expert sign-ups, ` +
        `${acked.passwordChanges} password changes); restarted and healthy in ${restartMs} ms`,
    );

    // Every acknowledged write survived.
    const bookings = await sqlRows<{ id: number; status: string }>(dbUrl, 'select id, status from pre_bookings where id = any($1)', [acked.bookings]);
    expect(bookings.length).toBe(acked.bookings.length);
    const statusOf = new Map(
      (await sqlRows<{ id: number; status: string }>(dbUrl, 'select id, status from pre_bookings where id = any($1)', [acked.answers.map((a) => a.id)])).map((r) => [
        r.id,
        r.status,
      ]),
    );
    for (const answer of acked.answers) expect(statusOf.get(answer.id)).toBe(answer.status);
    const teams = await sqlRows(dbUrl, 'select id from dream_teams where id = any($1)', [acked.teams]);
    expect(teams.length).toBe(acked.teams.length);
    for (const m of acked.members) {
      expect(await sqlRows(dbUrl, 'select 1 from dream_team_members where team_id = $1 and expert_id = $2', [m.teamId, m.expertId])).toHaveLength(1);
    }
    const registered = await sqlRows(dbUrl, 'select u.id from users u join experts e on e.user_id = u.id where u.id = any($1)', [acked.registrations]);
    expect(registered.length).toBe(acked.registrations.length);

    // No half-made change anywhere, acknowledged or not.
    // A pre-booking and the notice to its expert were written together (same transaction time).
    const bookingsWithoutNotice = await sqlRows(
      dbUrl,
      `select b.id from pre_bookings b where b.created_at >= $1 and not exists (
         select 1 from notifications n where n.user_id = b.expert_id and n.kind = 'pre-booking.created' and n.created_at = b.created_at)`,
      [startedAt.now],
    );
    expect(bookingsWithoutNotice).toEqual([]);
    const noticesWithoutBooking = await sqlRows(
      dbUrl,
      `select n.id from notifications n where n.kind = 'pre-booking.created' and n.created_at >= $1 and not exists (
         select 1 from pre_bookings b where b.expert_id = n.user_id and b.created_at = n.created_at)`,
      [startedAt.now],
    );
    expect(noticesWithoutBooking).toEqual([]);
    // An answer and the notice to the client, likewise.
    const answersWithoutNotice = await sqlRows(
      dbUrl,
      `select b.id from pre_bookings b where b.created_at >= $1 and b.status_reason is null and (
         (b.confirmed_at is not null and not exists (select 1 from notifications n where n.user_id = b.client_id
            and n.kind = 'pre-booking.confirmed' and n.created_at = b.confirmed_at))
         or (b.declined_at is not null and not exists (select 1 from notifications n where n.user_id = b.client_id
            and n.kind = 'pre-booking.declined' and n.created_at = b.declined_at)))`,
      [startedAt.now],
    );
    expect(answersWithoutNotice).toEqual([]);
    const answerNoticesWithoutAnswer = await sqlRows(
      dbUrl,
      `select n.id from notifications n where n.kind in ('pre-booking.confirmed', 'pre-booking.declined') and n.created_at >= $1
         and not exists (select 1 from pre_bookings b where b.client_id = n.user_id
           and (b.confirmed_at = n.created_at or b.declined_at = n.created_at))`,
      [startedAt.now],
    );
    expect(answerNoticesWithoutAnswer).toEqual([]);
    // Every expert account has its expert profile.
    expect(await sqlRows(dbUrl, "select u.id from users u left join experts e on e.user_id = u.id where u.user_type = 'expert' and e.user_id is null")).toEqual([]);
    // A changed password ended every older session and token of the account.
    const staleCredentials = await sqlRows(
      dbUrl,
      `select u.id from users u where u.id = any($1) and (
         exists (select 1 from auth_tokens t where t.user_id = u.id and t.created_at < u.password_changed_at)
         or exists (select 1 from sessions s where s.user_id = u.id and s.expires_at < u.password_changed_at + interval '7 days' - interval '1 second'))`,
      [changers.map((c) => c.id)],
    );
    expect(staleCredentials).toEqual([]);

    // The restarted process serves the sessions of before.
    const client = new ApiClient(again.baseURL);
    client.cookies = clients[0].cookies;
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });
});

describe('SIGKILL with the embedded database (PGlite)', () => {
  it('reopens the data directory after a kill mid-burst, with no half-made change', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'resilience-pglite-'));
    try {
      const server = await spawnServer({ dataDir });
      servers.push(server);
      await server.ready();
      const client = await signIn(server.baseURL, DEMO_ACCOUNTS.client.login);
      const expertIds = ((await client.get('/api/experts?limit=8')).body as { userId: number }[]).map((e) => e.userId);
      expect(expertIds.length).toBeGreaterThan(0);

      const acked: number[] = [];
      let registered = 0;
      let killed = false;
      let n = 0;
      const actors = [
        ...Array.from({ length: 3 }, async () => {
          while (!killed) {
            const k = n++;
            const res = await client
              .post('/api/pre-bookings', { expertId: expertIds[k % expertIds.length], startDate: day(30 + (k % 40)), endDate: day(200), notes: `pglite burst ${k}` })
              .catch(() => undefined);
            if (res?.status === 201) acked.push(res.body.id);
          }
        }),
        (async () => {
          while (!killed) {
            const k = n++;
            const res = await new ApiClient(server.baseURL)
              .post('/api/auth/register/expert', {
                username: `pglite_expert_${k}`,
                email: `pglite.expert${k}@example.test`,
                password: 'expert-pass-1',
                firstName: 'Embedded',
                lastName: `Expert${k}`,
                specialization: 'ML Engineer',
              })
              .catch(() => undefined);
            if (res?.status === 201) registered += 1;
          }
        })(),
      ];
      await waitUntil('acknowledged writes on the embedded database', async () => acked.length + registered >= 40, 60_000);
      server.child.kill('SIGKILL');
      await server.exited;
      killed = true;
      await Promise.all(actors);

      const restartedAt = Date.now();
      const again = await spawnServer({ dataDir, port: server.port });
      servers.push(again);
      await again.ready();
      const restartMs = Date.now() - restartedAt;
      expect((await client.get('/api/auth/me')).status).toBe(200);
      await again.stop();
      console.log(`PGlite: SIGKILL after ${acked.length} pre-bookings and ${registered} expert sign-ups; reopened and healthy in ${restartMs} ms`);

      // Read the directory directly once the server has let go of it.
      const database = await openPglite(dataDir);
      try {
        const { db } = database;
        const found = await db.execute(sql`select count(*)::int as n from pre_bookings where id in ${acked}`);
        expect((found as unknown as { rows: { n: number }[] }).rows[0].n).toBe(acked.length);
        const orphans = await db.execute(sql`
          select b.id from pre_bookings b where b.notes like 'pglite burst %' and not exists (
            select 1 from notifications n where n.user_id = b.expert_id and n.kind = 'pre-booking.created' and n.created_at = b.created_at)`);
        expect((orphans as unknown as { rows: unknown[] }).rows).toEqual([]);
        const expertless = await db.execute(
          sql`select u.id from users u left join experts e on e.user_id = u.id where u.user_type = 'expert' and e.user_id is null`,
        );
        expect((expertless as unknown as { rows: unknown[] }).rows).toEqual([]);
      } finally {
        await database.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

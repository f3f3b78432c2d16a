// Two server processes on two ports sharing one PostgreSQL: they start together on an empty
// database, and a visitor can move between them freely (sessions, tokens, CVs, throttling).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE } from '../server/auth/auth.service';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/db/demo-accounts';
import { planPool } from '../server/db/seed-pool';
import { LANDING_PROFILES } from '../shared/landing-profiles';
import { minimalPdf } from '../server/test/pdf';
import { waitFor } from '../server/test/wait-for';
import { ApiClient, spawnServer, sqlRows, startPostgres, type Postgres, type ServerProcess } from './support';

let postgres: Postgres;
let dbUrl: string;
let one: ServerProcess;
let two: ServerProcess;
let startupMs = 0;

beforeAll(async () => {
  postgres = await startPostgres();
  dbUrl = await postgres.createDatabase('scale_out');
  // Both processes start at the same moment on an empty database: both migrate, seed and ensure
  // the admin account; the startup lock must make one wait for the other.
  const started = Date.now();
  [one, two] = await Promise.all([spawnServer({ databaseUrl: dbUrl }), spawnServer({ databaseUrl: dbUrl })]);
  const results = await Promise.allSettled([one.ready(), two.ready()]);
  startupMs = Date.now() - started;
  for (const result of results) if (result.status === 'rejected') throw result.reason;
});

afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  await postgres?.destroy();
});

/** One visitor whose requests go to either process: the same cookie jar and token, another base URL. */
function on(server: ServerProcess, from: ApiClient) {
  const api = new ApiClient(server.baseURL);
  api.cookies = from.cookies;
  api.token = from.token;
  return api;
}

describe('two processes starting at once on an empty database', () => {
  it('both come up; the migrations, the demo data and the admin account exist once', async () => {
    expect(one.alive() && two.alive()).toBe(true);
    console.log(`two processes started together and answered /api/health in ${startupMs} ms`);
    const migrations = await sqlRows<{ n: number; distinct_n: number }>(
      dbUrl,
      'select count(*)::int as n, count(distinct hash)::int as distinct_n from drizzle.__drizzle_migrations',
    );
    expect(migrations[0].n).toBeGreaterThan(0);
    expect(migrations[0].n).toBe(migrations[0].distinct_n);
    const demo = await sqlRows<{ n: number }>(dbUrl, 'select count(*)::int as n from users where lower(email) = lower($1)', [DEMO_ACCOUNTS.client.login]);
    expect(demo[0].n).toBe(1);
    const admins = await sqlRows<{ n: number }>(dbUrl, 'select count(*)::int as n from users where is_admin');
    expect(admins[0].n).toBe(1);
    // Every demo expert once: the landing-page people and the pool the seed plans.
    const experts = await sqlRows<{ n: number }>(dbUrl, "select count(*)::int as n from users where user_type = 'expert'");
    expect(experts[0].n).toBe(LANDING_PROFILES.length + planPool().experts.length);
  });
});

describe('a visitor moving between the two processes', () => {
  it('signs in on one and is signed in on the other, by cookie and by bearer token', async () => {
    const first = new ApiClient(one.baseURL);
    const login = await first.post('/api/auth/login', { username: DEMO_ACCOUNTS.client.login, password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const token = login.body.token as string;

    const byCookie = on(two, first);
    byCookie.token = undefined;
    const me = await byCookie.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(DEMO_ACCOUNTS.client.login);

    const byToken = new ApiClient(two.baseURL);
    byToken.token = token;
    expect((await byToken.get('/api/auth/me')).status).toBe(200);

    // The first keeps the session in memory after answering it once (server/auth/session-cache.ts).
    const cookieOnly = new ApiClient(one.baseURL);
    cookieOnly.cookies = new Map(first.cookies);
    expect((await cookieOnly.get('/api/auth/me')).status).toBe(200);
    expect((await cookieOnly.get('/api/auth/me')).status).toBe(200);

    // Signing out on the second ends both credentials on the first as well: the session as soon
    // as the first hears of it from the database (a moment, not a request later).
    const cookiesBefore = new Map(first.cookies);
    const leaving = on(two, first);
    leaving.token = token;
    expect((await leaving.post('/api/auth/logout')).status).toBe(204);
    const afterCookie = new ApiClient(one.baseURL);
    afterCookie.cookies = cookiesBefore;
    await waitFor(async () => (await afterCookie.get('/api/auth/me')).status === 401, 2_000, 'the first process to refuse the ended session');
    const afterToken = new ApiClient(one.baseURL);
    afterToken.token = token;
    expect((await afterToken.get('/api/auth/me')).status).toBe(401);
  });

  it('sees a change made to a signed-in user by another program at once, on both processes', async () => {
    const browser = new ApiClient(one.baseURL);
    expect((await browser.post('/api/auth/login', { username: DEMO_ACCOUNTS.expert.login, password: DEMO_PASSWORD })).status).toBe(200);
    browser.token = undefined;
    const onTwo = on(two, browser);
    for (const api of [browser, onTwo, browser, onTwo]) expect((await api.get('/api/auth/me')).status).toBe(200);
    // As an operator's script would: straight into the database, past both processes.
    const [{ last_name: lastName }] = await sqlRows<{ last_name: string }>(dbUrl, `select last_name from users where username = $1`, [DEMO_ACCOUNTS.expert.login]);
    await sqlRows(dbUrl, `update users set last_name = 'Renamed by a script' where username = $1`, [DEMO_ACCOUNTS.expert.login]);
    for (const api of [browser, onTwo]) {
      await waitFor(async () => (await api.get('/api/auth/me')).body.user?.lastName === 'Renamed by a script', 2_000, 'the new name');
    }
    await sqlRows(dbUrl, `update users set last_name = $2 where username = $1`, [DEMO_ACCOUNTS.expert.login, lastName]);
    await sqlRows(dbUrl, `delete from sessions where user_id = (select id from users where username = $1)`, [DEMO_ACCOUNTS.expert.login]);
    for (const api of [browser, onTwo]) await waitFor(async () => (await api.get('/api/auth/me')).status === 401, 2_000, 'the deleted session to be refused');
  });

  it('downloads through one process a CV uploaded through the other', async () => {
    const candidate = new ApiClient(one.baseURL);
    const login = await candidate.post('/api/auth/login', { username: DEMO_ACCOUNTS.candidate.login, password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    candidate.token = login.body.token;

    const pdf = minimalPdf({ text: 'Scale-out CV' });
    const form = new FormData();
    form.append('cv', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'scale-out.pdf');
    const upload = await candidate.request('POST', '/api/upload/cv', undefined, { raw: form });
    expect(upload.status).toBe(201);

    const download = await fetch(two.baseURL + upload.body.filePath, { headers: { authorization: `Bearer ${candidate.token}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

    // Another account gets nothing from either process.
    const client = new ApiClient(two.baseURL);
    const other = await client.post('/api/auth/login', { username: DEMO_ACCOUNTS.client.login, password: DEMO_PASSWORD });
    client.token = other.body.token;
    expect((await client.get(upload.body.filePath)).status).toBe(404);
  });

  it('holds the sign-in limit across both: failures split over the two processes lock the account on both', async () => {
    const account = DEMO_ACCOUNTS.expert.login;
    const limit = THROTTLE.account.limit;
    // Alternate processes; every attempt comes from the same address, far below its own limit.
    for (let i = 0; i < limit - 1; i++) {
      const server = i % 2 === 0 ? one : two;
      const res = await new ApiClient(server.baseURL).post('/api/auth/login', { username: account, password: `wrong-${i}` });
      expect(res.status).toBe(401);
    }
    const last = await new ApiClient(two.baseURL).post('/api/auth/login', { username: account, password: 'wrong-last' });
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    // Locked everywhere, even with the right password.
    for (const server of [one, two]) {
      const right = await new ApiClient(server.baseURL).post('/api/auth/login', { username: account, password: DEMO_PASSWORD });
      expect(right.status).toBe(429);
      expect(right.body.error.message).toEqual(expect.any(String));
    }
  });

  it('counts failures sent to both processes at the same moment exactly once each', async () => {
    const account = DEMO_ACCOUNTS.candidate.login;
    const limit = THROTTLE.account.limit;
    // limit + 3 wrong attempts at once, spread over both processes: at most limit - 1 are answered
    // 401 before the lock, and the account ends locked.
    const attempts = await Promise.all(
      Array.from({ length: limit + 3 }, (_, i) =>
        new ApiClient((i % 2 === 0 ? one : two).baseURL).post('/api/auth/login', { username: account, password: `bad-${i}` }),
      ),
    );
    const statuses = attempts.map((r) => r.status);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(limit - 1);
    const counter = await sqlRows<{ failures: number; locked: boolean }>(
      dbUrl,
      'select failures, locked_until > now() as locked from login_attempts where key = $1',
      [`account:${account.toLowerCase()}`],
    );
    expect(counter[0].locked).toBe(true);
    for (const server of [one, two]) {
      const right = await new ApiClient(server.baseURL).post('/api/auth/login', { username: account, password: DEMO_PASSWORD });
      expect(right.status).toBe(429);
    }
  });
});

// Scale-out on standard parts (docs/deploy.md): three instances of the server, one process each
// (WEB_CONCURRENCY=1), behind HAProxy, reaching PostgreSQL through PgBouncer in transaction mode,
// with LISTEN and the start-up's locks on a direct connection (DATABASE_LISTEN_URL). A visitor
// talks to the balancer only; which instance answered is in X-Served-By.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE } from '../server/auth/auth.service';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/demo/demo-accounts';
import { planPool } from '../server/demo/seed-pool';
import { minimalPdf } from '../server/test/pdf';
import { openStream, type SseStream } from '../server/test/sse';
import { LANDING_PROFILES } from '../shared/landing-profiles';
import { startHaproxy, startPgBouncer, type Balancer, type Pooler } from './proxies';
import { ApiClient, day, spawnServer, sqlRows, startPostgres, waitUntil, withClient, type Postgres, type ServerProcess } from './support';

const INSTANCES = 3;

let postgres: Postgres;
let dbUrl: string;
let pooler: Pooler;
let balancer: Balancer;
let instances: ServerProcess[] = [];
let startupMs = 0;
const streams: SseStream[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
  dbUrl = await postgres.createDatabase('scale_out');
  pooler = await startPgBouncer(Number(new URL(dbUrl).port));
  // PgBouncer cannot pass a client's own settings on (docs/deploy.md): the limits live on the database.
  await withClient(dbUrl, async (c) => {
    await c.query("alter database scale_out set statement_timeout = '15s'");
    await c.query("alter database scale_out set idle_in_transaction_session_timeout = '10s'");
  });
  // All three start at the same moment on an empty database: each migrates, seeds and ensures the
  // admin account, taking turns through the start-up lock on its direct connection.
  const started = Date.now();
  instances = await Promise.all(
    Array.from({ length: INSTANCES }, () =>
      spawnServer({
        databaseUrl: pooler.through(dbUrl),
        env: { DATABASE_LISTEN_URL: dbUrl, WEB_CONCURRENCY: '1', TRUST_PROXY: 'true' },
      }),
    ),
  );
  const results = await Promise.allSettled(instances.map((i) => i.ready()));
  startupMs = Date.now() - started;
  for (const result of results) if (result.status === 'rejected') throw result.reason;
  balancer = await startHaproxy(instances.map((i) => i.port));
});

afterAll(async () => {
  await Promise.all(streams.map((s) => s.close()));
  await balancer?.stop();
  await Promise.all(instances.map((i) => i.stop()));
  await pooler?.stop();
  await postgres?.destroy();
});

/** A visitor of the site: every request goes through the balancer. */
const visitor = () => new ApiClient(balancer.baseURL);

async function signIn(identifier: string, password = DEMO_PASSWORD) {
  const api = visitor();
  const res = await api.post('/api/auth/login', { username: identifier, password });
  expect(res.status, res.text).toBe(200);
  return { api, token: res.body.token as string, id: res.body.user.id as number };
}

/** The same visitor with only its cookie, or only its token. */
function byCookie(api: ApiClient) {
  const browser = visitor();
  browser.cookies = new Map(api.cookies);
  return browser;
}
function byToken(token: string) {
  const app = visitor();
  app.token = token;
  return app;
}

const servedBy = (res: { headers: Headers }) => res.headers.get(balancer.servedBy) ?? '?';

/** Sends the GET until every instance has answered it; returns each instance's statuses. */
async function onEveryInstance(api: ApiClient, path: string) {
  const statuses = new Map<string, number[]>();
  for (let i = 0; i < 6 * INSTANCES && statuses.size < INSTANCES; i++) {
    const res = await api.get(path);
    statuses.set(servedBy(res), [...(statuses.get(servedBy(res)) ?? []), res.status]);
  }
  expect([...statuses.keys()].sort()).toEqual(Array.from({ length: INSTANCES }, (_, i) => `app${i}`));
  return statuses;
}

async function live(api: ApiClient, lastEventId?: string) {
  const opened = await openStream(api, undefined, { lastEventId });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const stream = opened.stream!;
  streams.push(stream);
  await stream.waitFor('ready', () => true, 5_000);
  return { stream, instance: servedBy(opened) };
}

/** The id of the last event the stream got (what a browser sends back as Last-Event-ID). */
const lastEventId = (stream: SseStream) => [...stream.events].reverse().find((e) => e.id !== undefined)?.id;

let bookingDay = 0;
function bookingOf(expertId: number, notes: string) {
  bookingDay += 1;
  return { expertId, startDate: day(30 + (bookingDay % 60)), endDate: day(200), notes };
}

describe('three instances starting at once through PgBouncer on an empty database', () => {
  it('all come up; the migrations, the demo data and the admin account exist once', async () => {
    expect(instances.every((i) => i.alive())).toBe(true);
    console.log(`${INSTANCES} instances started together through PgBouncer ${pooler.version} and answered /api/health in ${startupMs} ms`);
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
    const experts = await sqlRows<{ n: number }>(dbUrl, "select count(*)::int as n from users where user_type = 'expert'");
    expect(experts[0].n).toBe(LANDING_PROFILES.length + planPool().experts.length);
    // Every instance is in the balancer's rotation.
    await onEveryInstance(visitor(), '/api/health');
  });
});

describe('through the balancer', () => {
  it('a session made on one instance works on the others, by cookie and by bearer token', async () => {
    const { api, token } = await signIn(DEMO_ACCOUNTS.client.login);
    for (const credentials of [byCookie(api), byToken(token)]) {
      const statuses = await onEveryInstance(credentials, '/api/auth/me');
      for (const list of statuses.values()) expect(list.every((s) => s === 200)).toBe(true);
    }
  });

  it('sign-out everywhere takes effect at once on every instance, and ends the streams held by each', async () => {
    const expert = await signIn(DEMO_ACCOUNTS.expert.login);
    const phone = await signIn(DEMO_ACCOUNTS.expert.login);
    // Streams opened with each credential, spread over the instances by the balancer.
    const held = [await live(byToken(expert.token)), await live(byCookie(phone.api)), await live(byToken(phone.token))];
    console.log(`streams held by ${held.map((h) => h.instance).join(', ')}`);
    for (const credentials of [byCookie(expert.api), byCookie(phone.api), byToken(phone.token)]) expect((await credentials.get('/api/auth/me')).status).toBe(200);

    expect((await expert.api.post('/api/auth/sign-out-everywhere')).status).toBeLessThan(300);

    // The very next request, whichever instance takes it: no waiting for anything to expire.
    for (const credentials of [byCookie(expert.api), byCookie(phone.api), byToken(expert.token), byToken(phone.token)]) {
      const statuses = await onEveryInstance(credentials, '/api/auth/me');
      for (const list of statuses.values()) expect(list.every((s) => s === 401)).toBe(true);
    }
    for (const { stream } of held) {
      await stream.waitFor('signed-out', () => true, 5_000);
      await stream.waitForEnd(5_000);
    }
  });

  it('a notification made on one instance reaches a stream held by another', async () => {
    const expert = await signIn(DEMO_ACCOUNTS.expert.login);
    const client = await signIn(DEMO_ACCOUNTS.client.login);
    const { stream, instance } = await live(byToken(expert.token));
    // Bookings through the balancer until one is made by another instance than the stream's.
    let madeBy = instance;
    for (let i = 0; i < 2 * INSTANCES && madeBy === instance; i++) {
      const res = await byToken(client.token).post('/api/pre-bookings', bookingOf(expert.id, `across ${i}`));
      expect(res.status, res.text).toBe(201);
      madeBy = servedBy(res);
    }
    expect(madeBy).not.toBe(instance);
    // The notice that last booking made, in the same statement.
    const [notice] = await sqlRows<{ id: number }>(dbUrl, 'select max(id)::int as id from notifications where user_id = $1', [expert.id]);
    const heard = await stream.until(() => stream.events.find((e) => e.event === 'notification' && Number(e.id) === notice.id), 5_000, `notification ${notice.id}`);
    console.log(`booking made by ${madeBy}, heard on the stream held by ${instance}`);
    expect(JSON.parse(heard.data)).toMatchObject({ kind: 'pre-booking.created', body: expect.stringContaining('would like to book you') });
  });

  it('downloads through one instance a CV uploaded through another', async () => {
    const candidate = await signIn(DEMO_ACCOUNTS.candidate.login);
    const pdf = minimalPdf({ text: 'Scale-out CV' });
    const form = new FormData();
    form.append('cv', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'scale-out.pdf');
    const upload = await byToken(candidate.token).request('POST', '/api/upload/cv', undefined, { raw: form });
    expect(upload.status, upload.text).toBe(201);

    const downloads = new Map<string, Buffer>();
    for (let i = 0; i < 6 * INSTANCES && downloads.size < INSTANCES; i++) {
      const res = await fetch(balancer.baseURL + upload.body.filePath, { headers: { authorization: `Bearer ${candidate.token}` } });
      expect(res.status).toBe(200);
      downloads.set(servedBy(res), Buffer.from(await res.arrayBuffer()));
    }
    expect(downloads.size).toBe(INSTANCES);
    for (const body of downloads.values()) expect(body.equals(pdf)).toBe(true);
    // Another account gets nothing from any instance.
    const other = await signIn(DEMO_ACCOUNTS.client.login);
    const statuses = await onEveryInstance(byToken(other.token), upload.body.filePath);
    for (const list of statuses.values()) expect(list.every((s) => s === 404)).toBe(true);
  });

  it('counts failed sign-ins spread over the instances at the same moment exactly once each', async () => {
    const account = DEMO_ACCOUNTS.candidate.login;
    const limit = THROTTLE.account.limit;
    const attempts = await Promise.all(Array.from({ length: limit + 3 }, (_, i) => visitor().post('/api/auth/login', { username: account, password: `bad-${i}` })));
    console.log(`failed sign-ins answered by ${[...new Set(attempts.map(servedBy))].sort().join(', ')}`);
    const statuses = attempts.map((r) => r.status);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(limit - 1);
    // Locked on every instance, even with the right password.
    const refusedBy = new Set<string>();
    for (let i = 0; i < 6 * INSTANCES && refusedBy.size < INSTANCES; i++) {
      const res = await visitor().post('/api/auth/login', { username: account, password: DEMO_PASSWORD });
      expect(res.status).toBe(429);
      refusedBy.add(servedBy(res));
    }
    expect(refusedBy.size).toBe(INSTANCES);
  });
});

describe('kill -9 of one instance during writes', () => {
  it('loses no acknowledged write, and its event streams reconnect through the balancer and get what they missed', async () => {
    // Experts open to any dates from a month on, with no confirmed booking a request could overlap.
    const free = await sqlRows<{ username: string }>(
      dbUrl,
      `select u.username from users u join experts e on e.user_id = u.id left join availability a on a.expert_id = u.id
       where e.is_active and u.username is not null and (a.available_to is null) and (a.available_from is null or a.available_from <= current_date + 30)
         and not exists (select 1 from pre_bookings b where b.expert_id = u.id and b.status = 'confirmed' and b.end_date >= current_date)
       order by u.id limit 3`,
    );
    expect(free).toHaveLength(3);
    const experts = await Promise.all(free.map((e) => signIn(e.username)));
    const writers = await Promise.all([DEMO_ACCOUNTS.client.login, 'marcus.bell@hudsonledger.example'].map((login) => signIn(login)));

    // Two streams per expert, spread over the three instances.
    const opened: { expert: (typeof experts)[number]; stream: SseStream; instance: string; from: number }[] = [];
    for (const expert of experts) {
      for (let i = 0; i < 2; i++) {
        const { stream, instance } = await live(byToken(expert.token));
        opened.push({ expert, stream, instance, from: stream.of('ready')[0].data.lastId as number });
      }
    }
    const victimName = opened[0].instance;
    const victim = instances[Number(victimName.replace('app', ''))];
    const onVictim = opened.filter((o) => o.instance === victimName);
    console.log(`streams by instance: ${opened.map((o) => o.instance).join(', ')}; killing ${victimName} (pid ${victim.child.pid})`);

    const acked: number[] = [];
    const failed: string[] = [];
    let writing = true;
    let k = 0;
    const load = writers.map(async (writer) => {
      while (writing) {
        const expert = experts[k++ % experts.length];
        try {
          const res = await byToken(writer.token).post('/api/pre-bookings', bookingOf(expert.id, `kill load ${k}`));
          if (res.status === 201) acked.push(res.body.id as number);
          else failed.push(`${res.status} by ${servedBy(res)}`);
        } catch (err) {
          failed.push(String((err as Error).message));
        }
      }
    });

    await waitUntil('writes before the kill', async () => acked.length >= 20);
    victim.child.kill('SIGKILL');
    const ackedAtKill = acked.length;
    await victim.exited;
    // The victim's streams end with it; a browser reconnects through the balancer with the last id it got.
    const reconnected: { expert: (typeof experts)[number]; before: SseStream; after: SseStream; instance: string; lastId: string; missedUpTo: number }[] = [];
    for (const o of onVictim) {
      await o.stream.waitForEnd(10_000);
      const lastId = lastEventId(o.stream)!;
      // Something is made for the expert while the stream is away, which only a replay can bring.
      await waitUntil(`a notification missed while away (acknowledged ${acked.length}, not: ${failed.slice(-3).join('; ')})`, async () => {
        const [{ n }] = await sqlRows<{ n: number }>(dbUrl, 'select count(*)::int as n from notifications where user_id = $1 and id > $2', [o.expert.id, Number(lastId)]);
        return n > 0;
      });
      const [{ max }] = await sqlRows<{ max: number }>(dbUrl, 'select max(id)::int as max from notifications where user_id = $1', [o.expert.id]);
      const again = await live(byToken(o.expert.token), lastId);
      reconnected.push({ expert: o.expert, before: o.stream, after: again.stream, instance: again.instance, lastId, missedUpTo: max });
    }
    await waitUntil('writes after the kill', async () => acked.length >= ackedAtKill + 20);
    writing = false;
    await Promise.all(load);
    console.log(`${acked.length} bookings acknowledged (${ackedAtKill} before the kill); not acknowledged: ${failed.length} (${[...new Set(failed)].join('; ')})`);
    console.log(`the killed instance's ${onVictim.length} streams reconnected to ${reconnected.map((r) => r.instance).join(', ')}`);

    // No acknowledged write is lost.
    const stored = await sqlRows<{ n: number }>(dbUrl, 'select count(*)::int as n from pre_bookings where id = any($1::int[])', [acked]);
    expect(stored[0].n).toBe(acked.length);
    expect(new Set(acked).size).toBe(acked.length);

    for (const r of reconnected) expect(r.instance).not.toBe(victimName);
    // Every stream, or a stream and its reconnection together, got every notification of its
    // expert made since it opened, once: the reconnection replayed what was missed in between.
    for (const o of opened) {
      const [{ max }] = await sqlRows<{ max: number }>(dbUrl, 'select coalesce(max(id), 0)::int as max from notifications where user_id = $1', [o.expert.id]);
      const want = (await sqlRows<{ id: number }>(dbUrl, 'select id from notifications where user_id = $1 and id > $2 order by id', [o.expert.id, o.from])).map((r) => r.id);
      const again = reconnected.find((r) => r.before === o.stream);
      const ids = (s: SseStream) => s.of('notification').map((e) => Number(e.id));
      const got = () => (again ? [...ids(o.stream), ...ids(again.after)] : ids(o.stream));
      await (again?.after ?? o.stream).until(() => got().includes(max) || max <= o.from, 10_000, `the expert's last notification (${max})`);
      expect([...got()].sort((a, b) => a - b)).toEqual(want);
      if (again) {
        // After the last id it had, starting with what was made while it was away.
        expect(Math.min(...ids(again.after))).toBeGreaterThan(Number(again.lastId));
        expect(ids(again.after).filter((id) => id <= again.missedUpTo).length).toBeGreaterThan(0);
      }
    }
    expect(instances.filter((i) => i !== victim).every((i) => i.alive())).toBe(true);
  });
});

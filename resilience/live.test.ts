// Live notifications across server processes: two processes (instances) on one throwaway
// PostgreSQL. A stream open on one hears what is done through the other, because every process
// listens to the database (LISTEN/NOTIFY), not to its peers. Also: a stream never holds up a stop,
// and it survives PostgreSQL restarting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/demo/demo-accounts';
import { openStream, type SseStream } from '../server/test/sse';
import { ApiClient, day, sleep, spawnServer, startPostgres, waitUntil, type Postgres, type ServerProcess } from './support';

let postgres: Postgres;
let dbUrl: string;
let a: ServerProcess;
let b: ServerProcess;
const streams: SseStream[] = [];
let bookings = 0;

beforeAll(async () => {
  postgres = await startPostgres();
  dbUrl = await postgres.createDatabase('live');
  [a, b] = await Promise.all([0, 1].map(() => spawnServer({ databaseUrl: dbUrl })));
  await Promise.all([a.ready(), b.ready()]);
});

afterAll(async () => {
  await Promise.all(streams.map((s) => s.close()));
  await Promise.all([a?.stop(), b?.stop()]);
  await postgres?.destroy();
});

async function signIn(server: ServerProcess, identifier: string) {
  const api = new ApiClient(server.baseURL);
  const res = await api.post('/api/auth/login', { username: identifier, password: DEMO_PASSWORD });
  expect(res.status, res.text).toBe(200);
  api.token = res.body.token;
  return { api, id: res.body.user.id as number };
}

/** The same sign-in (cookie and token), sent to another process. */
function on(server: ServerProcess, from: ApiClient) {
  const api = new ApiClient(server.baseURL);
  api.cookies = from.cookies;
  api.token = from.token;
  return api;
}

async function live(api: ApiClient) {
  const res = await openStream(api);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  streams.push(res.stream!);
  await res.stream!.waitFor('ready');
  return res.stream!;
}

async function book(client: ApiClient, expertId: number) {
  bookings += 1;
  const res = await client.post('/api/pre-bookings', { expertId, startDate: day(30 + 3 * bookings), endDate: day(31 + 3 * bookings), notes: `live ${bookings}`, preInterviewRequested: false });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: number };
}

describe('live notifications across two server processes on one PostgreSQL', () => {
  it('a stream open on one process gets a booking made through the other, and the answer goes back the same way', async () => {
    const expert = await signIn(a, DEMO_ACCOUNTS.expert.login);
    const client = await signIn(b, DEMO_ACCOUNTS.client.login);
    const expertStream = await live(expert.api);
    const clientStream = await live(client.api);

    const booking = await book(client.api, expert.id);
    const created = await expertStream.waitFor('notification', (n) => n.kind === 'pre-booking.created');
    expect(created.data.body).toContain('would like to book you');

    // The expert answers through a; the client's stream is on b.
    expect((await expert.api.patch(`/api/pre-bookings/${booking.id}`, { status: 'confirmed' })).status).toBe(200);
    await clientStream.waitFor('notification', (n) => n.kind === 'pre-booking.confirmed');
  });

  it('signing out through one process ends the stream open on the other', async () => {
    const client = await signIn(a, DEMO_ACCOUNTS.client.login);
    const stream = await live(client.api);
    expect((await on(b, client.api).post('/api/auth/logout')).status).toBe(204);
    await stream.waitFor('signed-out');
    await stream.waitForEnd();
  });

  it('PostgreSQL restarting: open streams stay, and hear what is done once it is back', async () => {
    const expert = await signIn(a, DEMO_ACCOUNTS.expert.login);
    const client = await signIn(b, DEMO_ACCOUNTS.client.login);
    const stream = await live(expert.api);
    const before = stream.of('notification').length;

    await postgres.stop();
    await sleep(1_000);
    await postgres.start();
    await waitUntil('PostgreSQL answering through the other process', async () => (await new ApiClient(b.baseURL).get('/api/health')).status === 200);
    await waitUntil('a booking through the other process', async () => {
      bookings += 1;
      const res = await client.api.post('/api/pre-bookings', { expertId: expert.id, startDate: day(30 + 3 * bookings), endDate: day(31 + 3 * bookings) });
      return res.status === 201;
    });
    // Heard live, or caught up when this process listened again (its reconnection waits up to 10 s).
    await stream.until(() => stream.of('notification').length > before, 20_000, 'the booking on the stream');
    expect(stream.ended).toBe(false);
    expect(a.output()).not.toMatch(/uncaught|unhandled/i);
  });

  it('SIGTERM ends open streams at once: the process stops cleanly with exit code 0', async () => {
    const expert = await signIn(a, DEMO_ACCOUNTS.expert.login);
    const stream = await live(expert.api);
    const started = Date.now();
    a.child.kill('SIGTERM');
    const { code, signal } = await a.exited;
    console.log(`stopped with an open stream in ${Date.now() - started} ms`);
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    await stream.waitForEnd();
  });
});

// One server started with WEB_CONCURRENCY=2 on PostgreSQL: two worker processes share the port
// under a supervising primary (server/cluster.ts). Which worker answered is read from the request
// log: every answer carries X-Request-Id, and the log line with that id carries the worker's pid.
import fs from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/db/demo-accounts';
import {
  ApiClient,
  connectionRefused,
  freePort,
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
let dbUrl: string;
let server: ServerProcess;

beforeAll(async () => {
  postgres = await startPostgres();
  dbUrl = await postgres.createDatabase('cluster');
  // A long cache time: an answer that changes at once after a write was not waiting for it to run out.
  server = await spawnServer({ databaseUrl: dbUrl, env: { WEB_CONCURRENCY: '2', PUBLIC_CACHE_MS: '60000', LOG_LEVEL: 'info' } });
  await server.ready();
  // The first worker may answer before the second listens; the banner waits for both.
  await waitUntil('the banner', async () => server.output().includes('Protea Talent is running at'), 60_000);
});

afterAll(async () => {
  await server?.stop();
  await postgres?.destroy();
});

/** The primary's child processes that run the server (Linux /proc). */
function workerPids(primary: number): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === primary && fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('server/index.ts')) pids.push(Number(entry));
    } catch {
      // ended while we looked
    }
  }
  return pids.sort((a, b) => a - b);
}

/** The pid that logged the answer with this request id. */
function answeredBy(requestId: string): number | undefined {
  for (const line of server.output().split('\n')) {
    if (!line.includes(requestId)) continue;
    try {
      return (JSON.parse(line) as { pid: number }).pid;
    } catch {
      // not a log line
    }
  }
  return undefined;
}

/** A GET on a connection of its own (no keep-alive), so each one may land on either worker. */
function getFresh(pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string; requestId: string }>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: server.port, path: pathname, agent: false, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, requestId: String(res.headers['x-request-id']) }));
    });
    req.on('error', reject);
  });
}

/** A GET on a kept-alive connection of its own, which stays open until `agent.destroy()`. */
function getKept(pathname: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const answer = new Promise<{ status: number; requestId: string }>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: server.port, path: pathname, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, requestId: String(res.headers['x-request-id']) }));
    });
    req.on('error', reject);
  });
  return { agent, answer };
}

/**
 * Sends the GET in bursts of simultaneous connections until every worker has answered it; returns
 * each worker's answers. The kernel hands a new connection to whichever worker takes it first, so
 * bursts (not a sequence) are what reach both.
 */
async function fromEveryWorker(pathname: string, workers: number[]) {
  const answers = new Map<number, string[]>();
  for (let round = 0; round < 40 && !workers.every((pid) => answers.has(pid)); round += 1) {
    const burst = await Promise.all(Array.from({ length: 16 }, () => getFresh(pathname)));
    await sleep(300); // the log lines are written in the background
    for (const answer of burst) {
      expect(answer.status).toBe(200);
      const pid = answeredBy(answer.requestId);
      if (pid !== undefined) answers.set(pid, [...(answers.get(pid) ?? []), answer.body]);
    }
  }
  expect([...answers.keys()].sort((a, b) => a - b)).toEqual(workers);
  return answers;
}

describe('WEB_CONCURRENCY=2', () => {
  it('runs two workers under one primary, prints the banner once, and both answer', async () => {
    const workers = workerPids(server.child.pid!);
    expect(workers).toHaveLength(2);
    expect(server.output().match(/Protea Talent is running at/g)).toHaveLength(1);
    expect(server.output()).toContain('2 server processes (WEB_CONCURRENCY)');
    const answers = await fromEveryWorker('/api/blog/posts', workers);
    console.log(`answers by worker: ${[...answers].map(([pid, list]) => `${pid}: ${list.length}`).join(', ')}`);
  });

  it('shares a burst of new connections evenly between the workers', async () => {
    const workers = workerPids(server.child.pid!);
    // Twenty connections opened at the same moment, each kept open: the primary gives each to the
    // worker with the fewest (the kernel gave a burst like this to whichever worker woke first).
    const kept = Array.from({ length: 20 }, () => getKept('/api/blog/posts'));
    const answers = await Promise.all(kept.map((k) => k.answer));
    await sleep(300); // the log lines are written in the background
    const share = new Map<number, number>();
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      const pid = answeredBy(answer.requestId);
      share.set(pid ?? 0, (share.get(pid ?? 0) ?? 0) + 1);
    }
    for (const k of kept) k.agent.destroy();
    console.log(`a burst of 20 connections: ${[...share].map(([pid, n]) => `${pid}: ${n}`).join(', ')}`);
    expect([...share.keys()].sort((a, b) => a - b)).toEqual(workers);
    // Connections left open by earlier tests may tip it by a few.
    for (const n of share.values()) expect(n).toBeGreaterThanOrEqual(7);
  });

  it('a connection handed to a worker that dies before taking it is answered by another', async () => {
    const [stopped, other] = workerPids(server.child.pid!);
    // A stopped worker cannot take what it is given; the primary keeps its own copy meanwhile.
    process.kill(stopped, 'SIGSTOP');
    try {
      const requests = Array.from({ length: 6 }, () => getFresh('/api/blog/posts'));
      await sleep(500);
      process.kill(stopped, 'SIGKILL');
      const answers = await Promise.all(requests);
      await sleep(300);
      for (const answer of answers) expect(answer.status).toBe(200);
      const by = answers.map((a) => answeredBy(a.requestId));
      expect(by).not.toContain(stopped);
      expect(by).not.toContain(undefined);
      console.log(`answered after the stopped worker was killed: ${by.filter((p) => p === other).length} by ${other}, ${by.filter((p) => p !== other).length} by its replacement`);
      await waitUntil('the primary to give them to another', async () => server.output().includes('connections a server process had not taken are given to another'));
    } finally {
      try {
        process.kill(stopped, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await waitUntil('a replacement worker', async () => workerPids(server.child.pid!).length === 2 && !workerPids(server.child.pid!).includes(stopped));
  });

  it("a write on one worker empties the other's public read cache too", async () => {
    const workers = workerPids(server.child.pid!);
    const expert = new ApiClient(server.baseURL);
    const login = await expert.post('/api/auth/login', { username: DEMO_ACCOUNTS.expert.login, password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    expert.token = login.body.token;
    const id = login.body.user.id as number;
    const profile = `/api/experts/profile/${id}`;

    // Both workers keep the profile; then the name changes behind their backs, which neither sees.
    const before = await fromEveryWorker(profile, workers);
    const name = JSON.parse([...before.values()][0][0]).name as string;
    await sqlRows(dbUrl, 'update experts set name = $1 where user_id = $2', ['Renamed In The Database', id]);
    for (const list of (await fromEveryWorker(profile, workers)).values()) {
      for (const body of list) expect(JSON.parse(body).name).toBe(name);
    }

    // A profile save, answered by one worker. That worker forgets at once; the other is told through
    // the database (NOTIFY public_cache), which takes a moment, not the cache's 60 s.
    const saved = await expert.put('/api/experts/profile', { yearsExperience: 13 });
    expect(saved.status).toBe(200);
    await sleep(250);
    for (const list of (await fromEveryWorker(profile, workers)).values()) {
      for (const body of list) expect(JSON.parse(body)).toMatchObject({ name: 'Renamed In The Database', yearsExperience: 13 });
    }
  });

  it('replaces a worker that dies, and the site keeps answering', async () => {
    const before = workerPids(server.child.pid!);
    process.kill(before[0], 'SIGKILL');
    // New connections go to the worker still standing, then to the replacement too.
    const statuses: number[] = [];
    const replacedMs = await waitUntil('a replacement worker', async () => {
      statuses.push((await getFresh('/api/experts?limit=1')).status);
      const now = workerPids(server.child.pid!);
      return now.length === 2 && !now.includes(before[0]);
    });
    await waitUntil('the replacement answering', async () => (await getFresh('/api/health')).status === 200);
    const after = workerPids(server.child.pid!);
    console.log(`worker ${before[0]} killed; replaced by ${after.find((p) => !before.includes(p))} in ${replacedMs} ms; ${statuses.length} requests meanwhile`);
    expect(statuses.every((s) => s === 200)).toBe(true);
    await waitUntil('the primary to log the replacement', async () => server.output().includes('a server process ended; starting another'));
    await fromEveryWorker('/api/blog/posts', after);
  });

  it('SIGTERM: requests in flight on every worker finish, then the primary exits 0 and no worker is left', async () => {
    const workers = workerPids(server.child.pid!);
    // Sign-ins held open half-sent on six connections, which the workers share between them.
    const agent = new http.Agent({ keepAlive: true });
    // Over three accounts: one account's password is checked at most 5 times at once (decision 057).
    const logins = [DEMO_ACCOUNTS.client.login, DEMO_ACCOUNTS.expert.login, DEMO_ACCOUNTS.candidate.login];
    const slow = Array.from({ length: 6 }, (_, i) => slowSignIn(agent, server.port, logins[i % 3], DEMO_PASSWORD, 2_000));
    await Promise.all(slow.map((s) => s.firstHalfSent));

    server.child.kill('SIGTERM');
    const answers = await Promise.all(slow.map((s) => s.answered));
    const { code, signal } = await server.exited;
    agent.destroy();
    if (code !== 0) console.log(server.output().split('\n').filter((l) => !l.includes('request completed')).slice(-30).join('\n'));

    for (const answer of answers) expect(answer.status).toBe(200);
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    for (const pid of workers) expect(fs.existsSync(`/proc/${pid}`) && !fs.readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ')).toBe(false);
    expect(['ECONNREFUSED', 'ECONNRESET']).toContain(await connectionRefused(server.port));
  });
});

describe('a worker that cannot start', () => {
  it('ends the whole server with exit code 1 instead of starting it again and again', async () => {
    // A free port: nothing listens there.
    const unreachable = new URL(dbUrl);
    unreachable.port = String(await freePort());
    const broken = await spawnServer({ databaseUrl: unreachable.toString(), env: { WEB_CONCURRENCY: '2', LOG_LEVEL: 'info' } });
    const started = Date.now();
    const { code } = await broken.exited;
    console.log(`unreachable database: exit code ${code} after ${Date.now() - started} ms`);
    expect(code).toBe(1);
    expect(broken.output()).toContain('a server process failed to start');
    expect(broken.output()).not.toContain('Protea Talent is running at');
    await broken.stop();
  });
});

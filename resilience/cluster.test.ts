// One server started with WEB_CONCURRENCY=2 on PostgreSQL: two worker processes share the port
// (each accepting from the one listening socket) under a supervising primary (server/cluster.ts). Which worker answered is read from the request
// log: every answer carries X-Request-Id, and the log line with that id carries the worker's pid.
import fs from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/demo/demo-accounts';
import {
  connectionRefused,
  freePort,
  sleep,
  slowSignIn,
  spawnServer,
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
  server = await spawnServer({ databaseUrl: dbUrl, env: { WEB_CONCURRENCY: '2', LOG_LEVEL: 'info' } });
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

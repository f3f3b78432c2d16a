// Shared pieces of the fault and scale-out tests: a throwaway PostgreSQL cluster the test can stop
// and start, and the real server (same entry point as production) as a separate process the test
// can signal.
import { execFile } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort, spawnServer as spawnServerProcess, type ServerProcess } from '../e2e/support/server';

export { freePort, type ServerProcess };
export { ApiClient } from '../server/test/harness';

export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const ADMIN = { username: 'admin', password: 'admin-resilience-pass' };
export const SESSION_SECRET = 'resilience-tests-session-secret-0123456789abcdef';
const randomHexKey = '0123456789abcdef'.repeat(4);
const START_TIMEOUT_MS = 90_000;

const run = promisify(execFile);

async function pgThrowaway(...args: string[]) {
  const { stdout } = await run('bash', [path.join(PROJECT_ROOT, 'scripts/pg-throwaway.sh'), ...args], { cwd: PROJECT_ROOT });
  return stdout.trim();
}

export interface Postgres {
  /** The server's admin URL (database `postgres`). */
  url: string;
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** `pg_ctl stop -m fast`: open connections are ended, new ones refused. */
  stop(): Promise<void>;
  /** Starts the same cluster again on the same port. */
  start(): Promise<void>;
  /** Stops the cluster and removes its directory. */
  destroy(): Promise<void>;
}

export async function startPostgres(): Promise<Postgres> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'resilience-pg-'));
  const port = await freePort();
  const url = await pgThrowaway('start', dir, String(port));
  return {
    url,
    async createDatabase(name) {
      await withClient(url, (c) => c.query(`create database ${name}`));
      const u = new URL(url);
      u.pathname = `/${name}`;
      return u.toString();
    },
    stop: async () => void (await pgThrowaway('stop', dir)),
    start: async () => void (await pgThrowaway('start', dir, String(port))),
    async destroy() {
      await pgThrowaway('stop', dir).catch(() => '');
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Runs `fn` on a fresh connection (direct SQL, beside the server under test). */
export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function sqlRows<T = Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  return withClient(url, async (c) => (await c.query(text, values)).rows as T[]);
}

/**
 * Spawns `node --import tsx server/index.ts` (e2e/support/server.ts) with the settings these tests
 * share; call ready() before using it. Without `databaseUrl` the server uses its embedded database
 * (PGlite) in the data directory.
 */
export function spawnServer(opts: {
  databaseUrl?: string;
  port?: number;
  /** Embedded database directory, kept by stop() when given (another process may reopen it). */
  dataDir?: string;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  return spawnServerProcess({
    port: opts.port,
    dataDir: opts.dataDir,
    startTimeoutMs: START_TIMEOUT_MS,
    env: {
      DATABASE_URL: opts.databaseUrl,
      SESSION_SECRET,
      PAYOUT_ACCOUNT_KEY: randomHexKey,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      // One process, as the tests of a single server expect; cluster.test.ts asks for more.
      WEB_CONCURRENCY: '1',
      // The fault tests sign up accounts in bursts from one address.
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000',
      ...opts.env,
    },
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** YYYY-MM-DD, `offset` days from today (UTC). */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Polls `check` every 50 ms until it returns true; resolves with the milliseconds it took. */
export async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - started;
    await sleep(50);
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
}

/**
 * A sign-in whose body arrives in two halves `pauseMs` apart, so the test can act while the server
 * is in the middle of it (`firstHalfSent`), on `agent`'s connections.
 */
export function slowSignIn(agent: http.Agent, port: number, identifier: string, password: string, pauseMs: number) {
  const body = Buffer.from(JSON.stringify({ username: identifier, password }));
  const half = Math.floor(body.length / 2);
  let sentFirstHalf!: () => void;
  // Resolves once the server has read the request's headers (it answered "100 Continue") and the
  // first half of the body is on its way: the request is in the server's hands.
  const firstHalfSent = new Promise<void>((resolve) => (sentFirstHalf = resolve));
  const answered = new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/json', 'content-length': body.length, expect: '100-continue' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, connection: res.headers.connection }));
      },
    );
    req.on('error', reject);
    req.once('continue', () => {
      req.write(body.subarray(0, half), () => sentFirstHalf());
      setTimeout(() => req.end(body.subarray(half)), pauseMs);
    });
    req.flushHeaders();
  });
  return { firstHalfSent, answered };
}

/** Opens a bare TCP connection: "connected", or the error code (ECONNREFUSED, ECONNRESET, ...). */
export function connectionRefused(port: number) {
  return new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

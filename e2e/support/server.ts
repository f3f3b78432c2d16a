// Starts the real server (the same entry point as production) for a browser journey.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from '../../scripts/server-node-flags.mjs';

const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The admin account of every journey's server (and of the data template below). */
export const E2E_ADMIN = { username: 'admin', password: 'admin-e2e-password' } as const;

/**
 * A migrated and seeded embedded database made once per run (e2e/global-setup.ts), whose folder a
 * server on the embedded database starts from instead of migrating and seeding an empty one.
 */
export const DATA_TEMPLATE_ENV = 'E2E_DATA_TEMPLATE';
/** The environment the template was made with: a server given another value of these starts empty. */
export const TEMPLATE_ENV: Record<string, string> = { ADMIN_USERNAME: E2E_ADMIN.username, ADMIN_PASSWORD: E2E_ADMIN.password };
const SHAPES_THE_DATABASE = /^(ADMIN_|NODE_ENV$|SEED_DEMO_DATA$|DATABASE_URL$)/;

function templateFor(env: Record<string, string | undefined>): string | undefined {
  const template = process.env[DATA_TEMPLATE_ENV];
  if (!template) return undefined;
  const fits = Object.entries(env).every(
    ([key, value]) => !SHAPES_THE_DATABASE.test(key) || value === undefined || value === (TEMPLATE_ENV[key] ?? process.env[key]),
  );
  return fits ? template : undefined;
}
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

export interface StartServerOptions {
  /** Extra environment for the server; wins over the defaults below. An undefined value unsets it. */
  env?: Record<string, string | undefined>;
  /** Extra arguments for server/index.ts, e.g. ['--dev'] for Vite with hot reload. */
  args?: string[];
  /** How long to wait for /api/health (default 60 s). */
  startTimeoutMs?: number;
  /** Start from an empty data folder, migrating and seeding it, even where the run has a data template. */
  fresh?: boolean;
  /**
   * Run the build's server bundle (dist/server/index.mjs, written by `npm run build`) with the heap
   * settings `npm start` gives it, instead of the sources under tsx.
   */
  bundle?: boolean;
}

export interface SpawnServerOptions extends StartServerOptions {
  /** A fixed port (default: a free one), e.g. to start the next process where the last one was. */
  port?: number;
  /** The embedded database's folder, kept by stop() when given (another process may reopen it). */
  dataDir?: string;
}

export interface TestServer {
  /** e.g. http://127.0.0.1:41234 (no trailing slash). */
  baseURL: string;
  /** The temporary DATA_DIR, removed by stop(). */
  dataDir: string;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  /** The exit code once the process has ended (null while it runs or when a signal ended it). */
  exitCode(): number | null;
  /** SIGTERM, wait for the exit, remove the data directory. Safe to call twice. */
  stop(): Promise<void>;
}

/** A server process that a test can signal and watch, started but not yet waited for. */
export interface ServerProcess {
  baseURL: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with how the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  alive(): boolean;
  /** Waits for GET /api/health to answer 200 (the start timeout given to spawnServer). */
  ready(): Promise<void>;
  /** SIGTERM (SIGKILL after 15 s), then removes the data directory unless it was given. Safe to call twice. */
  stop(): Promise<void>;
}

/** Binds `port` (0: any) on 127.0.0.1 for a moment; resolves with the port bound, or null when it is taken. */
function probePort(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', () => resolve(null));
    probe.listen(port, '127.0.0.1', () => {
      const address = probe.address();
      const bound = typeof address === 'object' && address ? address.port : null;
      probe.close(() => resolve(bound));
    });
  });
}

/**
 * The kernel's ephemeral ports (ip_local_port_range): what it hands out for port 0 and as the
 * source port of every outgoing connection, so a port found free there can be taken by another
 * test's connection, or another run's server, before the caller binds it.
 */
function ephemeralPorts(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low > 0 && high >= low) return [low, high];
  } catch {
    // Not Linux: the IANA range most systems use.
  }
  return [49152, 65535];
}

const FIRST_CHOSEN_PORT = 10_000;

/**
 * A port free now for a server the caller starts next: a random one below the ephemeral range,
 * where nothing takes ports on its own, checked by binding it; the kernel's pick (port 0) only if
 * that range is too small or full.
 */
export async function freePort(): Promise<number> {
  const below = ephemeralPorts()[0] - 1;
  if (below - FIRST_CHOSEN_PORT >= 1_000) {
    for (let attempt = 0; attempt < 50; attempt++) {
      const port = FIRST_CHOSEN_PORT + Math.floor(Math.random() * (below - FIRST_CHOSEN_PORT + 1));
      if ((await probePort(port)) !== null) return port;
    }
  }
  const port = await probePort(0);
  if (port === null) throw new Error('no free port on 127.0.0.1');
  return port;
}

/**
 * Spawns `node --import tsx server/index.ts` (the production entry point, from its sources) on a free
 * port; with `bundle`, the build's bundle of it as `npm start` runs it.
 */
export async function spawnServer(options: SpawnServerOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'server-data-')));
  const ownDataDir = options.dataDir === undefined;
  const template = ownDataDir && !options.fresh ? templateFor({ DATABASE_URL: process.env.E2E_DATABASE_URL, ...options.env }) : undefined;
  if (template) await cp(template, dataDir, { recursive: true });
  const baseURL = `http://127.0.0.1:${port}`;

  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'test',
    TZ: 'UTC',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // A DATABASE_URL from the developer's shell must never be used by a test run.
    DATABASE_URL: process.env.E2E_DATABASE_URL || undefined,
    // New addresses count as verified unless a journey is about verification (it passes "required").
    EMAIL_VERIFICATION: 'off',
    ...options.env,
  };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];

  let output = '';
  const entry = options.bundle ? [...serverNodeFlags(), 'dist/server/index.mjs'] : ['--import', 'tsx', 'server/index.ts'];
  const child = spawn(process.execPath, [...entry, ...(options.args ?? [])], {
    cwd: PROJECT_ROOT,
    env: env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // 'close', not 'exit': it comes once the output pipes are drained too, so whatever the process
  // printed before it ended is in output() when a test reads it after awaiting this.
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  const alive = () => child.exitCode === null && child.signalCode === null;

  let stopped = false;
  return {
    baseURL,
    port,
    dataDir,
    child,
    output: () => output,
    exited,
    alive,
    ready: () => waitForHealth(baseURL, child, () => output, options.startTimeoutMs ?? START_TIMEOUT_MS),
    async stop() {
      if (!stopped) {
        stopped = true;
        if (alive()) {
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
          await exited;
          clearTimeout(timer);
        }
      }
      if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Where the run's shared servers listen (set by e2e/global-setup.ts): a JSON list of origins, one
 * per worker, so the journeys that run at the same moment never share one.
 */
export const SHARED_SERVERS_ENV = 'E2E_SHARED_SERVERS';

/**
 * The environment of the shared servers: the template's (the E2E_ADMIN admin), and sign-ups
 * without the per-address limit, since every journey's accounts come from 127.0.0.1.
 */
export const SHARED_ENV: Record<string, string> = { ...TEMPLATE_ENV, REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000' };

/** A shared server as a journey sees it: where it listens. The global teardown stops it. */
export interface SharedServer {
  baseURL: string;
}

/**
 * The shared server of this worker (VITEST_POOL_ID), started once for the run from the data
 * template with SHARED_ENV. A journey on it makes its own accounts and data, and relies on nothing
 * another journey did or left behind.
 */
export async function sharedServer(): Promise<SharedServer> {
  const origins = JSON.parse(process.env[SHARED_SERVERS_ENV] ?? '[]') as string[];
  if (origins.length === 0) throw new Error(`no shared servers: run the journeys with e2e/vitest.config.ts, whose global set-up starts them (${SHARED_SERVERS_ENV})`);
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const baseURL = origins[(worker - 1) % origins.length];
  const health = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(10_000) }).catch((error: unknown) => error);
  if (!(health instanceof Response) || health.status !== 200) {
    throw new Error(`the shared server ${baseURL} does not answer GET /api/health: ${health instanceof Response ? `HTTP ${health.status}` : String(health)}`);
  }
  return { baseURL };
}

/** Spawns the server and waits until it answers; a failed start is stopped and thrown with its output. */
export async function startServer(options: StartServerOptions = {}): Promise<TestServer> {
  const server = await spawnServer(options);
  try {
    await server.ready();
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { baseURL: server.baseURL, dataDir: server.dataDir, output: server.output, exitCode: () => server.child.exitCode, stop: server.stop };
}

async function waitForHealth(baseURL: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (code ${child.exitCode}, signal ${child.signalCode}) before /api/health answered.\n--- server output ---\n${output()}`,
      );
    }
    try {
      const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      lastProblem = `HTTP ${response.status}: ${await response.text()}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `The server did not answer GET /api/health with 200 within ${timeoutMs / 1000}s (last: ${lastProblem}).\n--- server output ---\n${output()}`,
  );
}

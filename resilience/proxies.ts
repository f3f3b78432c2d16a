// The standard parts a scaled-out deployment puts around the server (docs/deploy.md), as throwaway
// processes for the scale-out tests: PgBouncer between the instances and PostgreSQL, HAProxy in
// front of the instances. Debian's packages (scripts/ensure-deps.sh installs them).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { chown, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, waitUntil } from './support';

const run = promisify(execFile);

/** PostgreSQL and PgBouncer refuse to run as root; as root they run as this system user (pg-throwaway.sh's). */
const SERVICE_USER = process.env.PG_THROWAWAY_USER || 'postgres';
const isRoot = process.getuid?.() === 0;

/** A program from a Debian package: on PATH, or in the sbin folders a user's PATH may lack. */
function systemBinary(name: string): string {
  for (const dir of [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin']) {
    const candidate = path.join(dir, name);
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  throw new Error(`${name} is not installed: run scripts/ensure-deps.sh as root (Debian's ${name} package)`);
}

function collectOutput(child: ChildProcess) {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return () => output;
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export interface Pooler {
  port: number;
  /** The PgBouncer version, e.g. "1.18.0". */
  version: string;
  /** Whether it keeps prepared statements per client in transaction mode (max_prepared_statements, 1.21 and later). */
  preparedStatements: boolean;
  /** `directUrl` (a database on the PostgreSQL behind it) with the host and port changed to PgBouncer's. */
  through(directUrl: string): string;
  /** What it logged. */
  log(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * PgBouncer in transaction mode in front of the PostgreSQL on `postgresPort` (trust, 127.0.0.1 only,
 * every database). The server's pool settings that PostgreSQL takes as start-up parameters
 * (statement_timeout, idle_in_transaction_session_timeout) are ignored by PgBouncer, which cannot
 * keep a client's settings on a shared server connection: they are set on the database instead
 * (docs/deploy.md).
 */
export async function startPgBouncer(postgresPort: number, opts: { poolSize?: number } = {}): Promise<Pooler> {
  const binary = systemBinary('pgbouncer');
  const { stdout } = await run(binary, ['--version']);
  const version = /PgBouncer (\d+\.\d+(?:\.\d+)?)/.exec(stdout)?.[1] ?? '0';
  const [major, minor] = version.split('.').map(Number);
  const preparedStatements = major > 1 || (major === 1 && minor >= 21);

  const dir = await mkdtemp(path.join(os.tmpdir(), 'resilience-pgbouncer-'));
  const port = await freePort();
  const ini = path.join(dir, 'pgbouncer.ini');
  await writeFile(path.join(dir, 'userlist.txt'), '"postgres" ""\n');
  await writeFile(
    ini,
    [
      '[databases]',
      `* = host=127.0.0.1 port=${postgresPort}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${opts.poolSize ?? 20}`,
      'max_client_conn = 1000',
      'ignore_startup_parameters = extra_float_digits, statement_timeout, idle_in_transaction_session_timeout',
      ...(preparedStatements ? ['max_prepared_statements = 200'] : []),
      `logfile = ${path.join(dir, 'pgbouncer.log')}`,
      '',
    ].join('\n'),
  );
  if (isRoot) {
    const { stdout: ids } = await run('id', ['-u', SERVICE_USER]);
    const { stdout: gids } = await run('id', ['-g', SERVICE_USER]);
    for (const file of [dir, ini, path.join(dir, 'userlist.txt')]) await chown(file, Number(ids), Number(gids));
  }
  const child = isRoot
    ? spawn('runuser', ['-u', SERVICE_USER, '--', binary, ini], { stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(binary, [ini], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = collectOutput(child);
  const log = () => readFile(path.join(dir, 'pgbouncer.log'), 'utf8').catch(() => output());
  try {
    await waitUntil('PgBouncer listening', async () => {
      if (child.exitCode !== null) throw new Error(`PgBouncer exited: ${await log()}`);
      return (await log()).includes(`listening on 127.0.0.1:${port}`);
    }, 15_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`PgBouncer did not start: ${(err as Error).message}\n${await log()}`);
  }
  return {
    port,
    version,
    preparedStatements,
    through(directUrl) {
      const url = new URL(directUrl);
      url.port = String(port);
      return url.toString();
    },
    log,
    async stop() {
      // runuser passes SIGTERM on; PgBouncer ends at once on it.
      await stopChild(child, 'SIGTERM');
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface Balancer {
  baseURL: string;
  port: number;
  /** The header naming the instance that answered (HAProxy's server name: `app0`, `app1`...). */
  servedBy: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * HAProxy in front of the instances listening on `ports` on 127.0.0.1: round robin per request,
 * health checks on /api/health every 300 ms, a connection refused by a dead instance tried again
 * on another, X-Forwarded-For for the instances (TRUST_PROXY), and the answering instance's name in
 * X-Served-By so a test can tell where a request went.
 */
export async function startHaproxy(ports: number[]): Promise<Balancer> {
  const binary = systemBinary('haproxy');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'resilience-haproxy-'));
  const port = await freePort();
  const cfg = path.join(dir, 'haproxy.cfg');
  await writeFile(
    cfg,
    [
      'global',
      '  maxconn 4000',
      'defaults',
      '  mode http',
      '  option forwardfor',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  timeout http-keep-alive 10s',
      // A check waits as long as a connection may: without it a check times out after `inter`
      // (300 ms), and one slow answer on a busy machine takes a live instance out of the rotation.
      // A killed instance refuses the connection at once, so it is still seen down within 300 ms.
      '  timeout check 2s',
      '  retries 2',
      '  option redispatch 1',
      'frontend web',
      `  bind 127.0.0.1:${port}`,
      '  default_backend app',
      'backend app',
      '  balance roundrobin',
      '  option httpchk GET /api/health',
      '  http-check expect status 200',
      '  default-server inter 300ms fall 1 rise 2',
      '  http-response set-header X-Served-By %[srv_name]',
      ...ports.map((p, i) => `  server app${i} 127.0.0.1:${p} check`),
      '',
    ].join('\n'),
  );
  const child = spawn(binary, ['-db', '-f', cfg], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = collectOutput(child);
  const baseURL = `http://127.0.0.1:${port}`;
  await waitUntil('HAProxy answering', async () => {
    if (child.exitCode !== null) throw new Error(`HAProxy exited: ${output()}`);
    return (await fetch(`${baseURL}/api/health`)).status === 200;
  }, 15_000);
  return {
    baseURL,
    port,
    servedBy: 'x-served-by',
    output,
    async stop() {
      await stopChild(child, 'SIGTERM');
      await rm(dir, { recursive: true, force: true });
    },
  };
}

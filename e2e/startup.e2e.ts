// The run contract outside the browser: the real entry point prints its URL and the demo sign-ins,
// stops at once on a bad setting, finishes in-flight requests on SIGTERM, and in development
// serves Vite's hot reload on the app's own port.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './support/server';

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEMO_PASSWORD = 'demo-pass-2026';

/** Runs server/index.ts to its end and returns the exit code and everything it printed. */
function runToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('error', reject);
    // 'close' comes after the output pipes are drained, so the last lines printed are in output.
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

async function until(check: () => boolean, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('starting and stopping the server', () => {
  let server: TestServer | undefined;

  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it('prints its URL and the demo sign-ins, and the seeded accounts sign in', async () => {
    // Its own empty data folder: the journey is the first start, which seeds and says so.
    server = await startServer({ fresh: true });
    const port = new URL(server.baseURL).port;
    // The health check can be answered before this process has read the banner from the pipe.
    await until(() => server!.output().includes('for all demo users'), 'the banner');
    const output = server.output();
    expect(output).toContain(`Protea Talent is running at http://localhost:${port}`);
    expect(output).toContain(`password for all demo users: ${DEMO_PASSWORD}`);
    for (const login of ['demo.client@northwind.example', 'thandi', 'sipho', 'admin / admin-demo-2026']) expect(output).toContain(login);

    for (const [username, password] of [
      ['demo.client@northwind.example', DEMO_PASSWORD],
      ['thandi', DEMO_PASSWORD],
      ['sipho', DEMO_PASSWORD],
      ['admin', 'admin-demo-2026'],
    ]) {
      const res = await fetch(`${server.baseURL}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      expect(res.status, username).toBe(200);
    }
  });

  it('runs from the build\'s bundle as npm start runs it: migrates, serves the pages, signs in', async () => {
    // dist/server/index.mjs, written by npm run build, with drizzle-orm inside it and the paths it
    // reads beside its code (migrations, the build, the common passwords) found from the project's folder.
    server = await startServer({ bundle: true });
    await until(() => server!.output().includes('is running at'), 'the banner');
    const home = await fetch(`${server.baseURL}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');
    const res = await fetch(`${server.baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'thandi', password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(200);
  });

  it('stops with a message naming the bad setting, and no stack trace', async () => {
    const { code, output } = await runToExit({ PORT: 'abc', DATA_DIR: '/nonexistent-never-created' });
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration:');
    expect(output).toContain('PORT: must be a whole number from 0 to 65535');
    expect(output).not.toMatch(/\n\s+at /);
    expect(output).not.toContain('is running at');
  });

  it('finishes a request still arriving when SIGTERM comes, then exits 0', async () => {
    // A server of its own, which the journey stops; logging on, to see the moment it starts shutting down.
    server = await startServer({ env: { LOG_LEVEL: 'info' } });
    const { hostname, port } = new URL(server.baseURL);
    // A sign-in whose body is only half sent when the signal arrives.
    const request = http.request({ host: hostname, port, method: 'POST', path: '/api/auth/login', headers: { 'content-type': 'application/json' } });
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      request.on('error', reject);
    });
    request.write('{"username":"sipho",');
    await new Promise((resolve) => setTimeout(resolve, 200));

    const stopping = server.stop();
    await until(() => server!.output().includes('shutting down'), 'the shutdown log line');
    request.end(`"password":"${DEMO_PASSWORD}"}`);

    const answer = await response;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).user.username).toBe('sipho');
    await stopping;
    expect(server.exitCode()).toBe(0);
  });

  it('in development, serves the client and its hot-reload socket on the one port', async () => {
    // A server of its own in development (--dev), without demo data; Vite can make its start slow on a busy machine.
    server = await startServer({ args: ['--dev'], env: { SEED_DEMO_DATA: 'false' }, startTimeoutMs: 150_000 });
    const page = await (await fetch(`${server.baseURL}/`)).text();
    expect(page).toContain('/@vite/client');
    const viteClient = await (await fetch(`${server.baseURL}/@vite/client`)).text();
    const token = /const wsToken = "([^"]+)"/.exec(viteClient)?.[1];
    expect(token, 'the hot-reload token in /@vite/client').toBeTruthy();
    expect(viteClient).toContain('const hmrPort = null;');

    // A WebSocket handshake on the app's own port, as the browser's Vite client makes it.
    const { hostname, port } = new URL(server.baseURL);
    const firstMessage = await new Promise<string>((resolve, reject) => {
      const req = http.request({
        host: hostname,
        port,
        path: `/?token=${token}`,
        headers: {
          Connection: 'Upgrade',
          Upgrade: 'websocket',
          'Sec-WebSocket-Version': '13',
          'Sec-WebSocket-Key': Buffer.from('startup-e2e-key!').toString('base64'),
          'Sec-WebSocket-Protocol': 'vite-hmr',
          Origin: server!.baseURL,
        },
      });
      req.on('response', (res) => reject(new Error(`no upgrade: HTTP ${res.statusCode}`)));
      req.on('upgrade', (res, socket, head: Buffer) => {
        expect(res.statusCode).toBe(101);
        // The first frame may have come in with the handshake (head) or may come later.
        let data = Buffer.from(head);
        const readFrame = () => {
          // One unmasked text frame from the server: 2 header bytes, then the payload (short).
          const length = data.length >= 2 ? data[1] & 0x7f : Infinity;
          if (length < 126 && data.length >= 2 + length) {
            socket.destroy();
            resolve(data.subarray(2, 2 + length).toString());
          }
        };
        socket.on('data', (chunk: Buffer) => {
          data = Buffer.concat([data, chunk]);
          readFrame();
        });
        readFrame();
      });
      setTimeout(() => reject(new Error('no hot-reload message within 30 s')), 30_000).unref();
      req.on('error', reject);
      req.end();
    });
    expect(JSON.parse(firstMessage)).toMatchObject({ type: 'connected' });
  }, 240_000); // Vite's start and first dependency scan are slow on a busy two-core machine.
});

/**
 * Load benchmark: the real server (the production entry, NODE_ENV=production) on a throwaway
 * PostgreSQL, under autocannon with a mix of public reads, public pages, expert searches and
 * pre-booking writes by signed-in clients. Then checks that every acknowledged write is in the
 * database, and compares GET /api/experts and GET /api/blog/posts with a bare Express app and a
 * bare node:http server answering the same bytes from memory.
 *
 * Live phase (--streams, default 1000; 0 leaves it out): that many experts are seeded, each holds
 * an open GET /api/notifications/stream through the mixed load, and the writes book them. Printed:
 * the time from a booking's answer to its event on the expert's stream (p50, p99), events lost,
 * and the mail outbox's lag (notification made → mail sent, to a local SMTP sink) and duplicates.
 *
 *   npm run bench:load                                  # 200 connections for 60 s, comparison 15 s per target
 *   npm run bench:load -- --duration 10 --connections 50 --compare-duration 5 --clients 20
 *   npm run bench:load -- --streams 200 --mail-wait 30   # fewer streams; wait at most 30 s for the outbox
 *   BENCH_DATABASE_URL=postgres://... npm run bench:load  # use that server (a database is created and dropped)
 *   BENCH_PG_PORT (default 5791) / BENCH_PORT (default 5801; the bare servers take the next two)
 *   choose the ports; BENCH_KEEP_LOG=1 keeps the server's log and prints where it is.
 *   BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=prof" passes flags to the server's node (its
 *   workers inherit them), e.g. to profile it under the load.
 *   Settings such as WEB_CONCURRENCY, DATABASE_POOL_SIZE or PUBLIC_CACHE_MS in the environment reach
 *   the server; unset, it runs as deployed on PostgreSQL (one process per CPU, at most 4).
 *
 * Needs the client build (`npm run build`): the server serves the prerendered pages from it.
 * The load generator runs in this process; the server and the bare servers are separate processes.
 * The CPU each of them used is printed, with the whole machine's, so a run shows which one was short.
 */
import { spawn, type ChildProcess } from "node:child_process";
import cluster from "node:cluster";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import express from "express";
import pg from "pg";
import { runPrimary, takeConnections } from "../server/cluster";
import { createLogger } from "../server/lib/logger";
import { startSmtp, type TestSmtp } from "../server/test/smtp";
import { bookingKey, noticeDay, openStreams, outboxState, seedStreamExperts, waitUntil, type StreamExpert, type Streams } from "./streams";
import { machineLoad, printTable, ROOT, withPostgres } from "./support";

const SELF = fileURLToPath(import.meta.url);
const PASSWORD = "bench-load-password-2026";

// ---- the bare servers (this file run with --bare) ---------------------------------------------

interface Fixture {
  path: string;
  contentType: string;
  body: string;
}

function serveBare(kind: string, port: number, fixturesFile: string, processes: number) {
  // As many processes as our server runs, with connections handed out by the same primary as ours
  // (server/cluster.ts), so the comparison is one framework against another on the same CPUs.
  if (processes > 1 && cluster.isPrimary) {
    runPrimary(processes, createLogger("warn"), { port, host: "127.0.0.1" }, () => process.stdout.write("ready\n"));
    return;
  }
  const fixtures = JSON.parse(fs.readFileSync(fixturesFile, "utf8")) as Fixture[];
  let server: http.Server;
  if (kind === "express") {
    const app = express();
    for (const f of fixtures) app.get(f.path, (_req, res) => void res.type(f.contentType).send(f.body));
    server = http.createServer(app);
  } else {
    const byPath = new Map(fixtures.map((f) => [f.path, { contentType: f.contentType, body: Buffer.from(f.body) }]));
    server = http.createServer((req, res) => {
      const f = byPath.get((req.url ?? "").split("?")[0]);
      if (!f) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { "Content-Type": f.contentType, "Content-Length": f.body.length });
      res.end(f.body);
    });
  }
  if (cluster.isWorker) takeConnections(server).ready();
  else server.listen(port, "127.0.0.1", () => process.stdout.write("ready\n"));
}

// ---- processes ---------------------------------------------------------------------------------

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

async function waitFor(url: string, child: ChildProcess, what: string, logFile?: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      const log = logFile && fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8").slice(-4000) : "";
      throw new Error(`${what} exited with code ${child.exitCode}\n${log}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not answer ${url} in time`);
}

async function adminQuery(adminUrl: string, query: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

// ---- HTTP helpers for the set-up -------------------------------------------------------------

async function api<T>(base: string, pathname: string, init: RequestInit & { json?: unknown } = {}): Promise<{ status: number; body: T; headers: Headers }> {
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set("Content-Type", "application/json");
  headers.set("Origin", base);
  const res = await fetch(base + pathname, { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  if (res.status >= 400) throw new Error(`${init.method ?? "GET"} ${pathname}: ${res.status} ${text.slice(0, 300)}`);
  return { status: res.status, body: body as T, headers: res.headers };
}

async function inBatches<T, R>(items: T[], size: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return out;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));

interface Bookable {
  expertId: number;
  startDate: string;
  endDate: string;
}

/** Sessions of freshly registered clients, the experts they can book with valid dates, and what pages to read. */
async function prepare(base: string, clientCount: number) {
  const experts = (await api<{ userId: number }[]>(base, "/api/experts?limit=100")).body;
  const tomorrow = addDays(isoDay(new Date()), 1);
  const bookable: Bookable[] = [];
  for (const e of experts) {
    const a = (await api<{ availableFrom?: string | null; availableTo?: string | null }>(base, `/api/availability/${e.userId}`)).body;
    const start = a.availableFrom && a.availableFrom > tomorrow ? a.availableFrom : tomorrow;
    let end = addDays(start, 90);
    if (a.availableTo && end > a.availableTo) end = a.availableTo;
    if (end > start) bookable.push({ expertId: e.userId, startDate: start, endDate: end });
  }
  if (bookable.length === 0) throw new Error("no expert can be booked");

  const tag = `${process.pid}-${Date.now().toString(36)}`;
  const cookies = await inBatches(
    Array.from({ length: clientCount }, (_, i) => i),
    4,
    async (i) => {
      const email = `load-${tag}-${i}@bench.example`;
      await api(base, "/api/auth/register/client", { method: "POST", json: { email, password: PASSWORD, firstName: "Load", lastName: `Client ${i}` } });
      const login = await api(base, "/api/auth/login", { method: "POST", json: { email, password: PASSWORD } });
      const sid = login.headers.getSetCookie().find((c) => c.startsWith("sid="));
      if (!sid) throw new Error("login set no session cookie");
      return sid.split(";")[0];
    },
  );

  const posts = (await api<{ slug: string }[]>(base, "/api/blog/posts")).body;
  return { experts: experts.map((e) => e.userId), bookable, cookies, slugs: posts.map((p) => p.slug) };
}

// ---- load ------------------------------------------------------------------------------------

interface KindResult {
  kind: string;
  connections: number;
  requests: number;
  latencies: number[];
  /** The first answer on each connection: it waited for the connection to be made and handed to a process too. */
  firsts: number[];
  errors: number;
  timeouts: number;
  non2xx: number;
  statuses: Map<number, number>;
  messages: Map<string, number>;
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

type Req = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
type RequestSpec = {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  setupRequest?: (req: Req, context: Record<string, unknown>) => Req;
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
};

function run(kind: string, opts: { url: string; connections: number; duration: number; requests: RequestSpec[]; headers?: Record<string, string> }): {
  done: Promise<KindResult>;
  result: KindResult;
} {
  const result: KindResult = { kind, connections: opts.connections, requests: 0, latencies: [], firsts: [], errors: 0, timeouts: 0, non2xx: 0, statuses: new Map(), messages: new Map() };
  const answered = new WeakSet<object>();
  const done = new Promise<KindResult>((resolve, reject) => {
    const instance = autocannon(
      {
        url: opts.url,
        connections: opts.connections,
        duration: opts.duration,
        headers: opts.headers,
        requests: opts.requests as autocannon.Request[],
        timeout: 10,
      },
      (err, out) => {
        if (err) return reject(err);
        result.errors = out.errors;
        result.timeouts = out.timeouts;
        resolve(result);
      },
    );
    instance.on("response", (client: object, status: number, _bytes: number, responseTime: number) => {
      result.requests += 1;
      result.latencies.push(responseTime);
      if (!answered.has(client)) {
        answered.add(client);
        result.firsts.push(responseTime);
      }
      result.statuses.set(status, (result.statuses.get(status) ?? 0) + 1);
      if (status < 200 || status >= 300) result.non2xx += 1;
    });
  });
  return { done, result };
}

function pick<T>(items: T[]) {
  return items[Math.floor(Math.random() * items.length)];
}

const SEARCHES = (() => {
  const qs = ["", "data", "python", "engineer", "ml", "cloud", "thandi", "analytics"];
  const skills = ["", "Python", "SQL", "Spark", "AWS", "dbt", "Airflow"];
  const rates = ["", "60", "80", "120"];
  const out: string[] = [];
  for (const q of qs)
    for (const skill of skills)
      for (const maxRate of rates) {
        const p = new URLSearchParams();
        if (q) p.set("q", q);
        if (skill) p.set("skill", skill);
        if (maxRate) p.set("maxRate", maxRate);
        if ([...p.keys()].length) out.push(`/api/experts?${p}`);
      }
  return out;
})();

/** The live phase's writes: they book the experts holding streams, each booking of an expert on its own first day. */
interface LiveWrites {
  experts: StreamExpert[];
  /** When each booking's answer arrived (Date.now()), by bookingKey. */
  acked: Map<string, number>;
}

async function mixedLoad(base: string, connections: number, duration: number, prep: Awaited<ReturnType<typeof prepare>>, live?: LiveWrites) {
  // Of the connections: 40 % public API reads, 20 % pages, 25 % searches, the rest (15 %) writes.
  const share = { reads: 0.4, pages: 0.2, searches: 0.25 };
  const reads = Math.max(1, Math.round(connections * share.reads));
  const pages = Math.max(1, Math.round(connections * share.pages));
  const searches = Math.max(1, Math.round(connections * share.searches));
  const writes = Math.max(1, connections - reads - pages - searches);

  const apiReads = [
    "/api/experts",
    "/api/blog/posts",
    ...prep.experts.slice(0, 4).map((id) => `/api/experts/profile/${id}`),
    ...prep.slugs.slice(0, 2).map((s) => `/api/blog/posts/${s}`),
  ];
  const pagePaths = ["/", "/blog", "/about", "/faq", "/howitworks", ...prep.slugs.slice(0, 3).map((s) => `/blog/${s}`)];
  const browser = { "Accept-Encoding": "gzip, deflate, br", Accept: "text/html,application/xhtml+xml" };

  const acknowledged: number[] = [];
  const writeMessages = new Map<string, number>();
  let n = 0;
  const tomorrow = addDays(isoDay(new Date()), 1);
  const bookedOf = new Map<number, number>();
  /** A booking of a streaming expert, starting on a day none of their other bench bookings starts on. */
  const liveBooking = (experts: StreamExpert[]) => {
    const { userId } = pick(experts);
    const k = bookedOf.get(userId) ?? 0;
    bookedOf.set(userId, k + 1);
    const startDate = addDays(tomorrow, 1 + k);
    return { expertId: userId, startDate, endDate: addDays(startDate, 29) };
  };
  const runs = [
    run("public API reads", { url: base, connections: reads, duration, requests: apiReads.map((p) => ({ method: "GET", path: p })) }),
    run("public pages", { url: base, connections: pages, duration, headers: browser, requests: pagePaths.map((p) => ({ method: "GET", path: p })) }),
    run("expert searches", {
      url: base,
      connections: searches,
      duration,
      requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: pick(SEARCHES) }) }],
    }),
    run("pre-booking writes", {
      url: base,
      connections: writes,
      duration,
      requests: [
        {
          method: "POST",
          path: "/api/pre-bookings",
          setupRequest: (req, context) => {
            const b = live ? liveBooking(live.experts) : pick(prep.bookable);
            context.key = bookingKey(b.expertId, noticeDay(b.startDate));
            n += 1;
            return {
              ...req,
              headers: { "Content-Type": "application/json", Origin: base, Cookie: pick(prep.cookies) },
              body: JSON.stringify({ expertId: b.expertId, startDate: b.startDate, endDate: b.endDate, contractLength: 6, notes: `load bench request ${n}` }),
            };
          },
          onResponse: (status, body, context) => {
            if (status >= 200 && status < 300) {
              if (live) live.acked.set(context.key as string, Date.now());
              const id = (JSON.parse(body) as { id?: unknown }).id;
              if (typeof id === "number") acknowledged.push(id);
              else writeMessages.set("2xx without an id", (writeMessages.get("2xx without an id") ?? 0) + 1);
            } else {
              let message = body.slice(0, 120);
              try {
                const parsed = JSON.parse(body) as { message?: string; error?: { message?: string } };
                message = parsed.error?.message ?? parsed.message ?? message;
              } catch {
                // keep the raw text
              }
              const key = `${status} ${message}`;
              writeMessages.set(key, (writeMessages.get(key) ?? 0) + 1);
            }
          },
        },
      ],
    }),
  ];
  const results = await Promise.all(runs.map((r) => r.done));
  results[3].messages = writeMessages;
  return { results, acknowledged };
}

/**
 * Pre-booking writes one at a time before the load: what a write costs on its own (the statement,
 * the trigger's NOTIFY and outbox row, two round trips), as against the p99 it gets in the mix.
 */
async function writesAlone(base: string, prep: Awaited<ReturnType<typeof prepare>>, count: number, experts?: StreamExpert[]) {
  const times: number[] = [];
  let refused = 0;
  // Far from the load's first days, so these never share a first day with a booking it times.
  const startDate = addDays(isoDay(new Date()), 700);
  for (let i = 0; i < count; i += 1) {
    // Each round over the experts starts a day later: two notices alike would read as one mail sent twice.
    const first = addDays(startDate, experts ? Math.floor(i / experts.length) : 0);
    const b = experts ? { expertId: experts[i % experts.length].userId, startDate: first, endDate: addDays(first, 29) } : pick(prep.bookable);
    const started = performance.now();
    const res = await fetch(`${base}/api/pre-bookings`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: base, Cookie: pick(prep.cookies) },
      body: JSON.stringify({ expertId: b.expertId, startDate: b.startDate, endDate: b.endDate, contractLength: 6, notes: `bench write alone ${i}` }),
    });
    await res.text();
    times.push(performance.now() - started);
    if (res.status !== 201) refused += 1;
  }
  return { times: times.sort((a, b) => a - b), refused };
}

/**
 * The bench's clients registered as anyone does, so their addresses wait for the mailed link; the
 * bench stands in for the click (production refuses EMAIL_VERIFICATION=off), so they may pre-book.
 */
async function verifyBenchClients(databaseUrl: string) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    await c.query("update users set email_verified_at = now() where email_verified_at is null and email like 'load-%@bench.example'");
  } finally {
    await c.end();
  }
}

async function missingWrites(databaseUrl: string, ids: number[]) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const found = await c.query<{ n: string }>("select count(*) as n from pre_bookings where id = any($1::int[])", [ids]);
    const total = await c.query<{ n: string }>("select count(*) as n from pre_bookings where notes like 'load bench request %'");
    return { missing: ids.length - Number(found.rows[0].n), inDatabase: Number(total.rows[0].n) };
  } finally {
    await c.end();
  }
}

/**
 * CPU time (user + system) a process and its descendants (a cluster's workers) have used, in ms,
 * from /proc (Linux); NaN elsewhere. On a machine shared with other work, CPU per request says more
 * than requests per second. A worker that ended during the run takes its time with it.
 */
function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    const stats = fs
      .readdirSync("/proc")
      .filter((entry) => /^\d+$/.test(entry))
      .flatMap((entry) => {
        try {
          return [{ pid: Number(entry), fields: fs.readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1].split(" ") }];
        } catch {
          return []; // ended meanwhile
        }
      });
    // The process and everything it started (a cluster's workers).
    const tree = new Set([pid]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const s of stats) {
        if (!tree.has(s.pid) && tree.has(Number(s.fields[1]))) {
          tree.add(s.pid);
          grew = true;
        }
      }
    }
    const ticks = stats.filter((s) => tree.has(s.pid)).reduce((sum, s) => sum + Number(s.fields[11]) + Number(s.fields[12]), 0);
    return tree.size === 1 && !stats.some((s) => s.pid === pid) ? NaN : (ticks * 1000) / 100;
  } catch {
    return NaN;
  }
}

/** CPU time every process on the machine has used (all CPUs, from /proc/stat), in ms; NaN elsewhere. */
function machineBusyMs(): number {
  try {
    const [, ...ticks] = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
    const idle = ticks[3] + (ticks[4] ?? 0);
    return ((ticks.slice(0, 8).reduce((a, b) => a + b, 0) - idle) * 1000) / 100;
  } catch {
    return NaN;
  }
}

/** CPU time this process (the load generator) has used since `before`, in ms. */
function generatorMs(before: NodeJS.CpuUsage) {
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

// ---- comparison with bare servers ------------------------------------------------------------

async function captureFixtures(base: string): Promise<Fixture[]> {
  const out: Fixture[] = [];
  for (const p of ["/api/experts", "/api/blog/posts"]) {
    const res = await fetch(base + p);
    if (res.status !== 200) throw new Error(`GET ${p}: ${res.status}`);
    out.push({ path: p, contentType: res.headers.get("content-type") ?? "application/json", body: await res.text() });
  }
  return out;
}

async function measure(url: string, connections: number, duration: number) {
  const { done } = run(url, { url, connections, duration, requests: [{ method: "GET" }] });
  return done;
}

const COMPARE_ROUNDS = 5;

async function compare(base: string, serverPid: number | undefined, processes: number, fixtures: Fixture[], port: number, connections: number, duration: number, tmp: string) {
  const fixturesFile = path.join(tmp, "fixtures.json");
  fs.writeFileSync(fixturesFile, JSON.stringify(fixtures));
  const rows: { target: string; path: string; rps: number; p50: number; p99: number; bad: number; cpu: number; generator: number }[] = [];
  const targets: { name: string; base: string; pid?: number; child?: ChildProcess }[] = [{ name: "ours", base, pid: serverPid }];
  for (const [i, kind] of (["express", "node"] as const).entries()) {
    const p = port + 1 + i;
    const child = spawn(process.execPath, ["--import", "tsx", SELF, "--bare", kind, "--port", String(p), "--fixtures", fixturesFile, "--processes", String(processes)], {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, NODE_ENV: "production" },
    });
    targets.push({ name: kind === "express" ? "bare Express" : "bare node:http", base: `http://127.0.0.1:${p}`, pid: child.pid, child });
    await waitFor(`http://127.0.0.1:${p}/api/experts`, child, `bare ${kind} server`);
  }
  try {
    for (const f of fixtures) {
      // A short warm-up so each server's code is optimised before it is measured.
      for (const t of targets) await measure(t.base + f.path, Math.min(connections, 20), 2);
      // The time is split into rounds that take the targets in turn (in a rotating order), so load
      // from elsewhere on the machine falls on all of them alike.
      const slice = duration / COMPARE_ROUNDS;
      const runs = new Map<string, KindResult[]>(targets.map((t) => [t.name, []]));
      const cpu = new Map<string, number>(targets.map((t) => [t.name, 0]));
      const generator = new Map<string, number>(targets.map((t) => [t.name, 0]));
      for (let round = 0; round < COMPARE_ROUNDS; round += 1) {
        for (let i = 0; i < targets.length; i += 1) {
          const t = targets[(i + round) % targets.length];
          const before = cpuMs(t.pid);
          const generatorBefore = process.cpuUsage();
          runs.get(t.name)!.push(await measure(t.base + f.path, connections, slice));
          cpu.set(t.name, cpu.get(t.name)! + cpuMs(t.pid) - before);
          generator.set(t.name, generator.get(t.name)! + generatorMs(generatorBefore));
        }
      }
      for (const t of targets) {
        const parts = runs.get(t.name)!;
        const sorted = parts.flatMap((r) => r.latencies).sort((a, b) => a - b);
        const requests = parts.reduce((sum, r) => sum + r.requests, 0);
        const bad = parts.reduce((sum, r) => sum + r.errors + r.non2xx, 0);
        rows.push({ target: t.name, path: f.path, rps: requests / duration, p50: percentile(sorted, 50), p99: percentile(sorted, 99), bad, cpu: cpu.get(t.name)! / requests, generator: generator.get(t.name)! / 1000 / duration });
      }
    }
  } finally {
    for (const t of targets) if (t.child) await stopChild(t.child);
  }
  return rows;
}

// ---- output ----------------------------------------------------------------------------------

const ms = (v: number) => (Number.isNaN(v) ? "-" : v.toFixed(1));
/** The mix's kind of a request, from its method and URL as the server logs them. */
function kindOf(method: string, url: string) {
  if (method === "POST" && url.startsWith("/api/pre-bookings")) return "pre-booking writes";
  if (url.startsWith("/api/experts?")) return "expert searches";
  if (url.startsWith("/api/")) return "public API reads";
  return "public pages";
}

/**
 * Requests each server process answered during the load, by kind, with the time each took inside
 * the server (the request log's responseTime): how evenly the kernel spread the connections, and
 * what that did. A kind whose connections all landed on one process shows here.
 */
function printByProcess(logFile: string, from: number, to: number, kinds: string[]) {
  const byPid = new Map<number, Map<string, number[]>>();
  for (const line of fs.readFileSync(logFile, "utf8").split("\n")) {
    if (!line.includes('"request completed"') && !line.includes('"request aborted"')) continue;
    let entry: { time?: number; pid?: number; req?: { method?: string; url?: string }; responseTime?: number };
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if (!entry.time || !entry.pid || !entry.req?.method || !entry.req.url) continue;
    // A stream is logged when the bench closes it after the load (as aborted by the client); the
    // others when answered during it.
    const stream = entry.req.url.startsWith("/api/notifications/stream");
    if (!stream && (entry.time < from || entry.time > to || line.includes('"request aborted"'))) continue;
    const kinds = byPid.get(entry.pid) ?? new Map<string, number[]>();
    byPid.set(entry.pid, kinds);
    const kind = stream ? "notification streams" : kindOf(entry.req.method, entry.req.url);
    const times = kinds.get(kind) ?? [];
    kinds.set(kind, times);
    times.push(entry.responseTime ?? 0);
  }
  if (byPid.size < 2) return;
  const pids = [...byPid.keys()].sort((a, b) => a - b);
  console.log("\nBy server process during the load (requests; p50 / p99 ms inside the server, from its request log; streams held):\n");
  printTable(
    ["kind", ...pids.map((_, i) => `process ${i + 1}`)],
    [...kinds, "notification streams"].map((kind) => [
      kind,
      ...pids.map((pid) => {
        const times = [...(byPid.get(pid)!.get(kind) ?? [])].sort((a, b) => a - b);
        if (kind === "notification streams") return String(times.length);
        return times.length ? `${times.length} (${percentile(times, 50)} / ${percentile(times, 99)})` : "0";
      }),
    ]),
    1,
  );
}


function printLoad(results: KindResult[], duration: number) {
  const all: KindResult = {
    kind: "ALL",
    connections: results.reduce((s, r) => s + r.connections, 0),
    requests: results.reduce((s, r) => s + r.requests, 0),
    latencies: results.flatMap((r) => r.latencies),
    firsts: results.flatMap((r) => r.firsts),
    errors: results.reduce((s, r) => s + r.errors, 0),
    timeouts: results.reduce((s, r) => s + r.timeouts, 0),
    non2xx: results.reduce((s, r) => s + r.non2xx, 0),
    statuses: new Map(),
    messages: new Map(),
  };
  const body = [...results, all].map((r) => {
    const sorted = [...r.latencies].sort((a, b) => a - b);
    return [r.kind, String(r.connections), String(r.requests), (r.requests / duration).toFixed(0), ms(percentile(sorted, 50)), ms(percentile(sorted, 99)), ms(sorted[sorted.length - 1] ?? NaN), String(r.errors), String(r.timeouts), String(r.non2xx)];
  });
  printTable(["kind", "conns", "requests", "req/s", "p50 ms", "p99 ms", "max ms", "errors", "timeouts", "non-2xx"], body, 1);
  console.log("\nThe first answer on each connection (it includes making the connection and handing it to a process), and the rest:\n");
  printTable(
    ["kind", "first answers p50 ms", "max ms", "the rest p99 ms"],
    [...results, all].map((r) => {
      const firsts = [...r.firsts].sort((a, b) => a - b);
      const rest = [...r.latencies].sort((a, b) => a - b);
      // Each first answer is one of the latencies: take each out once.
      for (const f of firsts) rest.splice(rest.indexOf(f), 1);
      return [r.kind, ms(percentile(firsts, 50)), ms(firsts[firsts.length - 1] ?? NaN), ms(percentile(rest, 99))];
    }),
    1,
  );
  for (const r of results) {
    const odd = [...r.statuses].filter(([s]) => s < 200 || s >= 300);
    if (odd.length) console.log(`  ${r.kind}: ${odd.map(([s, c]) => `${c}× ${s}`).join(", ")}`);
    for (const [m, c] of r.messages) console.log(`  ${r.kind}: ${c}× ${m}`);
  }
  const sorted = all.latencies.sort((a, b) => a - b);
  return { p99: percentile(sorted, 99), bad: all.errors + all.timeouts + all.non2xx };
}

// ---- main ------------------------------------------------------------------------------------

async function main() {
  const { values } = parseArgs({
    options: {
      duration: { type: "string", default: "60" },
      connections: { type: "string", default: "200" },
      "compare-duration": { type: "string", default: "15" },
      clients: { type: "string", default: "100" },
      bare: { type: "string" },
      port: { type: "string" },
      fixtures: { type: "string" },
      processes: { type: "string", default: "1" },
      streams: { type: "string", default: "1000" },
      "mail-wait": { type: "string", default: "60" },
    },
  });
  if (values.bare) return serveBare(values.bare, Number(values.port), values.fixtures!, Number(values.processes));

  const duration = Number(values.duration);
  const connections = Number(values.connections);
  const compareDuration = Number(values["compare-duration"]);
  const clientCount = Number(values.clients);
  const streamCount = Number(values.streams);
  const mailWait = Number(values["mail-wait"]);
  const port = Number(process.env.BENCH_PORT ?? 5801);

  if (!fs.existsSync(path.join(ROOT, "dist/public/index.html"))) {
    throw new Error('The client build is missing: run "npm run build" first (the server serves the prerendered pages from it).');
  }

  await withPostgres(5791, async (adminUrl) => {
    const name = `bench_load_${process.pid}`;
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    await adminQuery(adminUrl, `create database ${name}`);
    const dbUrl = new URL(adminUrl);
    dbUrl.pathname = `/${name}`;
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-load-"));
    const logFile = path.join(tmp, "server.log");
    const log = fs.openSync(logFile, "a");
    // The live phase's mail goes to a local SMTP sink, as the tests' does.
    const smtp: TestSmtp | null = streamCount > 0 ? await startSmtp() : null;
    const mailEnv = smtp ? { SMTP_URL: smtp.url, MAIL_FROM: "Protea Talent <no-reply@bench.example>", PUBLIC_URL: `http://127.0.0.1:${port}` } : {};
    const server = spawn(process.execPath, [...(process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? []), "--import", "tsx", "server/index.ts"], {
      cwd: ROOT,
      stdio: ["ignore", log, log],
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: dbUrl.toString(),
        DATA_DIR: tmp,
        SESSION_SECRET: "load-bench-session-secret-0123456789abcdef",
        ADMIN_PASSWORD: "load-bench-admin-password",
        SEED_DEMO_DATA: "true",
        REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000",
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        TRUST_PROXY: "true",
        ...mailEnv,
      },
    });
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitFor(`${base}/api/health`, server, "the server", logFile);
      const prep = await prepare(base, clientCount);
      await verifyBenchClients(dbUrl.toString());
      console.error(`prepared ${prep.cookies.length} signed-in clients, ${prep.bookable.length} bookable experts; load: ${connections} connections for ${duration} s`);
      let streams: Streams | null = null;
      let live: LiveWrites | undefined;
      if (streamCount > 0) {
        const experts = await seedStreamExperts(dbUrl.toString(), streamCount);
        const opening = Date.now();
        streams = await openStreams(base, experts);
        console.error(`${streams.opened} notification streams open (${((Date.now() - opening) / 1000).toFixed(1)} s to open); the writes book their experts`);
        live = { experts, acked: new Map() };
      }
      const alone = await writesAlone(base, prep, 100, live?.experts);
      const loadStart = new Date();

      const loadBefore = os.loadavg()[0].toFixed(1);
      const cpuBefore = cpuMs(server.pid);
      const generatorBefore = process.cpuUsage();
      const machineBefore = machineBusyMs();
      // How late this process's own event loop ran during the load: a request's time counts from
      // when autocannon sent it to when this loop saw the answer, so this delay is part of every figure.
      const generatorDelay = monitorEventLoopDelay({ resolution: 10 });
      generatorDelay.enable();
      const loadFrom = Date.now();
      const { results, acknowledged } = await mixedLoad(base, connections, duration, prep, live);
      generatorDelay.disable();
      const loadTo = Date.now();
      const serverCpu = cpuMs(server.pid) - cpuBefore;
      const generatorCpu = generatorMs(generatorBefore);
      const machineCpu = machineBusyMs() - machineBefore;
      const loadAfter = os.loadavg()[0].toFixed(1);
      const check = await missingWrites(dbUrl.toString(), acknowledged);

      // Live: every acknowledged booking's event, waited for up to 10 s after the load; then the outbox.
      let liveFigures: { p50: number; p99: number; max: number; lost: number; early: number; acked: number; unmatched: number; ended: number } | null = null;
      let mailFigures: { total: number; sent: number; pending: number; p50: number; p99: number; max: number; received: number; duplicates: number; waited: number } | null = null;
      if (streams && live && smtp) {
        const acked = live.acked;
        const events = streams.events;
        await waitUntil(() => [...acked.keys()].every((k) => events.has(k)), 10_000);
        const delays = [...acked].filter(([k]) => events.has(k)).map(([k, at]) => events.get(k)! - at);
        const sorted = delays.map((d) => Math.max(0, d)).sort((a, b) => a - b);
        liveFigures = {
          p50: percentile(sorted, 50),
          p99: percentile(sorted, 99),
          max: sorted.at(-1) ?? NaN,
          lost: [...acked.keys()].filter((k) => !events.has(k)).length,
          early: delays.filter((d) => d < 0).length,
          acked: acked.size,
          unmatched: streams.unmatched,
          ended: streams.ended,
        };
        streams.close();
        const waitStart = Date.now();
        let outbox = await outboxState(dbUrl.toString(), loadStart);
        while (outbox.pending > 0 && Date.now() - waitStart < mailWait * 1000) {
          await new Promise((r) => setTimeout(r, 1000));
          outbox = await outboxState(dbUrl.toString(), loadStart);
        }
        const mails = new Set(smtp.received.map((m) => `${m.to.join(",")}\n${m.headers.subject}\n${m.text ?? m.raw}`));
        mailFigures = {
          total: outbox.total,
          sent: outbox.lags.length,
          pending: outbox.pending,
          p50: percentile(outbox.lags, 50),
          p99: percentile(outbox.lags, 99),
          max: outbox.lags.at(-1) ?? NaN,
          received: smtp.received.length,
          duplicates: smtp.received.length - mails.size,
          waited: (Date.now() - waitStart) / 1000,
        };
      }
      const loadAfterLive = machineLoad();

      console.error(`comparison: ${connections} connections for ${compareDuration} s per target and path`);
      const fixtures = await captureFixtures(base);
      const processes = Number(/(\d+) server processes/.exec(fs.readFileSync(logFile, "utf8"))?.[1] ?? 1);
      const rows = await compare(base, server.pid, processes, fixtures, port, connections, compareDuration, tmp);

      console.log(`\nLoad: ${connections} connections for ${duration} s against the production server on PostgreSQL (${os.cpus().length} CPUs; load average before ${loadBefore}, after ${loadAfter}).\n`);
      const load = printLoad(results, duration);
      const served = results.reduce((sum, r) => sum + r.requests, 0);
      console.log(`\nServer: ${processes} process${processes > 1 ? "es (WEB_CONCURRENCY)" : ""}, together ${(serverCpu / 1000 / duration).toFixed(2)} of ${os.cpus().length} CPUs busy, ${(serverCpu / served).toFixed(2)} ms of CPU per request.`);
      console.log(`Load generator (this process, one thread): ${(generatorCpu / 1000 / duration).toFixed(2)} of ${os.cpus().length} CPUs busy; the whole machine (PostgreSQL and anything else running too): ${(machineCpu / 1000 / duration).toFixed(2)}.`);
      const delayMs = (ns: number) => (ns / 1e6).toFixed(1);
      console.log(`Load generator's event-loop delay during the load (part of every latency above): p50 ${delayMs(generatorDelay.percentile(50))} ms, p99 ${delayMs(generatorDelay.percentile(99))} ms, max ${delayMs(generatorDelay.max)} ms.`);
      printByProcess(logFile, loadFrom, loadTo, results.map((r) => r.kind));
      console.log(`\nWrites acknowledged (2xx with an id): ${acknowledged.length}; missing from the database: ${check.missing}; bench bookings in the database: ${check.inDatabase} (more when requests were still in flight at the end)\n`);
      console.log(
        `Pre-booking writes one at a time before the load (${alone.times.length}, nothing else from us, ${alone.refused} refused): p50 ${ms(percentile(alone.times, 50))} ms, p99 ${ms(percentile(alone.times, 99))} ms.`,
      );
      const writes = results[3];
      const writesP99 = percentile([...writes.latencies].sort((a, b) => a - b), 99);
      if (liveFigures && mailFigures) {
        console.log(`Live: ${streamCount} notification streams held open through the load (${liveFigures.ended} ended early; ${liveFigures.unmatched} events not from a bench booking).`);
        console.log(
          `  booking answered → its event on the expert's stream: p50 ${ms(liveFigures.p50)} ms, p99 ${ms(liveFigures.p99)} ms, max ${ms(liveFigures.max)} ms` +
            ` over ${liveFigures.acked - liveFigures.lost} events (${liveFigures.early} arrived before the answer, counted as 0); lost: ${liveFigures.lost} of ${liveFigures.acked}`,
        );
        console.log(
          `  mail outbox (rows made during the load: ${mailFigures.total}): ${mailFigures.sent} sent, ${mailFigures.pending} still queued after waiting ${mailFigures.waited.toFixed(0)} s;` +
            ` lag (notification made → mail sent) p50 ${ms(mailFigures.p50)} ms, p99 ${ms(mailFigures.p99)} ms, max ${ms(mailFigures.max)} ms`,
        );
        console.log(`  SMTP sink received ${mailFigures.received} messages, ${mailFigures.duplicates} of them duplicates`);
        console.log(`  machine after the live phase: ${loadAfterLive}\n`);
      }

      console.log(`Same bytes from memory, ${connections} connections for ${compareDuration} s per target and path (in ${COMPARE_ROUNDS} rounds taking the targets in turn; each bare server runs ${processes} process${processes > 1 ? "es" : ""}, as ours does):\n`);
      printTable(
        ["path", "target", "req/s", "p50 ms", "p99 ms", "server CPU ms/req", "generator CPUs busy", "errors+non-2xx"],
        rows.map((r) => [r.path, r.target, r.rps.toFixed(0), ms(r.p50), ms(r.p99), r.cpu.toFixed(3), r.generator.toFixed(2), String(r.bad)]),
        2,
      );
      console.log("");
      const ratios: number[] = [];
      for (const f of fixtures) {
        const get = (t: string) => rows.find((r) => r.path === f.path && r.target === t)!;
        const [ours, express, node] = [get("ours"), get("bare Express"), get("bare node:http")];
        ratios.push(ours.rps / express.rps);
        console.log(
          `${f.path}: ours / bare Express ${(ours.rps / express.rps).toFixed(2)}, ours / bare node:http ${(ours.rps / node.rps).toFixed(2)}` +
            ` (by server CPU per request: ${(express.cpu / ours.cpu).toFixed(2)} and ${(node.cpu / ours.cpu).toFixed(2)})`,
        );
      }
      console.log("");
      const goals = [
        [`no errors or non-2xx (${load.bad})`, load.bad === 0],
        [`no acknowledged write missing (${check.missing})`, check.missing === 0],
        [`p99 ≤ 250 ms (${ms(load.p99)} ms)`, load.p99 <= 250],
        [`pre-booking writes p99 ≤ 250 ms (${ms(writesP99)} ms)`, writesP99 <= 250],
        ...(liveFigures && mailFigures
          ? ([
              [`event delay p99 ≤ 1 s (${ms(liveFigures.p99)} ms)`, liveFigures.p99 <= 1000],
              [`no lost event (${liveFigures.lost})`, liveFigures.lost === 0],
              [`no duplicate mail (${mailFigures.duplicates})`, mailFigures.duplicates === 0],
            ] as const)
          : []),
        [`≥ 0.6 of bare Express (${ratios.map((r) => r.toFixed(2)).join(", ")})`, ratios.every((r) => r >= 0.6)],
      ] as const;
      for (const [label, ok] of goals) console.log(`${ok ? "met   " : "MISSED"}  ${label}`);
    } finally {
      await stopChild(server);
      await smtp?.close();
      fs.closeSync(log);
      if (process.env.BENCH_KEEP_LOG) console.error(`server log: ${logFile}`);
      else fs.rmSync(tmp, { recursive: true, force: true });
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`).catch(() => {});
    }
  });
}

await main();

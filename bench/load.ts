/**
 * Load benchmark: capacity at a latency goal, measured with an open loop.
 *
 * The real server (the production entry, NODE_ENV=production) runs on a throwaway PostgreSQL with
 * the demo data, 100 signed-in clients and 1,000 experts each holding an open event stream
 * (GET /api/notifications/stream) through the whole run; mail goes to a local SMTP sink. The load
 * is the production mix (bench/load-mix.ts) sent at planned instants at a constant arrival rate
 * (bench/open-loop.ts); each latency counts from its planned instant, so a request that waited for
 * the server, for a connection or for the generator counts all of it.
 *
 * 1. Capacity: the rate steps up (×--step-factor from --start-rate until a step misses, then
 *    --refine halvings of the last interval, geometrically) and the capacity is the highest rate at
 *    which every kind held its p99 goal (pages and API reads 100 ms, searches and matches 150 ms,
 *    writes 200 ms) with fewer than 0.1 % of requests without a 2xx answer.
 * 2. p50 / p99 / p99.9 of every kind at 50 % and at 80 % of that capacity.
 * 3. Overload: 150 % of capacity for --overload seconds, then 50 % for --recovery seconds. Answers
 *    (2xx) against their goals, 503 refusals counted apart with their own latency, and the time
 *    from the end of the overload until every second meets the goals again.
 * 4. The mix's reads alone, stepped the same way against the product and then against a bare
 *    Express + pg server (bench/reference-server.ts, its own process(es), as many as the product
 *    runs) answering the same queries uncached: the reference capacity and the ratio.
 * 5. Every acknowledged write (201 with an id) is looked up in the database; every acknowledged
 *    booking's event must have reached its expert's stream (lost events, delay from the answer to
 *    the event); the mail outbox's lag and duplicate mails.
 *
 * Every step prints the generator's own figures: how late it sent requests against their planned
 * instants, how late its event loop ran, and the CPU it used, beside the server's and the machine's
 * CPU and the load average, so a run shows whether the generator or another process was short.
 *
 *   npm run bench:load                       # the full run (about 12–15 minutes on 2 CPUs)
 *   npm run bench:load -- --quick            # a check of the bench itself (3–4 minutes)
 *   npm run bench:load -- --step 10 --streams 200 --no-reference
 *
 * Flags (the full run's value, then --quick's):
 *   --step S             seconds per capacity step (20; 5)
 *   --start-rate R       the first step's rate, requests/s (200; 200)
 *   --step-factor F      rate multiplier between steps until one misses (1.5; 1.5)
 *   --refine N           halvings of the interval between the last step met and the first missed (2; 1)
 *   --warm-up S          seconds at --start-rate before the first step, not counted (10; 3)
 *   --table S            seconds at 50 % and at 80 % of capacity (30; 10)
 *   --overload S         seconds at 150 % of capacity (60; 15)
 *   --recovery S         seconds at 50 % right after the overload (30; 15)
 *   --streams N          event streams held open (1000; 200); 0 leaves them out
 *   --clients N          signed-in clients sending matches and writes (100; 20)
 *   --connections N      most connections the generator opens to a server (1000; 1000)
 *   --timeout S          a request not answered this long after its planned instant is given up (10; 10)
 *   --mail-wait S        the longest wait for the mail outbox to drain after the load (60; 15)
 *   --no-reference       leaves out the reads-only steps and the reference server
 *   --capacity R         skips the capacity steps and takes R req/s as the capacity (to look again
 *                        at the tables and the overload at a capacity an earlier run found)
 *
 * Settings: BENCH_DATABASE_URL=postgres://... uses that server (a database is created and dropped)
 * instead of a throwaway one on BENCH_PG_PORT (default 5791); BENCH_PORT (default 5801; the reference
 * takes the next); BENCH_KEEP_LOG=1 keeps the server's log and prints where it is;
 * BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=prof" passes flags to the server's node.
 * Settings such as WEB_CONCURRENCY or DATABASE_POOL_SIZE in the environment reach the server (and
 * the pool size the reference); unset, it runs as deployed on PostgreSQL.
 *
 * Needs the client build (`npm run build`): the server serves the prerendered pages from it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { startSmtp, type TestSmtp } from "../server/test/smtp";
import { missingWrites, mixKinds, newWriteLog, pagePaths, prepare, readKinds, sameAnswerRequests, type Prepared, type WriteLog } from "./load-mix";
import { cpuCount, cpuMeter, loadAverage, nodeWorkers } from "./machine";
import { errorShare, figuresByKind, OpenLoop, percentile, type Kind, type KindFigures, type Run, type Sample } from "./open-loop";
import { openStreams, outboxState, seedStreamExperts, waitUntil, type Streams } from "./streams";
import { machineLoad, printTable, ROOT, withPostgres } from "./support";

// ---- options -----------------------------------------------------------------------------------

const { values: args } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    step: { type: "string" },
    "start-rate": { type: "string" },
    "step-factor": { type: "string" },
    refine: { type: "string" },
    "warm-up": { type: "string" },
    table: { type: "string" },
    overload: { type: "string" },
    recovery: { type: "string" },
    streams: { type: "string" },
    clients: { type: "string" },
    connections: { type: "string" },
    timeout: { type: "string" },
    "mail-wait": { type: "string" },
    "no-reference": { type: "boolean", default: false },
    capacity: { type: "string" },
  },
});
const option = (name: keyof typeof args, full: number, quick: number) => {
  const given = args[name];
  return typeof given === "string" ? Number(given) : args.quick ? quick : full;
};
const OPTIONS = {
  step: option("step", 20, 5),
  startRate: option("start-rate", 200, 200),
  stepFactor: option("step-factor", 1.5, 1.5),
  refine: option("refine", 2, 1),
  warmUp: option("warm-up", 10, 3),
  table: option("table", 30, 10),
  overload: option("overload", 60, 15),
  recovery: option("recovery", 30, 15),
  streams: option("streams", 1000, 200),
  clients: option("clients", 100, 20),
  connections: option("connections", 1000, 1000),
  timeout: option("timeout", 10, 10),
  mailWait: option("mail-wait", 60, 15),
  reference: !args["no-reference"],
  capacity: args.capacity === undefined ? null : Number(args.capacity),
};
for (const [name, value] of Object.entries(OPTIONS)) {
  const flag = `--${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  if (typeof value === "number" && !(value >= 0 && Number.isFinite(value))) throw new Error(`${flag}: expected a number of 0 or more, got ${value}`);
}
if (!(OPTIONS.stepFactor > 1)) throw new Error("--step-factor: expected a number above 1");

/** A run passes a step when fewer than this share of its requests got no 2xx answer. */
const ERROR_BUDGET = 0.001;
/** The overload's 503 answers count as quick refusals when their p99 is within this (ms). */
const QUICK_REFUSAL_MS = 100;
/** The goals must hold again within this many seconds of the overload's end. */
const RECOVERY_GOAL_S = 10;
/** A pause between steps, so the server finishes what the last one left (requests given up are still worked on). */
const PAUSE_MS = 2000;

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

async function waitFor(url: string, child: ChildProcess, what: string, logFile: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}\n${fs.readFileSync(logFile, "utf8").slice(-4000)}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${what} did not answer ${url} in time`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function adminQuery(adminUrl: string, query: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

/** Starts the reference server and resolves once every process of it listens. */
async function startReference(port: number, databaseUrl: string, pagesFile: string, processes: number, logFile: string) {
  const log = fs.openSync(logFile, "a");
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(ROOT, "bench/reference-server.ts"), "--port", String(port), "--database", databaseUrl, "--pages", pagesFile, "--processes", String(processes)],
    { cwd: ROOT, stdio: ["ignore", "pipe", log], env: { ...process.env, NODE_ENV: "production" } },
  );
  await new Promise<void>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("ready")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`the reference server exited with code ${code}\n${fs.readFileSync(logFile, "utf8").slice(-4000)}`)));
  });
  fs.closeSync(log);
  return child;
}

// ---- steps and the capacity search ------------------------------------------------------------

interface Step {
  rate: number;
  seconds: number;
  run: Run;
  figures: KindFigures[];
  errors: number;
  pass: boolean;
  cpu: Record<string, number>;
  load: number;
}

async function runStep(loop: OpenLoop, kinds: Kind[], rate: number, seconds: number, pids: Record<string, number | undefined>): Promise<Step> {
  const meter = cpuMeter(pids);
  const run = await loop.run(kinds, [{ rate, seconds }], Math.round(rate));
  const cpu = meter();
  const figures = figuresByKind(kinds, run.samples);
  const errors = errorShare(figures);
  return { rate, seconds, run, figures, errors, pass: errors < ERROR_BUDGET && figures.every((f) => f.all.p99 <= f.goalMs), cpu, load: loadAverage() };
}

/**
 * The highest rate met: up by `factor` from `start` until a step misses (or down until one is
 * met), then `refine` geometric halvings of the interval between the two.
 */
async function findCapacity(label: string, loop: OpenLoop, kinds: Kind[], start: number, pids: Record<string, number | undefined>) {
  const steps: Step[] = [];
  const attempt = async (rate: number) => {
    const step = await runStep(loop, kinds, Math.round(rate), OPTIONS.step, pids);
    steps.push(step);
    const worst = step.figures.map((f) => `${f.kind} ${ms(f.all.p99)}`).join(", ");
    console.error(`  ${label}: ${step.rate} req/s ${step.pass ? "met" : "missed"} (p99 ${worst}; errors ${pct(step.errors)})`);
    await sleep(PAUSE_MS);
    return step.pass;
  };
  let met = 0;
  let missed = Infinity;
  let rate = Math.round(start);
  if (await attempt(rate)) {
    met = rate;
    while (missed === Infinity && rate < 50_000) {
      rate = Math.round(rate * OPTIONS.stepFactor);
      if (await attempt(rate)) met = rate;
      else missed = rate;
    }
  } else {
    missed = rate;
    while (met === 0 && rate > 10) {
      rate = Math.round(rate / OPTIONS.stepFactor);
      if (await attempt(rate)) met = rate;
      else missed = rate;
    }
  }
  for (let i = 0; i < OPTIONS.refine && met > 0 && missed < Infinity; i += 1) {
    const middle = Math.round(Math.sqrt(met * missed));
    if (middle <= met || middle >= missed) break;
    if (await attempt(middle)) met = middle;
    else missed = middle;
  }
  return { capacity: met, steps };
}

// ---- printing ----------------------------------------------------------------------------------

const ms = (v: number) => (Number.isNaN(v) ? "-" : v === Infinity ? "∞" : v >= 1000 ? v.toFixed(0) : v.toFixed(1));
const pct = (share: number) => `${(share * 100).toFixed(share && share < 0.01 ? 3 : 1)} %`;
const cpus = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? "-" : v.toFixed(2));

function printSteps(title: string, steps: Step[], serverName: string) {
  console.log(`\n${title}\n`);
  const kinds = steps[0]?.figures.map((f) => f.kind) ?? [];
  printTable(
    ["req/s", ...kinds.map((k) => `${k} p99`), "no 2xx", "met", "generator late p99 / max", "loop delay p99", "connections new / open", `CPUs: ${serverName} / generator / machine`, "load"],
    steps.map((s) => [
      String(s.rate),
      ...s.figures.map((f) => `${ms(f.all.p99)}${f.all.p99 > f.goalMs ? " ✗" : ""}`),
      pct(s.errors),
      s.pass ? "yes" : "no",
      `${ms(s.run.generator.sendLag.p99)} / ${ms(s.run.generator.sendLag.max)}`,
      ms(s.run.generator.loopDelay.p99),
      `${s.run.generator.connectionsOpened} / ${s.run.generator.connectionsOpen}`,
      `${cpus(s.cpu.server)} / ${cpus(s.cpu.generator)} / ${cpus(s.cpu.machine)}`,
      s.load.toFixed(1),
    ]),
    0,
  );
  const goals = steps[0]?.figures.map((f) => `${f.kind} ${f.goalMs} ms`).join(", ");
  console.log(`\n(ms from the planned instant; goals: ${goals}; a step is met when every kind holds its p99 and fewer than ${pct(ERROR_BUDGET)} get no 2xx answer)`);
}

function printPercentiles(title: string, step: Step) {
  console.log(`\n${title}\n`);
  printTable(
    ["kind", "goal p99", "requests", "p50 ms", "p99 ms", "p99.9 ms", "max ms", "no 2xx", "p99 met"],
    step.figures.map((f) => [f.kind, String(f.goalMs), String(f.requests), ms(f.all.p50), ms(f.all.p99), ms(f.all.p999), ms(f.all.max), String(f.requests - f.ok), f.all.p99 <= f.goalMs ? "yes" : "no"]),
    1,
  );
  printGenerator(step);
  printOddAnswers(step.figures, step.run);
}

function printGenerator(step: Step) {
  const g = step.run.generator;
  console.log(
    `\nGenerator: sent late by p50 ${ms(g.sendLag.p50)} / p99 ${ms(g.sendLag.p99)} / max ${ms(g.sendLag.max)} ms; its event loop ran late by p99 ${ms(g.loopDelay.p99)} / max ${ms(g.loopDelay.max)} ms;` +
      ` ${g.connectionsOpened} connections opened (${g.connectionsOpen} open at the end);` +
      ` CPUs busy: server ${cpus(step.cpu.server)}, generator ${cpus(step.cpu.generator)}, the whole machine ${cpus(step.cpu.machine)} of ${cpuCount()}; load average ${step.load.toFixed(1)}.`,
  );
}

function printOddAnswers(figures: KindFigures[], run: Run) {
  for (const f of figures) {
    const odd = [...f.statuses].filter(([s]) => s < 200 || s >= 300).map(([s, n]) => `${n}× ${s === -1 ? "given up" : s === 0 ? "no answer" : s}`);
    if (odd.length) console.log(`  ${f.kind}: ${odd.join(", ")}`);
  }
  for (const [message, n] of run.failures) console.log(`  ${n}× ${message}`);
}

// ---- overload -----------------------------------------------------------------------------------

interface Recovery {
  /** Seconds after the overload's end from which on the goals held; null if they did not by the end. */
  seconds: number | null;
  bins: { second: number; requests: number; slow: number; failed: number }[];
}

/**
 * When the goals held again after the overload: the first whole second after its end such that the
 * requests planned from then to the end of the recovery meet them as a step must (every kind's p99,
 * fewer than 0.1 % without a 2xx answer). A p99 over all the rest, not per second: at a low rate one
 * slow request in a second is already over 1 % of it. The seconds are printed too, by planned instant.
 */
function recoveryOf(kinds: Kind[], samples: Sample[], seconds: number): Recovery {
  const bins = Array.from({ length: seconds }, (_, second) => ({ second, requests: 0, slow: 0, failed: 0 }));
  for (const s of samples) {
    const bin = bins[Math.floor(s.planned / 1000)];
    if (!bin) continue;
    bin.requests += 1;
    if (s.status < 200 || s.status >= 300) bin.failed += 1;
    else if (s.latency > kinds[s.kind].goalMs) bin.slow += 1;
  }
  for (let second = 0; second < seconds; second += 1) {
    const figures = figuresByKind(kinds, samples.filter((s) => s.planned >= second * 1000));
    if (errorShare(figures) < ERROR_BUDGET && figures.every((f) => f.requests === 0 || f.all.p99 <= f.goalMs)) return { seconds: second, bins };
  }
  return { seconds: null, bins };
}

function printOverload(capacity: number, overload: Step, recovery: Recovery) {
  console.log(`\nOverload: ${Math.round(capacity * 1.5)} req/s (150 % of capacity) for ${OPTIONS.overload} s, then ${Math.round(capacity * 0.5)} req/s (50 %) for ${OPTIONS.recovery} s.\n`);
  printTable(
    ["kind", "goal p99", "requests", "2xx", "2xx p50 ms", "2xx p99 ms", "2xx p99.9 ms", "2xx p99 met", "503", "503 p50 ms", "503 p99 ms", "other failures"],
    overload.figures.map((f) => [
      f.kind,
      String(f.goalMs),
      String(f.requests),
      String(f.ok),
      ms(f.answered.p50),
      ms(f.answered.p99),
      ms(f.answered.p999),
      f.ok === 0 ? "-" : f.answered.p99 <= f.goalMs ? "yes" : "no",
      String(f.refused),
      ms(f.refusals.p50),
      ms(f.refusals.p99),
      String(f.failed + f.gaveUp + f.noAnswer),
    ]),
    1,
  );
  printGenerator(overload);
  printOddAnswers(overload.figures, overload.run);
  const shown = recovery.bins.map((b) => `${b.second}s:${b.failed ? `${b.failed}✗` : ""}${b.slow}/${b.requests}`).join(" ");
  console.log(`\nAfter the overload, each second (slower than the goal / requests; ✗ without a 2xx answer): ${shown}`);
  console.log(
    recovery.seconds === null
      ? `The goals did not hold again within the ${OPTIONS.recovery} s after the overload.`
      : `Time to recovery: ${recovery.seconds} s (from ${recovery.seconds} s after the overload's end to the end of the recovery, every kind held its p99 goal).`,
  );
}

// ---- live events and mail ------------------------------------------------------------------------

async function liveFigures(streams: Streams, writes: WriteLog) {
  const { acked } = writes;
  const events = streams.events;
  await waitUntil(() => [...acked.keys()].every((k) => events.has(k)), 10_000);
  const delays = [...acked].filter(([k]) => events.has(k)).map(([k, at]) => events.get(k)! - at);
  const sorted = delays.map((d) => Math.max(0, d)).sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
    lost: [...acked.keys()].filter((k) => !events.has(k)).length,
    early: delays.filter((d) => d < 0).length,
    acked: acked.size,
    unmatched: streams.unmatched,
    ended: streams.ended,
  };
}

async function mailFigures(databaseUrl: string, since: Date, smtp: TestSmtp) {
  const waitStart = Date.now();
  let outbox = await outboxState(databaseUrl, since);
  while (outbox.pending > 0 && Date.now() - waitStart < OPTIONS.mailWait * 1000) {
    await sleep(1000);
    outbox = await outboxState(databaseUrl, since);
  }
  const distinct = new Set(smtp.received.map((m) => `${m.to.join(",")}\n${m.headers.subject}\n${m.text ?? m.raw}`));
  return {
    total: outbox.total,
    sent: outbox.lags.length,
    pending: outbox.pending,
    p50: percentile(outbox.lags, 50),
    p99: percentile(outbox.lags, 99),
    received: smtp.received.length,
    duplicates: smtp.received.length - distinct.size,
    waited: (Date.now() - waitStart) / 1000,
  };
}

/** The pages the mix opens, as the product sends them, for the reference to send the same bytes. */
async function capturePages(base: string, prep: Prepared, file: string) {
  const pages = [];
  for (const p of pagePaths(prep)) {
    const res = await fetch(base + p, { headers: { "accept-encoding": "identity" } });
    if (res.status !== 200) throw new Error(`GET ${p}: ${res.status}`);
    pages.push({ path: p, html: await res.text() });
  }
  fs.writeFileSync(file, JSON.stringify(pages));
}

/** The JSON answers to `requests`, with object keys in one order, so two servers' answers compare as text. */
async function answers(base: string, requests: ReturnType<typeof sameAnswerRequests>, cookie: string) {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, canonical(v)]))
        : value;
  const out: string[] = [];
  for (const r of requests) {
    const res = await fetch(base + r.path, {
      method: r.method,
      headers: r.body === undefined ? {} : { "content-type": "application/json", origin: base, cookie },
      body: r.body === undefined ? undefined : JSON.stringify(r.body),
    });
    out.push(`${res.status} ${JSON.stringify(canonical(await res.json()))}`);
  }
  return out;
}

// ---- main ----------------------------------------------------------------------------------------

async function main() {
  if (!fs.existsSync(path.join(ROOT, "dist/public/index.html"))) {
    throw new Error('The client build is missing: run "npm run build" first (the server serves the prerendered pages from it).');
  }
  const port = Number(process.env.BENCH_PORT ?? 5801);
  const goals: [string, boolean][] = [];

  // Before anything of the bench's own runs, so it says what else the machine was doing.
  const loadBefore = loadAverage();
  await withPostgres(5791, async (adminUrl) => {
    const name = `bench_load_${process.pid}`;
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    await adminQuery(adminUrl, `create database ${name}`);
    const dbUrlObject = new URL(adminUrl);
    dbUrlObject.pathname = `/${name}`;
    const dbUrl = dbUrlObject.toString();
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-load-"));
    const logFile = path.join(tmp, "server.log");
    const log = fs.openSync(logFile, "a");
    const smtp = await startSmtp();
    const server = spawn(process.execPath, [...(process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? []), "--import", "tsx", "server/index.ts"], {
      cwd: ROOT,
      stdio: ["ignore", log, log],
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: dbUrl,
        DATA_DIR: tmp,
        SESSION_SECRET: "load-bench-session-secret-0123456789abcdef",
        PAYOUT_ACCOUNT_KEY: "0123456789abcdef".repeat(4),
        ADMIN_PASSWORD: "load-bench-admin-password",
        SEED_DEMO_DATA: "true",
        REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000",
        SMTP_URL: smtp.url,
        MAIL_FROM: "Protea Talent <no-reply@bench.example>",
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        TRUST_PROXY: "true",
      },
    });
    const base = `http://127.0.0.1:${port}`;
    let reference: ChildProcess | null = null;
    let streams: Streams | null = null;
    const loops: OpenLoop[] = [];
    try {
      await waitFor(`${base}/api/health`, server, "the server", logFile);
      const prep = await prepare(base, dbUrl, OPTIONS.clients);
      const streamExperts = OPTIONS.streams > 0 ? await seedStreamExperts(dbUrl, OPTIONS.streams) : null;
      if (streamExperts) {
        const opening = Date.now();
        streams = await openStreams(base, streamExperts);
        console.error(`${streams.opened} event streams open, ${streams.refusedOnOpen} refusals retried (${((Date.now() - opening) / 1000).toFixed(1)} s to open)`);
      }
      const processes = nodeWorkers(server.pid);
      const writes = newWriteLog();
      const kinds = mixKinds(base, prep, writes, streamExperts);
      const ours = new OpenLoop(base, { connections: OPTIONS.connections, timeoutMs: OPTIONS.timeout * 1000 });
      loops.push(ours);
      const pids = { server: server.pid };
      const loadStart = new Date();

      console.log(
        `bench:load on ${machineLoad()}; the server runs ${processes} process${processes > 1 ? "es" : ""} on PostgreSQL, ${process.env.DATABASE_POOL_SIZE ?? "the default 20"} pooled connections each (DATABASE_POOL_SIZE); ` +
          `${prep.cookies.length} signed-in clients; ${streams?.opened ?? 0} event streams held open (${streams?.refusedOnOpen ?? 0} refusals with 503 while opening them, each retried after its Retry-After); mix by arrivals: ${kinds.map((k) => `${k.name} ${Math.round(k.share * 100)} %`).join(", ")}.`,
      );
      console.log(`Options: ${JSON.stringify(OPTIONS)}`);
      if (loadBefore > cpuCount() / 2) {
        console.log(`The machine was already busy before the load (load average ${loadBefore.toFixed(1)} on ${cpuCount()} CPUs): the figures below measure that work as much as the server.`);
      }

      // 1. Capacity of the whole mix.
      console.error(`warm-up: ${OPTIONS.warmUp} s at ${OPTIONS.startRate} req/s`);
      await ours.run(kinds, [{ rate: OPTIONS.startRate, seconds: OPTIONS.warmUp }]);
      await sleep(PAUSE_MS);
      let capacity: number;
      if (OPTIONS.capacity === null) {
        const mix = await findCapacity("mix", ours, kinds, OPTIONS.startRate, pids);
        printSteps("Capacity steps, the whole mix (the product):", mix.steps, "server");
        capacity = mix.capacity;
        console.log(`\nCapacity at the latency goal, the whole mix: ${capacity} requests/s.`);
      } else {
        capacity = OPTIONS.capacity;
        console.log(`\nCapacity taken as given (--capacity), not measured: ${capacity} requests/s.`);
      }
      if (OPTIONS.capacity === null) goals.push([`capacity found (${capacity} req/s)`, capacity > 0]);

      if (capacity > 0) {
        // 2. 50 % and 80 % of capacity.
        for (const share of [0.5, 0.8]) {
          const rate = Math.round(capacity * share);
          console.error(`${share * 100} % of capacity: ${rate} req/s for ${OPTIONS.table} s`);
          const step = await runStep(ours, kinds, rate, OPTIONS.table, pids);
          printPercentiles(`At ${share * 100} % of capacity (${rate} req/s for ${OPTIONS.table} s), from the planned instant:`, step);
          goals.push([`at ${share * 100} % of capacity every kind holds its p99, fewer than ${pct(ERROR_BUDGET)} without 2xx (${pct(step.errors)})`, step.pass]);
          await sleep(PAUSE_MS);
        }

        // 3. Overload, and recovery right after it.
        console.error(`overload: ${Math.round(capacity * 1.5)} req/s for ${OPTIONS.overload} s, then ${Math.round(capacity * 0.5)} req/s for ${OPTIONS.recovery} s`);
        const meter = cpuMeter(pids);
        const run = await ours.run(kinds, [
          { rate: Math.round(capacity * 1.5), seconds: OPTIONS.overload },
          { rate: Math.round(capacity * 0.5), seconds: OPTIONS.recovery },
        ]);
        const cpu = meter();
        const during = run.samples.filter((s) => s.segment === 0);
        const figures = figuresByKind(kinds, during);
        const overload: Step = { rate: Math.round(capacity * 1.5), seconds: OPTIONS.overload, run: { ...run, samples: during }, figures, errors: errorShare(figures), pass: false, cpu, load: loadAverage() };
        const recovery = recoveryOf(kinds, run.samples.filter((s) => s.segment === 1), OPTIONS.recovery);
        printOverload(capacity, overload, recovery);
        const refusals = during.filter((s) => s.status === 503).map((s) => s.latency).sort((a, b) => a - b);
        const others = figures.reduce((sum, f) => sum + f.failed + f.gaveUp + f.noAnswer, 0);
        goals.push([`overload: the answered requests hold their p99 (${figures.map((f) => ms(f.answered.p99)).join(", ")} ms)`, figures.every((f) => f.ok === 0 || f.answered.p99 <= f.goalMs)]);
        goals.push([`overload: refused with 503 quickly (${refusals.length} refused, p99 ${ms(percentile(refusals, 99))} ms ≤ ${QUICK_REFUSAL_MS} ms); no other failure (${others})`, others === 0 && (refusals.length === 0 || percentile(refusals, 99) <= QUICK_REFUSAL_MS)]);
        goals.push([`overload: goals hold again within ${RECOVERY_GOAL_S} s of its end (${recovery.seconds === null ? `not within ${OPTIONS.recovery} s` : `${recovery.seconds} s`})`, recovery.seconds !== null && recovery.seconds <= RECOVERY_GOAL_S]);
        await sleep(PAUSE_MS);
      }

      // 4a. The reads alone, against the product.
      let productReads = 0;
      if (OPTIONS.reference) {
        const reads = readKinds(kinds);
        const found = await findCapacity("reads", ours, reads, Math.max(capacity, OPTIONS.startRate), pids);
        productReads = found.capacity;
        printSteps("Capacity steps, the mix's reads alone (the product):", found.steps, "server");
        console.log(`\nCapacity at the latency goal, the reads alone: ${productReads} requests/s.`);
      }

      // 5. Writes, events and mail.
      const live = streams ? await liveFigures(streams, writes) : null;
      streams?.close();
      streams = null;
      const mail = await mailFigures(dbUrl, loadStart, smtp);
      const check = await missingWrites(dbUrl, writes.acknowledged);
      console.log(`\nWrites acknowledged (201 with an id): ${writes.acknowledged.length}; missing from the database: ${check.missing}; bench bookings in the database: ${check.inDatabase} (more when a request given up was still written)`);
      for (const [message, n] of writes.messages) console.log(`  writes: ${n}× ${message}`);
      goals.push([`no acknowledged write missing (${check.missing} of ${writes.acknowledged.length})`, check.missing === 0]);
      if (live) {
        console.log(`Live: ${OPTIONS.streams} event streams held open through the load (${live.ended} ended early; ${live.unmatched} events not from a bench booking).`);
        console.log(
          `  booking answered → its event on the expert's stream: p50 ${ms(live.p50)} ms, p99 ${ms(live.p99)} ms, max ${ms(live.max)} ms over ${live.acked - live.lost} events` +
            ` (${live.early} arrived before the answer, counted as 0); lost: ${live.lost} of ${live.acked}`,
        );
        goals.push([`no lost event (${live.lost})`, live.lost === 0]);
        goals.push([`event delay p99 ≤ 1 s (${ms(live.p99)} ms)`, live.p99 <= 1000]);
        goals.push([`no stream ended early (${live.ended})`, live.ended === 0]);
      }
      console.log(
        `Mail outbox (rows made during the load: ${mail.total}): ${mail.sent} sent, ${mail.pending} still queued after waiting ${mail.waited.toFixed(0)} s;` +
          ` lag (notification made → mail sent) p50 ${ms(mail.p50)} ms, p99 ${ms(mail.p99)} ms; SMTP sink received ${mail.received}, ${mail.duplicates} of them duplicates`,
      );
      goals.push([`no duplicate mail (${mail.duplicates})`, mail.duplicates === 0]);

      // 4b. The reference, with the product stopped.
      if (OPTIONS.reference) {
        const pagesFile = path.join(tmp, "pages.json");
        await capturePages(base, prep, pagesFile);
        const checks = sameAnswerRequests(prep);
        const expected = await answers(base, checks, prep.cookies[0]);
        await ours.close();
        await stopChild(server);
        reference = await startReference(port + 1, dbUrl, pagesFile, processes, path.join(tmp, "reference.log"));
        const referenceBase = `http://127.0.0.1:${port + 1}`;
        const got = await answers(referenceBase, checks, prep.cookies[0]);
        const differing = checks.filter((_, i) => got[i] !== expected[i]);
        console.log(`\nThe reference's answers against the product's, after the load: ${checks.length - differing.length} of ${checks.length} the same JSON.`);
        for (const d of differing) console.log(`  differs: ${d.method} ${d.path}${d.body ? ` ${JSON.stringify(d.body)}` : ""}`);
        goals.push([`the reference answers the reads as the product does (${differing.length} of ${checks.length} differ)`, differing.length === 0]);
        const ref = new OpenLoop(referenceBase, { connections: OPTIONS.connections, timeoutMs: OPTIONS.timeout * 1000 });
        loops.push(ref);
        const reads = readKinds(kinds);
        await ref.run(reads, [{ rate: OPTIONS.startRate, seconds: OPTIONS.warmUp }]);
        await sleep(PAUSE_MS);
        const found = await findCapacity("reference", ref, reads, Math.max(productReads, OPTIONS.startRate), { server: reference.pid });
        printSteps(`Capacity steps, the same reads against bare Express + pg (${processes} process${processes > 1 ? "es" : ""}, uncached):`, found.steps, "reference");
        const ratio = found.capacity ? productReads / found.capacity : NaN;
        console.log(`\nReference capacity (bare Express + pg, reads): ${found.capacity} requests/s; the product's reads: ${productReads} requests/s; ratio ${ratio.toFixed(2)}.`);
        console.log(`The product's whole mix: ${capacity} requests/s (${found.capacity ? (capacity / found.capacity).toFixed(2) : "-"} of the reference's reads).`);
      }

      console.log(`\nGoals (load average now ${loadAverage().toFixed(1)}):`);
      for (const [label, ok] of goals) console.log(`${ok ? "met   " : "MISSED"}  ${label}`);
    } finally {
      streams?.close();
      await Promise.all(loops.map((l) => l.close().catch(() => {})));
      if (reference) await stopChild(reference);
      await stopChild(server);
      await smtp.close();
      fs.closeSync(log);
      if (process.env.BENCH_KEEP_LOG) console.error(`server log: ${logFile}`);
      else fs.rmSync(tmp, { recursive: true, force: true });
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`).catch(() => {});
    }
  });
}

await main();

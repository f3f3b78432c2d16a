// What the benchmarks share: a throwaway PostgreSQL server, a fresh database per run on either
// driver, deterministic data, timing in interleaved rounds, EXPLAIN ANALYZE, and Markdown tables.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { sql, type SQL } from "drizzle-orm";
import pg from "pg";
import { openPglite, openPostgres, type Database } from "../server/db/client";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export type Driver = "pglite" | "pg";

/** BENCH_SIZES, BENCH_DRIVERS and BENCH_RUNS, with each benchmark's defaults. */
export function benchOptions(defaults: { sizes: number[]; runs: number }) {
  const list = (value: string | undefined) => value?.split(",").map((s) => s.trim()).filter(Boolean);
  return {
    sizes: list(process.env.BENCH_SIZES)?.map(Number) ?? defaults.sizes,
    drivers: (list(process.env.BENCH_DRIVERS) ?? ["pglite", "pg"]) as Driver[],
    runs: Number(process.env.BENCH_RUNS ?? defaults.runs),
  };
}

/**
 * Runs `fn` with the admin URL of a PostgreSQL server: BENCH_DATABASE_URL when set, otherwise a
 * throwaway one (scripts/pg-throwaway.sh) on BENCH_PG_PORT, or on `defaultPort` when it is free
 * (another free port otherwise), stopped and removed afterwards. `fn` creates and drops its own
 * databases.
 */
export async function withPostgres<T>(defaultPort: number, fn: (adminUrl: string) => Promise<T>): Promise<T> {
  if (process.env.BENCH_DATABASE_URL) return fn(process.env.BENCH_DATABASE_URL);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-pg-"));
  fs.chmodSync(dir, 0o755);
  const script = path.join(ROOT, "scripts/pg-throwaway.sh");
  const port = process.env.BENCH_PG_PORT || String(await freePort(defaultPort));
  let url: string;
  try {
    url = execFileSync("bash", [script, "start", dir, port], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] }).trim();
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    execFileSync("bash", [script, "stop", dir], { stdio: "inherit" });
    fs.rmSync(dir, { recursive: true, force: true });
  };
  // A run cut short (Ctrl-C, a closed pipe, an error thrown elsewhere) stops the server too.
  const interrupted = () => process.exit(130);
  process.once("exit", stop);
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);
  try {
    return await fn(url);
  } finally {
    process.off("exit", stop);
    process.off("SIGINT", interrupted);
    process.off("SIGTERM", interrupted);
    stop();
  }
}

/** `preferred` if nothing listens on it on 127.0.0.1 (others may run servers on this machine), else any free port. */
async function freePort(preferred: number): Promise<number> {
  const tryListen = (port: number) =>
    new Promise<number | null>((resolve) => {
      const server = net.createServer();
      server.once("error", () => resolve(null));
      server.listen(port, "127.0.0.1", () => {
        const { port: bound } = server.address() as net.AddressInfo;
        server.close(() => resolve(bound));
      });
    });
  return (await tryListen(preferred)) ?? (await tryListen(0))!;
}

/**
 * A new, migrated database: PGlite in memory, or a database called `name` created on the
 * PostgreSQL server at `adminUrl` (dropped by `drop()` unless BENCH_KEEP_DB is set).
 */
export async function openBenchDatabase(driver: Driver, name: string, adminUrl?: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (driver === "pglite") {
    const database = await openPglite();
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 10);
  await database.migrate();
  return {
    database,
    async drop() {
      await database.close();
      if (process.env.BENCH_KEEP_DB) return console.error(`kept database ${name}`);
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/** A deterministic pseudo-random generator (mulberry32): the same seed, the same data. */
export function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const FIRST_NAMES = ["Thandi", "Pieter", "Lerato", "Ruan", "Ayesha", "Johan", "Nomvula", "Michael", "Sipho", "Anele", "Zanele", "Kagiso", "Lindiwe", "Riaan", "Naledi", "Themba", "Karabo", "Ilse", "Mpho", "Francois", "Busisiwe", "Tshepo", "Aisha", "Deon", "Palesa", "Jaco", "Refilwe", "Gareth", "Nandi", "Vusi"];
export const LAST_NAMES = ["Nkosi", "van der Merwe", "Mokoena", "Botha", "Patel", "Pretorius", "Dlamini", "Naidoo", "Mthembu", "Khumalo", "Ndlovu", "Smith", "Jacobs", "Venter", "Zulu", "Coetzee", "Mahlangu", "Pillay", "Fourie", "Molefe", "Nel", "Sithole", "Govender", "du Plessis", "Baloyi", "Kruger", "Radebe", "Steyn", "Maseko", "Meyer", "Hendricks", "Chetty", "Mabena", "Swart", "Ngcobo", "Joubert", "Moodley", "Shabalala", "Engelbrecht", "Ntuli"];
/** Skills with a long tail: drawn as SKILLS[floor(n × rand²)], the first few are common, later ones rare. */
export const SKILLS = ["Python", "SQL", "Spark", "AWS", "Airflow", "dbt", "Snowflake", "Kafka", "Databricks", "Azure", "GCP", "PyTorch", "Docker", "Kubernetes", "Terraform", "BigQuery", "TensorFlow", "scikit-learn", "MLflow", "LLMs", "LangChain", "Scala", "Looker", "Power BI", "Tableau", "FastAPI", "Flink", "Delta Lake", "Redshift", "PostgreSQL", "MongoDB", "Elasticsearch", "Hugging Face", "RAG", "Statistics", "XGBoost", "Kubeflow", "SageMaker", "Vertex AI", "Go", "Java", "Rust", "Dagster", "Prefect", "DuckDB", "Trino", "Iceberg", "Pinecone", "Ray", "JAX"];

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** p50 and p95 of some timings (ms). */
export function quantiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

/** Something timed: `run` once per round, its elapsed ms kept in `times` after the warm-up. */
export interface Cell {
  run: () => Promise<unknown>;
  times: number[];
}

/**
 * Runs every cell once per round, `warmup` rounds untimed and then `runs` timed ones. Cells of
 * every size and kind take turns within a round, so a burst of load from elsewhere on the machine
 * lands on all of them alike instead of on whichever happened to be running.
 */
export async function timeInRounds(cells: Cell[], warmup: number, runs: number) {
  for (let round = 0; round < warmup + runs; round += 1) {
    for (const cell of cells) {
      const start = performance.now();
      await cell.run();
      const elapsed = performance.now() - start;
      if (round >= warmup) cell.times.push(elapsed);
    }
  }
}

/** A bare `select 1`: the floor that the machine, the driver and the event loop put under every query. */
export const floorCell = (database: Database): Cell => ({ run: () => database.db.execute(sql`select 1`), times: [] });

/**
 * Prints EXPLAIN ANALYZE of a statement (SQL text, or a drizzle query with its parameters);
 * `settings` (such as `jit = off`) are SET LOCAL in a transaction around it, as the code timed may do.
 */
export async function explainAnalyze(database: Database, label: string, query: string | SQL, settings: string[] = []) {
  const statement = typeof query === "string" ? sql.raw(query) : query;
  const res = await database.db.transaction(async (tx) => {
    for (const setting of settings) await tx.execute(sql.raw(`set local ${setting}`));
    return tx.execute(sql`explain (analyze, buffers) ${statement}`);
  });
  const lines = (res as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]);
  console.log(`\n-- ${database.driver}: ${label}${typeof query === "string" ? `: ${query}` : ""}\n${lines.join("\n")}`);
}

/** The machine under the figures: CPUs and the load average now (other work on it skews them). */
export const machineLoad = () => `${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(" / ")} (1 / 5 / 15 min)`;

/** Prints a Markdown table; columns from `rightFrom` on are numbers, aligned right. */
export function printTable(header: string[], body: string[][], rightFrom: number) {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i >= rightFrom ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(" | ")} |`;
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i >= rightFrom ? `${"-".repeat(w + 1)}:` : "-".repeat(w + 2))).join("|")}|`);
  for (const b of body) console.log(line(b));
}

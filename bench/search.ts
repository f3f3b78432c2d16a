/**
 * Expert search benchmark: seeds 1,000, 10,000 and 100,000 experts and times a set of searches
 * through the real service and repo functions, on PGlite and on a real PostgreSQL server.
 *
 *   npm run bench:search                       # starts a throwaway PostgreSQL (scripts/pg-throwaway.sh)
 *   BENCH_DATABASE_URL=postgres://... npm run bench:search   # use that server (databases are created and dropped)
 *   BENCH_SIZES=1000,10000 BENCH_DRIVERS=pg BENCH_EXPLAIN=1 npm run bench:search
 *   BENCH_KEEP_DB=1 keeps the PostgreSQL databases (with BENCH_DATABASE_URL) for a look with psql.
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { EXPERT_SPECIALIZATIONS } from "@shared/constants";
import type { ExpertSearch } from "@shared/contracts/experts";
import { experts, users } from "@shared/schema";
import type { Database } from "../server/db/client";
import { expertSearchText } from "../server/experts/experts.repo";
import { searchExperts } from "../server/experts/experts.service";
import {
  benchOptions,
  explainAnalyze,
  FIRST_NAMES,
  floorCell,
  LAST_NAMES,
  machineLoad,
  openBenchDatabase,
  printTable,
  prng,
  quantiles,
  SKILLS,
  timeInRounds,
  withPostgres,
  type Driver,
} from "./support";

const { sizes: SIZES, drivers: DRIVERS, runs: RUNS } = benchOptions({ sizes: [1000, 10000, 100000], runs: 100 });
const WARMUP = 5;

/** The searches timed at every size: each filter alone, combined, no match, and deeper pages. */
const QUERIES: { label: string; input: Partial<ExpertSearch> }[] = [
  { label: "first page (no filter)", input: {} },
  { label: "q=python (common skill)", input: { q: "python" } },
  { label: "q=nkosi (surname)", input: { q: "nkosi" } },
  { label: "q=ml engineer (role)", input: { q: "ml engineer" } },
  { label: "skill=Spark", input: { skill: "Spark" } },
  { label: "skill=Rust (rare)", input: { skill: "Rust" } },
  { label: "maxRate=50", input: { maxRate: 50 } },
  { label: "q=data skill=Python maxRate=70", input: { q: "data", skill: "Python", maxRate: 70 } },
  { label: "q=ai (two letters)", input: { q: "ai" } },
  { label: "q=thandi nkosi (full name)", input: { q: "thandi nkosi" } },
  { label: "q=nkosi skill=JAX maxRate=40", input: { q: "nkosi", skill: "JAX", maxRate: 40 } },
  { label: "q=zzqxv (no match)", input: { q: "zzqxv" } },
  { label: "q=engineer offset=100", input: { q: "engineer", offset: 100 } },
  { label: "skill=SQL offset=500", input: { skill: "SQL", offset: 500 } },
];

// ---- deterministic data ----------------------------------------------------------------------

function expertRows(from: number, to: number, rand: () => number) {
  const rows = [];
  for (let i = from; i < to; i += 1) {
    const name = `${FIRST_NAMES[Math.floor(rand() * FIRST_NAMES.length)]} ${LAST_NAMES[Math.floor(rand() * LAST_NAMES.length)]}`;
    const role = EXPERT_SPECIALIZATIONS[Math.floor(rand() * EXPERT_SPECIALIZATIONS.length)];
    const skills = new Set<string>();
    const n = 3 + Math.floor(rand() * 5);
    while (skills.size < n) skills.add(SKILLS[Math.floor(SKILLS.length * rand() ** 2)]);
    rows.push({
      index: i,
      name,
      role,
      skills: [...skills],
      hourlyRate: rand() < 0.05 ? null : 35 + Math.floor(rand() * 86),
      yearsExperience: 5 + Math.floor(rand() * 16),
      isActive: rand() < 0.95,
    });
  }
  return rows;
}

async function seed(database: Database, count: number) {
  const { db } = database;
  const rand = prng(2026);
  const batch = 2000;
  for (let from = 0; from < count; from += batch) {
    const rows = expertRows(from, Math.min(count, from + batch), rand);
    const ids = await db
      .insert(users)
      .values(rows.map((r) => ({ username: `bench${r.index}`, email: `bench${r.index}@example.test`, passwordHash: "-", firstName: r.name.split(" ")[0], lastName: "Bench", userType: "expert" as const })))
      .returning({ id: users.id });
    await db.insert(experts).values(
      rows.map((r, i) => ({
        userId: ids[i].id,
        name: r.name,
        role: r.role,
        skills: r.skills,
        hourlyRateCents: r.hourlyRate === null ? null : r.hourlyRate * 100,
        yearsExperience: r.yearsExperience,
        isActive: r.isActive,
        searchText: expertSearchText(r),
      })),
    );
  }
  await db.execute(sql`vacuum analyze`);
}

// ---- timing ----------------------------------------------------------------------------------

interface Row {
  driver: string;
  size: number;
  label: string;
  p50: number;
  p95: number;
  total: number;
}

/**
 * Every size's database stays open while the searches are timed in rounds (timeInRounds): each
 * round runs every search once on every size, then a bare `select 1` on each database, the floor
 * under every search whatever it asks.
 */
async function timeQueries(driver: string, databases: { size: number; database: Database }[]): Promise<Row[]> {
  const cells = databases.flatMap(({ size, database }) =>
    QUERIES.map(({ label, input }) => {
      const full = { limit: 20, offset: 0, ...input } as ExpertSearch;
      const cell = {
        size,
        label,
        total: 0,
        times: [] as number[],
        run: async () => {
          cell.total = (await searchExperts(database.db, undefined, full)).total;
        },
      };
      return cell;
    }),
  );
  const floors = databases.map(({ size, database }) => ({ size, ...floorCell(database) }));
  await timeInRounds([...cells, ...floors], WARMUP, RUNS);
  const results: Row[] = [];
  for (const { size } of databases) {
    const mine = cells.filter((c) => c.size === size);
    for (const cell of mine) results.push({ driver, size, label: cell.label, ...quantiles(cell.times), total: cell.total });
    results.push({ driver, size, label: "ALL SEARCHES", ...quantiles(mine.flatMap((c) => c.times)), total: NaN });
    results.push({ driver, size, label: "(floor: select 1)", ...quantiles(floors.find((f) => f.size === size)!.times), total: NaN });
  }
  return results;
}

async function explain(database: Database) {
  const plans: [string, string][] = [
    ["q", "select * from experts where is_active and search_text like '%nkosi%' order by name, user_id limit 20"],
    ["q count", "select count(*) from (select 1 from experts where is_active and search_text like '%nkosi%' limit 1001) m"],
    ["q no match", "select count(*) from (select 1 from experts where is_active and search_text like '%zzqxv%' limit 1001) m"],
    ["skill", "select * from experts where is_active and skills @> array['Rust']::text[] order by name, user_id limit 20"],
    ["skill count", "select count(*) from (select 1 from experts where is_active and skills @> array['Rust']::text[] limit 1001) m"],
    ["maxRate count", "select count(*) from (select 1 from experts where is_active and hourly_rate_cents <= 5000 limit 1001) m"],
  ];
  for (const [label, query] of plans) await explainAnalyze(database, label, query);
}

// ---- databases -------------------------------------------------------------------------------

/** Seeds one database per size, then times them together. */
async function runDriver(driver: Driver, adminUrl?: string) {
  const opened: { size: number; database: Database; drop: () => Promise<void> }[] = [];
  try {
    for (const size of SIZES) {
      const { database, drop } = await openBenchDatabase(driver, `bench_search_${size}_${process.pid}`, adminUrl);
      opened.push({ size, database, drop });
      const seedStart = performance.now();
      await seed(database, size);
      console.error(`${driver}: seeded ${size} experts in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
      if (process.env.BENCH_EXPLAIN && size === Math.max(...SIZES)) await explain(database);
    }
    return await timeQueries(driver, opened);
  } finally {
    for (const { drop } of opened) await drop();
  }
}

function printRows(rows: Row[]) {
  const header = ["driver", "experts", "search", "matches", "p50 ms", "p95 ms"];
  const body = rows.map((r) => [r.driver, r.size.toLocaleString("en-US"), r.label, Number.isNaN(r.total) ? "" : String(r.total), r.p50.toFixed(2), r.p95.toFixed(2)]);
  printTable(header, body, 3);
}

function summary(rows: Row[]) {
  for (const driver of DRIVERS) {
    const overall = rows.filter((r) => r.driver === driver && r.label === "ALL SEARCHES");
    const small = overall.find((r) => r.size === Math.min(...SIZES));
    const large = overall.find((r) => r.size === Math.max(...SIZES));
    if (!small || !large) continue;
    console.log(
      `${driver}: p95 of all searches ${small.p95.toFixed(2)} ms at ${small.size.toLocaleString("en-US")} → ${large.p95.toFixed(2)} ms at ${large.size.toLocaleString("en-US")} (${(large.p95 / small.p95).toFixed(2)}×)`,
    );
  }
}

async function main() {
  const rows: Row[] = [];
  for (const driver of DRIVERS) {
    if (driver === "pglite") rows.push(...(await runDriver("pglite")));
    else rows.push(...(await withPostgres(5790, (url) => runDriver("pg", url))));
  }
  console.log(
    `\nExpert search, ${RUNS} timed rounds after ${WARMUP} warm-up rounds, each round running every search once on every size (interleaved);` +
      ` server time of searchExperts() (page + total count), ${machineLoad()} at the end.\n`,
  );
  printRows(rows);
  console.log("");
  summary(rows);
}

await main();

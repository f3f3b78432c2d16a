/**
 * Match and team plan benchmark: seeds 1,000, 10,000 and 100,000 experts with availability,
 * bookings, skills, rates and working hours, then times a mix of match requests through the
 * service POST /api/match runs (findMatches, after the request schema) and the plan of teams of
 * eight through the service of GET /api/dream-teams/{id}/plan (getTeamPlan), on PGlite and on a
 * real PostgreSQL server. Prints p50/p95 per request kind, size and driver, and the goals on
 * PostgreSQL: match p95 ≤ 30 ms at 10,000 experts and ≤ 100 ms at 100,000, team plan p95 ≤ 50 ms.
 *
 *   npm run bench:match                        # starts a throwaway PostgreSQL (scripts/pg-throwaway.sh)
 *   BENCH_DATABASE_URL=postgres://... npm run bench:match    # use that server (databases are created and dropped)
 *   BENCH_SIZES=1000,10000 BENCH_DRIVERS=pg BENCH_RUNS=10 npm run bench:match
 *
 * BENCH_SIZES    expert counts, default 1000,10000,100000. Seeding 100,000 takes minutes on PGlite
 *                (one WebAssembly thread; PostgreSQL: about a minute and a half), as every insert
 *                also rewrites the touched experts' expert_match rows through its triggers; PGlite
 *                runs the mix up to about twice as slow. BENCH_DRIVERS=pg or
 *                BENCH_SIZES=1000,10000 make a quick run.
 * BENCH_DRIVERS  pglite,pg (default both).
 * BENCH_RUNS     timed rounds, default 30, after 3 warm-up rounds that are not counted; each round
 *                runs every request once on every size of one driver, interleaved.
 * BENCH_EXPLAIN  1: EXPLAIN (ANALYZE, BUFFERS) of each request's statements at the largest size;
 *                or a list of request numbers as printed (BENCH_EXPLAIN=3,8) for those alone.
 * BENCH_PG_PORT  the throwaway server's port (default 5791, or a free one if that is taken).
 * BENCH_KEEP_DB  1 keeps the PostgreSQL databases (with BENCH_DATABASE_URL) for a look with psql.
 *
 * The data (the same for every run of a size): 95 % of experts active; 3–8 skills each from a long
 * tail (Python about half of them, JAX a few in a hundred, ClickHouse a few in a thousand), a few
 * spelt in lower case; rates $35–180 (5 % none); 62 % Johannesburg 08:00–17:00, the rest other
 * hours there and in London, Amsterdam, Toronto and Lagos; 96 % with a saved availability (78 % of
 * those 'available', the rest pre-booked, booked or unavailable) from up to eight months ago or six
 * months ahead, open-ended or ending 45–730 days later; 60 % with bookings, one after another from
 * about nine months ago (completed, confirmed and declined in the past; confirmed, pending and
 * declined ahead; confirmed ones never overlap), some with a second pending request inside a
 * pending one. Dates are laid out around today, so every run looks current; the match and plan
 * dates across daylight-saving changes are those of the coming March and October.
 */
import { performance } from "node:perf_hooks";
import { eq, sql } from "drizzle-orm";
import { CONTRACT_LENGTHS, EXPERT_SPECIALIZATIONS } from "@shared/constants";
import { MATCH_HORIZON_DAYS, matchRequestSchema, type MatchRequestInput } from "@shared/contracts/match";
import { teamPlanQuerySchema } from "@shared/contracts/dream-teams";
import { clientProfiles, dreamTeamMembers, dreamTeams, users, type UserRow } from "@shared/schema";
import type { Database } from "../server/db/client";
import { getTeamPlan, timelineDays } from "../server/dream-teams/team-plan.service";
import { planStatement } from "../server/dream-teams/team-plan.repo";
import { expertSearchText } from "../server/experts/experts.repo";
import { activePatternsStatement, MATCH_WORK_MEM, matchStatement } from "../server/match/match.repo";
import { findMatches, matchQuery } from "../server/match/match.service";
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
  type Cell,
  type Driver,
} from "./support";
import { addDays, todayUtc } from "@shared/calendar";

const { sizes: SIZES, drivers: DRIVERS, runs: RUNS } = benchOptions({ sizes: [1000, 10000, 100000], runs: 30 });
const WARMUP = 3;
const TODAY = todayUtc();
const TEAM_SIZE = 8;

/** Goals on PostgreSQL (p95, ms): the match at these sizes, the team plan at every size. */
const MATCH_GOALS: Record<number, number> = { 10000: 30, 100000: 100 };
const PLAN_GOAL = 50;

// ---- dates -----------------------------------------------------------------------------------

/** The next `MM-DD` after today: the coming March or October, whatever year the bench runs in. */
function coming(monthDay: string) {
  const year = Number(TODAY.slice(0, 4));
  return `${year}-${monthDay}` > TODAY ? `${year}-${monthDay}` : `${year + 1}-${monthDay}`;
}
const SOON = addDays(TODAY, 14);
/** 1 March + 6 weeks spans the US change (second Sunday of March) and the EU one (last Sunday). */
const SPRING = coming("03-01");
/** 19 October + 2 weeks spans the EU change (last Sunday of October). */
const AUTUMN = coming("10-19");
/** 22 March + 52 weeks spans the EU spring and autumn changes. */
const LATE_MARCH = coming("03-22");

// ---- the requests ----------------------------------------------------------------------------

const LONDON = { timeZone: "Europe/London", workStart: "09:00", workEnd: "17:00" };
const NEW_YORK = { timeZone: "America/New_York", workStart: "09:00", workEnd: "17:00" };

/** The match requests timed at every size: common and rare skills, short and long, zones on both sides of a change. */
const MATCHES: { label: string; input: MatchRequestInput }[] = [
  { label: "Python, 12 wk, London, overlap 4", input: { mustHave: ["Python"], startDate: SOON, weeks: 12, ...LONDON, minOverlapHours: 4 } },
  { label: "Python+SQL nice dbt/Airflow, ≤$90, 12 wk", input: { mustHave: ["Python", "SQL"], niceToHave: ["dbt", "Airflow"], maxRate: 90, startDate: SOON, weeks: 12, ...LONDON, minOverlapHours: 4 } },
  { label: "sql (lower case), 104 wk, overlap 0, limit 50", input: { mustHave: ["sql"], startDate: SOON, weeks: 104, ...LONDON, minOverlapHours: 0, limit: 50 } },
  { label: "AWS+Python nice Terraform, 52 wk, overlap 6", input: { mustHave: ["AWS", "Python"], niceToHave: ["Terraform"], startDate: SOON, weeks: 52, ...LONDON, minOverlapHours: 6 } },
  { label: "Spark nice 3, ≤$80, 26 wk", input: { mustHave: ["Spark"], niceToHave: ["Databricks", "Delta Lake", "Scala"], maxRate: 80, startDate: SOON, weeks: 26, ...LONDON, minOverlapHours: 4 } },
  { label: "JAX (rare), 2 wk, overlap 4", input: { mustHave: ["JAX"], startDate: SOON, weeks: 2, ...LONDON, minOverlapHours: 4 } },
  { label: "ClickHouse (rarest), 52 wk, overlap 0", input: { mustHave: ["ClickHouse"], niceToHave: ["Kafka"], startDate: SOON, weeks: 52, ...LONDON, minOverlapHours: 0 } },
  { label: "4 must + 3 nice, ≤$120, 26 wk", input: { mustHave: ["Python", "SQL", "Spark", "AWS"], niceToHave: ["Airflow", "dbt", "Snowflake"], maxRate: 120, startDate: SOON, weeks: 26, ...LONDON, minOverlapHours: 4 } },
  { label: "New York across US+EU spring change, 6 wk", input: { mustHave: ["Python"], niceToHave: ["PyTorch"], startDate: SPRING, weeks: 6, ...NEW_YORK, minOverlapHours: 4 } },
  { label: "New York, 104 wk, overlap 0", input: { mustHave: ["Python"], startDate: SPRING, weeks: 104, ...NEW_YORK, minOverlapHours: 0 } },
  { label: "London across autumn change, 2 wk, overlap 6", input: { mustHave: ["Kafka"], startDate: AUTUMN, weeks: 2, ...LONDON, minOverlapHours: 6 } },
  { label: "Amsterdam both changes, 52 wk, ≤$100", input: { mustHave: ["Airflow"], niceToHave: ["dbt"], maxRate: 100, startDate: LATE_MARCH, weeks: 52, timeZone: "Europe/Amsterdam", workStart: "09:00", workEnd: "18:00", minOverlapHours: 6 } },
  { label: "Singapore Docker+Kubernetes, ≤$120, 12 wk", input: { mustHave: ["Docker", "Kubernetes"], maxRate: 120, startDate: SOON, weeks: 12, timeZone: "Asia/Singapore", workStart: "09:00", workEnd: "18:00", minOverlapHours: 4 } },
  { label: "Honolulu, 12 wk, overlap 0", input: { mustHave: ["Python"], startDate: SOON, weeks: 12, timeZone: "Pacific/Honolulu", workStart: "08:00", workEnd: "16:00", minOverlapHours: 0 } },
  { label: "Honolulu, 12 wk, overlap 4 (few pass)", input: { mustHave: ["SQL"], startDate: SOON, weeks: 12, timeZone: "Pacific/Honolulu", workStart: "08:00", workEnd: "16:00", minOverlapHours: 4 } },
];

/** The team plans timed at every size, each on its own team of eight. */
const PLANS: { label: string; query: Record<string, string> }[] = [
  { label: "plan: team of 8, 4 wk, London hours", query: { weeks: "4", from: SOON, ...LONDON } },
  { label: "plan: team of 8, 26 wk, New York across spring", query: { weeks: "26", from: SPRING, ...NEW_YORK } },
  { label: "plan: team of 8, 104 wk, owner's hours", query: { weeks: "104" } },
];

// ---- deterministic data ----------------------------------------------------------------------

/** Rare skills (a few in a thousand experts each), on top of the long tail of SKILLS. */
const RARE_SKILLS = ["ClickHouse", "Apache Beam", "Neo4j", "Weaviate", "Julia", "Haskell", "SAS", "Informatica"];

/** Working hours, most in Johannesburg 08:00–17:00; cumulative shares. */
const HOURS: [number, string, string, string][] = [
  [0.62, "Africa/Johannesburg", "08:00", "17:00"],
  [0.74, "Africa/Johannesburg", "12:00", "21:00"],
  [0.78, "Africa/Johannesburg", "07:00", "16:00"],
  [0.82, "Africa/Johannesburg", "09:00", "18:00"],
  [0.88, "Europe/London", "09:00", "17:30"],
  [0.93, "Europe/Amsterdam", "09:00", "18:00"],
  [0.97, "America/Toronto", "09:00", "17:00"],
  [0.99, "America/Toronto", "11:00", "19:00"],
  [1.0, "Africa/Lagos", "08:00", "17:00"],
];

/** Availability status of those with a saved availability; cumulative shares. */
const STATUSES: [number, string][] = [
  [0.78, "available"],
  [0.86, "pre-booked"],
  [0.93, "booked"],
  [1.0, "unavailable"],
];

const BOOKING_DAYS = [14, 21, 28, 42, 60, 90, 120, 180];

const contractLengthFor = (days: number) => CONTRACT_LENGTHS.reduce((best, m) => (Math.abs(m - days / 30) < Math.abs(best - days / 30) ? m : best));

interface Booking {
  expert: number;
  client: number;
  start: string;
  end: string;
  length: number;
  status: string;
}

/** Everything about the experts from..to-1, as column arrays for unnest(). */
function generate(from: number, to: number, rand: () => number, clients: number) {
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)];
  const cumulative = <T extends [number, ...unknown[]]>(table: T[]) => {
    const r = rand();
    return table.find((row) => r < row[0]) ?? table[table.length - 1];
  };
  const e = { index: [] as number[], name: [] as string[], role: [] as string[], skills: [] as string[], years: [] as number[], rate: [] as (number | null)[], active: [] as boolean[], zone: [] as string[], start: [] as string[], end: [] as string[], search: [] as string[] };
  const a = { index: [] as number[], status: [] as string[], from: [] as string[], to: [] as (string | null)[], length: [] as number[] };
  const bookings: Booking[] = [];
  for (let i = from; i < to; i += 1) {
    const name = `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;
    const role = pick(EXPERT_SPECIALIZATIONS);
    const skills = new Set<string>();
    const n = 3 + Math.floor(rand() * 6);
    while (skills.size < n) skills.add(SKILLS[Math.floor(SKILLS.length * rand() ** 2)]);
    if (rand() < 0.025) skills.add(pick(RARE_SKILLS));
    // Some experts spell a skill their own way: the match ignores case.
    const list = [...skills].map((s) => (rand() < 0.03 ? s.toLowerCase() : s));
    const [, zone, workStart, workEnd] = cumulative(HOURS);
    e.index.push(i);
    e.name.push(name);
    e.role.push(role);
    e.skills.push(list.join("|"));
    e.years.push(int(2, 25));
    e.rate.push(rand() < 0.05 ? null : 35 + Math.floor(rand() ** 1.4 * 146));
    e.active.push(rand() < 0.95);
    e.zone.push(zone);
    e.start.push(workStart);
    e.end.push(workEnd);
    e.search.push(expertSearchText({ name, role, skills: list }));

    if (rand() < 0.96) {
      const start = rand() < 0.55 ? int(-240, -1) : int(0, 180);
      a.index.push(i);
      a.status.push(cumulative(STATUSES)[1]);
      a.from.push(addDays(TODAY, start));
      a.to.push(rand() < 0.45 ? null : addDays(TODAY, start + int(45, 730)));
      a.length.push(pick(CONTRACT_LENGTHS));
    }

    // Bookings one after another from about nine months ago (so confirmed ones never overlap),
    // then now and again a second pending request inside a pending one (pending ones may overlap).
    if (rand() < 0.6) {
      let cursor = -270 + int(0, 150);
      const mine: Booking[] = [];
      while (cursor < 540 && mine.length < 5) {
        const length = pick(BOOKING_DAYS);
        const end = cursor + length - 1;
        const r = rand();
        const status = end < 0 ? (r < 0.55 ? "completed" : r < 0.8 ? "confirmed" : "declined") : cursor < 0 ? (r < 0.85 ? "confirmed" : "declined") : r < 0.45 ? "confirmed" : r < 0.85 ? "pending" : "declined";
        mine.push({ expert: i, client: int(0, clients - 1), start: addDays(TODAY, cursor), end: addDays(TODAY, end), length: contractLengthFor(length), status });
        cursor = end + 1 + int(0, 90);
        if (rand() < 0.3) break;
      }
      const pending = mine.filter((b) => b.status === "pending");
      if (pending.length > 0 && rand() < 0.15) {
        const b = pick(pending);
        const shift = int(1, 7);
        if (addDays(b.start, shift) < b.end) mine.push({ ...b, client: int(0, clients - 1), start: addDays(b.start, shift) });
      }
      bookings.push(...mine);
    }
  }
  return { experts: e, availability: a, bookings };
}

const ints = (values: readonly (number | null)[]) => sql`${sql.param(values)}::int[]`;
const texts = (values: readonly (string | null)[]) => sql`${sql.param(values)}::text[]`;
const bools = (values: readonly boolean[]) => sql`${sql.param(values)}::boolean[]`;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Inserts `names` new users of `type` (usernames `prefix` + number from `first`) and answers their ids in order. */
async function insertUsers(database: Database, prefix: string, first: number, count: number, type: "expert" | "client") {
  const rows = rowsOf<{ id: number; n: number }>(
    await database.db.execute(sql`
      insert into users (username, email, password_hash, first_name, last_name, user_type)
      select ${prefix} || n, ${prefix} || n || '@example.test', '-', 'Bench', ${prefix} || n, ${type}::user_type
        from generate_series(${first}::int, ${first + count - 1}::int) n
      returning id, substr(username, ${prefix.length + 1})::int as n`),
  );
  const ids: number[] = [];
  for (const r of rows) ids[r.n - first] = r.id;
  return ids;
}

const CLIENTS = 200;
const BATCH = 20_000;

/** Experts, availability and bookings in a few multi-row statements (column arrays through unnest), then three teams of eight. */
async function seed(database: Database, count: number) {
  const { db } = database;
  const rand = prng(2027);
  const clientIds = await insertUsers(database, "mbclient", 0, CLIENTS, "client");
  const candidates: number[] = [];
  for (let from = 0; from < count; from += BATCH) {
    const { experts: e, availability: a, bookings: b } = generate(from, Math.min(count, from + BATCH), rand, CLIENTS);
    const ids = await insertUsers(database, "mbexpert", from, e.index.length, "expert");
    const id = (index: number) => ids[index - from];
    await db.execute(sql`
      insert into experts (user_id, name, role, skills, years_experience, hourly_rate_cents, is_active, time_zone, work_start, work_end, search_text)
      select d.user_id, d.name, d.role, string_to_array(d.skills, '|'), d.years, d.rate * 100, d.active, d.zone, d.work_start, d.work_end, d.search
        from unnest(${ints(e.index.map(id))}, ${texts(e.name)}, ${texts(e.role)}, ${texts(e.skills)}, ${ints(e.years)}, ${ints(e.rate)},
                    ${bools(e.active)}, ${texts(e.zone)}, ${texts(e.start)}, ${texts(e.end)}, ${texts(e.search)})
             as d(user_id, name, role, skills, years, rate, active, zone, work_start, work_end, search)`);
    await db.execute(sql`
      insert into availability (expert_id, status, available_from, available_to, preferred_contract_length)
      select d.expert_id, d.status::availability_status, d.available_from::date, d.available_to::date, d.length
        from unnest(${ints(a.index.map(id))}, ${texts(a.status)}, ${texts(a.from)}, ${texts(a.to)}, ${ints(a.length)})
             as d(expert_id, status, available_from, available_to, length)`);
    await db.execute(sql`
      insert into pre_bookings (client_id, expert_id, start_date, end_date, contract_length, status)
      select d.client_id, d.expert_id, d.start_date::date, d.end_date::date, d.length, d.status::pre_booking_status
        from unnest(${ints(b.map((x) => clientIds[x.client]))}, ${ints(b.map((x) => id(x.expert)))}, ${texts(b.map((x) => x.start))},
                    ${texts(b.map((x) => x.end))}, ${ints(b.map((x) => x.length))}, ${texts(b.map((x) => x.status))})
             as d(client_id, expert_id, start_date, end_date, length, status)`);
    // Teams are made of active experts with status 'available', as a match would propose them.
    const available = new Set(a.index.filter((_, k) => a.status[k] === "available"));
    e.index.forEach((index, k) => {
      if (e.active[k] && available.has(index)) candidates.push(id(index));
    });
  }

  // The teams' owner keeps New York hours on their profile (the third plan reads them from there).
  const [owner] = await db.insert(users).values({ username: "mbowner", email: "mbowner@example.test", passwordHash: "-", firstName: "Bench", lastName: "Owner", userType: "client" }).returning();
  await db.insert(clientProfiles).values({ userId: owner.id, companyName: "Bench Co", ...NEW_YORK });
  const teams: number[] = [];
  for (const [k] of PLANS.entries()) {
    const [team] = await db.insert(dreamTeams).values({ clientId: owner.id, name: `Bench team ${k + 1}` }).returning({ id: dreamTeams.id });
    const members = new Set<number>();
    for (let j = 0; members.size < Math.min(TEAM_SIZE, candidates.length); j += 1) members.add(candidates[(k * 7919 + j * 104_729) % candidates.length]);
    await db.insert(dreamTeamMembers).values([...members].map((expertId) => ({ teamId: team.id, expertId })));
    teams.push(team.id);
  }
  await db.execute(sql`vacuum analyze`);
  const [counts] = rowsOf<{ bookings: number; blocking: number }>(
    await db.execute(sql`select count(*)::int as bookings, count(*) filter (where status in ('pending', 'confirmed'))::int as blocking from pre_bookings`),
  );
  return { owner: (await db.select().from(users).where(eq(users.id, owner.id)))[0], teams, ...counts };
}

// ---- timing ----------------------------------------------------------------------------------

interface Row {
  driver: Driver;
  size: number;
  kind: "match" | "plan" | "all matches" | "all plans" | "floor";
  label: string;
  /** Match: experts passing every filter; plan: the team's earliest start. */
  answer: string;
  p50: number;
  p95: number;
}

type Seeded = { size: number; database: Database; owner: UserRow; teams: number[] };

async function timeAll(driver: Driver, seeded: Seeded[]): Promise<Row[]> {
  const matchCells = seeded.flatMap(({ size, database }) =>
    MATCHES.map(({ label, input }) => {
      const cell: Cell & { size: number; label: string; answer: string } = {
        size,
        label,
        answer: "",
        times: [],
        run: async () => {
          const { total } = await findMatches(database.db, matchRequestSchema.parse(input));
          cell.answer = String(total);
        },
      };
      return cell;
    }),
  );
  const planCells = seeded.flatMap(({ size, database, owner, teams }) =>
    PLANS.map(({ label, query }, k) => {
      const cell: Cell & { size: number; label: string; answer: string } = {
        size,
        label,
        answer: "",
        times: [],
        run: async () => {
          const plan = await getTeamPlan(database.db, owner, teams[k], teamPlanQuerySchema.parse(query));
          cell.answer = plan.earliestStart ?? "none";
        },
      };
      return cell;
    }),
  );
  const floors = seeded.map(({ size, database }) => ({ size, ...floorCell(database) }));
  await timeInRounds([...matchCells, ...planCells, ...floors], WARMUP, RUNS);

  const rows: Row[] = [];
  for (const { size } of seeded) {
    const matches = matchCells.filter((c) => c.size === size);
    const plans = planCells.filter((c) => c.size === size);
    for (const [i, c] of matches.entries()) rows.push({ driver, size, kind: "match", label: `${i + 1}. ${c.label}`, answer: c.answer, ...quantiles(c.times) });
    rows.push({ driver, size, kind: "all matches", label: "ALL MATCHES", answer: "", ...quantiles(matches.flatMap((c) => c.times)) });
    for (const c of plans) rows.push({ driver, size, kind: "plan", label: c.label, answer: c.answer, ...quantiles(c.times) });
    rows.push({ driver, size, kind: "all plans", label: "ALL TEAM PLANS", answer: "", ...quantiles(plans.flatMap((c) => c.times)) });
    rows.push({ driver, size, kind: "floor", label: "(floor: select 1)", answer: "", ...quantiles(floors.find((f) => f.size === size)!.times) });
  }
  return rows;
}

/** EXPLAIN ANALYZE of what the match and the plan run: the patterns query, each match statement, each plan statement. */
async function explain({ database, teams }: Seeded) {
  const wanted = process.env.BENCH_EXPLAIN === "1" ? undefined : new Set(process.env.BENCH_EXPLAIN!.split(",").map(Number));
  await explainAnalyze(database, "working-hour patterns of active experts", activePatternsStatement());
  for (const [i, { label, input }] of MATCHES.entries()) {
    if (wanted && !wanted.has(i + 1)) continue;
    const q = await matchQuery(database.db, matchRequestSchema.parse(input));
    // As runMatch runs it: without JIT compilation.
    await explainAnalyze(database, `#${i + 1} ${label}: match (${q.patterns.length} patterns qualify)`, matchStatement(q), ["jit = off", `work_mem = '${MATCH_WORK_MEM}'`]);
  }
  for (const [k, { label, query }] of PLANS.entries()) {
    const parsed = teamPlanQuerySchema.parse(query);
    const from = parsed.from ?? TODAY;
    const days = parsed.weeks * 7;
    await explainAnalyze(database, label, planStatement(teams[k], { from, days, latest: addDays(from, MATCH_HORIZON_DAYS), timelineEnd: addDays(from, timelineDays(days) - 1) }));
  }
}

// ---- databases -------------------------------------------------------------------------------

/** Seeds one database per size, then times them together. */
async function runDriver(driver: Driver, adminUrl?: string) {
  const opened: (Seeded & { drop: () => Promise<void> })[] = [];
  try {
    for (const size of SIZES) {
      const { database, drop } = await openBenchDatabase(driver, `bench_match_${size}_${process.pid}`, adminUrl);
      const seedStart = performance.now();
      const { owner, teams, bookings, blocking } = await seed(database, size);
      opened.push({ size, database, owner, teams, drop });
      console.error(
        `${driver}: seeded ${size} experts, ${bookings} bookings (${blocking} pending or confirmed) in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
      );
      if (process.env.BENCH_EXPLAIN && size === Math.max(...SIZES)) await explain(opened[opened.length - 1]);
    }
    return await timeAll(driver, opened);
  } finally {
    for (const { drop } of opened) await drop();
  }
}

function printRows(rows: Row[]) {
  const header = ["driver", "experts", "request", "answer", "p50 ms", "p95 ms"];
  printTable(
    header,
    rows.map((r) => [r.driver, r.size.toLocaleString("en-US"), r.label, r.answer, r.p50.toFixed(1), r.p95.toFixed(1)]),
    3,
  );
}

/** The goals on PostgreSQL, met or missed, and the same figures for PGlite (which has no goal). */
function summary(rows: Row[]) {
  for (const driver of DRIVERS) {
    const goal = driver === "pg";
    console.log(`\n${driver === "pg" ? "PostgreSQL (goals)" : "PGlite (no goal; the PostgreSQL goals for comparison)"}:`);
    for (const size of SIZES) {
      const mine = rows.filter((r) => r.driver === driver && r.size === size);
      const all = mine.find((r) => r.kind === "all matches");
      const plan = mine.find((r) => r.kind === "all plans");
      if (!all || !plan) continue;
      const worst = mine.filter((r) => r.kind === "match").reduce((a, b) => (b.p95 > a.p95 ? b : a));
      const target = MATCH_GOALS[size];
      const verdict = (p95: number, limit: number) => (goal ? (p95 <= limit ? "met" : "MISSED") : p95 <= limit ? "within" : "over");
      const n = size.toLocaleString("en-US");
      console.log(
        `  ${n} experts: match p95 ${all.p95.toFixed(1)} ms` +
          (target === undefined ? " (no goal at this size)" : ` (goal ≤ ${target} ms: ${verdict(all.p95, target)})`) +
          `, slowest kind p95 ${worst.p95.toFixed(1)} ms (${worst.label}); team plan p95 ${plan.p95.toFixed(1)} ms (goal ≤ ${PLAN_GOAL} ms: ${verdict(plan.p95, PLAN_GOAL)})`,
      );
    }
  }
}

async function main() {
  const rows: Row[] = [];
  for (const driver of DRIVERS) {
    if (driver === "pglite") rows.push(...(await runDriver("pglite")));
    else rows.push(...(await withPostgres(5791, (url) => runDriver("pg", url))));
  }
  console.log(
    `\nMatch and team plan, ${RUNS} timed rounds after ${WARMUP} warm-up rounds, each round running every request once on every size (interleaved);` +
      ` server time of findMatches() and getTeamPlan() after their request schemas; answer: experts passing every filter, or the team's earliest start;` +
      ` ${machineLoad()} at the end (a shared machine: figures are noisy).\n`,
  );
  printRows(rows);
  summary(rows);
}

await main();

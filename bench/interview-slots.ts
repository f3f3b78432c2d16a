/**
 * Interview slots benchmark: seeds an expert with a year of interviews (hundreds, half of them
 * behind and half ahead, each belonging to a pre-booking) among 200 other experts and their own
 * interviews, and a client with interviews of their own; then times the answer to "which slots are
 * free for 21 days" through its whole path: the two parties' working hours, the SQL read of both
 * parties' scheduled interviews overlapping the range (through interviews_expert_idx and
 * interviews_client_idx), and interviewSlots() on the spans read. Prints p50/p95/p99 of each step
 * and of the answer, per driver, and whether the answer's p95 is within 20 ms.
 *
 *   npm run bench:interview-slots                       # PGlite and a throwaway PostgreSQL (scripts/pg-throwaway.sh)
 *   BENCH_DRIVERS=pglite BENCH_RUNS=200 npm run bench:interview-slots
 *   BENCH_DATABASE_URL=postgres://... npm run bench:interview-slots
 *
 * BENCH_DRIVERS  pglite,pg (default both).
 * BENCH_RUNS     timed rounds, default 300, after 20 untimed ones; each round asks once for each of
 *                twelve ranges spread over the coming year, and for two kinds of client.
 * BENCH_SIZES    interviews in the expert's year, default 600.
 * BENCH_EXPLAIN  1: EXPLAIN (ANALYZE, BUFFERS) of the busy-span read.
 * BENCH_PG_PORT  the throwaway server's port (default 5793, or a free one if that is taken).
 *
 * "The answer" is the interviews service's own slotsFor (what GET /api/interviews/slots runs
 * behind its validation): the check that the client may interview the expert, both parties'
 * working days, the busy-span read and interviewSlots(). The steps beside it are timed with the
 * bench's own copies of the read (scheduled interviews of either party whose time meets the range,
 * bounded on starts_at from both sides so each index is read as one short range), to show where the
 * time goes.
 */
import { performance } from "node:perf_hooks";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { INTERVIEW_MINUTES, INTERVIEW_SLOT_DAYS_MAX, type InterviewMinutes } from "@shared/constants";
import { interviewSlots } from "@shared/interview-slots";
import { clientProfiles, experts, interviews, preBookings, users } from "@shared/schema";
import type { Database, Db } from "../server/db/client";
import { slotsFor } from "../server/interviews/interviews.service";
import {
  benchOptions,
  explainAnalyze,
  FIRST_NAMES,
  floorCell,
  LAST_NAMES,
  machineLoad,
  openBenchDatabase,
  percentile,
  printTable,
  prng,
  timeInRounds,
  withPostgres,
  type Cell,
  type Driver,
} from "./support";
import { addDays, todayUtc } from "@shared/calendar";

const GOAL_P95_MS = 20;
const WARMUP = 20;
const OTHER_EXPERTS = 200;
const INTERVIEWS_PER_OTHER_EXPERT = 40;
const CLIENTS = 60;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const QUARTER = 15 * 60_000;

const { drivers, runs, sizes } = benchOptions({ sizes: [600], runs: 300 });
const interviewsOfExpert = sizes[0];

// ---------------------------------------------------------------------------------------------
// Seeding.
// ---------------------------------------------------------------------------------------------

interface Seeded {
  expertId: number;
  /** A client who has interviews of their own with other experts, and one who has none. */
  busyClientId: number;
  quietClientId: number;
}

async function insertUsers(db: Database["db"], type: "client" | "expert", count: number, rand: () => number, tag: string) {
  const rows = Array.from({ length: count }, (_, i) => ({
    username: `${tag}${i}`,
    email: `${tag}${i}@bench.example`,
    passwordHash: "x",
    firstName: FIRST_NAMES[Math.floor(rand() * FIRST_NAMES.length)],
    lastName: LAST_NAMES[Math.floor(rand() * LAST_NAMES.length)],
    userType: type,
  }));
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) ids.push(...(await db.insert(users).values(rows.slice(i, i + 500)).returning({ id: users.id })).map((r) => r.id));
  return ids;
}

/**
 * A person's interviews over a year: the expert's weekdays, starting on quarter hours inside
 * 06:00–15:00 UTC (a Johannesburg 08:00–17:00), never two at once for the same expert or client.
 */
function yearOfInterviews(count: number, rand: () => number, start: number, taken: Set<string>, expertId: number, clientIds: number[]) {
  const out: { expertId: number; clientId: number; startsAt: number; minutes: InterviewMinutes }[] = [];
  let guard = 0;
  while (out.length < count && guard++ < count * 50) {
    const day = start + Math.floor(rand() * 365) * DAY;
    const dow = new Date(day).getUTCDay();
    if (dow === 0 || dow === 6) continue;
    const minutes = INTERVIEW_MINUTES[Math.floor(rand() * INTERVIEW_MINUTES.length)];
    const startsAt = day + 6 * HOUR + Math.floor(rand() * ((9 * HOUR - minutes * 60_000) / QUARTER + 1)) * QUARTER;
    const clientId = clientIds[Math.floor(rand() * clientIds.length)];
    const quarters = Array.from({ length: minutes / 15 }, (_, q) => startsAt + q * QUARTER);
    if (quarters.some((q) => taken.has(`e${expertId}:${q}`) || taken.has(`c${clientId}:${q}`))) continue;
    for (const q of quarters) {
      taken.add(`e${expertId}:${q}`);
      taken.add(`c${clientId}:${q}`);
    }
    out.push({ expertId, clientId, startsAt, minutes });
  }
  return out;
}

async function seed(database: Database): Promise<Seeded> {
  const { db } = database;
  const rand = prng(20261126);
  const expertIds = await insertUsers(db, "expert", OTHER_EXPERTS + 1, rand, "expert");
  for (let i = 0; i < expertIds.length; i += 500) {
    await db.insert(experts).values(
      expertIds.slice(i, i + 500).map((userId) => ({ userId, name: `Expert ${userId}`, role: "Data Engineer", skills: ["Python", "SQL"], isActive: true, hourlyRateCents: 6000 })),
    );
  }
  const clientIds = await insertUsers(db, "client", CLIENTS + 1, rand, "client");
  await db.insert(clientProfiles).values(clientIds.map((userId, i) => ({ userId, companyName: `Company ${i}`, timeZone: i % 3 === 0 ? "America/New_York" : "Europe/London" })));
  const [expertId, ...others] = expertIds;
  const [quietClientId, ...activeClients] = clientIds;
  const busyClientId = activeClients[0];

  // Half a year behind and half ahead.
  const today = Date.parse(`${todayUtc()}T00:00:00Z`);
  const start = today - 182 * DAY;
  const taken = new Set<string>();
  const planned = [
    ...yearOfInterviews(interviewsOfExpert, rand, start, taken, expertId, activeClients),
    ...others.flatMap((other) => yearOfInterviews(INTERVIEWS_PER_OTHER_EXPERT, rand, start, taken, other, activeClients)),
  ];

  // Each interview belongs to a pre-booking of its pair (one per pair).
  const bookingOf = new Map<string, number>();
  const pairs = [...new Set(planned.map((p) => `${p.clientId}:${p.expertId}`))];
  for (let i = 0; i < pairs.length; i += 500) {
    const chunk = pairs.slice(i, i + 500).map((pair) => {
      const [clientId, eId] = pair.split(":").map(Number);
      return { clientId, expertId: eId, startDate: addDays(todayUtc(), -200), endDate: addDays(todayUtc(), 200) };
    });
    const rows = await db.insert(preBookings).values(chunk).returning({ id: preBookings.id, clientId: preBookings.clientId, expertId: preBookings.expertId });
    for (const r of rows) bookingOf.set(`${r.clientId}:${r.expertId}`, r.id);
  }
  const rows = planned.map((p, i) => ({
    clientId: p.clientId,
    expertId: p.expertId,
    preBookingId: bookingOf.get(`${p.clientId}:${p.expertId}`)!,
    startsAt: new Date(p.startsAt),
    endsAt: new Date(p.startsAt + p.minutes * 60_000),
    minutes: p.minutes,
    // One in eight was cancelled: still in the table, no longer busy.
    status: i % 8 === 7 ? ("cancelled" as const) : ("scheduled" as const),
    cancelReason: i % 8 === 7 ? "Moved on" : null,
  }));
  for (let i = 0; i < rows.length; i += 1000) await db.insert(interviews).values(rows.slice(i, i + 1000));
  await db.execute(sql`analyze`);
  const [{ mine }] = await db.select({ mine: sql<number>`count(*)::int` }).from(interviews).where(eq(interviews.expertId, expertId));
  console.log(`seeded ${database.driver}: ${rows.length} interviews (${mine} of the expert), ${pairs.length} pre-bookings, ${OTHER_EXPERTS + 1} experts, ${CLIENTS + 1} clients`);
  return { expertId, busyClientId, quietClientId };
}

// ---------------------------------------------------------------------------------------------
// The path timed.
// ---------------------------------------------------------------------------------------------

async function workingDays(db: Database["db"], expertId: number, clientId: number) {
  const [expert] = await db.select({ timeZone: experts.timeZone, workStart: experts.workStart, workEnd: experts.workEnd }).from(experts).where(eq(experts.userId, expertId));
  const [client] = await db
    .select({ timeZone: clientProfiles.timeZone, workStart: clientProfiles.workStart, workEnd: clientProfiles.workEnd })
    .from(clientProfiles)
    .where(eq(clientProfiles.userId, clientId));
  return { expert, client };
}

/**
 * Both parties' scheduled interviews that meet [from, to): an interview lasts at most an hour, so it
 * meets the range only if it starts in [from − 1 h, to), a range of each index.
 */
function busyStatement(db: Database["db"], expertId: number, clientId: number, from: number, to: number) {
  const earliest = new Date(from - HOUR);
  const until = new Date(to);
  const of = (who: typeof interviews.expertId | typeof interviews.clientId, id: number) =>
    db
      .select({ startsAt: interviews.startsAt, endsAt: interviews.endsAt })
      .from(interviews)
      .where(and(eq(who, id), gt(interviews.startsAt, earliest), lt(interviews.startsAt, until), eq(interviews.status, "scheduled")));
  return of(interviews.expertId, expertId).unionAll(of(interviews.clientId, clientId));
}

async function busySpans(db: Database["db"], expertId: number, clientId: number, from: number, to: number) {
  const rows = await busyStatement(db, expertId, clientId, from, to);
  return rows.filter((r) => r.endsAt.getTime() > from).map((r) => [r.startsAt.getTime(), r.endsAt.getTime()] as const);
}

/** Twelve ranges of 21 days, a fortnight apart over the coming half year (the answers the screen asks for). */
function ranges() {
  return Array.from({ length: 12 }, (_, i) => addDays(todayUtc(), 1 + i * 14));
}

// ---------------------------------------------------------------------------------------------

interface Row {
  driver: Driver;
  step: string;
  times: number[];
}

async function benchDriver(driver: Driver, adminUrl?: string): Promise<Row[]> {
  const { database, drop } = await openBenchDatabase(driver, "bench_interview_slots", adminUrl);
  try {
    const seeded = await seed(database);
    const { db } = database;
    // Each client asks as the screen does: with a pending pre-booking of the expert that asked for an interview.
    const clientRows = new Map<number, typeof users.$inferSelect>();
    for (const clientId of [seeded.busyClientId, seeded.quietClientId]) {
      const [row] = await db.select().from(users).where(eq(users.id, clientId));
      clientRows.set(clientId, row);
      await db.insert(preBookings).values({ clientId, expertId: seeded.expertId, startDate: addDays(todayUtc(), 400), endDate: addDays(todayUtc(), 500), preInterviewRequested: true, status: "pending" });
    }
    const froms = ranges();
    let turn = 0;
    const next = () => {
      const from = froms[turn % froms.length];
      const clientId = turn % 2 === 0 ? seeded.busyClientId : seeded.quietClientId;
      turn += 1;
      // The client's range in instants, with a day either side for any zone.
      const rangeFrom = Date.parse(`${from}T00:00:00Z`) - DAY;
      const rangeTo = Date.parse(`${addDays(from, INTERVIEW_SLOT_DAYS_MAX)}T00:00:00Z`) + DAY;
      return { from, clientId, rangeFrom, rangeTo };
    };

    // The function alone, on spans read once per range.
    const prepared = await Promise.all(
      froms.map(async (from, i) => {
        const clientId = i % 2 === 0 ? seeded.busyClientId : seeded.quietClientId;
        const hours = await workingDays(db, seeded.expertId, clientId);
        const rangeFrom = Date.parse(`${from}T00:00:00Z`) - DAY;
        const rangeTo = Date.parse(`${addDays(from, INTERVIEW_SLOT_DAYS_MAX)}T00:00:00Z`) + DAY;
        return { from, hours, busy: await busySpans(db, seeded.expertId, clientId, rangeFrom, rangeTo) };
      }),
    );
    console.log(`busy spans per range: ${prepared.map((p) => p.busy.length).join(", ")}`);
    let fnTurn = 0;
    const fnOnly: Cell = {
      times: [],
      run: async () => {
        const p = prepared[fnTurn++ % prepared.length];
        interviewSlots({ expert: p.hours.expert, client: p.hours.client, from: p.from, days: INTERVIEW_SLOT_DAYS_MAX, minutes: 60, busy: p.busy, notBefore: Date.now() });
      },
    };
    const readOnly: Cell = {
      times: [],
      run: async () => {
        const q = next();
        await busySpans(db, seeded.expertId, q.clientId, q.rangeFrom, q.rangeTo);
      },
    };
    let slotsOffered = 0;
    const whole: Cell = {
      times: [],
      run: async () => {
        const q = next();
        const answer = await slotsFor({ db: db as unknown as Db, config: {} }, clientRows.get(q.clientId)!, { expertId: seeded.expertId, from: q.from, days: INTERVIEW_SLOT_DAYS_MAX, minutes: 60 });
        slotsOffered = answer.slots.length;
      },
    };
    const floor = floorCell(database);
    await timeInRounds([floor, fnOnly, readOnly, whole], WARMUP, runs);
    console.log(`last answer: ${slotsOffered} slots`);

    if (process.env.BENCH_EXPLAIN) {
      const q = next();
      await explainAnalyze(database, "busy spans of both parties", busyStatement(db, seeded.expertId, seeded.busyClientId, q.rangeFrom, q.rangeTo).getSQL());
    }
    return [
      { driver, step: "select 1 (floor)", times: floor.times },
      { driver, step: "interviewSlots() alone", times: fnOnly.times },
      { driver, step: "busy-span read alone", times: readOnly.times },
      { driver, step: "the answer: slotsFor (access, hours, busy read, slots)", times: whole.times },
    ];
  } finally {
    await drop();
  }
}

async function main() {
  const started = performance.now();
  console.log(`Interview slots: 21 days, 60-minute slots; expert with ${interviewsOfExpert} interviews a year; ${runs} rounds after ${WARMUP}. ${machineLoad()}`);
  const rows: Row[] = [];
  for (const driver of drivers) {
    if (driver === "pg") rows.push(...(await withPostgres(5793, (url) => benchDriver("pg", url))));
    else rows.push(...(await benchDriver(driver)));
  }
  const fmt = (ms: number) => ms.toFixed(2);
  console.log("");
  printTable(
    ["driver", "step", "p50 ms", "p95 ms", "p99 ms"],
    rows.map((r) => {
      const sorted = [...r.times].sort((a, b) => a - b);
      return [r.driver, r.step, fmt(percentile(sorted, 50)), fmt(percentile(sorted, 95)), fmt(percentile(sorted, 99))];
    }),
    2,
  );
  console.log("");
  for (const r of rows.filter((row) => row.step.startsWith("the answer"))) {
    const p95 = percentile([...r.times].sort((a, b) => a - b), 95);
    console.log(`${r.driver}: the answer's p95 ${fmt(p95)} ms ${p95 <= GOAL_P95_MS ? "≤" : ">"} ${GOAL_P95_MS} ms: ${p95 <= GOAL_P95_MS ? "goal met" : "GOAL MISSED"}`);
  }
  console.log(`\n${machineLoad()}; took ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

await main();

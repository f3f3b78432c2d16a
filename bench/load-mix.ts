/**
 * bench:load's production mix: what visitors and signed-in clients ask for, in what shares, and the
 * p99 latency each kind must hold. Public pages, the expert list and profiles, the blog, expert
 * searches, matches (POST /api/match) and pre-booking writes; the writes book the experts that hold
 * event streams, each booking of an expert on its own first day, so its event can be told apart.
 */
import pg from "pg";
import type { Kind, RequestSpec } from "./open-loop";
import { bookingKey, noticeDay, type StreamExpert } from "./streams";
import { prng } from "./support";
import { addDays } from "@shared/calendar";

/** p99 goals (ms) and shares of the arrivals. */
export const MIX = {
  pages: { name: "public pages", goalMs: 100, share: 0.3 },
  reads: { name: "API reads", goalMs: 100, share: 0.35 },
  searches: { name: "expert searches", goalMs: 150, share: 0.2 },
  matches: { name: "matches", goalMs: 150, share: 0.05 },
  writes: { name: "pre-booking writes", goalMs: 200, share: 0.1 },
} as const;

const PASSWORD = "bench-load-password-2026";
const BROWSER = { "accept-encoding": "gzip, deflate, br" };

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const tomorrow = () => addDays(isoDay(new Date()), 1);

/** The bench's own preparation, not measured: a 503 (the server busy) is asked again after its Retry-After, up to this many times. */
const PREPARE_RETRIES = 20;

async function api<T>(base: string, pathname: string, init: RequestInit & { json?: unknown } = {}): Promise<{ body: T; headers: Headers }> {
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set("Content-Type", "application/json");
  headers.set("Origin", base);
  const send = () => fetch(base + pathname, { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
  let res = await send();
  for (let retry = 0; res.status === 503 && retry < PREPARE_RETRIES; retry++) {
    await res.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, Number(res.headers.get("retry-after") ?? 1) * 1000));
    res = await send();
  }
  const text = await res.text();
  if (res.status >= 400) throw new Error(`${init.method ?? "GET"} ${pathname}: ${res.status} ${text.slice(0, 300)}`);
  return { body: (text ? JSON.parse(text) : null) as T, headers: res.headers };
}

async function inBatches<T, R>(items: T[], size: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return out;
}

interface Bookable {
  expertId: number;
  startDate: string;
  endDate: string;
}

/** Match requests as the form sends them, on the seeded pool's skills and a few time zones. */
function matchBodies() {
  const start = addDays(tomorrow(), 13);
  const london = { timeZone: "Europe/London", workStart: "09:00", workEnd: "17:00" };
  return [
    { mustHave: ["Python"], startDate: start, weeks: 12, ...london, minOverlapHours: 4 },
    { mustHave: ["Python", "SQL"], niceToHave: ["dbt", "Airflow"], maxRate: 110, startDate: start, weeks: 12, ...london, minOverlapHours: 4 },
    { mustHave: ["Python"], niceToHave: ["PyTorch", "MLflow"], startDate: start, weeks: 26, timeZone: "America/New_York", workStart: "09:00", workEnd: "17:00", minOverlapHours: 2 },
    { mustHave: ["LLMs"], niceToHave: ["RAG", "LangChain"], startDate: start, weeks: 8, timeZone: "Africa/Johannesburg", workStart: "08:00", workEnd: "17:00", minOverlapHours: 4 },
    { mustHave: ["SQL"], startDate: start, weeks: 52, timeZone: "Europe/Amsterdam", workStart: "09:00", workEnd: "18:00", minOverlapHours: 0, limit: 20 },
    { mustHave: ["Kubernetes"], niceToHave: ["Terraform"], startDate: start, weeks: 4, ...london, minOverlapHours: 4 },
  ];
}

/** Expert searches as the Browse Experts filters make them: text, skill and highest rate. */
function searchPaths() {
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
}

export type Prepared = Awaited<ReturnType<typeof prepare>>;

/**
 * Signed-in clients (registered as anyone does, their addresses marked verified as the mailed link
 * would), the seeded experts and posts to read, and the match requests, each tried once.
 */
export async function prepare(base: string, databaseUrl: string, clientCount: number) {
  const experts = (await api<{ userId: number }[]>(base, "/api/experts?limit=100")).body.map((e) => e.userId);
  const bookable: Bookable[] = [];
  for (const expertId of experts) {
    const a = (await api<{ availableFrom?: string | null; availableTo?: string | null }>(base, `/api/availability/${expertId}`)).body;
    const start = a.availableFrom && a.availableFrom > tomorrow() ? a.availableFrom : tomorrow();
    let end = addDays(start, 90);
    if (a.availableTo && end > a.availableTo) end = a.availableTo;
    if (end > start) bookable.push({ expertId, startDate: start, endDate: end });
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
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    await c.query("update users set email_verified_at = now() where email_verified_at is null and email like 'load-%@bench.example'");
  } finally {
    await c.end();
  }

  const slugs = (await api<{ slug: string }[]>(base, "/api/blog/posts")).body.map((p) => p.slug);
  const matches = matchBodies();
  for (const m of matches) await api(base, "/api/match", { method: "POST", json: m, headers: { Cookie: cookies[0] } });
  return { experts, bookable, cookies, slugs, matches };
}

/** The pages a visitor opens: the prerendered ones and blog posts (rendered from the database). */
export const pagePaths = (prep: Pick<Prepared, "slugs">) => ["/", "/howitworks", "/about", "/faq", "/booking", "/blog", ...prep.slugs.slice(0, 3).map((s) => `/blog/${s}`)];

/** What the writes did: acknowledged ids, when each booking's answer came (by bookingKey), and refusals by message. */
export interface WriteLog {
  acknowledged: number[];
  acked: Map<string, number>;
  messages: Map<string, number>;
}

export const newWriteLog = (): WriteLog => ({ acknowledged: [], acked: new Map(), messages: new Map() });

/**
 * The mix's kinds, each making its next request. With `streamExperts`, the writes book those
 * experts; without, the seeded bookable ones.
 */
export function mixKinds(base: string, prep: Prepared, writes: WriteLog, streamExperts: StreamExpert[] | null, seed = 7): Kind[] {
  const rand = prng(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)];
  const json = { ...BROWSER, accept: "application/json" };
  const signedIn = () => ({ ...json, "content-type": "application/json", origin: base, cookie: pick(prep.cookies) });
  const get = (path: string, headers: Record<string, string> = json): RequestSpec => ({ method: "GET", path, headers });

  const pages = pagePaths(prep);
  const html = { ...BROWSER, accept: "text/html,application/xhtml+xml" };
  const searches = searchPaths();
  const reads = () => {
    const r = rand();
    if (r < 0.3) return get("/api/experts");
    if (r < 0.7) return get(`/api/experts/profile/${pick(prep.experts)}`);
    if (r < 0.85) return get("/api/blog/posts");
    return get(`/api/blog/posts/${pick(prep.slugs)}`);
  };

  const first = tomorrow();
  const bookedOf = new Map<number, number>();
  let n = 0;
  const booking = () => {
    if (!streamExperts) return pick(prep.bookable);
    const { userId } = pick(streamExperts);
    const k = bookedOf.get(userId) ?? 0;
    bookedOf.set(userId, k + 1);
    const startDate = addDays(first, 1 + k);
    return { expertId: userId, startDate, endDate: addDays(startDate, 29) };
  };
  const write = (): RequestSpec => {
    const b = booking();
    const key = bookingKey(b.expertId, noticeDay(b.startDate));
    n += 1;
    return {
      method: "POST",
      path: "/api/pre-bookings",
      headers: signedIn(),
      body: JSON.stringify({ expertId: b.expertId, startDate: b.startDate, endDate: b.endDate, contractLength: 6, notes: `load bench request ${n}` }),
      onAnswer: (status, body) => {
        if (status === 201) {
          writes.acked.set(key, Date.now());
          const id = (JSON.parse(body) as { id?: unknown }).id;
          if (typeof id === "number") writes.acknowledged.push(id);
          else writes.messages.set("201 without an id", (writes.messages.get("201 without an id") ?? 0) + 1);
          return;
        }
        let message = body.slice(0, 120);
        try {
          const parsed = JSON.parse(body) as { message?: string; error?: { message?: string } };
          message = parsed.error?.message ?? parsed.message ?? message;
        } catch {
          // not JSON: keep the text
        }
        const line = `${status} ${message}`;
        writes.messages.set(line, (writes.messages.get(line) ?? 0) + 1);
      },
    };
  };

  return [
    { ...MIX.pages, next: () => get(pick(pages), html) },
    { ...MIX.reads, next: reads },
    { ...MIX.searches, next: () => get(pick(searches)) },
    { ...MIX.matches, next: () => ({ method: "POST", path: "/api/match", headers: signedIn(), body: JSON.stringify(pick(prep.matches)) }) },
    { ...MIX.writes, next: write },
  ];
}

/** One request of each of the reads' JSON answers, to check that the reference answers as the product does. */
export function sameAnswerRequests(prep: Prepared): { method: "GET" | "POST"; path: string; body?: unknown }[] {
  const searches = searchPaths();
  return [
    { method: "GET", path: "/api/experts" },
    { method: "GET", path: "/api/blog/posts" },
    ...prep.experts.slice(0, 3).map((id) => ({ method: "GET" as const, path: `/api/experts/profile/${id}` })),
    ...prep.slugs.slice(0, 2).map((slug) => ({ method: "GET" as const, path: `/api/blog/posts/${slug}` })),
    ...[0, 37, 101, 150].map((i) => ({ method: "GET" as const, path: searches[i % searches.length] })),
    ...prep.matches.map((body) => ({ method: "POST" as const, path: "/api/match", body })),
  ];
}

/** The mix without its writes: what the bare reference server answers too. */
export const readKinds = (kinds: Kind[]) => kinds.filter((k) => k.name !== MIX.writes.name);

/** Acknowledged writes missing from the database, and the bench's bookings there. */
export async function missingWrites(databaseUrl: string, ids: number[]) {
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

/**
 * bench:load's reference: a bare Express server over `pg` answering the mix's reads with the same
 * queries as the product, uncached, and nothing else: no sessions, logging, validation, security
 * headers, caches or scheduling. Its capacity at the latency goal is what the product's reads could
 * reach on this machine with none of its own machinery; bench:load prints the product's as a share
 * of it. Started by bench:load as its own process:
 *
 *   node --import tsx bench/reference-server.ts --port 5802 --database postgres://... --pages pages.json --processes 2
 *
 * `--processes` workers share the port and accept their own connections (`SCHED_NONE`), as the
 * product's do (docs/decisions/053), as many as the product runs; each has a pool of DATABASE_POOL_SIZE connections (default 20, the product's).
 * Answers are compressed as the product's are (the compression middleware, 1 KB threshold); pages
 * are the product's HTML captured once by bench:load, gzipped once, and a blog post's page reads its
 * post from the database first, as the product's does. Prints "ready" once every worker listens.
 */
import cluster from "node:cluster";
import fs from "node:fs";
import { parseArgs } from "node:util";
import zlib from "node:zlib";
import compression from "compression";
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import express, { type Response } from "express";
import pg from "pg";
import { MATCH_HORIZON_DAYS } from "@shared/contracts/match";
import { engagementEnd, overlapOf, ZoneClock } from "@shared/working-hours";
import { activePatternsStatement, MATCH_WORK_MEM, matchStatement, type HoursPattern, type MatchRow } from "../server/match/match.repo";
import { minFreeDays } from "../server/match/match.service";
import { addDays } from "@shared/calendar";

const { values } = parseArgs({
  options: {
    port: { type: "string" },
    database: { type: "string" },
    pages: { type: "string" },
    processes: { type: "string", default: "1" },
  },
});

const EXPERT_COUNT_CAP = 1000;
const PAGE_LIMIT = 20;
const BLOG_LIMIT = 100;

interface ExpertRecord {
  user_id: number;
  name: string;
  role: string;
  profile_image: string | null;
  skills: string[];
  years_experience: number;
  hourly_rate_cents: string | null;
  bio: string | null;
  is_active: boolean;
  time_zone: string;
  work_start: string;
  work_end: string;
}

const publicExpert = (e: ExpertRecord) => ({
  id: e.user_id,
  userId: e.user_id,
  name: e.name,
  role: e.role,
  profileImage: e.profile_image,
  skills: e.skills,
  yearsExperience: e.years_experience,
  hourlyRate: e.hourly_rate_cents === null ? null : Math.round(Number(e.hourly_rate_cents) / 100),
  bio: e.bio,
  isActive: e.is_active,
  timeZone: e.time_zone,
  workStart: e.work_start,
  workEnd: e.work_end,
});

interface PostRecord {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  featured_image: string | null;
  published_at: Date;
  published: boolean;
  tags: string[];
  author: string;
}

const postSummary = (p: PostRecord) => ({
  id: p.id,
  title: p.title,
  slug: p.slug,
  excerpt: p.excerpt,
  featuredImage: p.featured_image,
  publishedAt: p.published_at.toISOString(),
  tags: p.tags,
  author: p.author,
});

const dialect = new PgDialect();
const toQuery = (statement: SQL) => {
  const q = dialect.sqlToQuery(statement);
  return { text: q.sql, values: q.params };
};

function serve() {
  const db = new pg.Pool({ connectionString: values.database, max: Number(process.env.DATABASE_POOL_SIZE ?? 20) });
  const pages = new Map(
    (JSON.parse(fs.readFileSync(values.pages!, "utf8")) as { path: string; html: string }[]).map((p) => [p.path, { html: p.html, gzip: zlib.gzipSync(p.html, { level: 6 }) }]),
  );
  const published = "published = true and published_at is not null";
  const findPost = (slug: string) => db.query<PostRecord>(`select * from blog_posts where ${published} and slug = $1 limit 1`, [slug]);

  const app = express();
  app.disable("x-powered-by");
  app.use(compression({ threshold: 1024 }));
  app.use(express.json({ limit: "100kb" }));

  app.get("/api/experts", async (req, res) => {
    const q = typeof req.query.q === "string" && req.query.q.trim() ? req.query.q.trim().toLowerCase() : undefined;
    const skill = typeof req.query.skill === "string" && req.query.skill.trim() ? req.query.skill.trim() : undefined;
    const maxRate = typeof req.query.maxRate === "string" && req.query.maxRate ? Math.floor(Number(req.query.maxRate)) : undefined;
    const params: unknown[] = [];
    const where = ["is_active"];
    if (q) where.push(`search_text like $${params.push(`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
    if (skill) where.push(`skills @> array[$${params.push(skill)}]::text[]`);
    if (maxRate !== undefined) where.push(`hourly_rate_cents <= $${params.push(maxRate * 100)}`);
    const filter = where.join(" and ");
    const { rows } = await db.query<ExpertRecord & { total: string }>(
      `select *, (select count(*) from (select 1 from experts where ${filter} limit ${EXPERT_COUNT_CAP + 1}) m) as total
         from experts where ${filter} order by name asc, user_id asc limit ${PAGE_LIMIT}`,
      params,
    );
    res.set("X-Total-Count", String(Math.min(Number(rows[0]?.total ?? 0), EXPERT_COUNT_CAP)));
    res.json(rows.map(publicExpert));
  });

  app.get("/api/experts/profile/:id", async (req, res) => {
    const { rows } = await db.query<ExpertRecord>("select * from experts where user_id = $1 limit 1", [Number(req.params.id)]);
    if (!rows[0]?.is_active) return void res.status(404).json({ message: "Expert not found" });
    res.json(publicExpert(rows[0]));
  });

  app.get("/api/blog/posts", async (_req, res) => {
    const [list, count] = await Promise.all([
      db.query<PostRecord>(`select * from blog_posts where ${published} order by published_at desc, id desc limit ${BLOG_LIMIT}`),
      db.query<{ total: string }>(`select count(*) as total from blog_posts where ${published}`),
    ]);
    res.set("X-Total-Count", count.rows[0].total).json(list.rows.map(postSummary));
  });

  app.get("/api/blog/posts/:slug", async (req, res) => {
    const { rows } = await findPost(req.params.slug);
    if (!rows[0]) return void res.status(404).json({ message: "Blog post not found" });
    res.json({ ...postSummary(rows[0]), content: rows[0].content, published: rows[0].published });
  });

  app.post("/api/match", async (req, res) => {
    const body = req.body as {
      mustHave: string[];
      niceToHave?: string[];
      maxRate?: number;
      startDate: string;
      weeks: number;
      timeZone: string;
      workStart: string;
      workEnd: string;
      minOverlapHours?: number;
      limit?: number;
    };
    const engagement = { startDate: body.startDate, weeks: body.weeks };
    const clientHours = { timeZone: body.timeZone, workStart: body.workStart, workEnd: body.workEnd };
    const patterns = (await db.query<HoursPattern>(toQuery(activePatternsStatement()))).rows;
    const clock = new ZoneClock();
    const qualifying = patterns
      .map((p) => ({ ...p, overlapHours: overlapOf(engagement, clientHours, p, clock).overlapHours }))
      .filter((p) => p.overlapHours >= (body.minOverlapHours ?? 4));
    const lower = (s: string) => s.toLowerCase();
    const days = body.weeks * 7;
    const niceToHave = (body.niceToHave ?? []).filter((n) => !body.mustHave.some((m) => lower(m) === lower(n)));
    const statement = matchStatement({
      mustHave: body.mustHave.map(lower),
      niceToHave: niceToHave.map(lower),
      maxRateCents: body.maxRate === undefined ? undefined : body.maxRate * 100,
      startDate: body.startDate,
      endDate: engagementEnd(body.startDate, body.weeks),
      days,
      minFreeDays: minFreeDays(days),
      latestStart: addDays(body.startDate, MATCH_HORIZON_DAYS),
      patterns: qualifying,
      limit: body.limit ?? 10,
    });
    const client = await db.connect();
    let row: { active: number; skilled: number; priced: number; overlapping: number; eligible: number; results: MatchRow[] };
    try {
      await client.query("begin");
      await client.query(toQuery(sql`select set_config('jit', 'off', true), set_config('work_mem', ${MATCH_WORK_MEM}, true)`));
      row = (await client.query<typeof row>(toQuery(statement))).rows[0];
      await client.query("commit");
    } catch (err) {
      await client.query("rollback").catch(() => {});
      throw err;
    } finally {
      client.release();
    }
    const ids = row.results.map((r) => r.expertId);
    const experts = new Map(
      (ids.length ? (await db.query<ExpertRecord>("select * from experts where user_id = any($1::int[])", [ids])).rows : []).map((e) => [e.user_id, e]),
    );
    const results = row.results.flatMap((r) => {
      const e = experts.get(r.expertId);
      if (!e) return [];
      // The requested skills the expert has, in the expert's spelling, and the nice-to-haves they lack.
      const own = new Map(e.skills.map((s) => [lower(s), s]));
      const matchedSkills: string[] = [];
      const missingSkills: string[] = [];
      for (const skill of [...body.mustHave, ...niceToHave]) {
        const theirs = own.get(lower(skill));
        if (theirs !== undefined) {
          if (!matchedSkills.includes(theirs)) matchedSkills.push(theirs);
        } else if (niceToHave.includes(skill)) missingSkills.push(skill);
      }
      return [
        {
          ...publicExpert(e),
          score: r.score,
          reasons: {
            matchedSkills,
            missingSkills,
            overlapHours: r.overlapHours,
            coverage: Math.round((r.freeDays / days) * 10_000) / 10_000,
            availableFrom: r.availableFrom,
          },
        },
      ];
    });
    res.json({
      results,
      total: row.eligible,
      excludedBy: { skills: row.active - row.skilled, rate: row.skilled - row.priced, overlap: row.priced - row.overlapping, availability: row.overlapping - row.eligible },
    });
  });

  const sendPage = (res: Response, acceptsGzip: boolean, page: { html: string; gzip: Buffer }) => {
    res.type("html").vary("Accept-Encoding").set("Cache-Control", "no-cache");
    if (!acceptsGzip) return void res.send(page.html);
    res.set("Content-Encoding", "gzip").send(page.gzip);
  };
  app.get("/{*page}", async (req, res) => {
    const page = pages.get(req.path);
    if (!page) return void res.status(404).end();
    const slug = /^\/blog\/([^/]+)$/.exec(req.path)?.[1];
    if (slug && !(await findPost(slug)).rows[0]) return void res.status(404).end();
    sendPage(res, /\bgzip\b/.test(req.headers["accept-encoding"] ?? ""), page);
  });

  const server = app.listen(Number(values.port), "127.0.0.1", () => {
    if (cluster.isPrimary) process.stdout.write("ready\n");
  });
  // Idle connections are kept as long as the product keeps them (server/index.ts), so neither
  // server pays for new connections the other does not.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

const processes = Number(values.processes);
if (processes > 1 && cluster.isPrimary) {
  let listening = 0;
  cluster.on("listening", () => {
    listening += 1;
    if (listening === processes) process.stdout.write("ready\n");
  });
  cluster.on("exit", (_worker, code, signal) => {
    if (signal !== "SIGTERM") process.exitCode = code || 1;
  });
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  for (let i = 0; i < processes; i += 1) cluster.fork();
  process.on("SIGTERM", () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
  });
} else {
  serve();
}

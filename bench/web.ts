// `npm run bench:web`: builds the client, serves it from the production server on an empty
// embedded database (demo data seeded), and runs Lighthouse (mobile settings, simulated
// throttling) in Chromium on each public page and on a blog post. Prints the median of N runs per
// page (Performance, the other categories, LCP, TBT, CLS), each page's first-load JavaScript
// (gzip, as client/bundle-budget.json counts it) and any request to another host, then whether
// every goal is met. Then the signed-in client dashboard: signed in as the demo client in the same
// browser, the time from navigation to its heading ("What needs you now") and the JavaScript loaded,
// median of the runs, against a goal of the heading within 1,000 ms.
// Options: --no-build (reuse dist/), --runs=N or --runs N (runs per page, median kept; default 5),
// --signed-in-only (skip the public pages' Lighthouse runs), --pages=/booking,/blog (only those
// pages; "post" stands for the newest blog post; the signed-in dashboard is skipped),
// --verbose (failing audits' details, each run's long tasks and each page's scripts), --json (raw figures).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { DIST_DIR, firstLoad, readBudget } from "../scripts/first-load-js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const lighthouseVersion: string = createRequire(import.meta.url)("lighthouse/package.json").version;
const PAGES = ["/", "/howitworks", "/about", "/faq", "/booking", "/blog"];
/** The blog post measured: the newest published one (its budget line is "/blog/:slug"). */
const POST_ROUTE = "/blog/:slug";
const GOALS = { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1200, tbtMs: 50, cls: 0 };

function option(name: string): string | undefined {
  const index = process.argv.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index < 0) return undefined;
  const arg = process.argv[index];
  return arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : process.argv[index + 1];
}

const RUNS = Number(option("runs") ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error("--runs takes a whole number of runs per page, 1 or more");
const VERBOSE = process.argv.includes("--verbose");
const SIGNED_IN_ONLY = process.argv.includes("--signed-in-only");
/** Only these pages ("post" for the blog post), when given; the dashboard is then left out. */
const ONLY_PAGES = option("pages")?.split(",").map((p) => p.trim()).filter(Boolean);
/** The demo client of the seed (server/demo), and the signed-in page measured with its goal. */
const DEMO_CLIENT = { username: "demo.client@northwind.example", password: "demo-pass-2026" };
const DASHBOARD = { page: "/client/dashboard", heading: "What needs you now", goalMs: 1000 };
const CHROME_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"];

interface RunResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every script the page loaded during the run (first load and later), as transferred to Lighthouse's browser (it may negotiate Brotli). */
  jsKb: number;
  otherHosts: string[];
  failing: string[];
  scripts: string[];
  runtimeError?: string;
}

interface PageResult extends Omit<RunResult, "runtimeError"> {
  page: string;
  /** The budget's route for the page ("/blog/:slug" for a post). */
  route: string;
  /** First-load JavaScript (gzip) from the build, and the budget for it. */
  firstLoadKb: number;
  budgetKb: number | undefined;
  runs: RunResult[];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-web-"));
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
    SESSION_SECRET: randomBytes(32).toString("hex"),
    PAYOUT_ACCOUNT_KEY: randomBytes(32).toString("hex"),
    ADMIN_PASSWORD: randomBytes(12).toString("hex"),
    SEED_DEMO_DATA: "true",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    TRUST_PROXY: "true",
  };
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], { cwd: ROOT, env, stdio: ["ignore", "ignore", "inherit"] });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("The server did not become healthy within 90 s");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

function summarise(origin: string, lhr: Lhr): RunResult {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = ((lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter(
    (item) => /^https?:/.test(item.url),
  );
  const scripts = requests.filter((item) => item.resourceType === "Script");
  const failing = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "manual")
    .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    otherHosts: [...new Set(requests.map((item) => new URL(item.url).origin).filter((o) => o !== origin))],
    failing,
    scripts: scripts.map((item) => `${new URL(item.url).pathname} ${((item.transferSize ?? 0) / 1024).toFixed(1)} KB`),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
  };
}

/** A script's path with the source it was built from (scripts are named by their hash), for --verbose. */
let sources: Map<string, string> | undefined;
function withSource(pathname: string): string {
  if (!sources) {
    const manifest = JSON.parse(readFileSync(path.join(DIST_DIR, ".vite/manifest.json"), "utf8")) as Record<string, { file: string; src?: string; name?: string }>;
    sources = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, chunk.src ?? chunk.name ?? key]));
  }
  const source = sources.get(pathname);
  return source ? `${pathname} (${source})` : pathname;
}

/** The items behind each Best Practices, SEO or Accessibility audit that did not pass, for --verbose. */
function printDetails(page: string, lhr: Lhr) {
  for (const category of ["best-practices", "seo", "accessibility"]) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1 || ref.weight === 0) continue;
      const items = (audit.details as { items?: unknown[] } | undefined)?.items ?? [];
      console.log(`  ${page} ${category}/${audit.id}: ${audit.title}\n    ${items.slice(0, 5).map((item) => JSON.stringify(item).slice(0, 600)).join("\n    ")}`);
    }
  }
  // Where the blocking time comes from: the main thread's long tasks, as Lighthouse simulates them.
  const longTasks = (lhr.audits["long-tasks"]?.details as { items?: Array<{ url?: string; startTime?: number; duration?: number }> } | undefined)?.items ?? [];
  if (longTasks.length) {
    const described = longTasks.map((t) => `${Math.round(t.startTime ?? 0)}+${Math.round(t.duration ?? 0)} ms ${t.url && /^https?:/.test(t.url) ? withSource(new URL(t.url).pathname) : (t.url || "(no script)")}`);
    console.log(`  ${page} long tasks: ${described.join(", ")}`);
  }
  // Lighthouse 13 checks the document's compression, redirects and server time in one insight.
  const latency = lhr.audits["document-latency-insight"];
  if (latency && latency.score !== null && latency.score < 1) {
    console.log(`  ${page} document latency: ${JSON.stringify(latency.details ?? latency.displayValue).slice(0, 600)}`);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Each figure is the median of the runs; the failing audits are those of the run whose Performance is the median. */
function combine(page: string, route: string, runs: RunResult[], budgetKb: number | undefined): PageResult {
  const byPerformance = [...runs].sort((a, b) => a.performance - b.performance);
  const middle = byPerformance[Math.floor(byPerformance.length / 2)];
  const load = firstLoad(route, readBudget()[route]);
  return {
    page,
    route,
    performance: median(runs.map((r) => r.performance)),
    accessibility: median(runs.map((r) => r.accessibility)),
    bestPractices: median(runs.map((r) => r.bestPractices)),
    seo: median(runs.map((r) => r.seo)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    jsKb: median(runs.map((r) => r.jsKb)),
    otherHosts: [...new Set(runs.flatMap((r) => r.otherHosts))],
    failing: middle.failing,
    scripts: middle.scripts,
    firstLoadKb: load.gzipBytes / 1024,
    budgetKb,
    runs,
  };
}

function printTable(results: PageResult[]) {
  const head = ["Page", "Perf", "A11y", "BP", "SEO", "LCP", "TBT", "CLS", "First JS (gzip)", "Budget", "JS loaded"];
  const rows = results.map((r) => [
    r.page,
    String(r.performance),
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
    `${(r.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(r.tbtMs)} ms`,
    r.cls.toFixed(3),
    `${r.firstLoadKb.toFixed(1)} KB`,
    r.budgetKb === undefined ? "none" : `${r.budgetKb} KB`,
    `${r.jsKb.toFixed(1)} KB`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  console.log(line(head));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const row of rows) console.log(line(row));
}

const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(", ");

async function main() {
  if (!process.argv.includes("--no-build")) {
    const built = spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
    if (built.status !== 0) throw new Error("The build failed");
  }
  const budget = readBudget();
  const loadBefore = loadAverage();
  const server = await startServer();
  const posts = (await (await fetch(`${server.baseURL}/api/blog/posts`)).json()) as Array<{ slug: string }>;
  if (!posts.length) throw new Error("No published blog post to measure");
  const pages = [...PAGES.map((page) => ({ page, route: page })), { page: `/blog/${posts[0].slug}`, route: POST_ROUTE }].filter(
    ({ page, route }) => !ONLY_PAGES || ONLY_PAGES.includes(page) || (route === POST_ROUTE && ONLY_PAGES.includes("post")),
  );
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  const results: PageResult[] = [];
  let dashboard: { headingMs: number; jsKb: number; runs: number } | null = null;
  let dashboardError = null as string | null;
  try {
    for (const { page, route } of SIGNED_IN_ONLY ? [] : pages) {
      // Several runs per page and the median of each figure (Lighthouse's own advice for noisy
      // machines); a run that fails to record a trace is retried.
      const runs: RunResult[] = [];
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 3; attempt++) {
        const runner = await lighthouse(server.baseURL + page, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        if (!runner) throw new Error(`Lighthouse returned nothing for ${page}`);
        const result = summarise(server.baseURL, runner.lhr);
        if (result.runtimeError && attempt < RUNS + 2) continue;
        if (VERBOSE) printDetails(page, runner.lhr);
        runs.push(result);
      }
      results.push(combine(page, route, runs, budget[route]?.maxKb));
    }
    // A failure there is reported with the public pages' figures rather than instead of them.
    if (!ONLY_PAGES) dashboard = await measureDashboard(server.baseURL, chrome.port).catch((error: unknown) => {
      dashboardError = error instanceof Error ? error.message.split("\n")[0] : String(error);
      return null;
    });
  } finally {
    await chrome.kill();
    await server.stop();
  }

  console.log(`\nLighthouse ${lighthouseVersion} (mobile, simulated throttling), median of ${RUNS} run${RUNS === 1 ? "" : "s"} per page`);
  console.log(`Machine: ${os.cpus().length} CPUs, load average (1, 5, 15 min) ${loadBefore} before and ${loadAverage()} after\n`);
  printTable(results);
  console.log(
    "\nFirst JS: the scripts and module preloads the page's HTML loads, gzipped, as client/bundle-budget.json counts them." +
      "\nJS loaded: every script Lighthouse's browser fetched during the run (code loaded after the first paint included), as transferred.",
  );
  const other = [...new Set(results.flatMap((r) => r.otherHosts))];
  console.log(`Requests to other hosts: ${other.length ? other.join(", ") : "none"}`);

  const misses = results.flatMap((r) =>
    [
      r.performance < GOALS.performance && `${r.page}: Performance ${r.performance} < ${GOALS.performance}`,
      r.accessibility < GOALS.accessibility && `${r.page}: Accessibility ${r.accessibility}`,
      r.bestPractices < GOALS.bestPractices && `${r.page}: Best Practices ${r.bestPractices}`,
      r.seo < GOALS.seo && `${r.page}: SEO ${r.seo}`,
      r.lcpMs > GOALS.lcpMs && `${r.page}: LCP ${(r.lcpMs / 1000).toFixed(2)} s > ${GOALS.lcpMs / 1000} s`,
      r.tbtMs > GOALS.tbtMs && `${r.page}: TBT ${Math.round(r.tbtMs)} ms > ${GOALS.tbtMs} ms`,
      Number(r.cls.toFixed(3)) > GOALS.cls && `${r.page}: CLS ${r.cls.toFixed(3)} > ${GOALS.cls}`,
      r.budgetKb === undefined && `${r.page}: no first-load JavaScript budget for ${r.route} in client/bundle-budget.json`,
      r.budgetKb !== undefined && r.firstLoadKb > r.budgetKb && `${r.page}: first-load JS ${r.firstLoadKb.toFixed(1)} KB gzip > ${r.budgetKb} KB`,
    ].filter((m): m is string => Boolean(m)),
  );
  if (other.length) misses.push("requests to other hosts");
  if (dashboard) {
    console.log(
      `\nSigned in as the demo client, ${DASHBOARD.page}: heading "${DASHBOARD.heading}" after ${Math.round(dashboard.headingMs)} ms` +
        ` (goal ${DASHBOARD.goalMs} ms), ${dashboard.jsKb.toFixed(1)} KB of JS loaded by then (as transferred), median of ${dashboard.runs} runs, no throttling.`,
    );
    if (dashboard.headingMs > DASHBOARD.goalMs) misses.push(`${DASHBOARD.page}: heading after ${Math.round(dashboard.headingMs)} ms > ${DASHBOARD.goalMs} ms`);
  }
  if (dashboardError) {
    console.log(`\nSigned in as the demo client, ${DASHBOARD.page}: not measured (${dashboardError}).`);
    misses.push(`${DASHBOARD.page}: not measured`);
  }
  console.log(misses.length ? `\nGoals missed:\n  ${misses.join("\n  ")}` : "\nAll goals met.");
  for (const r of results) {
    for (const run of r.runs) if (run.runtimeError) console.log(`  ${r.page} Lighthouse error: ${run.runtimeError}`);
    if (r.failing.length) console.log(`  ${r.page} audits below 0.9: ${r.failing.join(", ")}`);
  }
  if (VERBOSE) for (const r of results) console.log(`\nScripts loaded by ${r.page}:\n  ${r.scripts.map((s) => s.replace(/^\S+/, withSource)).join("\n  ")}`);
  if (process.argv.includes("--json")) console.log(JSON.stringify(results, null, 2));
  if (misses.length) process.exitCode = 1;
}

/**
 * The signed-in client dashboard, in the Chromium Lighthouse used: signs in as the demo client,
 * then loads the dashboard afresh each run and reads, from the page's own
 * clock, when its heading was on screen and how much JavaScript had been fetched by then.
 */
async function measureDashboard(baseURL: string, port: number) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = await browser.newContext({ baseURL });
  try {
    // Signed in through the sign-in form, as a client does: the session cookie and the app's own record of who is signed in.
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByLabel("Username").fill(DEMO_CLIENT.username);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_CLIENT.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(`**${DASHBOARD.page}`);
    const headingMs: number[] = [];
    const jsKb: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await page.goto(DASHBOARD.page, { waitUntil: "commit" });
      await page
        .getByRole("heading", { name: DASHBOARD.heading })
        .waitFor()
        .catch(async (error: unknown) => {
          // Say what was on screen instead, so a miss is a finding rather than a timeout.
          const shown = (await page.locator("body").innerText().catch(() => "")).replace(/\s+/g, " ").slice(0, 300);
          throw new Error(`${error instanceof Error ? error.message.split("\n")[0] : String(error)} at ${page.url()}; on screen: ${shown}`);
        });
      const figures = await page.evaluate(() => {
        const now = performance.now();
        const scripts = performance.getEntriesByType("resource").filter((e) => (e as PerformanceResourceTiming).initiatorType === "script" || e.name.endsWith(".js"));
        const bytes = scripts.reduce((sum, e) => sum + ((e as PerformanceResourceTiming).transferSize || (e as PerformanceResourceTiming).encodedBodySize || 0), 0);
        return { now, bytes };
      });
      headingMs.push(figures.now);
      jsKb.push(figures.bytes / 1024);
    }
    return { headingMs: median(headingMs), jsKb: median(jsKb), runs: RUNS };
  } finally {
    await context.close();
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

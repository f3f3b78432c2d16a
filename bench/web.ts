// `npm run bench:web`: builds the client, serves it from the production server on an empty
// embedded database, and runs Lighthouse (mobile settings) in Chromium on each public page.
// Prints scores and metrics per page, the first page's JavaScript and any request to another host.
// Options: --no-build (reuse dist/), --runs=N (runs per page, median kept; default 3),
// --verbose (failing audits' details and the first page's scripts), --json (raw figures).
import { spawn, spawnSync } from "node:child_process";
import http from "node:http";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const PAGES = ["/", "/howitworks", "/about", "/faq", "/booking", "/blog"];
const GOALS = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.02, firstPageJsKb: 100 };
const RUNS = Number(process.argv.find((arg) => arg.startsWith("--runs="))?.slice("--runs=".length) ?? 3);
const VERBOSE = process.argv.includes("--verbose");
const CHROME_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"];

interface PageResult {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript as transferred to Lighthouse's browser (it may negotiate Brotli). */
  jsKb: number;
  /** The same scripts' size with gzip. */
  jsGzipKb: number;
  otherHosts: string[];
  failing: string[];
  scripts: string[];
  scriptUrls: string[];
  runtimeError?: string;
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
    ADMIN_PASSWORD: randomBytes(12).toString("hex"),
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

/** The size of a response body as sent with gzip (whatever encoding the browser itself negotiated). */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () => resolve(bytes));
      })
      .on("error", reject);
  });
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

function summarise(page: string, origin: string, lhr: Lhr): PageResult {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = ((lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter(
    (item) => /^https?:/.test(item.url),
  );
  const jsBytes = requests.filter((item) => item.resourceType === "Script").reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const failing = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "manual")
    .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
  return {
    page,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsKb: jsBytes / 1024,
    jsGzipKb: 0,
    scriptUrls: requests.filter((item) => item.resourceType === "Script").map((item) => item.url),
    otherHosts: [...new Set(requests.map((item) => new URL(item.url).origin).filter((o) => o !== origin))],
    failing,
    scripts: requests
      .filter((item) => item.resourceType === "Script")
      .map((item) => `${new URL(item.url).pathname} ${((item.transferSize ?? 0) / 1024).toFixed(1)} KB`),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
  };
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/** The items behind each Best Practices or SEO audit that did not pass, for --verbose. */
function printDetails(page: string, lhr: Lhr) {
  for (const category of ["best-practices", "seo", "accessibility"]) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1 || ref.weight === 0) continue;
      const items = (audit.details as { items?: unknown[] } | undefined)?.items ?? [];
      console.log(`  ${page} ${category}/${audit.id}: ${audit.title}\n    ${items.slice(0, 5).map((item) => JSON.stringify(item).slice(0, 600)).join("\n    ")}`);
    }
  }
  const compression = lhr.audits["uses-text-compression"];
  const items = (compression?.details as { items?: Array<{ url: string }> } | undefined)?.items ?? [];
  if (items.length) console.log(`  ${page} uncompressed: ${items.map((item) => item.url).join(", ")}`);
}

function printTable(results: PageResult[]) {
  const head = ["Page", "Perf", "A11y", "BP", "SEO", "LCP", "TBT", "CLS", "JS sent", "JS gzip"];
  const rows = results.map((r) => [
    r.page,
    String(r.performance),
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
    `${(r.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(r.tbtMs)} ms`,
    r.cls.toFixed(3),
    `${r.jsKb.toFixed(1)} KB`,
    `${r.jsGzipKb.toFixed(1)} KB`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  console.log(line(head));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const row of rows) console.log(line(row));
}

async function main() {
  if (!process.argv.includes("--no-build")) {
    const built = spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
    if (built.status !== 0) throw new Error("The build failed");
  }
  const server = await startServer();
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  const results: PageResult[] = [];
  try {
    for (const page of PAGES) {
      // Several runs per page, the median by Performance kept (Lighthouse's own advice for noisy
      // machines); a run that fails to record a trace is retried.
      const runs: PageResult[] = [];
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 3; attempt++) {
        const runner = await lighthouse(server.baseURL + page, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        if (!runner) throw new Error(`Lighthouse returned nothing for ${page}`);
        const result = summarise(page, server.baseURL, runner.lhr);
        if (result.runtimeError && attempt < RUNS + 2) continue;
        if (VERBOSE) printDetails(page, runner.lhr);
        runs.push(result);
      }
      runs.sort((a, b) => a.performance - b.performance);
      const result = runs[Math.floor(runs.length / 2)];
      const sizes = await Promise.all(result.scriptUrls.map(gzipBytes));
      result.jsGzipKb = sizes.reduce((sum, size) => sum + size, 0) / 1024;
      results.push(result);
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }

  console.log(`\nLighthouse ${results.length ? "12 (mobile, simulated throttling)" : ""}\n`);
  printTable(results);
  const first = results[0];
  console.log(
    `\nFirst page (${first.page}) JavaScript: ${first.jsGzipKb.toFixed(1)} KB gzip (goal <= ${GOALS.firstPageJsKb} KB); ` +
      `${first.jsKb.toFixed(1)} KB as transferred to Lighthouse's Chromium`,
  );
  const other = [...new Set(results.flatMap((r) => r.otherHosts))];
  console.log(`Requests to other hosts: ${other.length ? other.join(", ") : "none"}`);

  const misses = results.flatMap((r) =>
    [
      r.performance < GOALS.performance && `${r.page}: Performance ${r.performance} < ${GOALS.performance}`,
      r.accessibility < GOALS.accessibility && `${r.page}: Accessibility ${r.accessibility}`,
      r.bestPractices < GOALS.bestPractices && `${r.page}: Best Practices ${r.bestPractices}`,
      r.seo < GOALS.seo && `${r.page}: SEO ${r.seo}`,
      r.cls > GOALS.cls && `${r.page}: CLS ${r.cls.toFixed(3)} > ${GOALS.cls}`,
    ].filter((m): m is string => Boolean(m)),
  );
  if (first.jsGzipKb > GOALS.firstPageJsKb) misses.push(`first page JS ${first.jsGzipKb.toFixed(1)} KB gzip > ${GOALS.firstPageJsKb} KB`);
  if (other.length) misses.push("requests to other hosts");
  console.log(misses.length ? `\nGoals missed:\n  ${misses.join("\n  ")}` : "\nAll goals met.");
  for (const r of results) {
    if (r.runtimeError) console.log(`  ${r.page} Lighthouse error: ${r.runtimeError}`);
    if (r.failing.length) console.log(`  ${r.page} audits below 0.9: ${r.failing.join(", ")}`);
  }
  if (VERBOSE) console.log(`\nScripts loaded by ${first.page}:\n  ${first.scripts.join("\n  ")}`);
  if (process.argv.includes("--json")) console.log(JSON.stringify(results, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

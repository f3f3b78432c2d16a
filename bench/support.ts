// What the benchmarks share: a throwaway PostgreSQL server and Markdown tables for their figures.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Runs `fn` with the admin URL of a PostgreSQL server: BENCH_DATABASE_URL when set, otherwise a
 * throwaway one (scripts/pg-throwaway.sh) on BENCH_PG_PORT or `defaultPort`, stopped and removed
 * afterwards. `fn` creates and drops its own databases.
 */
export async function withPostgres<T>(defaultPort: number, fn: (adminUrl: string) => Promise<T>): Promise<T> {
  if (process.env.BENCH_DATABASE_URL) return fn(process.env.BENCH_DATABASE_URL);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-pg-"));
  fs.chmodSync(dir, 0o755);
  const script = path.join(ROOT, "scripts/pg-throwaway.sh");
  const port = process.env.BENCH_PG_PORT ?? String(defaultPort);
  const url = execFileSync("bash", [script, "start", dir, port], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] }).trim();
  try {
    return await fn(url);
  } finally {
    execFileSync("bash", [script, "stop", dir], { stdio: "inherit" });
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Prints a Markdown table; columns from `rightFrom` on are numbers, aligned right. */
export function printTable(header: string[], body: string[][], rightFrom: number) {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i >= rightFrom ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(" | ")} |`;
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i >= rightFrom ? `${"-".repeat(w + 1)}:` : "-".repeat(w + 2))).join("|")}|`);
  for (const b of body) console.log(line(b));
}

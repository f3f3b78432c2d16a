/**
 * CPU time used by a process tree and by the whole machine (Linux /proc; NaN elsewhere). On a
 * machine shared with other work, the CPU each party used says who was short of it.
 */
import fs from "node:fs";
import os from "node:os";

const TICKS_PER_SECOND = 100;

/** CPU time (user + system, ms) a process and everything it started (a cluster's workers) have used. */
export function processTreeCpuMs(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    const stats = fs
      .readdirSync("/proc")
      .filter((entry) => /^\d+$/.test(entry))
      .flatMap((entry) => {
        try {
          return [{ pid: Number(entry), fields: fs.readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1].split(" ") }];
        } catch {
          return []; // ended meanwhile
        }
      });
    if (!stats.some((s) => s.pid === pid)) return NaN;
    const tree = new Set([pid]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const s of stats) {
        if (!tree.has(s.pid) && tree.has(Number(s.fields[1]))) {
          tree.add(s.pid);
          grew = true;
        }
      }
    }
    const ticks = stats.filter((s) => tree.has(s.pid)).reduce((sum, s) => sum + Number(s.fields[11]) + Number(s.fields[12]), 0);
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

/** Processes of this Node binary started by `pid` (a cluster's workers): how many a server runs, 1 if it runs alone. */
export function nodeWorkers(pid: number | undefined): number {
  if (pid === undefined) return 1;
  const node = fs.realpathSync(process.execPath);
  let workers = 0;
  for (const entry of fs.readdirSync("/proc").filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parent === pid && fs.readlinkSync(`/proc/${entry}/exe`) === node) workers += 1;
    } catch {
      // ended meanwhile, or not ours to read
    }
  }
  return Math.max(1, workers);
}

/** CPU time every process on the machine has used, over all CPUs (ms). */
export function machineBusyMs(): number {
  try {
    const [, ...ticks] = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
    const idle = ticks[3] + (ticks[4] ?? 0);
    return ((ticks.slice(0, 8).reduce((a, b) => a + b, 0) - idle) * 1000) / TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

/** Reads CPU counters now; `done()` gives the CPUs each kept busy since (CPU seconds per wall second). */
export function cpuMeter(pids: Record<string, number | undefined>) {
  const start = Date.now();
  const own = process.cpuUsage();
  const machine = machineBusyMs();
  const trees = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, processTreeCpuMs(pid)]));
  return () => {
    const seconds = (Date.now() - start) / 1000;
    const used = process.cpuUsage(own);
    const out: Record<string, number> = {
      generator: (used.user + used.system) / 1e6 / seconds,
      machine: (machineBusyMs() - machine) / 1000 / seconds,
    };
    for (const [name, pid] of Object.entries(pids)) out[name] = (processTreeCpuMs(pid) - trees[name]) / 1000 / seconds;
    return out;
  };
}

export const cpuCount = () => os.cpus().length;
export const loadAverage = () => os.loadavg()[0];

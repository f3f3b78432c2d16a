import cluster, { type Worker } from "node:cluster";
import type { Logger } from "./lib/logger";

/**
 * Several server processes on one port (node:cluster), for a machine with more than one CPU: one
 * Node process runs JavaScript on one CPU. Each worker is the whole server (bootstrap, app, jobs);
 * they share nothing in memory that matters: sessions, sign-in limits, uploads and bookings live in
 * PostgreSQL, which is why this needs DATABASE_URL. The primary only supervises:
 *
 * - it prints the banner once, when every worker listens;
 * - a worker that fails before it ever listened is a failed start (bad database URL, database
 *   down): the others are stopped and the primary exits with that code, as a single process would;
 * - a worker that dies later is replaced, unless workers keep dying (RESTART_LIMIT in
 *   RESTART_WINDOW_MS), which stops everything with exit code 1 for the supervisor to see;
 * - SIGTERM or SIGINT is passed to every worker, each finishes its requests in flight, and the
 *   primary exits 0 when all have (1 if any did not end cleanly).
 *
 * Workers tell each other things through the database (LISTEN/NOTIFY, server/lib/broadcast.ts),
 * which reaches other instances too, not through the primary.
 */

const RESTART_LIMIT = 5;
const RESTART_WINDOW_MS = 60_000;
/** A worker gives up on its connections after 10 s; this is the primary's last resort. */
const STOP_TIMEOUT_MS = 15_000;

export function runPrimary(count: number, logger: Logger, onListening: (port: number) => void) {
  const everListened = new WeakSet<Worker>();
  const restarts: number[] = [];
  let announced = false;
  let stopping = false;
  let exitCode = 0;

  const fork = () => cluster.fork();

  const stopAll = (reason: string, code: number) => {
    exitCode = Math.max(exitCode, code);
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, "stopping the server processes");
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    if (workers.length === 0) finish();
    for (const w of workers) w.process.kill("SIGTERM");
    setTimeout(() => {
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill("SIGKILL");
      logger.flush();
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
  };

  const finish = () => {
    logger.flush();
    process.exit(exitCode);
  };

  cluster.on("listening", (worker, address) => {
    everListened.add(worker);
    const listening = Object.values(cluster.workers ?? {}).filter((w) => w && everListened.has(w)).length;
    if (!announced && listening === count) {
      announced = true;
      onListening(address.port);
    }
  });

  cluster.on("exit", (worker, code, signal) => {
    const clean = code === 0 && signal === null;
    if (stopping) {
      // A worker still starting has no handler for SIGTERM yet and ends by it: that is a clean stop too.
      if (!clean && signal !== "SIGTERM") exitCode = Math.max(exitCode, 1);
      if (Object.keys(cluster.workers ?? {}).length === 0) finish();
      return;
    }
    if (!everListened.has(worker)) {
      logger.error({ pid: worker.process.pid, code, signal }, "a server process failed to start");
      stopAll("a server process failed to start", code || 1);
      return;
    }
    const now = Date.now();
    while (restarts.length && restarts[0] < now - RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length >= RESTART_LIMIT) {
      logger.error({ pid: worker.process.pid, code, signal }, `server processes keep ending (${RESTART_LIMIT + 1} within ${RESTART_WINDOW_MS / 1000} s): stopping`);
      stopAll("server processes keep ending", 1);
      return;
    }
    restarts.push(now);
    logger.error({ pid: worker.process.pid, code, signal }, "a server process ended; starting another");
    fork();
  });

  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => stopAll(signal, 0));
  // Each worker accepts its own connections from the shared socket. Node's default on Linux has the
  // primary accept them and hand them over one at a time, each waiting for the worker's reply: when
  // 200 connections opened at once on busy workers, the last waited about 3 s. The kernel's share
  // is less even (about 57/43 under load here, and a burst can land on one worker: decision 048).
  // Handing over also loses a connection given to a worker that has just died: it hangs, where
  // with the shared socket the surviving worker takes it (resilience/cluster.test.ts).
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  for (let i = 0; i < count; i += 1) fork();
}

import cluster, { type Worker } from "node:cluster";
import type { Logger } from "./lib/logger";

/**
 * Several server processes on one port (node:cluster), for a machine with more than one CPU: one
 * Node process runs JavaScript on one CPU. Each worker is the whole server (bootstrap, app, jobs)
 * and accepts its own connections from the one listening socket they share; the kernel gives each
 * new connection to a worker waiting in accept(). They share nothing in memory that matters:
 * sessions, sign-in limits, uploads and bookings live in PostgreSQL, which is why this needs
 * DATABASE_URL. Behind a load balancer, one process per instance (WEB_CONCURRENCY=1) does without
 * this file (docs/deploy.md).
 *
 * The primary only supervises:
 * - it prints the banner once every worker listens;
 * - a worker that fails before it ever listened is a failed start (bad database URL, database
 *   down): the others are stopped and the primary exits with that code, as a single process would;
 * - a worker that dies later is replaced, unless workers keep dying (RESTART_LIMIT in
 *   RESTART_WINDOW_MS), which stops everything with exit code 1 for the supervisor to see;
 * - SIGTERM or SIGINT is passed to every worker, each stops listening and finishes its requests in
 *   flight, and the primary exits 0 when all have (1 if any did not end cleanly).
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

  const finish = () => {
    logger.flush();
    process.exit(exitCode);
  };

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

  cluster.on("listening", (worker, address) => {
    everListened.add(worker);
    const listening = Object.values(cluster.workers ?? {}).filter((w) => w && everListened.has(w)).length;
    if (!announced && !stopping && listening === count) {
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
    cluster.fork();
  });

  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => stopAll(signal, 0));
  // Not Node's default on Linux, where the primary accepts every connection and hands it to a worker,
  // waiting for each worker's reply (a burst on busy workers waits seconds for its first answers),
  // and a connection handed to a worker that has just died hangs. With the shared socket nothing
  // stands between the kernel and the workers, and a connection waiting in the accept queue when
  // a worker dies is taken by another (docs/decisions/053).
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  for (let i = 0; i < count; i += 1) cluster.fork();
}

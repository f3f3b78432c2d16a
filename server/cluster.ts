import cluster, { type Worker } from "node:cluster";
import type http from "node:http";
import net from "node:net";
import type { Logger } from "./lib/logger";

/**
 * Several server processes on one port (node:cluster), for a machine with more than one CPU: one
 * Node process runs JavaScript on one CPU. Each worker is the whole server (bootstrap, app, jobs);
 * they share nothing in memory that matters: sessions, sign-in limits, uploads and bookings live in
 * PostgreSQL, which is why this needs DATABASE_URL. The primary supervises and hands out connections:
 *
 * - it listens on the port itself and gives each new connection to the worker with the fewest open
 *   ones (ConnectionBalancer, decision 049); a connection a worker has not yet confirmed is given to
 *   another if that worker dies, so none is lost;
 * - it listens, and prints the banner, once every worker is ready;
 * - a worker that fails before it was ever ready is a failed start (bad database URL, database
 *   down): the others are stopped and the primary exits with that code, as a single process would;
 * - a worker that dies later is replaced, unless workers keep dying (RESTART_LIMIT in
 *   RESTART_WINDOW_MS), which stops everything with exit code 1 for the supervisor to see;
 * - SIGTERM or SIGINT closes the port and is passed to every worker, each finishes its requests in
 *   flight, and the primary exits 0 when all have (1 if any did not end cleanly).
 *
 * Workers tell each other things through the database (LISTEN/NOTIFY, server/lib/broadcast.ts),
 * which reaches other instances too, not through the primary.
 */

const RESTART_LIMIT = 5;
const RESTART_WINDOW_MS = 60_000;
/** A worker gives up on its connections after 10 s; this is the primary's last resort. */
const STOP_TIMEOUT_MS = 15_000;

/** What the primary and a worker say to each other about connections (besides cluster's own messages). */
type ToWorker = { type: "protea:connection"; id: number };
type ToPrimary =
  | { type: "protea:ready" }
  | { type: "protea:leaving" }
  /** Connections received (their ids) and how many of this worker's connections closed, since the last report. */
  | { type: "protea:connections"; took: number[]; closed: number };

function isToPrimary(message: unknown): message is ToPrimary {
  return typeof message === "object" && message !== null && String((message as { type?: unknown }).type).startsWith("protea:");
}

interface WorkerState {
  worker: Worker;
  /** Handed to it and not yet reported closed. */
  open: number;
  /** Handed to it and not yet confirmed: the primary keeps its own copy until then. */
  held: Map<number, net.Socket>;
  leaving: boolean;
}

/**
 * Gives each new connection to the ready worker with the fewest open connections (the first of
 * equals in turn). Node's own round robin hands one connection at a time to a worker and waits for
 * its answer, and loses a connection handed to a worker that has just died; the kernel's sharing of
 * one socket gives a burst of connections to whichever worker wakes first, so one worker could hold
 * all the busy connections while the other idled (decisions 031, 048 and 049).
 *
 * The socket is sent with `keepOpen`: the primary holds its copy until the worker confirms it, and
 * gives it to another worker if the first one's channel closes before that. The primary never reads
 * from a connection (`pauseOnConnect`), so a connection given again has lost nothing.
 */
class ConnectionBalancer {
  private readonly workers = new Map<number, WorkerState>();
  /** Connections that came while no worker was ready (at start, or every worker being replaced). */
  private readonly waiting = new Set<net.Socket>();
  private nextId = 1;
  private turn = 0;
  private closed = false;

  constructor(private readonly logger: Logger) {}

  get ready() {
    return [...this.workers.values()].filter((w) => !w.leaving).length;
  }

  add(worker: Worker) {
    this.workers.set(worker.id, { worker, open: 0, held: new Map(), leaving: false });
    for (const socket of [...this.waiting]) {
      this.waiting.delete(socket);
      this.dispatch(socket);
    }
  }

  onMessage(worker: Worker, message: ToPrimary) {
    const state = this.workers.get(worker.id);
    if (!state) return;
    if (message.type === "protea:leaving") state.leaving = true;
    if (message.type === "protea:connections") {
      for (const id of message.took) {
        state.held.get(id)?.destroy();
        state.held.delete(id);
      }
      state.open = Math.max(0, state.open - message.closed);
    }
  }

  /** The worker's channel closed (it ended, or is ending): what it had not confirmed goes to another. */
  remove(worker: Worker) {
    const state = this.workers.get(worker.id);
    if (!state) return;
    this.workers.delete(worker.id);
    if (state.held.size) this.logger.warn({ pid: worker.process.pid, connections: state.held.size }, "connections a server process had not taken are given to another");
    for (const socket of state.held.values()) this.dispatch(socket);
  }

  dispatch(socket: net.Socket) {
    if (socket.destroyed) return;
    if (this.closed) {
      socket.destroy();
      return;
    }
    const candidates = [...this.workers.values()].filter((w) => !w.leaving && w.worker.isConnected());
    if (candidates.length === 0) {
      this.waiting.add(socket);
      socket.once("close", () => this.waiting.delete(socket));
      return;
    }
    this.turn = (this.turn + 1) % candidates.length;
    // One not yet confirmed counts twice: a worker slow to take its connections is busy, and gets fewer.
    const weight = (w: WorkerState) => w.open + w.held.size;
    let best = candidates[this.turn];
    for (const c of candidates) if (weight(c) < weight(best)) best = c;
    const id = this.nextId++;
    best.open += 1;
    best.held.set(id, socket);
    const message: ToWorker = { type: "protea:connection", id };
    // A failed send leaves the socket held: the channel is closing, and remove() gives it to another.
    best.worker.send(message, socket, { keepOpen: true }, () => {});
  }

  /** No more connections: the waiting ones are closed (what workers hold they finish). */
  close() {
    this.closed = true;
    for (const socket of this.waiting) socket.destroy();
    this.waiting.clear();
  }
}

export function runPrimary(
  count: number,
  logger: Logger,
  listen: { port: number; host: string | undefined },
  onListening: (port: number) => void,
) {
  const everReady = new WeakSet<Worker>();
  const restarts: number[] = [];
  const balancer = new ConnectionBalancer(logger);
  const server = net.createServer({ pauseOnConnect: true, noDelay: true }, (socket) => balancer.dispatch(socket));
  let listening = false;
  let stopping = false;
  let exitCode = 0;

  const fork = () => {
    const worker = cluster.fork();
    worker.on("message", (message: unknown) => {
      if (!isToPrimary(message)) return;
      if (message.type === "protea:ready") {
        everReady.add(worker);
        balancer.add(worker);
        if (!listening && !stopping && balancer.ready === count) {
          listening = true;
          server.listen(listen.port, listen.host, () => {
            const address = server.address();
            onListening(typeof address === "object" && address ? address.port : listen.port);
          });
        }
        return;
      }
      balancer.onMessage(worker, message);
    });
    worker.on("disconnect", () => balancer.remove(worker));
  };

  const stopAll = (reason: string, code: number) => {
    exitCode = Math.max(exitCode, code);
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, "stopping the server processes");
    server.close();
    balancer.close();
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

  server.on("error", (err: NodeJS.ErrnoException) => {
    logger.error({ err: err.message, code: err.code }, `cannot listen on port ${listen.port}`);
    stopAll("cannot listen", 1);
  });

  cluster.on("exit", (worker, code, signal) => {
    balancer.remove(worker);
    const clean = code === 0 && signal === null;
    if (stopping) {
      // A worker still starting has no handler for SIGTERM yet and ends by it: that is a clean stop too.
      if (!clean && signal !== "SIGTERM") exitCode = Math.max(exitCode, 1);
      if (Object.keys(cluster.workers ?? {}).length === 0) finish();
      return;
    }
    if (!everReady.has(worker)) {
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
  for (let i = 0; i < count; i += 1) fork();
}

/**
 * In a worker: serves the connections the primary hands over on `server` (which does not listen
 * itself), confirms each, and reports the ones that closed, at most once per turn of the event loop.
 * `ready()` tells the primary to start sending; `leave()` asks it to stop; `drained()` resolves when
 * every connection received has closed.
 */
export function takeConnections(server: http.Server) {
  const open = new Set<net.Socket>();
  let took: number[] = [];
  let closed = 0;
  let reportPending = false;
  let onDrained: (() => void) | null = null;

  const send = (message: ToPrimary) => {
    if (process.connected) process.send?.(message, undefined, {}, () => {});
  };
  const report = () => {
    if (reportPending) return;
    reportPending = true;
    setImmediate(() => {
      reportPending = false;
      const message: ToPrimary = { type: "protea:connections", took, closed };
      took = [];
      closed = 0;
      send(message);
    });
  };

  process.on("message", (message: unknown, handle: unknown) => {
    const m = message as ToWorker | null;
    if (!m || m.type !== "protea:connection" || !(handle instanceof net.Socket)) return;
    took.push(m.id);
    report();
    open.add(handle);
    handle.once("close", () => {
      open.delete(handle);
      closed += 1;
      report();
      if (open.size === 0) onDrained?.();
    });
    server.emit("connection", handle);
  });
  // Node's HTTP server starts tracking its connections (header and request time limits,
  // closeIdleConnections) when it starts listening; this one never listens itself.
  server.emit("listening");

  return {
    ready: () => send({ type: "protea:ready" }),
    leave: () => send({ type: "protea:leaving" }),
    drained: () =>
      new Promise<void>((resolve) => {
        if (open.size === 0) return resolve();
        onDrained = resolve;
      }),
  };
}

/**
 * An open-loop load generator. Requests leave at planned instants, evenly spaced at a constant
 * arrival rate, whatever became of the ones before: a slow answer does not hold the next request
 * back, as it would in a closed loop where each connection waits for its answer. Every latency is
 * counted from the request's planned instant, so time spent waiting for a free connection, or
 * because the generator itself ran late, counts too (no coordinated omission); how late the
 * generator sent each request is kept apart as well, so a run shows whether the generator kept up.
 */
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { Pool } from "undici";
import { prng } from "./support";

/** One request to send: the kind's builder makes a new one for each planned instant. */
export interface RequestSpec {
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Called with the answer's status and body text; without it the body is read and dropped. */
  onAnswer?: (status: number, body: string) => void;
}

export interface Kind {
  name: string;
  /** The p99 latency this kind must hold (ms). */
  goalMs: number;
  /** Its share of the arrivals (the shares of a mix need not add up to 1). */
  share: number;
  next: () => RequestSpec;
}

/** A stretch of constant rate; a run's segments follow each other without a gap. */
export interface Segment {
  rate: number;
  seconds: number;
}

/** Status given to a request the server never answered (connection refused or reset). */
export const NO_ANSWER = 0;
/** Status given to a request abandoned once its timeout had passed since its planned instant. */
export const GAVE_UP = -1;

export interface Sample {
  kind: number;
  segment: number;
  /** Planned instant, ms from the start of its segment. */
  planned: number;
  /** How late the generator sent it (ms). */
  sendLag: number;
  /** From the planned instant to the answer's last byte, or to the give-up (ms). */
  latency: number;
  /** HTTP status, NO_ANSWER or GAVE_UP. */
  status: number;
}

export interface GeneratorFigures {
  /** How late the generator's event loop ran (ms). */
  loopDelay: { p50: number; p99: number; max: number };
  /** How late requests left against their planned instants (ms). */
  sendLag: { p50: number; p99: number; max: number };
  /** Requests planned per second and sent per second over the run. */
  plannedRate: number;
  wallSeconds: number;
  /** Connections opened during the run, and open at its end (the pool keeps them between runs). */
  connectionsOpened: number;
  connectionsOpen: number;
}

export interface Run {
  samples: Sample[];
  generator: GeneratorFigures;
  /** Messages of requests that got no answer, with counts. */
  failures: Map<string, number>;
}

export function percentile(sorted: ArrayLike<number>, p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const SWEEP_MS = 50;
/** How often the generator's event-loop delay is sampled (ms). */
const LOOP_RESOLUTION_MS = 1;

/**
 * Sends to one origin over a pool of keep-alive connections, opened as they are needed, up to
 * `connections` (beyond that, requests wait for a free one, and the wait counts in their latency).
 */
export class OpenLoop {
  private readonly pool: Pool;

  constructor(
    origin: string,
    private readonly opts: { connections: number; timeoutMs: number },
  ) {
    this.pool = new Pool(origin, { connections: opts.connections, pipelining: 1, headersTimeout: 0, bodyTimeout: 0 });
    this.pool.on("connect", () => (this.opened += 1));
  }

  /** Connections the pool has opened so far: a new one costs its first request a handshake (and the server an accept). */
  private opened = 0;

  /** Runs the segments back to back; kinds are drawn by their shares from a seeded sequence. */
  run(kinds: Kind[], segments: Segment[], seed = 1): Promise<Run> {
    const draw = prng(seed);
    const total = kinds.reduce((sum, k) => sum + k.share, 0);
    const cumulative = kinds.map((_, i) => kinds.slice(0, i + 1).reduce((sum, k) => sum + k.share, 0) / total);
    const pickKind = () => {
      const r = draw();
      const i = cumulative.findIndex((c) => r < c);
      return i < 0 ? kinds.length - 1 : i;
    };

    const samples: Sample[] = [];
    const sendLags: number[] = [];
    const failures = new Map<string, number>();
    // Deadlines come in planned order, so the requests waiting on one are a queue (read from `head`).
    let pending: { deadline: number; controller: AbortController; settled: boolean }[] = [];
    let head = 0;
    let inFlight = 0;
    const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
    loop.enable();

    const started = performance.now() + 20;
    const openedBefore = this.opened;
    let planned = 0;

    const fire = (kind: number, segment: number, at: number, segmentStart: number) => {
      const sentAt = performance.now();
      const spec = kinds[kind].next();
      const entry = { deadline: at + this.opts.timeoutMs, controller: new AbortController(), settled: false };
      pending.push(entry);
      inFlight += 1;
      sendLags.push(sentAt - at);
      const record = (status: number) => {
        entry.settled = true;
        inFlight -= 1;
        samples.push({ kind, segment, planned: at - segmentStart, sendLag: sentAt - at, latency: performance.now() - at, status });
      };
      this.pool
        .request({ method: spec.method, path: spec.path, headers: spec.headers, body: spec.body, signal: entry.controller.signal })
        .then(async (res) => {
          if (spec.onAnswer) {
            const text = await res.body.text();
            record(res.statusCode);
            spec.onAnswer(res.statusCode, text);
          } else {
            await res.body.arrayBuffer();
            record(res.statusCode);
          }
        })
        .catch((err: unknown) => {
          if (entry.settled) return;
          const gaveUp = entry.controller.signal.aborted;
          record(gaveUp ? GAVE_UP : NO_ANSWER);
          if (!gaveUp) {
            const message = err instanceof Error ? `${(err as { code?: string }).code ?? err.name}: ${err.message}` : String(err);
            failures.set(message, (failures.get(message) ?? 0) + 1);
          }
        });
    };

    const sweeper = setInterval(() => {
      const now = performance.now();
      while (head < pending.length && (pending[head].settled || pending[head].deadline <= now)) {
        if (!pending[head].settled) pending[head].controller.abort();
        head += 1;
      }
      if (head > 10_000) {
        pending = pending.slice(head);
        head = 0;
      }
    }, SWEEP_MS);

    return new Promise<Run>((resolve) => {
      let segment = 0;
      let index = 0;
      let segmentStart = started;
      const finish = () => {
        if (inFlight > 0) return void setTimeout(finish, SWEEP_MS);
        clearInterval(sweeper);
        loop.disable();
        const wallSeconds = (performance.now() - started) / 1000;
        const lags = Float64Array.from(sendLags).sort();
        // The histogram holds the time between the sampling timer's runs, so its own period is taken off.
        const ms = (ns: number) => Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS);
        resolve({
          samples,
          failures,
          generator: {
            loopDelay: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) },
            sendLag: { p50: percentile(lags, 50), p99: percentile(lags, 99), max: lags[lags.length - 1] ?? NaN },
            plannedRate: planned / segments.reduce((sum, s) => sum + s.seconds, 0),
            wallSeconds,
            connectionsOpened: this.opened - openedBefore,
            connectionsOpen: this.pool.stats.connected,
          },
        });
      };
      const tick = () => {
        const now = performance.now();
        while (segment < segments.length) {
          const s = segments[segment];
          if (index >= Math.round(s.rate * s.seconds)) {
            segmentStart += s.seconds * 1000;
            segment += 1;
            index = 0;
            continue;
          }
          const at = segmentStart + (index * 1000) / s.rate;
          if (at > now) return void setTimeout(tick, Math.max(1, Math.floor(at - now)));
          fire(pickKind(), segment, at, segmentStart);
          index += 1;
          planned += 1;
        }
        finish();
      };
      setTimeout(tick, Math.max(0, started - performance.now()));
    });
  }

  close() {
    return this.pool.close();
  }
}

/** What a set of samples says about each kind: answers by outcome and latencies (ms). */
export interface KindFigures {
  kind: string;
  goalMs: number;
  requests: number;
  ok: number;
  /** 503 answers: the server refused the request because it was overloaded. */
  refused: number;
  /** Other answers outside 2xx. */
  failed: number;
  gaveUp: number;
  noAnswer: number;
  /** Every request, an abandoned one counted at +∞. */
  all: { p50: number; p99: number; p999: number; max: number };
  /** Requests answered with 2xx. */
  answered: { p50: number; p99: number; p999: number; max: number };
  /** 503 answers. */
  refusals: { p50: number; p99: number; max: number };
  statuses: Map<number, number>;
}

const quantiles = (values: number[]) => {
  const sorted = Float64Array.from(values).sort();
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), p999: percentile(sorted, 99.9), max: sorted[sorted.length - 1] ?? NaN };
};

export function figuresByKind(kinds: Kind[], samples: Sample[]): KindFigures[] {
  return kinds.map((k, i) => {
    const mine = samples.filter((s) => s.kind === i);
    const statuses = new Map<number, number>();
    for (const s of mine) statuses.set(s.status, (statuses.get(s.status) ?? 0) + 1);
    const isOk = (s: Sample) => s.status >= 200 && s.status < 300;
    const refusals = quantiles(mine.filter((s) => s.status === 503).map((s) => s.latency));
    return {
      kind: k.name,
      goalMs: k.goalMs,
      requests: mine.length,
      ok: mine.filter(isOk).length,
      refused: mine.filter((s) => s.status === 503).length,
      failed: mine.filter((s) => s.status > 0 && !isOk(s) && s.status !== 503).length,
      gaveUp: mine.filter((s) => s.status === GAVE_UP).length,
      noAnswer: mine.filter((s) => s.status === NO_ANSWER).length,
      all: quantiles(mine.map((s) => (s.status === GAVE_UP || s.status === NO_ANSWER ? Infinity : s.latency))),
      answered: quantiles(mine.filter(isOk).map((s) => s.latency)),
      refusals: { p50: refusals.p50, p99: refusals.p99, max: refusals.max },
      statuses,
    };
  });
}

/** Requests that did not get a 2xx answer, as a share of all. */
export const errorShare = (figures: KindFigures[]) => {
  const requests = figures.reduce((sum, f) => sum + f.requests, 0);
  return requests ? figures.reduce((sum, f) => sum + f.requests - f.ok, 0) / requests : 0;
};

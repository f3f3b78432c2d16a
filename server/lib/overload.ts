import type { RequestHandler } from "express";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import type { Logger } from "./logger";

/**
 * Refuses requests early and cheaply while this process is overloaded, so the requests it does take
 * are answered in time and the rest are told at once to come back (503 with Retry-After) instead of
 * waiting in a queue that only grows (docs/decisions/053 and 067). Overloaded means either queue
 * in front of the work stands:
 * - the event loop runs late: a request that arrives now waits that long before any of its work
 *   starts, and every turn it needs (reading it, each database answer) waits again;
 * - requests wait for a pooled database connection longer than a target through a whole interval
 *   (db/connection-waits.ts): the database answers slower than work arrives, while this process's
 *   own loop may be idle.
 * /api/health is always answered, so a load balancer does not take a busy instance for a dead one.
 *
 * No library is used: the kept-up one (@fastify/under-pressure) is Fastify's, and the Express ones
 * (overload-protection, toobusy-js) sample with a timer of their own, ship no types and were last
 * developed years ago; Node's monitorEventLoopDelay, read here, is what they approximate.
 */

/** How often the lag is read; a change of state takes effect within this. */
const SAMPLE_MS = 500;
/** The delay monitor's own timer; its samples include it. */
const RESOLUTION_MS = 10;
const RETRY_AFTER_SECONDS = 1;

interface LoopLag {
  /** How late the event loop ran over the last sample, in ms. */
  lagMs: number;
}

let processLag: LoopLag | undefined;

/** One measure per process (tests run several apps in one): started on first use, never stopped. */
function eventLoopLag(): LoopLag {
  if (processLag) return processLag;
  const lag: LoopLag = { lagMs: 0 };
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    // This timer's own lateness: one long turn (a blocked loop), which the mean below would dilute.
    const late = now - last - SAMPLE_MS;
    last = now;
    // How late the loop typically ran since the last sample: turns kept long by a backlog of work.
    const typical = histogram.count > 0 ? histogram.mean / 1e6 - RESOLUTION_MS : 0;
    histogram.reset();
    lag.lagMs = Math.max(0, late, typical);
  }, SAMPLE_MS).unref();
  processLag = lag;
  return lag;
}

/**
 * Refusals less than this apart are one episode of overload, logged once when it starts and once
 * when it is over: at the edge of its capacity a process refuses for an interval, serves for the
 * next, and refuses again, which would otherwise log a pair of lines every 100 ms. The end is seen
 * (and logged, with the episode's own length) by the first request after this long without a
 * refusal; no timer is kept for it.
 */
const OVERLOAD_EPISODE_GAP_MS = 1_000;

interface Episode {
  started: number;
  last: number;
  refused: number;
}

/**
 * Answers 503 with Retry-After while the event loop lags more than `maxLagMs` (0 never) or
 * `connectionQueueStanding` (Database.connectionQueueStanding, absent when not watched) says so.
 * `episodeGapMs` is for tests.
 */
export function refuseWhenOverloaded(
  maxLagMs: number,
  logger: Logger,
  connectionQueueStanding?: () => boolean,
  episodeGapMs = OVERLOAD_EPISODE_GAP_MS,
): RequestHandler {
  if (maxLagMs <= 0 && !connectionQueueStanding) return (_req, _res, next) => next();
  const lag = maxLagMs > 0 ? eventLoopLag() : undefined;
  let episode: Episode | undefined;
  return (req, res, next) => {
    const late = lag !== undefined && lag.lagMs > maxLagMs;
    const overloaded = late || (connectionQueueStanding?.() ?? false);
    const now = Date.now();
    if (episode && now - episode.last > episodeGapMs) {
      logger.info({ refused: episode.refused, forMs: episode.last - episode.started }, "no longer overloaded");
      episode = undefined;
    }
    if (!overloaded || req.path === "/api/health") return next();
    if (!episode) {
      episode = { started: now, last: now, refused: 0 };
      logger.warn({ lagMs: Math.round(lag?.lagMs ?? 0), maxLagMs, waitingForConnections: !late }, "overloaded: refusing requests until the queue drains");
    }
    episode.last = now;
    episode.refused += 1;
    res.status(503).set("Retry-After", String(RETRY_AFTER_SECONDS));
    if (req.path.startsWith("/api/")) res.json({ error: { code: "overloaded", message: "The service is busy. Please try again in a moment." } });
    else res.type("text/plain").send("The service is busy. Please try again in a moment.");
  };
}

import { performance } from "node:perf_hooks";

/**
 * How long requests wait for a pooled database connection, read the way CoDel reads a network
 * queue (Nichols and Jacobson, "Controlling Queue Delay", 2012): when even the shortest wait over a
 * whole interval stays above a target, the queue stands, that is work arrives faster than the
 * database answers it; a burst that drains within the interval leaves some request served at once
 * and is not counted. lib/overload.ts refuses requests while the queue stands.
 */
export class ConnectionWaits {
  private intervalStart: number;
  private shortest = Infinity;
  private standing = false;
  /** When each request still waiting for a connection asked for it. */
  private readonly waiting = new Set<{ since: number }>();

  constructor(
    private readonly targetMs: number,
    private readonly intervalMs = 100,
    start = performance.now(),
  ) {
    this.intervalStart = start;
  }

  /**
   * Call when a connection is asked for; call the answer when it is handed over (or the ask fails).
   * `queued` false: a connection was free, or a new one is opened for this ask, so it waits in no
   * queue (opening a connection is not work arriving faster than the database answers).
   */
  asked(now = performance.now(), queued = true): (at?: number) => void {
    if (!queued) {
      return (at = performance.now()) => {
        this.roll(at);
        this.shortest = 0;
      };
    }
    const ask = { since: now };
    this.waiting.add(ask);
    return (at = performance.now()) => {
      if (!this.waiting.delete(ask)) return;
      this.roll(at);
      this.shortest = Math.min(this.shortest, at - ask.since);
    };
  }

  /** Whether the last whole interval's shortest wait was above the target. */
  isStanding(now = performance.now()): boolean {
    this.roll(now);
    return this.standing;
  }

  private roll(now: number) {
    const elapsed = now - this.intervalStart;
    if (elapsed < this.intervalMs) return;
    // Every hand-over rolls first, so after two intervals or more the waits seen belong to an
    // interval whose verdict has already had its turn: the last one saw nobody served.
    if (elapsed < 2 * this.intervalMs && this.shortest !== Infinity) this.standing = this.shortest > this.targetMs;
    else {
      // Nobody was served in the interval: the queue stands if somebody waited through all of it.
      let oldest = now;
      for (const ask of this.waiting) oldest = Math.min(oldest, ask.since);
      this.standing = now - oldest > this.intervalMs;
    }
    this.shortest = Infinity;
    // A quiet stretch longer than an interval starts afresh rather than rolling once per interval.
    this.intervalStart = now - ((now - this.intervalStart) % this.intervalMs);
  }
}

import { performance } from "node:perf_hooks";

/**
 * How long requests wait for a pooled database connection, read and answered the way CoDel reads
 * and answers a network queue (RFC 8289, "Controlled Delay Active Queue Management"), with the
 * RFC's own target and interval. A wait is a packet's sojourn; a hand-over of a connection is a
 * dequeue; and where CoDel drops a packet, lib/overload.ts refuses the next request that arrives,
 * before it has done any work (refusing a request already under way could leave half of it done).
 *
 * - The queue is above target once every hand-over for a whole interval waited at least the target
 *   (a burst that drains within the interval leaves some ask served in time, and is not counted).
 * - Then it refuses: one request at once, then one at each point of CoDel's control law (the next
 *   an interval ÷ √count later), so the share refused grows until the waits fall below the target,
 *   and settles where the requests let in are what the database can answer in time.
 * - The first hand-over in time (or an ask that found a connection free) ends the refusals; back
 *   above target soon after, it starts again near the rate it had reached, as the RFC does.
 * - A queue that hands nothing over while somebody has waited an interval counts as above target;
 *   one where nobody has asked for an interval is below it.
 */
export class ConnectionWaits {
  /** When the waits will have been above target for an interval (0: the last one was in time). */
  private firstAboveTime = 0;
  private refusing = false;
  /** Refusals in this spell, and the count a spell started with (to resume near it). */
  private count = 0;
  private lastCount = 0;
  /** When the control law refuses the next request. */
  private refuseNext = 0;
  /** A spell's first refusal is due at once. */
  private owed = false;
  private lastHandOver: number;
  /** When each request still waiting for a connection asked for it. */
  private readonly waiting = new Set<{ since: number }>();

  constructor(
    private readonly targetMs: number,
    private readonly intervalMs = 100,
    start = performance.now(),
  ) {
    this.lastHandOver = start;
  }

  /**
   * Call when a connection is asked for; call the answer when it is handed over (or the ask fails).
   * `queued` false: a connection was free, or a new one is opened for this ask, so it waits in no
   * queue (opening a connection is not work arriving faster than the database answers).
   */
  asked(now = performance.now(), queued = true): (at?: number) => void {
    if (!queued) return (at = performance.now()) => this.handedOver(at, 0);
    const ask = { since: now };
    this.waiting.add(ask);
    return (at = performance.now()) => {
      if (this.waiting.delete(ask)) this.handedOver(at, at - ask.since);
    };
  }

  /** Whether the request arriving now is to be refused; a refusal counts in the control law. */
  refuse(now = performance.now()): boolean {
    this.observeIdle(now);
    if (!this.refusing) return false;
    if (this.owed) {
      this.owed = false;
      return true;
    }
    if (now < this.refuseNext) return false;
    this.count += 1;
    this.refuseNext = this.controlLaw(this.refuseNext, this.count);
    return true;
  }

  /** Whether the waits are above target and requests are being refused (nothing is counted). */
  isRefusing(now = performance.now()): boolean {
    this.observeIdle(now);
    return this.refusing;
  }

  private controlLaw(t: number, count: number) {
    return t + this.intervalMs / Math.sqrt(count);
  }

  /** Between hand-overs: a queue stuck for an interval is above target, one nobody uses is not. */
  private observeIdle(now: number) {
    if (now - this.lastHandOver < this.intervalMs) return;
    let oldest = Infinity;
    for (const ask of this.waiting) oldest = Math.min(oldest, ask.since);
    if (oldest === Infinity) this.sample(now, 0);
    else if (now - oldest > this.intervalMs) this.sample(now, now - oldest);
  }

  private handedOver(now: number, waitMs: number) {
    this.lastHandOver = now;
    this.sample(now, waitMs);
  }

  /** RFC 8289's dequeue: whether it is time to refuse, then entering or leaving the refusing state. */
  private sample(now: number, waitMs: number) {
    let aboveForAnInterval = false;
    if (waitMs < this.targetMs) this.firstAboveTime = 0;
    else if (this.firstAboveTime === 0) this.firstAboveTime = now + this.intervalMs;
    else aboveForAnInterval = now >= this.firstAboveTime;

    if (this.refusing) {
      if (!aboveForAnInterval) this.refusing = false;
      return;
    }
    if (!aboveForAnInterval) return;
    this.refusing = true;
    this.owed = true;
    // Back above target soon after a spell: resume near the rate that spell had reached.
    const delta = this.count - this.lastCount;
    this.count = delta > 1 && now - this.refuseNext < 16 * this.intervalMs ? delta : 1;
    this.lastCount = this.count;
    this.refuseNext = this.controlLaw(now, this.count);
  }
}

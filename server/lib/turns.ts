import type { RequestHandler } from "express";
import { performance } from "node:perf_hooks";

/**
 * Orders the work of one process's event loop (docs/decisions/051). A request that changes
 * something starts at once, so its statement is with the database while reads are worked on. Reads
 * wait in one queue, first come first served, and are worked on in slices of about `sliceMs`;
 * between two slices the loop looks at the network again, so an answer whose database result has
 * arrived (a write's second half), a new write or a connection handed over by the primary waits for
 * one slice instead of for every read that arrived before it.
 */
export function readsInSlices(sliceMs: number, now: () => number = () => performance.now()): RequestHandler {
  const waiting: Array<() => void> = [];
  let first = 0;
  let scheduled = false;

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(work);
  };

  function work() {
    scheduled = false;
    const until = now() + sliceMs;
    try {
      while (first < waiting.length) {
        const next = waiting[first];
        waiting[first++] = noop;
        next();
        if (now() >= until) break;
      }
    } finally {
      // What is left (a slice used up, or a read that threw) goes on in the next turn.
      if (first === waiting.length) {
        waiting.length = 0;
        first = 0;
      } else {
        if (first >= 1024) {
          waiting.splice(0, first);
          first = 0;
        }
        schedule();
      }
    }
  }

  return (req, _res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    waiting.push(next);
    schedule();
  };
}

function noop() {}

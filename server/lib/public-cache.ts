import type { RequestHandler, Response } from "express";

/**
 * A short-lived memory of the public reads every visitor gets alike: the expert list and search,
 * an expert's profile, the blog list and a post. Only anonymous callers are served from it (a
 * signed-in admin sees inactive experts). Any successful write that could change those answers
 * empties it at once; writes known to leave them alone (bookings, notifications, teams, calls,
 * sign-in) do not. `ttlMs` bounds how stale an answer can be when the change came from elsewhere:
 * another server instance, a job, or the database directly. 0 turns it off.
 */

const CACHEABLE = [/^\/api\/experts$/, /^\/api\/experts\/profile\/\d+$/, /^\/api\/blog\/posts$/, /^\/api\/blog\/posts\/[^/]+$/];

const UNRELATED_WRITES = [
  /^\/api\/(pre-bookings|notifications|dream-teams|discovery-calls|client-profiles)(\/|$)/,
  /^\/api\/(auth|admin)\/(login|logout)$/,
  /^\/api\/auth\/register\/client$/,
];

/** Headers set by the route itself (not by the middleware before it) are kept with the body. */
const GLOBAL_HEADERS = new Set(["x-request-id", "content-length", "etag"]);

interface Entry {
  expires: number;
  headers: [string, string | number | string[]][];
  body: string;
}

export interface PublicCache {
  middleware: RequestHandler;
  /** Forgets every stored answer. */
  clear(): void;
}

export function publicReadCache(ttlMs: number, maxEntries = 1000): PublicCache {
  const entries = new Map<string, Entry>();
  let generation = 0;
  const clear = () => {
    generation += 1;
    entries.clear();
  };

  const middleware: RequestHandler = (req, res, next) => {
    if (ttlMs <= 0) return next();
    const read = req.method === "GET" || req.method === "HEAD";
    if (!read) {
      if (req.method !== "OPTIONS" && !UNRELATED_WRITES.some((p) => p.test(req.path))) {
        // After the answer (so after the change is committed); also when the caller hung up.
        res.once("close", () => {
          if (res.statusCode < 400) clear();
        });
      }
      return next();
    }
    if (req.user || !CACHEABLE.some((p) => p.test(req.path))) return next();

    const key = req.originalUrl;
    const hit = entries.get(key);
    if (hit && hit.expires > Date.now()) {
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      res.status(200).send(hit.body);
      return;
    }
    if (hit) entries.delete(key);
    remember(res, key, generation);
    next();
  };

  function remember(res: Response, key: string, startedAt: number) {
    const before = new Set(Object.keys(res.getHeaders()));
    const send = res.send;
    res.send = function sendAndRemember(this: Response, body?: unknown) {
      res.send = send;
      // A write that finished while this read ran may have changed what it read: keep nothing then.
      if (res.statusCode === 200 && typeof body === "string" && startedAt === generation) {
        if (entries.size >= maxEntries) entries.clear();
        const headers = Object.entries(res.getHeaders()).filter(
          ([name, value]) => value !== undefined && !GLOBAL_HEADERS.has(name) && !before.has(name),
        ) as Entry["headers"];
        entries.set(key, { expires: Date.now() + ttlMs, headers, body });
      }
      return send.call(this, body);
    };
  }

  return { middleware, clear };
}

import type { Request, RequestHandler, Response } from "express";

/**
 * A short-lived memory of the public reads every visitor gets alike: the expert list and search,
 * an expert's profile, the blog list and a post. Only callers without credentials are served from
 * it (a signed-in admin sees inactive experts). It runs early, before the security headers and the
 * session are set up, and stores the whole answer with its headers, so a hit skips that work too. Any successful write that could change those answers
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

/** Headers that belong to one answer and are not kept (the request id, the length are made anew; the ETag is kept apart). */
const PER_REQUEST_HEADERS = new Set(["x-request-id", "content-length", "etag", "set-cookie", "date"]);

interface Entry {
  expires: number;
  headers: [string, string | number | string[]][];
  /** The body already encoded, and its ETag as the first answer got it, so a hit hashes nothing. */
  body: Buffer;
  etag: string | undefined;
}

export interface PublicCache {
  middleware: RequestHandler;
  /** Forgets every stored answer. */
  clear(): void;
}

export function publicReadCache(ttlMs: number, opts: { hasCredentials: (req: Request) => boolean; maxEntries?: number }): PublicCache {
  const maxEntries = opts.maxEntries ?? 1000;
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
    if (opts.hasCredentials(req) || !CACHEABLE.some((p) => p.test(req.path))) return next();

    const key = req.originalUrl;
    const hit = entries.get(key);
    if (hit && hit.expires > Date.now()) {
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      if (hit.etag !== undefined) res.setHeader("ETag", hit.etag);
      res.status(200).send(hit.body);
      return;
    }
    if (hit) entries.delete(key);
    remember(res, key, generation);
    next();
  };

  function remember(res: Response, key: string, startedAt: number) {
    const send = res.send;
    res.send = function sendAndRemember(this: Response, body?: unknown) {
      res.send = send;
      // A write that finished while this read ran may have changed what it read: keep nothing then.
      const keep = res.statusCode === 200 && typeof body === "string" && startedAt === generation;
      const sent = send.call(this, body);
      // Kept as sent, with the ETag Express made; not when it became a 304 (no Content-Type then).
      if (keep && res.statusCode === 200) {
        if (entries.size >= maxEntries) entries.clear();
        const headers = Object.entries(res.getHeaders()).filter(([name, value]) => value !== undefined && !PER_REQUEST_HEADERS.has(name)) as Entry["headers"];
        const etag = res.getHeader("ETag");
        entries.set(key, { expires: Date.now() + ttlMs, headers, body: Buffer.from(body), etag: typeof etag === "string" ? etag : undefined });
      }
      return sent;
    };
  }

  return { middleware, clear };
}

import type http from "node:http";
import type { Request, RequestHandler, Response } from "express";
import { COMPRESS_THRESHOLD, encodeBody, preferredEncoding, type Encoding } from "./compress";

/**
 * A short-lived memory of the public reads every visitor gets alike: the expert list and search,
 * an expert's profile, the blog list and a post. Only callers without credentials are served from
 * it (a signed-in admin sees inactive experts). It runs early, before the security headers and the
 * session are set up, and stores the whole answer with its headers, so a hit skips that work too.
 * Any successful write that could change those answers empties it at once; writes known to leave
 * them alone (bookings, notifications, teams, calls, sign-in) do not. With `peers` (every other
 * server process on the database, see broadcast.ts) the emptying is passed on, so every process
 * forgets at once. An answer
 * is kept for `ttlMs`; for up to another `ttlMs` after that, it is still given out while one
 * request reads it afresh. So a change that came from elsewhere (another server instance, a job,
 * the database directly) shows within twice `ttlMs`. 0 turns it off.
 *
 * `memo` keeps other public facts the same way (a published post's page tags): for `ttlMs`,
 * forgotten with the answers, one load at a time per key.
 *
 * Answers of 1 KB and more go out compressed to clients that accept it, like every other answer
 * (see compress.ts); each stored answer is compressed once per encoding, on the first request for it.
 */

const CACHEABLE = [/^\/api\/experts$/, /^\/api\/experts\/profile\/\d+$/, /^\/api\/blog\/posts$/, /^\/api\/blog\/posts\/[^/]+$/];

const UNRELATED_WRITES = [
  /^\/api\/(pre-bookings|notifications|dream-teams|discovery-calls|client-profiles)(\/|$)/,
  /^\/api\/(auth|admin)\/(login|logout)$/,
  /^\/api\/auth\/register\/client$/,
];

/**
 * Headers that belong to one answer and are not kept (the request id is made anew for each), and
 * those that depend on how it was sent (compressed or not, in one piece or in chunks).
 */
const PER_REQUEST_HEADERS = new Set(["x-request-id", "set-cookie", "date", "content-encoding", "content-length", "transfer-encoding"]);

interface Variant {
  /** The headers the answer goes out with, its ETag and length included, so a hit hashes nothing. */
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
}

interface Entry {
  expires: number;
  /** The answer as the handler made it (not compressed). */
  plain: Variant;
  /** The same answer compressed, made on the first request that accepts each encoding. */
  encoded: Partial<Record<Encoding, Variant>>;
  /** A request is reading this answer afresh (it is past its time); see the middleware. */
  refreshing: boolean;
}

/** The copy of a stored answer to send for this request: compressed when it is large enough and accepted. */
function variantFor(entry: Entry, req: Request): Variant {
  if (entry.plain.body.length < COMPRESS_THRESHOLD) return entry.plain;
  const encoding = preferredEncoding(req.headers["accept-encoding"]);
  if (!encoding) return entry.plain;
  let variant = entry.encoded[encoding];
  if (!variant) {
    const body = encodeBody(entry.plain.body, encoding);
    variant = { headers: { ...entry.plain.headers, "content-encoding": encoding, "content-length": body.length }, body };
    entry.encoded[encoding] = variant;
  }
  return variant;
}

export interface PublicCache {
  middleware: RequestHandler;
  /** Forgets every stored answer. */
  clear(): void;
  /** `load()`'s value for `key`, kept like the answers (only for what any visitor may see). */
  memo<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/** Processes serving the same site, told when this one's cache is emptied by a write (see broadcast.ts). */
interface CachePeers {
  publish(topic: string): void;
  subscribe(topic: string, handler: () => void): void;
}

const CLEAR_TOPIC = "public-cache:clear";

export function publicReadCache(ttlMs: number, opts: { hasCredentials: (req: Request) => boolean; maxEntries?: number; peers?: CachePeers }): PublicCache {
  const maxEntries = opts.maxEntries ?? 1000;
  const entries = new Map<string, Entry>();
  const memos = new Map<string, { expires: number; value: Promise<unknown> }>();
  let generation = 0;
  const clear = () => {
    generation += 1;
    entries.clear();
    memos.clear();
  };

  const memo = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    if (ttlMs <= 0) return load();
    const now = Date.now();
    const kept = memos.get(key);
    if (kept && kept.expires > now) return kept.value as Promise<T>;
    if (memos.size >= maxEntries) memos.clear();
    const value = load();
    const entry = { expires: now + ttlMs, value };
    memos.set(key, entry);
    // A failed load is not kept: the next caller tries again.
    value.catch(() => memos.get(key) === entry && memos.delete(key));
    return value;
  };
  if (ttlMs > 0) opts.peers?.subscribe(CLEAR_TOPIC, clear);

  const middleware: RequestHandler = (req, res, next) => {
    if (ttlMs <= 0) return next();
    const read = req.method === "GET" || req.method === "HEAD";
    if (!read) {
      if (req.method !== "OPTIONS" && !UNRELATED_WRITES.some((p) => p.test(req.path))) {
        // After the answer (so after the change is committed); also when the caller hung up.
        res.once("close", () => {
          if (res.statusCode < 400) {
            clear();
            opts.peers?.publish(CLEAR_TOPIC);
          }
        });
      }
      return next();
    }
    if (opts.hasCredentials(req) || !CACHEABLE.some((p) => p.test(req.path))) return next();

    const key = req.originalUrl;
    const hit = entries.get(key);
    if (hit) {
      const overdue = Date.now() - hit.expires;
      // Fresh; or past its time by less than another ttl while one request is reading it afresh:
      // a burst of callers then costs one database read, and no answer is older than twice the ttl.
      if (overdue < 0 || (hit.refreshing && overdue < ttlMs)) {
        const variant = variantFor(hit, req);
        if (req.method === "GET" && req.headers["if-none-match"] === undefined && req.headers["if-modified-since"] === undefined) {
          // The usual case, written out at once: the stored headers (with the ETag and length) join
          // those already set (the request id).
          res.writeHead(200, variant.headers);
          res.end(variant.body);
          return;
        }
        // HEAD and revalidations go through Express, which answers 304 when the ETag still matches.
        for (const [name, value] of Object.entries(variant.headers)) res.setHeader(name, value!);
        res.status(200).send(variant.body);
        return;
      }
      if (overdue < ttlMs) {
        // This request reads it afresh; the others get the stored copy meanwhile.
        hit.refreshing = true;
        remember(res, key, generation, hit);
        return next();
      }
      entries.delete(key);
    }
    remember(res, key, generation);
    next();
  };

  function remember(res: Response, key: string, startedAt: number, previous?: Entry) {
    const send = res.send;
    let stored = false;
    res.send = function sendAndRemember(this: Response, body?: unknown) {
      res.send = send;
      // A write that finished while this read ran may have changed what it read: keep nothing then.
      const keep = res.statusCode === 200 && typeof body === "string" && startedAt === generation;
      const sent = send.call(this, body);
      // Kept as made, with the ETag Express made; not when it became a 304 (no Content-Type then).
      if (keep && res.statusCode === 200) {
        if (entries.size >= maxEntries) entries.clear();
        const plain = Buffer.from(body);
        const headers: http.OutgoingHttpHeaders = Object.fromEntries(
          Object.entries(res.getHeaders()).filter(([name, value]) => value !== undefined && !PER_REQUEST_HEADERS.has(name)),
        );
        headers["content-length"] = plain.length;
        entries.set(key, { expires: Date.now() + ttlMs, plain: { headers, body: plain }, encoded: {}, refreshing: false });
        stored = true;
      }
      return sent;
    };
    // A refresh that kept nothing (an error, a 304, a write meanwhile, the caller gone): the next
    // request tries again rather than everyone getting the old copy until it runs out.
    if (previous) res.once("close", () => void (stored || (previous.refreshing = false)));
  }

  return { middleware, clear, memo };
}

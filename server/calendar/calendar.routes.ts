import { Router } from "express";
import { CALENDAR_MESSAGES, calendarFeedAnswer, calendarFeedParamsSchema } from "@shared/contracts/calendar";
import { currentUser, requireUser } from "../lib/guards";
import type { AppDeps } from "../deps";
import { answer } from "../lib/answer";
import { notFound } from "../lib/http-error";
import { feedFile, feedOf, feedVersion, replaceFeed } from "./calendar.service";

/**
 * Whether an If-None-Match header names this tag (or is "*"), compared weakly (RFC 9110 13.1.2).
 * Express's req.fresh is not used: it answers no 304 to a request that also says
 * `Cache-Control: no-cache`, which fetch() and some calendar apps send with every conditional poll,
 * though that directive asks caches to check with the server, and this is the server checking.
 */
function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.replace(/^W\//, "");
  return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => opaque(tag) === opaque(etag));
}

/**
 * The calendar feed: the signed-in user reads and replaces their address; the feed itself needs no
 * session (calendar apps have none), only its token. The address is a secret: never kept by caches.
 */
export function calendarRoutes({ db, config }: AppDeps) {
  const router = Router();

  router.get("/calendar", requireUser, async (req, res) => {
    res.set("Cache-Control", "no-store").json(answer(calendarFeedAnswer, await feedOf(db, currentUser(req))));
  });

  router.post("/calendar/rotate", requireUser, async (req, res) => {
    res.set("Cache-Control", "no-store").json(answer(calendarFeedAnswer, await replaceFeed(db, currentUser(req))));
  });

  router.get("/calendar/:token.ics", async (req, res) => {
    // A malformed token opens nothing, like a well-formed one nobody holds.
    const parsed = calendarFeedParamsSchema.safeParse(req.params);
    if (!parsed.success) throw notFound(CALENDAR_MESSAGES.notFound);
    const version = await feedVersion(db, config, parsed.data.token);
    res.set({
      // Kept only by the caller, who asks again each time with If-None-Match.
      "Cache-Control": "private, no-cache",
      "X-Robots-Tag": "noindex",
      "Referrer-Policy": "no-referrer",
      ETag: version.etag,
    });
    if (ifNoneMatchHits(req.headers["if-none-match"], version.etag)) return void res.status(304).end();
    const file = await feedFile(db, config, version.userId);
    res
      .status(200)
      .set({ ETag: file.etag, "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": 'inline; filename="protea-talent.ics"' })
      .send(file.body);
  });

  return router;
}

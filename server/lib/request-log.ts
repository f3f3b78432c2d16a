import type { RequestHandler } from "express";
import { randomUUID } from "node:crypto";
import type { Logger } from "./logger";

declare module "http" {
  interface IncomingMessage {
    /** The request id: the caller's `X-Request-Id` when it is a sane one, otherwise a new UUID. */
    id: string;
    /** A logger whose lines carry this request's id, method and URL. */
    log: Logger;
  }
}

const INCOMING_ID = /^[\w-]{1,64}$/;

/** A calendar feed's path carries its token, the feed's only key: the log keeps the path without it. */
const CALENDAR_FEED = /^\/api\/calendar\/[^/?#]+\.ics/;

/** An invitation's link names it by its token (an id is digits only): the log keeps the path without it. */
const INVITATION_TOKEN = /^\/api\/company\/invitations\/(?!\d+(?:[/?#]|$))[^/?#]+/;

/** The URL as the log keeps it. */
export const loggedUrl = (url: string) =>
  url.startsWith("/api/calendar/")
    ? url.replace(CALENDAR_FEED, "/api/calendar/[token].ics")
    : url.startsWith("/api/company/invitations/")
      ? url.replace(INVITATION_TOKEN, "/api/company/invitations/[token]")
      : url;

/**
 * Gives every request an id (echoed in `X-Request-Id`) and writes one line when its answer is done
 * (or the caller hung up): `{req: {id, method, url}, res: {statusCode}, responseTime}`, at error
 * level for a 5xx. The per-request child logger that code can log through (`req.log`) is only made
 * when something uses it, so a request that logs nothing else costs one plain log call.
 */
export function requestLog(logger: Logger, opts: { ignore?: (url: string) => boolean } = {}): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers["x-request-id"];
    const id = typeof incoming === "string" && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    req.id = id;
    res.setHeader("X-Request-Id", id);
    const method = req.method;
    const url = loggedUrl(req.url);
    let child: Logger | undefined;
    Object.defineProperty(req, "log", {
      configurable: true,
      enumerable: false,
      get: () => (child ??= logger.child({ req: { id, method, url } })),
    });
    if (opts.ignore?.(req.url)) return next();
    const started = Date.now();
    res.once("close", () => {
      const statusCode = res.statusCode;
      const line = { req: { id, method, url }, res: { statusCode }, responseTime: Date.now() - started };
      if (statusCode >= 500) logger.error(line, "request errored");
      else logger.info(line, res.writableFinished ? "request completed" : "request aborted");
    });
    next();
  };
}

import type { RequestHandler } from "express";
import { forbidden } from "./http-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const CROSS_SITE_MESSAGE = "This request came from another site and was refused.";

/**
 * Cross-site request forgery guard: a state-changing request (any method but GET, HEAD and OPTIONS)
 * that a browser sent on behalf of another site is refused with 403 before its body is read.
 *
 * The browser's own `Sec-Fetch-Site` decides when present: only `same-origin` (and `none`, a
 * request the user started themselves) pass. Browsers without it still send `Origin` on such
 * requests; it must then be this site's origin (the address the request came to, or PUBLIC_URL).
 * A request with neither header is not a browser acting for a web page (curl, scripts, API clients
 * with a bearer token) and passes: it carries only credentials its sender already holds.
 */
export function refuseCrossSiteWrites(config: { publicUrl?: string }): RequestHandler {
  const publicOrigin = config.publicUrl?.startsWith("http") ? new URL(config.publicUrl).origin : undefined;
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const site = req.get("sec-fetch-site");
    if (site !== undefined) return next(site === "same-origin" || site === "none" ? undefined : forbidden(CROSS_SITE_MESSAGE));
    const origin = req.get("origin");
    if (origin === undefined) return next();
    if (origin === `${req.protocol}://${req.host}` || origin === publicOrigin) return next();
    next(forbidden(CROSS_SITE_MESSAGE));
  };
}

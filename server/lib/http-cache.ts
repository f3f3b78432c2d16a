import type { Request, Response } from "express";

/**
 * The public reads every visitor without credentials gets alike (the expert list and search, an
 * expert's profile, the blog list and a post) say so in standard headers, so a browser, a proxy
 * or a CDN may keep them and ask again with If-None-Match (the ETag Express sets; 304 when it
 * still matches) instead of this server keeping answers in memory (docs/decisions/053). An answer
 * to a request with credentials may differ by who asks (an admin sees inactive experts): it is
 * private and checked with the server before each use.
 */

export const SESSION_COOKIE = "sid";

const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);

export const hasSessionCookie = (header: string | undefined) => header !== undefined && SESSION_COOKIE_PATTERN.test(header);

/** A request that may be answered for one person: a bearer token or a session cookie. */
export const hasCredentials = (req: Request) => req.headers.authorization !== undefined || hasSessionCookie(req.headers.cookie);

export interface PublicCachePolicy {
  /** How long any cache may give the answer out without asking (max-age). */
  maxAgeSeconds: number;
  /** How much longer it may give it out while it asks in the background (stale-while-revalidate). */
  staleSeconds: number;
}

/** Sets the caching headers of a public read's successful answer; call it just before sending. */
export function cachePublicRead(req: Request, res: Response, policy: PublicCachePolicy) {
  // Whoever keeps the answer keys it by these too, so an anonymous copy never answers a signed-in request.
  res.vary("Cookie");
  res.vary("Authorization");
  if (hasCredentials(req)) res.set("Cache-Control", "private, no-cache");
  else if (policy.maxAgeSeconds === 0) res.set("Cache-Control", "public, no-cache");
  else res.set("Cache-Control", `public, max-age=${policy.maxAgeSeconds}, stale-while-revalidate=${policy.staleSeconds}`);
}

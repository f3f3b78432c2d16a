// The route guards every domain's routes use: who is signed in and as what. Passport (server/auth)
// puts the user on the request; these only read it, so they sit below every domain.
import type { RequestHandler } from "express";
import type { UserType } from "@shared/constants";
import type { UserRow } from "@shared/schema";
import { forbidden, notFound, unauthorized } from "./http-error";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends UserRow {}
  }
}

/** The signed-in user, or a 401. */
export function currentUser(req: Express.Request): UserRow {
  if (!req.user) throw unauthorized();
  return req.user;
}

export const requireUser: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(unauthorized());
  next();
};

/** Signed in as one of these user types (admins pass too). */
export const requireRole =
  (...types: UserType[]): RequestHandler =>
  (req, _res, next) => {
    if (!req.user) return next(unauthorized());
    if (!req.user.isAdmin && !types.includes(req.user.userType)) return next(forbidden());
    next();
  };

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(unauthorized("Admin sign-in required."));
  if (!req.user.isAdmin) return next(forbidden("Admin access required."));
  next();
};

/** For services: the caller owns the thing, or is an admin. `hide` answers 404 instead of 403. */
export function assertOwnerOrAdmin(user: UserRow, ownerId: number, opts: { hide?: boolean } = {}) {
  if (user.isAdmin || user.id === ownerId) return;
  throw opts.hide ? notFound() : forbidden();
}

/** The credentials a request was signed in with (see `requestCredentials`). */
export interface RequestCredentials {
  sessionId?: string;
  tokenId?: number;
}

/** What the bearer check (server/auth/passport.ts) leaves on the request: the token it accepted. */
export function res_locals(req: Express.Request): { tokenId?: number } {
  const r = req as unknown as { authInfo?: { tokenId?: number } };
  r.authInfo ??= {};
  return r.authInfo;
}

/**
 * The credentials that signed this request in: the session (when it is signed in as the same
 * user) and the bearer token (when one was accepted). A stream opened with them ends with them.
 */
export function requestCredentials(req: Express.Request): RequestCredentials {
  const user = currentUser(req);
  const session = (req as { session?: { passport?: { user?: unknown } } }).session;
  const sessionId = session?.passport?.user === user.id ? (req as { sessionID?: string }).sessionID : undefined;
  return { sessionId, tokenId: res_locals(req).tokenId };
}

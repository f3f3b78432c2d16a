import type { Request, RequestHandler } from "express";
import passport, { type PassportStatic } from "passport";
import { Strategy as LocalStrategy } from "passport-local";
import type { Db } from "../db/client";
import { res_locals } from "../lib/guards";
import { findUserById } from "./auth.repo";
import { authenticate, userForToken } from "./auth.service";
import { takeUserLoadedWithSession } from "./session-store";

/** A passport instance per app, so tests can run several apps in one process. */
/** `passwordCost`: the cost of new password hashes (config.ts), for the upgrade of older ones at sign-in. */
export function createPassport(db: Db, passwordCost: number): PassportStatic {
  const instance = new passport.Passport() as unknown as PassportStatic;
  instance.use(
    new LocalStrategy(
      { usernameField: "identifier", passwordField: "password", passReqToCallback: true },
      (req, identifier, password, done) => {
        authenticate(db, identifier, password, req.ip ?? "unknown", passwordCost).then(
          (user) => done(null, user),
          (err) => done(err),
        );
      },
    ),
  );
  instance.serializeUser((user, done) => done(null, user.id));
  instance.deserializeUser((req: Request, id: unknown, done: (err: unknown, user?: Express.User | false) => void) => {
    if (typeof id !== "number") return done(null, false);
    // Usually read with the session already (one query for both); otherwise on its own.
    const loaded = takeUserLoadedWithSession(req, id);
    if (loaded) return done(null, loaded);
    findUserById(db, id).then((user) => done(null, user ?? false), done);
  });
  return instance;
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * The bearer token that login returned, as an alternative to the session cookie. A token that
 * does not resolve is ignored (the cookie may still identify the caller); guards decide.
 */
export function bearerAuth(db: Db): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) return next();
    const found = await userForToken(db, token);
    if (found) {
      req.user = found.user;
      res_locals(req).tokenId = found.tokenId;
    }
    next();
  };
}


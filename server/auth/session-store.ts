import session from "express-session";
import type { Request } from "express";
import { DAY_MS } from "@shared/calendar";
import type { UserRow } from "@shared/schema";
import type { Db } from "../db/client";
import { deleteSession, findLiveSession, upsertSession } from "./auth.repo";

/** How long a session lasts: the cookie's maxAge, and the store's when a session names no expiry. */
export const SESSION_TTL_MS = 7 * DAY_MS;

/**
 * The signed-in user's row, read in the same query as the session (a symbol key, so it is never
 * copied into the session nor saved with it), then handed to the request by `createSession`.
 */
const LOADED_USER = Symbol("user loaded with the session");
type LoadedSession = session.SessionData & { [LOADED_USER]?: UserRow };
type LoadedRequest = Request & { [LOADED_USER]?: UserRow };

/**
 * The user row the session store read together with this request's session, when it is user `id`;
 * once (a later call gets undefined). Passport's deserializer uses it instead of a second query.
 */
export function takeUserLoadedWithSession(req: Request, id: number): UserRow | undefined {
  const r = req as LoadedRequest;
  const user = r[LOADED_USER];
  r[LOADED_USER] = undefined;
  return user?.id === id ? user : undefined;
}

/** express-session rows in our own database, through Drizzle, so it works on PGlite and pg alike. */
export class DbSessionStore extends session.Store {
  private expiry(sess: session.SessionData) {
    const expires = sess.cookie?.expires ? new Date(sess.cookie.expires) : undefined;
    return expires && !Number.isNaN(expires.getTime()) ? expires : new Date(Date.now() + SESSION_TTL_MS);
  }

  private userIdOf(sess: session.SessionData): number | null {
    const id = (sess as { passport?: { user?: unknown } }).passport?.user;
    return typeof id === "number" ? id : null;
  }

  constructor(private readonly db: Db) {
    super();
  }

  /** The live session, and in the same round trip the user it is signed in as (see LOADED_USER). */
  get(sid: string, cb: (err: unknown, session?: session.SessionData | null) => void) {
    findLiveSession(this.db, sid).then((row) => {
      if (!row) return cb(null, null);
      const sess = row.sess as LoadedSession;
      if (row.user) sess[LOADED_USER] = row.user;
      cb(null, sess);
    }, cb);
  }

  createSession(req: Request, sess: session.SessionData) {
    (req as LoadedRequest)[LOADED_USER] = (sess as LoadedSession)[LOADED_USER];
    delete (sess as LoadedSession)[LOADED_USER];
    return super.createSession(req, sess);
  }

  set(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void) {
    const row = { sid, sess: sess as unknown as Record<string, unknown>, userId: this.userIdOf(sess), expiresAt: this.expiry(sess) };
    upsertSession(this.db, row).then(() => cb?.(), (err) => cb?.(err));
  }

  destroy(sid: string, cb?: (err?: unknown) => void) {
    deleteSession(this.db, sid).then(() => cb?.(), (err) => cb?.(err));
  }

  /**
   * Writes nothing. With `rolling: false` the browser's cookie keeps the expiry it got at sign-in
   * (`set` stores the same one, and stores it again whenever the session changes and the cookie is
   * sent anew), so the row ends when the cookie does. Moving the row's expiry on every request
   * would cost an UPDATE per signed-in request and let a client that ignores cookie expiry keep a
   * session alive for ever. It also cannot fail after an answer has been written (an error from
   * there reaches Express's last-resort handler, which destroys the connection).
   */
  touch(_sid: string, _sess: session.SessionData, cb?: (err?: unknown) => void) {
    cb?.();
  }
}

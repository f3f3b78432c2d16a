import session from "express-session";
import { eq, sql } from "drizzle-orm";
import { sessions } from "@shared/schema";
import type { Db } from "../db/client";

const DEFAULT_TTL_MS = 7 * 86_400_000;

/** express-session rows in our own database, through Drizzle, so it works on PGlite and pg alike. */
export class DbSessionStore extends session.Store {
  constructor(private readonly db: Db) {
    super();
  }

  private expiry(sess: session.SessionData) {
    const expires = sess.cookie?.expires ? new Date(sess.cookie.expires) : undefined;
    return expires && !Number.isNaN(expires.getTime()) ? expires : new Date(Date.now() + DEFAULT_TTL_MS);
  }

  private userIdOf(sess: session.SessionData): number | null {
    const id = (sess as { passport?: { user?: unknown } }).passport?.user;
    return typeof id === "number" ? id : null;
  }

  get(sid: string, cb: (err: unknown, session?: session.SessionData | null) => void) {
    this.db
      .select({ sess: sessions.sess })
      .from(sessions)
      .where(sql`${sessions.sid} = ${sid} and ${sessions.expiresAt} > now()`)
      .limit(1)
      .then((rows) => cb(null, (rows[0]?.sess as session.SessionData) ?? null), cb);
  }

  set(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void) {
    const row = { sid, sess: sess as unknown as Record<string, unknown>, userId: this.userIdOf(sess), expiresAt: this.expiry(sess) };
    this.db
      .insert(sessions)
      .values(row)
      .onConflictDoUpdate({ target: sessions.sid, set: { sess: row.sess, userId: row.userId, expiresAt: row.expiresAt } })
      .then(() => cb?.(), (err) => cb?.(err));
  }

  destroy(sid: string, cb?: (err?: unknown) => void) {
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(() => cb?.(), (err) => cb?.(err));
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

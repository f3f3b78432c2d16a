import { lstatSync, mkdirSync } from "node:fs";
import path from "node:path";
import type { Request, RequestHandler } from "express";
import multer from "multer";
import { HttpError } from "./http-error";

/**
 * Wraps a multer middleware so a body it cannot read (no boundary, a truncated or malformed part,
 * a request cut short) is the caller's 400, not a 500. Multer's own limit errors go on to the
 * error handler as they are, except the size limit when the route has its own message for it.
 */
export function readUpload(middleware: RequestHandler, opts: { tooLargeMessage?: string } = {}): RequestHandler {
  return (req, res, next) =>
    middleware(req, res, (err?: unknown) => {
      if (!err || err instanceof HttpError) return next(err);
      if (err instanceof multer.MulterError) {
        if (err.code === "LIMIT_FILE_SIZE" && opts.tooLargeMessage) return next(new HttpError(413, "file_too_large", opts.tooLargeMessage));
        return next(err);
      }
      next(new HttpError(400, "bad_upload", "The upload could not be read. Please choose the file and try again."));
    });
}

/** Uploads one signed-in user may send at once. */
export const UPLOADS_PER_USER = 2;

export const UPLOAD_MESSAGES = {
  perUser: `You are already sending ${UPLOADS_PER_USER} files. Please wait for them to finish.`,
  busy: "We are receiving many files right now. Please try again in a few seconds.",
} as const;

/** Uploads being read in this process now, in all and per user. */
const reading = { all: 0, byUser: new Map<number, number>() };

/** How many uploads this process is reading now (the tests wait on it). */
export const uploadsBeingRead = () => reading.all;

/**
 * An upload is read whole (up to 5 MB, into memory or a file), so how many are read at once is bounded
 * before a byte of the body is read: per user (UPLOADS_PER_USER, then 429) and per process
 * (`perProcess`, config UPLOADS_AT_ONCE, then 503 with Retry-After). Parallel uploads then hold at
 * most `perProcess` files in memory, whoever sends them. Goes after the route's guard (it counts
 * by the signed-in user) and before the body is read; the place is given back when the answer is
 * sent or the connection closes.
 */
export function uploadSlots(perProcess: number): RequestHandler {
  return (req: Request, res, next) => {
    const userId = req.user?.id;
    const mine = userId === undefined ? 0 : (reading.byUser.get(userId) ?? 0);
    // A refused body is not kept: Node reads it past the answer and drops it (the sender still gets
    // the answer, which closing the connection on unread bytes could lose).
    if (mine >= UPLOADS_PER_USER) return next(new HttpError(429, "too_many_uploads", UPLOAD_MESSAGES.perUser, undefined, { "Retry-After": "5" }));
    if (reading.all >= perProcess) return next(new HttpError(503, "busy", UPLOAD_MESSAGES.busy, undefined, { "Retry-After": "5" }));
    reading.all += 1;
    if (userId !== undefined) reading.byUser.set(userId, mine + 1);
    let given = false;
    const giveBack = () => {
      if (given) return;
      given = true;
      reading.all -= 1;
      if (userId === undefined) return;
      const left = (reading.byUser.get(userId) ?? 1) - 1;
      if (left > 0) reading.byUser.set(userId, left);
      else reading.byUser.delete(userId);
    };
    res.once("finish", giveBack);
    res.once("close", giveBack);
    next();
  };
}

/**
 * A folder in `parent` for files an upload writes, open to the server's user alone: made when
 * missing (the system's cleaning may take a temporary folder); refused (thrown) when it is a link,
 * or another user's, or open to others, so nobody else can read an upload or plant a file in its
 * place. Answers its path.
 */
export function privateFolder(parent: string, name: string): string {
  const folder = path.join(parent, name);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const made = lstatSync(folder);
  const mine = process.platform === "win32" || (made.uid === process.getuid?.() && (made.mode & 0o077) === 0);
  if (!made.isDirectory() || !mine) throw new Error(`${folder} is not a folder of the server's user alone`);
  return folder;
}

import type { RequestHandler } from "express";
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

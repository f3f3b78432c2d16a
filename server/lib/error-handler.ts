import type { ErrorRequestHandler, RequestHandler } from "express";
import multer from "multer";
import { ZodError } from "zod";
import { AnswerMismatch } from "./answer";
import { isDatabaseUnavailable, isStatementCancelled } from "./db-errors";
import { HttpError } from "./http-error";
import { zodDetails } from "./validate";

const DB_RETRY_AFTER_SECONDS = 5;

function send(res: Parameters<ErrorRequestHandler>[2], status: number, code: string, message: string, details?: unknown) {
  res.status(status).json({ error: { code, message, ...(details ? { details } : {}) } });
}

/** The one place errors become responses: never a stack trace, never a raw message from a 500. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (res.headersSent) {
    res.end();
    return;
  }
  if (err instanceof HttpError) {
    if (err.headers) res.set(err.headers);
    return send(res, err.status, err.code, err.message, err.details);
  }
  if (err instanceof AnswerMismatch) {
    req.log?.error({ err }, "answer does not fit its contract");
    return send(res, 500, "internal_error", "Something went wrong on our side. Please try again.");
  }
  if (err instanceof ZodError) {
    const details = zodDetails(err);
    return send(res, 400, "bad_request", details.map((d) => `${d.path}: ${d.message}`).join("; "), details);
  }
  if (err instanceof multer.MulterError) {
    if (err.code === "LIMIT_FILE_SIZE") return send(res, 413, "file_too_large", "The file is too large. The limit is 5 MB.");
    return send(res, 400, "bad_upload", `Upload refused: ${err.message}`);
  }
  // body-parser errors carry an HTTP status and a type.
  const status = typeof err?.status === "number" ? err.status : typeof err?.statusCode === "number" ? err.statusCode : 500;
  if (err?.type === "entity.parse.failed") return send(res, 400, "invalid_json", "The request body is not valid JSON.");
  if (err?.type === "entity.too.large") return send(res, 413, "payload_too_large", "The request body is too large.");
  if (status >= 400 && status < 500) return send(res, status, "bad_request", status === 415 ? "Unsupported content type." : "Bad request.");
  if (isDatabaseUnavailable(err)) {
    // Not a bug: the database is away (restarting, failing over). Clients and load balancers retry.
    req.log?.warn({ err: err instanceof Error ? err.message : String(err) }, "database unavailable");
    res.set("Retry-After", String(DB_RETRY_AFTER_SECONDS));
    return send(res, 503, "service_unavailable", "The service is briefly unavailable. Please try again in a moment.");
  }
  if (isStatementCancelled(err)) {
    // The statement ran past DATABASE_STATEMENT_TIMEOUT_MS: the database is too busy right now.
    req.log?.warn({ err: err instanceof Error ? err.message : String(err) }, "database statement cancelled");
    res.set("Retry-After", String(DB_RETRY_AFTER_SECONDS));
    return send(res, 503, "service_unavailable", "The service is busy. Please try again in a moment.");
  }
  req.log?.error({ err }, "unhandled error");
  return send(res, 500, "internal_error", "Something went wrong on our side. Please try again.");
};

export const apiNotFound: RequestHandler = (req, res) => {
  send(res, 404, "not_found", `No API route for ${req.method} ${req.path}`);
};

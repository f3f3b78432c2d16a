export interface ErrorDetail {
  path: string;
  message: string;
}

/** The one error type handlers and services throw; the error handler turns it into JSON. */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly details?: ErrorDetail[],
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string, details?: ErrorDetail[]) => new HttpError(400, "bad_request", message, details);
export const unauthorized = (message = "Please sign in to continue.") => new HttpError(401, "unauthorized", message);
export const forbidden = (message = "You do not have permission to do that.") => new HttpError(403, "forbidden", message);
export const notFound = (message = "Not found") => new HttpError(404, "not_found", message);
export const conflict = (message: string) => new HttpError(409, "conflict", message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, "too_many_requests", message, undefined, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });

// Where the current request comes from (address and browser), for code that records it (the
// audit log) without every service passing it along.
import { AsyncLocalStorage } from "node:async_hooks";
import type { RequestHandler } from "express";
import type { UserRow } from "@shared/schema";

export interface RequestContext {
  ip?: string;
  userAgent?: string;
  /** Who is signed in, when the request came with credentials. */
  user?: UserRow;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const requestContext: RequestHandler = (req, _res, next) => {
  const userAgent = req.headers["user-agent"];
  storage.run({ ip: req.ip, userAgent: userAgent ? userAgent.slice(0, 500) : undefined, user: req.user }, next);
};

/** The current request's context; empty outside a request (jobs, the seed). */
export function currentRequestContext(): RequestContext {
  return storage.getStore() ?? {};
}

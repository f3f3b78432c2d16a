// A stand-in for the server in component tests: `fetch` is replaced by a table of routes that
// answer the way the real API does (see server/lib/error-handler.ts for the error body), and every
// request is recorded so a test can check what was sent.
import { vi } from "vitest";
import { FakeXhr, resetFakeXhr } from "./xhr";

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. "/api/availability/7". */
  url: string;
  headers: Record<string, string>;
  /** The parsed JSON body, the FormData of a multipart request, or undefined. */
  body: unknown;
}

export type Reply = Response | Promise<Response>;
export type Handler = (request: RecordedRequest) => Reply;

/** "POST /api/auth/login" → handler. A path ending in "*" matches any path with that prefix. */
export type Routes = Record<string, Handler | Response>;

/** A JSON answer. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=utf-8" } });
}

/** The error body every failing API call answers with: `{ error: { code, message, details? } }`. */
export function apiError(status: number, code: string, message: string, details?: { path: string; message: string }[]): Response {
  return json(status, { error: { code, message, ...(details ? { details } : {}) } });
}

/** A 400 from the server's zod validation: one detail per field, the message joining them all. */
export function validationError(details: { path: string; message: string }[]): Response {
  return apiError(400, "bad_request", details.map((d) => `${d.path}: ${d.message}`).join("; "), details);
}

/** An answer the test releases by hand, to look at the form while the request is in flight. */
export function deferred(): { reply: Promise<Response>; resolve: (response: Response) => void } {
  let resolve!: (response: Response) => void;
  const reply = new Promise<Response>((r) => {
    resolve = r;
  });
  return { reply, resolve };
}

let unhandled: string[] = [];

/** Requests no route answered since the last call (the setup file fails the test on any). */
export function takeUnhandledRequests(): string[] {
  const taken = unhandled;
  unhandled = [];
  return taken;
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

function bodyOf(init: RequestInit | undefined): unknown {
  const body = init?.body;
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string") {
    try {
      return JSON.parse(body);
    } catch {
      return body;
    }
  }
  return body;
}

function matches(pattern: string, method: string, url: string): boolean {
  const [m, p] = pattern.split(" ");
  if (m !== method) return false;
  const path = url.split("?")[0];
  return p.endsWith("*") ? path.startsWith(p.slice(0, -1)) : path === p;
}

/**
 * Replaces `fetch` (and XMLHttpRequest, see ./xhr) for the current test (the setup file restores it). Returns the recorded
 * requests, in order. An unknown route answers 501 and fails the test.
 */
export function stubFetch(routes: Routes): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const request: RecordedRequest = { method: (init?.method ?? "GET").toUpperCase(), url, headers: headersOf(init), body: bodyOf(init) };
    requests.push(request);
    const key = Object.keys(routes).find((pattern) => matches(pattern, request.method, url));
    if (!key) {
      unhandled.push(`${request.method} ${url}`);
      return apiError(501, "not_stubbed", `No stubbed answer for ${request.method} ${url}`);
    }
    const route = routes[key];
    // A Response body can be read once: hand out a copy so a route may answer several times.
    return route instanceof Response ? route.clone() : route(request);
  });
  vi.stubGlobal("fetch", fetchStub);
  // Uploads (XMLHttpRequest, for their progress) go through the same routes.
  resetFakeXhr();
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return requests;
}

/** The requests sent to one route, e.g. sentTo(requests, "POST /api/auth/login"). */
export function sentTo(requests: RecordedRequest[], pattern: string): RecordedRequest[] {
  return requests.filter((r) => matches(pattern, r.method, r.url));
}

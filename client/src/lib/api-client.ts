// The one fetch helper (SPEC.md sections 6-8): JSON in and out, pages of lists with their total,
// file downloads; cookies always, bearer tokens by path (or the admin's, for the admin console).
import type { QueryFunction } from "@tanstack/react-query";
import type { z } from "zod";
import { readItem, STORAGE_KEYS } from "./storage";

/** Paths (substring match) that carry the signed-in user's token. */
const USER_TOKEN_PATHS = [
  "/api/dream-teams",
  "/api/pre-bookings",
  "/api/availability",
  "/api/experts/profile",
  "/api/notifications",
  "/api/auth/",
  "/api/candidate",
  "/api/upload",
  "/api/client",
  "/api/match",
  "/api/account",
  "/api/requisitions",
  "/api/threads",
  "/api/engagements",
  "/api/invoices",
  "/api/credit-notes",
  "/api/interviews",
  "/api/calendar",
];

type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Any non-OK response. `message` is `${status}: ${body text || status text}` as SPEC.md section 8 says. */
export class ApiError extends Error {
  readonly status: number;
  /** The response body parsed as JSON, or null when empty or not JSON. */
  readonly body: unknown;
  readonly bodyText: string;

  constructor(status: number, statusText: string, bodyText: string, body: unknown) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
    this.bodyText = bodyText;
  }
}

/** Admin-only calls outside /api/admin/ (PRODUCT.md): the admin token wins when present. */
function isAdminOnlyCall(method: HttpMethod, pathname: string): boolean {
  if (method === "GET" && (pathname === "/api/pre-bookings" || pathname === "/api/dream-teams")) return true;
  return method === "PATCH" && /^\/api\/experts\/(?!profile(\/|$))[^/]+$/.test(pathname);
}

/** Picks the bearer token for a call, or null when the call sends none. */
export function tokenFor(method: HttpMethod, path: string): string | null {
  const pathname = path.split(/[?#]/)[0];
  if (pathname.includes("/api/admin/")) return readItem(STORAGE_KEYS.adminToken);
  const userToken = readItem(STORAGE_KEYS.userToken);
  if (isAdminOnlyCall(method, pathname)) return readItem(STORAGE_KEYS.adminToken) ?? userToken;
  if (USER_TOKEN_PATHS.some((prefix) => pathname.includes(prefix))) return userToken;
  return null;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const UNREADABLE = "The server sent a response that could not be read.";

export interface RequestOptions {
  signal?: AbortSignal;
  /**
   * Send the admin token whenever one is stored (the admin console), so the console acts as the
   * admin even when the same browser is also signed in as a client or expert.
   */
  asAdmin?: boolean;
}

/**
 * Sends a request and answers the OK response; throws ApiError on any other status (whose body is
 * JSON). JSON bodies are serialised; a FormData body (the CV and photo uploads) is sent as multipart.
 */
async function send(method: HttpMethod, path: string, body: unknown, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const token = (options.asAdmin && readItem(STORAGE_KEYS.adminToken)) || tokenFor(method, path);
  if (token) headers.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }

  const res = await fetch(path, { method, headers, body: payload, credentials: "include", signal: options.signal });
  if (!res.ok) {
    const text = await res.text();
    throw new ApiError(res.status, res.statusText, text, parseJson(text) ?? null);
  }
  return res;
}

async function readJson(res: Response): Promise<unknown> {
  const parsed = parseJson(await res.text());
  if (parsed === undefined) throw new Error(UNREADABLE);
  return parsed;
}

/** How much of an upload's body has left the browser. */
export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send in all (the multipart body, a little more than the file). */
  total: number;
  /** 0 to 100, whole numbers. */
  percent: number;
}

export interface UploadOptions extends RequestOptions {
  /** Called as the body goes out (about every 50 ms in browsers) and once at 100 %. */
  onProgress?: (progress: UploadProgress) => void;
}

/** What an aborted request throws, from fetch and from apiUpload alike. */
export function isAbortError(err: unknown): boolean {
  return err instanceof DOMException && err.name === "AbortError";
}

/**
 * apiRequest for a multipart body, over XMLHttpRequest because fetch cannot report upload
 * progress. Same credentials (cookies, the bearer token by path), same answers: the parsed JSON
 * body, an ApiError on a non-OK status, a TypeError when the request never got an answer, and an
 * AbortError (a DOMException) when `signal` aborts it.
 */
export function apiUpload<T = unknown>(method: "POST" | "PUT", path: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const { signal, onProgress } = options;
    const aborted = () => new DOMException("The upload was cancelled.", "AbortError");
    if (signal?.aborted) return reject(aborted());

    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    const token = (options.asAdmin && readItem(STORAGE_KEYS.adminToken)) || tokenFor(method, path);
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);

    const onAbortSignal = () => xhr.abort();
    const settle = () => signal?.removeEventListener("abort", onAbortSignal);
    signal?.addEventListener("abort", onAbortSignal, { once: true });

    if (onProgress) {
      xhr.upload.addEventListener("progress", (e) => {
        const total = e.lengthComputable ? e.total : 0;
        onProgress({ loaded: e.loaded, total, percent: total > 0 ? Math.min(100, Math.floor((e.loaded / total) * 100)) : 0 });
      });
    }
    xhr.addEventListener("load", () => {
      settle();
      const text = xhr.responseText;
      if (xhr.status < 200 || xhr.status >= 300) return reject(new ApiError(xhr.status, xhr.statusText, text, parseJson(text) ?? null));
      const parsed = parseJson(text);
      if (parsed === undefined) return reject(new Error(UNREADABLE));
      resolve(parsed as T);
    });
    // No answer at all: offline, connection reset, the server closing the socket mid-body.
    xhr.addEventListener("error", () => {
      settle();
      reject(new TypeError("Network request failed"));
    });
    xhr.addEventListener("timeout", () => {
      settle();
      reject(new TypeError("Network request timed out"));
    });
    xhr.addEventListener("abort", () => {
      settle();
      reject(aborted());
    });
    xhr.send(body);
  });
}

/** Sends a request and returns the parsed JSON body (null when empty). */
export async function apiRequest<T = unknown>(method: HttpMethod, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  return (await readJson(await send(method, path, body, options))) as T;
}

/**
 * What arrived, checked against its contract in shared/contracts (docs/decisions/078): an answer
 * that does not fit is not shown as if it did.
 */
function checked<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(UNREADABLE);
  return result.data;
}

/** Sends a request and returns its answer, checked against `answer`, the response's schema in shared/contracts. */
export async function apiAnswer<S extends z.ZodType>(answer: S, method: HttpMethod, path: string, body?: unknown, options: RequestOptions = {}): Promise<z.output<S>> {
  return checked(answer, await readJson(await send(method, path, body, options)));
}

/** apiUpload with its answer checked against `answer`, the response's schema in shared/contracts. */
export async function apiUploadAnswer<S extends z.ZodType>(answer: S, method: "POST" | "PUT", path: string, body: FormData, options: UploadOptions = {}): Promise<z.output<S>> {
  return checked(answer, await apiUpload<unknown>(method, path, body, options));
}

/** Where a page of a list starts and how long it is. */
export interface PageParams {
  limit: number;
  offset: number;
}

/** One page of a list and the size of the whole list. */
export interface Page<T> {
  items: T[];
  total: number;
  /** The server stopped counting at `total` (X-Total-Count-Capped): there are at least that many. */
  capped: boolean;
}

/** GETs one page of a list: the array body, and the total from X-Total-Count (counted from the page when missing). */
export async function apiPage<T>(path: string, options: RequestOptions = {}): Promise<Page<T>> {
  const res = await send("GET", path, undefined, options);
  const items = await readJson(res);
  if (!Array.isArray(items)) throw new Error(UNREADABLE);
  const header = res.headers.get("X-Total-Count");
  const total = header === null ? Number.NaN : Number(header);
  const offset = Number(new URL(path, "http://localhost").searchParams.get("offset")) || 0;
  return { items, total: Number.isFinite(total) ? total : offset + items.length, capped: res.headers.get("X-Total-Count-Capped") === "true" };
}

/** apiPage with each item checked against `item`, the list item's schema in shared/contracts. */
export async function apiPageOf<S extends z.ZodType>(item: S, path: string, options: RequestOptions = {}): Promise<Page<z.output<S>>> {
  const page = await apiPage<unknown>(path, options);
  return { ...page, items: page.items.map((entry) => checked(item, entry)) };
}

/** A query function for page keys shaped [path, params] (see urlFromQueryKey). */
export const pageQueryFn =
  <T>(options: RequestOptions = {}) =>
  ({ queryKey, signal }: { queryKey: readonly unknown[]; signal?: AbortSignal }) =>
    apiPage<T>(urlFromQueryKey(queryKey), { ...options, signal });

/** pageQueryFn with each item checked against `item`, the list item's schema in shared/contracts. */
export const pageQueryFnOf =
  <S extends z.ZodType>(item: S, options: RequestOptions = {}) =>
  ({ queryKey, signal }: { queryKey: readonly unknown[]; signal?: AbortSignal }) =>
    apiPageOf(item, urlFromQueryKey(queryKey), { ...options, signal });

/** GETs a file and saves it under `fileName` through a temporary link. */
export async function apiDownload(path: string, fileName: string, options: RequestOptions = {}): Promise<void> {
  const res = await send("GET", path, undefined, options);
  const url = URL.createObjectURL(await res.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    link.rel = "noopener";
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** The server's error answer (`{ error: { code, message, details } }`), read without trusting its shape. */
function errorPart(err: unknown): Record<string, unknown> | undefined {
  if (!(err instanceof ApiError) || !isRecord(err.body) || !isRecord(err.body.error)) return undefined;
  return err.body.error;
}

/** The server's error code of a failed call ("conflict", "link_used"…), if it sent one. */
export function errorCode(err: unknown): string | undefined {
  const code = errorPart(err)?.code;
  return typeof code === "string" ? code : undefined;
}

/** The `details` of a failed call's answer when they are a list (per field, or the rows it names). */
export function errorDetails(err: unknown): unknown[] | undefined {
  const details = errorPart(err)?.details;
  return Array.isArray(details) ? details : undefined;
}

/** The server's human-readable message in an error body, if any. */
function serverMessage(err: ApiError): string | null {
  const body = err.body;
  if (isRecord(body)) {
    const nested = body.error;
    if (isRecord(nested) && typeof nested.message === "string" && nested.message) return nested.message;
    if (typeof nested === "string" && nested) return nested;
    if (typeof body.message === "string" && body.message) return body.message;
    return null;
  }
  // A short plain-text body is a message; an HTML error page is not.
  const text = err.bodyText.trim();
  if (body === null && text && text.length <= 300 && !text.startsWith("<")) return text;
  return null;
}

/** True when the request never reached the server (offline, DNS, CORS, aborted connection). */
export function isNetworkError(err: unknown): boolean {
  return err instanceof TypeError;
}

/** A message fit to show the user: the server's message when it gave one, else `fallback`. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return serverMessage(err) ?? fallback;
  if (isNetworkError(err)) return fallback;
  if (err instanceof Error && err.message && !/^\d{3}: /.test(err.message)) return err.message;
  return fallback;
}

/**
 * Why an upload did not go through, in words for the person who sent it: cancelled, the connection
 * lost, too large (413, whoever answered it), or the server's own message (a 400 "not a PDF").
 */
export function uploadErrorMessage(err: unknown, fallback: string): string {
  if (isAbortError(err)) return "Upload cancelled. The file was not saved.";
  if (isNetworkError(err)) return "The connection was lost before the file was sent. Please check your connection and try again.";
  if (err instanceof ApiError && err.status === 413) return serverMessage(err) ?? "The file is too large to upload.";
  return errorMessage(err, fallback);
}

/** Per-field messages from a 400 answer (`error.details`), keyed by the field path. */
export function fieldErrors(err: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  for (const d of errorDetails(err) ?? []) {
    if (isRecord(d) && typeof d.path === "string" && typeof d.message === "string" && !(d.path in result)) {
      result[d.path] = d.message;
    }
  }
  return result;
}

/** Builds the URL for a query key: string/number parts joined by "/", a plain object part as the query string. */
export function urlFromQueryKey(queryKey: readonly unknown[]): string {
  const parts: string[] = [];
  const params = new URLSearchParams();
  for (const part of queryKey) {
    if (typeof part === "string" || typeof part === "number") {
      parts.push(String(part));
    } else if (isRecord(part)) {
      for (const [k, v] of Object.entries(part)) {
        if (v !== undefined && v !== null && v !== "") params.set(k, String(v));
      }
    }
  }
  const query = params.toString();
  return parts.join("/") + (query ? `?${query}` : "");
}

/** The default react-query queryFn: GETs the URL built from the query key (see urlFromQueryKey). */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => apiRequest("GET", urlFromQueryKey(queryKey), undefined, { signal });

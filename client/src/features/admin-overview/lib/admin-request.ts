// Requests of the admin console. They always carry the admin token when there is one, so the
// console acts as the admin even when the same browser is also signed in as a client or expert
// (whose token or cookie would otherwise go with /api/pre-bookings/... or /api/experts calls).
// Errors are the same ApiError as apiRequest's.
import { ApiError, tokenFor, urlFromQueryKey } from "@/lib/api-client";
import { readItem, STORAGE_KEYS } from "@/lib/storage";

type Method = "GET" | "POST" | "PATCH";

/** Page size of every admin list. */
export const ADMIN_PAGE_SIZE = 20;

export interface Page<T> {
  items: T[];
  total: number;
  /** The server stopped counting at `total` (X-Total-Count-Capped): there are at least that many. */
  capped: boolean;
}

async function send(method: Method, path: string, body?: unknown, signal?: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const token = readItem(STORAGE_KEYS.adminToken) ?? tokenFor(method, path);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const res = await fetch(path, { method, headers, credentials: "include", signal, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) {
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    throw new ApiError(res.status, res.statusText, text, parsed);
  }
  return res;
}

async function json(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new Error("The server sent a response that could not be read.");
  }
}

/** A JSON call as the admin; answers the parsed body (null when empty). */
export async function adminRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  return (await json(await send(method, path, body))) as T;
}

/** A paged list: the array body and the server's X-Total-Count. */
export async function fetchPage<T>(path: string, signal?: AbortSignal): Promise<Page<T>> {
  const res = await send("GET", path, undefined, signal);
  const body = await json(res);
  if (!Array.isArray(body)) throw new Error("The server sent a response that could not be read.");
  const header = res.headers.get("X-Total-Count");
  const total = header === null ? Number.NaN : Number(header);
  return { items: body as T[], total: Number.isFinite(total) ? total : body.length, capped: res.headers.get("X-Total-Count-Capped") === "true" };
}

/** A query function for keys shaped [path, params]. */
export const pageQueryFn =
  <T>() =>
  ({ queryKey, signal }: { queryKey: readonly unknown[]; signal?: AbortSignal }) =>
    fetchPage<T>(urlFromQueryKey(queryKey), signal);

/** Downloads a file as the admin and saves it under its name. */
export async function downloadAsAdmin(path: string, fileName: string): Promise<void> {
  const res = await send("GET", path);
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

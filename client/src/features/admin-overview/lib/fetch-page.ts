// GET of a paged admin list: the array body plus the server's X-Total-Count header, with the
// same credentials and error shape as apiRequest.
import { ApiError, tokenFor, urlFromQueryKey } from "@/lib/api-client";

export interface Page<T> {
  items: T[];
  total: number;
}

export async function fetchPage<T>(path: string, signal?: AbortSignal): Promise<Page<T>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const token = tokenFor("GET", path);
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(path, { headers, credentials: "include", signal });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = undefined;
  }
  if (!res.ok) throw new ApiError(res.status, res.statusText, text, body ?? null);
  if (!Array.isArray(body)) throw new Error("The server sent a response that could not be read.");
  const header = Number(res.headers.get("X-Total-Count"));
  return { items: body as T[], total: Number.isFinite(header) && res.headers.has("X-Total-Count") ? header : body.length };
}

/** A query function for keys shaped [path, params]. */
export const pageQueryFn =
  <T>() =>
  ({ queryKey, signal }: { queryKey: readonly unknown[]; signal?: AbortSignal }) =>
    fetchPage<T>(urlFromQueryKey(queryKey), signal);

/** Page size of every admin list. */
export const ADMIN_PAGE_SIZE = 20;

import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { Expert } from "@shared/contracts/experts";
import { ApiError } from "@/lib/api-client";
import { nextOffset, type SearchPageInfo, searchQueryString, type ExpertSearchFilters } from "../lib/search-params";
import { expertKeys } from "./keys";

export interface ExpertSearchPage extends SearchPageInfo {
  experts: Expert[];
}

/** GET /api/experts with filters and a page; reads the X-Total-Count header too. */
export async function searchExperts(filters: ExpertSearchFilters, page: { limit: number; offset?: number }, signal?: AbortSignal): Promise<ExpertSearchPage> {
  const res = await fetch(`/api/experts?${searchQueryString(filters, page)}`, { headers: { Accept: "application/json" }, credentials: "include", signal });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!res.ok) throw new ApiError(res.status, res.statusText, text, body);
  const experts = Array.isArray(body) ? (body as Expert[]) : [];
  const header = Number(res.headers.get("X-Total-Count"));
  return {
    experts,
    total: Number.isFinite(header) && res.headers.has("X-Total-Count") ? header : (page.offset ?? 0) + experts.length,
    capped: res.headers.get("X-Total-Count-Capped") === "true",
    offset: page.offset ?? 0,
  };
}

/** One list of experts (e.g. the featured ones); no paging. */
export function useExperts(filters: ExpertSearchFilters & { limit: number }) {
  const { limit, ...rest } = filters;
  return useQuery({
    queryKey: expertKeys.list({ ...rest, limit }),
    queryFn: async ({ signal }) => (await searchExperts(rest, { limit }, signal)).experts,
  });
}

/** Searches page by page ("Load more"): each page is `pageSize` experts. */
export function useExpertSearch(filters: ExpertSearchFilters, pageSize: number) {
  return useInfiniteQuery({
    queryKey: expertKeys.pages({ ...filters, limit: pageSize }),
    queryFn: ({ pageParam, signal }) => searchExperts(filters, { limit: pageSize, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => nextOffset(last, pageSize),
  });
}

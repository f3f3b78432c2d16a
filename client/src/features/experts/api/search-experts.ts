import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { type Expert, expertAnswer } from "@shared/contracts/experts";
import { apiPageOf } from "@/lib/api-client";
import { nextOffset, type SearchPageInfo, searchQueryString, type ExpertSearchFilters } from "../lib/search-params";
import { expertKeys } from "./keys";

export interface ExpertSearchPage extends SearchPageInfo {
  experts: Expert[];
}

/** GET /api/experts with filters and a page, with the X-Total-Count total. */
export async function searchExperts(filters: ExpertSearchFilters, page: { limit: number; offset?: number }, signal?: AbortSignal): Promise<ExpertSearchPage> {
  const { items, total, capped } = await apiPageOf(expertAnswer, `/api/experts?${searchQueryString(filters, page)}`, { signal });
  return { experts: items, total, capped, offset: page.offset ?? 0 };
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

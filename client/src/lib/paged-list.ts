// A list read a page at a time and grown with 'Show more': the pages loaded so far as one list, and
// the database's total from X-Total-Count (docs/decisions/041), which is the figure to show.
import { useInfiniteQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiPage, apiPageOf, type Page, type RequestOptions } from "./api-client";

/** Page size of the signed-in users' own lists (pre-bookings, dream teams). */
export const OWN_LIST_PAGE_SIZE = 20;

/** Everything loaded so far, each row once, and how many the whole list holds. */
export interface PagedList<T> {
  items: T[];
  total: number;
}

/** The offset of the next page, or undefined once every row is loaded (or a page came back empty). */
export function nextPageOffset<T>(last: Page<T>, pages: Page<T>[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  return last.items.length > 0 && loaded < last.total ? loaded : undefined;
}

/** The pages as one list. A row that moved down a page while paging (a new one came first) shows once. */
export function joinPages<T extends { id: number }>(pages: Page<T>[]): PagedList<T> {
  const seen = new Set<number>();
  const items: T[] = [];
  for (const page of pages) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return { items, total: pages.at(-1)?.total ?? 0 };
}

/**
 * GETs `path` `pageSize` rows at a time under `queryKey` (keep the list's own key as its prefix so the
 * mutations that invalidate it refresh every loaded page). `fetchNextPage` is 'Show more'. With
 * `item`, the list item's schema in shared/contracts, each row is checked and typed by it.
 */
export function usePagedList<T extends { id: number }>(
  queryKey: readonly unknown[],
  path: string,
  { pageSize = OWN_LIST_PAGE_SIZE, enabled = true, item, ...options }: RequestOptions & { pageSize?: number; enabled?: boolean; item?: z.ZodType<T> } = {},
) {
  return useInfiniteQuery({
    queryKey: [...queryKey, { pageSize }],
    queryFn: ({ pageParam, signal }): Promise<Page<T>> => {
      const url = `${path}?limit=${pageSize}&offset=${pageParam}`;
      return item ? apiPageOf(item, url, { ...options, signal }) : apiPage<T>(url, { ...options, signal });
    },
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
    select: (data) => joinPages(data.pages),
    enabled,
  });
}

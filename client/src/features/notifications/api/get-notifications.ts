import { useInfiniteQuery } from "@tanstack/react-query";
import { type AppNotification, notificationAnswer } from "@shared/contracts/notifications";
import { apiPageOf, type Page } from "@/lib/api-client";
import { notificationKeys } from "./keys";

export const NOTIFICATION_PAGE_SIZE = 20;

/** GET /api/notifications?limit=&offset=: one page of the signed-in user's notifications, newest first, with the total. */
export function getNotifications(offset = 0, limit = NOTIFICATION_PAGE_SIZE, signal?: AbortSignal): Promise<Page<AppNotification>> {
  return apiPageOf(notificationAnswer, `/api/notifications?limit=${limit}&offset=${offset}`, { signal });
}

/** The pages loaded so far, one after another, each notification once (a new one shifts the pages). */
export function loadedNotifications(pages: Page<AppNotification>[] | undefined): AppNotification[] {
  const seen = new Set<number>();
  return (pages ?? []).flatMap((page) => page.items).filter((n) => !seen.has(n.id) && seen.add(n.id));
}

export function useNotifications(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(NOTIFICATION_PAGE_SIZE),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, NOTIFICATION_PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
    enabled,
  });
}

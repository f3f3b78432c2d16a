// Keeps what the page shows current from the live stream: each notification refreshes the lists its
// `refresh` names, and each `ready` (the first, and after every reconnection) everything on screen.
// Which query keys a topic means is the caller's to say: features do not know each other's keys.
import { useQueryClient, type QueryClient, type QueryFilters } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { RefreshTopic } from "@shared/contracts/notifications";
import { useNotificationStream, type StreamEnd } from "./notification-stream";

/** The queries each topic of an event's `refresh` stands for. */
export type RefreshMap = Record<RefreshTopic, QueryFilters[]>;

/** Events arriving this close together (a replay after a reconnection) are refreshed once. */
export const REFRESH_BATCH_MS = 50;

/** Everything shown is refetched now; results kept for screens not shown are dropped, so they load afresh. */
export function refreshEverything(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
  return queryClient.invalidateQueries();
}

export interface LiveRefreshOptions {
  refreshes: RefreshMap;
  /** The stream ended for good (another tab took its place, or the sign-in ended). */
  onEnd?: (reason: StreamEnd) => void;
  enabled?: boolean;
}

export function useLiveRefresh({ refreshes, onEnd, enabled = true }: LiveRefreshOptions) {
  const queryClient = useQueryClient();
  const pending = useRef<{ topics: Set<RefreshTopic>; timer?: ReturnType<typeof setTimeout> }>({ topics: new Set() });

  // A refresh still waiting when the page goes is dropped with it.
  useEffect(() => () => clearTimeout(pending.current.timer), []);

  const flush = () => {
    const topics = [...pending.current.topics];
    pending.current.topics.clear();
    pending.current.timer = undefined;
    for (const topic of topics) {
      // "all": a list kept for a screen not shown right now is refetched too, since a kept result
      // is otherwise never fetched again (results stay fresh until a change of ours).
      for (const filters of refreshes[topic] ?? []) void queryClient.invalidateQueries({ ...filters, refetchType: "all" });
    }
  };

  useNotificationStream(
    {
      onNotification: (notification) => {
        for (const topic of notification.refresh) if (topic in refreshes) pending.current.topics.add(topic);
        pending.current.timer ??= setTimeout(flush, REFRESH_BATCH_MS);
      },
      onReady: () => {
        clearTimeout(pending.current.timer);
        pending.current = { topics: new Set() };
        void refreshEverything(queryClient);
      },
      onEnd,
    },
    enabled,
  );
}

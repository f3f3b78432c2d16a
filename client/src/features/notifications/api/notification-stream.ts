// GET /api/notifications/stream (docs/decisions/034 and 039): the signed-in user's live
// notifications as Server-Sent Events. One EventSource per browser tab, however many components
// listen: the first subscriber opens it, the last one to leave closes it.
import { useEffect, useRef } from "react";
import {
  NOTIFICATION_STREAM_EVENTS as EVENTS,
  notificationAnswer,
  REFRESH_TOPICS,
  STREAM_BACKOFF,
  type LiveNotification,
  type RefreshTopic,
} from "@shared/contracts/notifications";

export const NOTIFICATION_STREAM_PATH = "/api/notifications/stream";

export { STREAM_BACKOFF };

/** Why a stream ended for good: another tab took its place, or the sign-in ended. */
export type StreamEnd = typeof EVENTS.replaced | typeof EVENTS.signedOut;

export interface StreamHandlers {
  onNotification?: (notification: LiveNotification) => void;
  /** The stream is live, first or after a reconnection: whatever the page shows may be out of date. */
  onReady?: () => void;
  onEnd?: (reason: StreamEnd) => void;
}

const subscribers = new Set<StreamHandlers>();
let stopConnection: (() => void) | null = null;

function emit(call: (handlers: StreamHandlers) => void) {
  for (const handlers of [...subscribers]) call(handlers);
}

const isTopic = (topic: unknown): topic is RefreshTopic => (REFRESH_TOPICS as readonly unknown[]).includes(topic);

/** The notification checked against its contract; topics a newer server names and this page does not know are left out. */
function parse(data: string): LiveNotification | null {
  try {
    const value: unknown = JSON.parse(data);
    const notice = notificationAnswer.safeParse(value);
    if (!notice.success) return null;
    const refresh = (value as { refresh?: unknown }).refresh;
    return { ...notice.data, refresh: Array.isArray(refresh) ? refresh.filter(isTopic) : [] };
  } catch {
    return null;
  }
}

/**
 * Opens the stream and keeps it open until stopped. The browser reconnects by itself after a
 * dropped connection, sending Last-Event-ID; when it gives up instead (any answer but a stream),
 * this opens a new one after a growing pause, naming the last event it saw in the query.
 */
function connect(): () => void {
  let source: EventSource | null = null;
  let lastEventId = "";
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const remember = (event: MessageEvent) => {
    if (event.lastEventId) lastEventId = event.lastEventId;
  };

  const close = () => {
    source?.close();
    source = null;
  };

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    timer = undefined;
    close();
    window.removeEventListener("online", reopenNow);
  };

  const open = () => {
    timer = undefined;
    if (stopped) return;
    const url = lastEventId ? `${NOTIFICATION_STREAM_PATH}?lastEventId=${encodeURIComponent(lastEventId)}` : NOTIFICATION_STREAM_PATH;
    const es = new EventSource(url, { withCredentials: true });
    source = es;
    es.addEventListener(EVENTS.notification, (event) => {
      remember(event);
      const notification = parse(event.data);
      if (notification) emit((h) => h.onNotification?.(notification));
    });
    es.addEventListener(EVENTS.ready, (event) => {
      remember(event);
      failures = 0;
      emit((h) => h.onReady?.());
    });
    for (const reason of [EVENTS.replaced, EVENTS.signedOut] as const) {
      es.addEventListener(reason, () => {
        // Said before the server closes: the browser must not reconnect this one.
        stop();
        emit((h) => h.onEnd?.(reason));
      });
    }
    es.addEventListener("error", () => {
      // CONNECTING: the browser is already reconnecting (with Last-Event-ID) on its own.
      if (es.readyState !== EventSource.CLOSED || source !== es) return;
      close();
      schedule();
    });
  };

  const schedule = () => {
    const base = Math.min(STREAM_BACKOFF.maxMs, STREAM_BACKOFF.firstMs * 2 ** failures);
    failures += 1;
    // Up to a fifth less, so the tabs a restart cut off do not all come back in the same instant.
    timer = setTimeout(open, Math.round(base * (1 - Math.random() * 0.2)));
  };

  /** Back online while waiting: no reason to wait out the pause. */
  function reopenNow() {
    if (timer === undefined || stopped) return;
    clearTimeout(timer);
    open();
  }

  window.addEventListener("online", reopenNow);
  open();
  return stop;
}

/** Listens to the stream until the returned function is called. */
export function subscribeToNotificationStream(handlers: StreamHandlers): () => void {
  subscribers.add(handlers);
  if (!stopConnection && typeof EventSource !== "undefined") stopConnection = connect();
  return () => {
    subscribers.delete(handlers);
    if (subscribers.size === 0 && stopConnection) {
      stopConnection();
      stopConnection = null;
    }
  };
}

/** The stream's events while mounted (and `enabled`); handlers may change between renders. */
export function useNotificationStream(handlers: StreamHandlers, enabled = true) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return;
    return subscribeToNotificationStream({
      onNotification: (n) => latest.current.onNotification?.(n),
      onReady: () => latest.current.onReady?.(),
      onEnd: (reason) => latest.current.onEnd?.(reason),
    });
  }, [enabled]);
}

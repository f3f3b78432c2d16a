// The live stream in the page: one EventSource however many listen, each notification refreshing
// exactly the lists its `refresh` names, `ready` refreshing what is shown, no reconnection after
// `replaced` or `signed-out`, and a reopened stream after growing pauses when the browser gives up.
import { useQuery } from "@tanstack/react-query";
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LiveNotification, RefreshTopic } from "@shared/contracts/notifications";
import { FakeEventSource, openStreams, stubEventSource } from "@/test/event-source";
import { renderWithApp } from "@/test/render";
import { NOTIFICATION_STREAM_PATH, STREAM_BACKOFF, subscribeToNotificationStream } from "./notification-stream";
import { useLiveRefresh, type RefreshMap } from "./use-live-refresh";

const REFRESHES: RefreshMap = {
  notifications: [{ queryKey: ["bell"] }],
  "pre-bookings": [{ queryKey: ["bookings"] }],
  profile: [{ queryKey: ["profile"] }],
  requisitions: [{ queryKey: ["requisitions"] }],
  threads: [{ queryKey: ["threads"] }],
  engagements: [{ queryKey: ["engagements"] }],
};

function notification(id: number, refresh: RefreshTopic[]): LiveNotification {
  return { id, kind: "pre-booking.created", title: "New pre-booking request", body: "", link: null, read: false, readAt: null, createdAt: "2031-01-15T10:00:00.000Z", refresh };
}

/** A screen showing three lists, each counting how often it was fetched. */
function Screen({ onEnd }: { onEnd?: (reason: string) => void }) {
  useLiveRefresh({ refreshes: REFRESHES, onEnd });
  return (
    <>
      <Counter name="bell" />
      <Counter name="bookings" />
      <Counter name="profile" />
    </>
  );
}

const fetches: Record<string, number> = {};

function Counter({ name }: { name: string }) {
  const query = useQuery({
    queryKey: [name],
    queryFn: () => {
      fetches[name] = (fetches[name] ?? 0) + 1;
      return Promise.resolve(fetches[name]);
    },
  });
  return <p data-testid={name}>{query.data ?? "-"}</p>;
}

const shown = (name: string) => screen.getByTestId(name).textContent;

async function renderScreen(onEnd?: (reason: string) => void) {
  for (const key of Object.keys(fetches)) delete fetches[key];
  const opened = stubEventSource();
  const view = renderWithApp(<Screen onEnd={onEnd} />);
  await waitFor(() => expect([shown("bell"), shown("bookings"), shown("profile")]).toEqual(["1", "1", "1"]));
  return { ...view, opened, stream: () => opened.at(-1)! };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("useLiveRefresh", () => {
  it("opens one stream with the session's cookie, shared by every listener, and closes it when the last one goes", async () => {
    const f = await renderScreen();
    // A second screen (with its own app, as another part of the page would be) listens too.
    let other!: ReturnType<typeof renderWithApp>;
    act(() => {
      other = renderWithApp(<Screen />);
    });
    expect(f.opened).toHaveLength(1);
    expect(f.stream().url).toBe(NOTIFICATION_STREAM_PATH);
    expect(f.stream().init).toEqual({ withCredentials: true });

    other.unmount();
    expect(openStreams(f.opened)).toHaveLength(1);
    f.unmount();
    expect(openStreams(f.opened)).toHaveLength(0);
  });

  it("refreshes exactly the lists a notification names", async () => {
    const f = await renderScreen();
    act(() => f.stream().emit("notification", notification(41, ["notifications"]), 41));
    await waitFor(() => expect(shown("bell")).toBe("2"));
    expect([shown("bookings"), shown("profile")]).toEqual(["1", "1"]);

    act(() => f.stream().emit("notification", notification(42, ["notifications", "pre-bookings"]), 42));
    await waitFor(() => expect([shown("bell"), shown("bookings")]).toEqual(["3", "2"]));
    expect(shown("profile")).toBe("1");
  });

  it("refreshes a burst of notifications (a replay) once, and ignores topics it does not know", async () => {
    const f = await renderScreen();
    act(() => {
      for (let id = 50; id < 55; id += 1) f.stream().emit("notification", notification(id, ["pre-bookings", "teams" as RefreshTopic]), id);
    });
    await waitFor(() => expect(shown("bookings")).toBe("2"));
    // The next event is heard: the burst's single refresh is over, not still waiting.
    act(() => f.stream().emit("notification", notification(55, ["notifications"]), 55));
    await waitFor(() => expect(shown("bell")).toBe("2"));
    expect([shown("bookings"), shown("profile")]).toEqual(["2", "1"]);
  });

  it("on ready refreshes everything shown and drops results kept for screens not shown", async () => {
    const f = await renderScreen();
    f.queryClient.setQueryData(["another-screen"], "kept");
    act(() => f.stream().emit("ready", { lastId: 9 }, 9));
    await waitFor(() => expect([shown("bell"), shown("bookings"), shown("profile")]).toEqual(["2", "2", "2"]));
    expect(f.queryClient.getQueryData(["another-screen"])).toBeUndefined();
  });

  it.each(["replaced", "signed-out"])("stops for good on %s", async (reason) => {
    const onEnd = vi.fn();
    const f = await renderScreen(onEnd);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    act(() => f.stream().emit(reason, {}));
    expect(onEnd).toHaveBeenCalledWith(reason);
    expect(openStreams(f.opened)).toHaveLength(0);

    // The server closes it next; the browser's error must not bring it back.
    act(() => f.stream().fail(true));
    vi.advanceTimersByTime(STREAM_BACKOFF.maxMs * 2);
    expect(f.opened).toHaveLength(1);
  });
});

describe("the stream's reconnection", () => {
  const listen = () => {
    const opened = stubEventSource();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const onReady = vi.fn();
    const stop = subscribeToNotificationStream({ onReady });
    return { opened, onReady, stop, last: () => opened.at(-1)! };
  };

  it("leaves a dropped connection to the browser, which reconnects with Last-Event-ID by itself", () => {
    const s = listen();
    s.last().emit("ready", { lastId: 3 }, 3);
    s.last().fail(false);
    vi.advanceTimersByTime(STREAM_BACKOFF.maxMs * 2);
    expect(s.opened).toHaveLength(1);
    s.stop();
  });

  it("reopens a stream the browser gave up on after growing pauses, from the last event it saw", () => {
    const s = listen();
    s.last().emit("ready", { lastId: 7 }, 7);
    s.last().emit("notification", notification(12, ["notifications"]), 12);

    s.last().fail(true);
    // The first pause is at most STREAM_BACKOFF.firstMs and at least a fifth less.
    vi.advanceTimersByTime(STREAM_BACKOFF.firstMs * 0.8 - 1);
    expect(s.opened).toHaveLength(1);
    vi.advanceTimersByTime(STREAM_BACKOFF.firstMs * 0.2 + 1);
    expect(s.opened).toHaveLength(2);
    expect(s.last().url).toBe(`${NOTIFICATION_STREAM_PATH}?lastEventId=12`);

    // Refused again (a 503, say): the pause doubles.
    s.last().fail(true);
    vi.advanceTimersByTime(STREAM_BACKOFF.firstMs * 2 * 0.8 - 1);
    expect(s.opened).toHaveLength(2);
    vi.advanceTimersByTime(STREAM_BACKOFF.firstMs * 2 * 0.2 + 1);
    expect(s.opened).toHaveLength(3);

    // Live again: the next failure starts from the first pause.
    s.last().emit("ready", { lastId: 12 }, 12);
    expect(s.onReady).toHaveBeenCalledTimes(2);
    s.last().fail(true);
    vi.advanceTimersByTime(STREAM_BACKOFF.firstMs);
    expect(s.opened).toHaveLength(4);
    expect(openStreams(s.opened)).toHaveLength(1);
    s.stop();
    expect(openStreams(s.opened)).toHaveLength(0);
  });

  it("never waits longer than the longest pause, and reopens at once when the browser is back online", () => {
    const s = listen();
    for (let i = 0; i < 8; i += 1) {
      s.last().fail(true);
      vi.advanceTimersByTime(STREAM_BACKOFF.maxMs);
    }
    expect(s.opened).toHaveLength(9);

    s.last().fail(true);
    window.dispatchEvent(new Event("online"));
    expect(s.opened).toHaveLength(10);
    s.stop();
    vi.advanceTimersByTime(STREAM_BACKOFF.maxMs);
    expect(s.opened).toHaveLength(10);
    expect(FakeEventSource.opened.every((e) => e.readyState === FakeEventSource.CLOSED)).toBe(true);
  });
});

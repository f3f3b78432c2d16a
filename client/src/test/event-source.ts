// A stand-in for the browser's EventSource in component tests: the test plays the server, sending
// events and failing connections, and reads what the page opened.
import { vi } from "vitest";

export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];

  readyState = FakeEventSource.CONNECTING;

  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    super();
    FakeEventSource.opened.push(this);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server sends an event (data as JSON, with an id when given). */
  emit(type: string, data: unknown, id?: number) {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id === undefined ? "" : String(id) }));
  }

  /** The connection fails: the browser retries by itself (CONNECTING) or gives up (CLOSED). */
  fail(browserGivesUp: boolean) {
    this.readyState = browserGivesUp ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event("error"));
  }
}

/** Replaces EventSource for this test (undone by the setup's unstubAllGlobals) and answers the list of opened ones. */
export function stubEventSource(): FakeEventSource[] {
  FakeEventSource.opened = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  return FakeEventSource.opened;
}

/** The streams still open (not closed by the page). */
export const openStreams = (opened: FakeEventSource[]) => opened.filter((s) => s.readyState !== FakeEventSource.CLOSED);

/**
 * A Server-Sent Events reader for tests: opens GET /api/notifications/stream (or any event stream)
 * with an ApiClient's credentials, collects the events as they arrive and can wait for one.
 */
import type { ApiClient } from "./harness";

export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

export interface OpenedStream {
  status: number;
  headers: Headers;
  /** The JSON error body when the stream was refused. */
  body?: unknown;
  stream?: SseStream;
}

export class SseStream {
  readonly events: SseEvent[] = [];
  /** Comment lines (heartbeats) received. */
  comments = 0;
  /** The `retry:` the server asked for, in ms. */
  retry?: number;
  ended = false;
  private readonly waiters = new Set<() => void>();
  readonly done: Promise<void>;

  constructor(
    body: ReadableStream<Uint8Array>,
    private readonly abort: AbortController,
  ) {
    this.done = this.read(body);
  }

  private async read(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder();
    let buffer = "";
    let event: Partial<SseEvent> & { dataLines?: string[] } = {};
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let newline: number;
        while ((newline = buffer.search(/\r\n|\r|\n/)) >= 0) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + (buffer.startsWith("\r\n", newline) ? 2 : 1));
          if (line === "") {
            if (event.dataLines) this.events.push({ id: event.id, event: event.event ?? "message", data: event.dataLines.join("\n") });
            event = {};
            this.wake();
            continue;
          }
          if (line.startsWith(":")) {
            this.comments += 1;
            this.wake();
            continue;
          }
          const colon = line.indexOf(":");
          const field = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
          if (field === "data") (event.dataLines ??= []).push(value);
          else if (field === "event") event.event = value;
          else if (field === "id") event.id = value;
          else if (field === "retry") this.retry = Number(value);
        }
      }
    } catch {
      // aborted by close(), or the connection dropped
    } finally {
      this.ended = true;
      this.wake();
    }
  }

  private wake() {
    for (const w of [...this.waiters]) w();
  }

  /** Resolves when `check` holds (checked on every arrival); fails after `timeoutMs`. */
  async until<T>(check: () => T | undefined | false, timeoutMs = 2_000, what = "an event"): Promise<T> {
    const first = check();
    if (first) return first;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(wake);
        reject(new Error(`waited ${timeoutMs} ms for ${what}; got ${JSON.stringify(this.events)}${this.ended ? " and the stream ended" : ""}`));
      }, timeoutMs);
      const wake = () => {
        const result = check();
        if (!result) return;
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolve(result);
      };
      this.waiters.add(wake);
    });
  }

  /** The events named `name`, their data parsed. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test data
  of(name: string): { id?: string; data: any }[] {
    return this.events.filter((e) => e.event === name).map((e) => ({ id: e.id, data: JSON.parse(e.data) }));
  }

  /** Waits for an event named `name` whose parsed data satisfies `match`. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test data
  waitFor(name: string, match: (data: any) => boolean = () => true, timeoutMs = 2_000) {
    return this.until(() => this.of(name).find((e) => match(e.data)), timeoutMs, `a "${name}" event`);
  }

  /** Waits for the server to end the stream. */
  waitForEnd(timeoutMs = 2_000) {
    return this.until(() => this.ended, timeoutMs, "the stream to end");
  }

  close() {
    this.abort.abort();
    return this.done;
  }
}

/** Opens an event stream as `api` (its cookies and token), with an optional Last-Event-ID. */
export async function openStream(api: ApiClient, path = "/api/notifications/stream", opts: { lastEventId?: string; headers?: Record<string, string> } = {}): Promise<OpenedStream> {
  const headers: Record<string, string> = { accept: "text/event-stream", ...opts.headers };
  if (api.token) headers.authorization ??= `Bearer ${api.token}`;
  if (api.cookies.size) headers.cookie ??= [...api.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  if (opts.lastEventId !== undefined) headers["last-event-id"] = opts.lastEventId;
  const abort = new AbortController();
  const res = await fetch(api.baseUrl + path, { headers, signal: abort.signal });
  if (!res.headers.get("content-type")?.startsWith("text/event-stream") || !res.body) {
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, headers: res.headers, body };
  }
  return { status: res.status, headers: res.headers, stream: new SseStream(res.body, abort) };
}

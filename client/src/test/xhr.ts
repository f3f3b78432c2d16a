// XMLHttpRequest for component tests, answered by the same route table as fetch (stubFetch): the
// upload helper's request goes to the stubbed fetch, so it is recorded and answered like any other
// call. While the answer is pending, a test can move the upload's progress by hand
// (lastUpload().progress(loaded)) and see the form as the user would, or cancel it.

interface Listener {
  (event: ProgressEvent): void;
}

class Events {
  private listeners = new Map<string, Listener[]>();
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  removeEventListener(type: string, listener: Listener) {
    this.listeners.set(type, (this.listeners.get(type) ?? []).filter((l) => l !== listener));
  }
  emit(type: string, loaded = 0, total = 0) {
    const event = new ProgressEvent(type, { lengthComputable: total > 0, loaded, total });
    for (const l of this.listeners.get(type) ?? []) l(event);
  }
}

function bodySize(body: unknown): number {
  if (!(body instanceof FormData)) return typeof body === "string" ? body.length : 0;
  let size = 0;
  for (const [, value] of body.entries()) size += typeof value === "string" ? value.length : value.size;
  return size;
}

const sent: FakeXhr[] = [];

export class FakeXhr extends Events {
  readonly upload = new Events();
  withCredentials = false;
  status = 0;
  statusText = "";
  responseText = "";
  private method = "GET";
  private url = "";
  private headers: Record<string, string> = {};
  private done = false;
  /** Bytes the body holds (its files' sizes): what progress counts up to. */
  total = 0;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body?: unknown) {
    sent.push(this);
    this.total = bodySize(body);
    this.upload.emit("loadstart", 0, this.total);
    const init: RequestInit = { method: this.method, headers: this.headers, body: body as BodyInit, credentials: this.withCredentials ? "include" : "same-origin" };
    void Promise.resolve(fetch(this.url, init)).then(
      async (res) => {
        const text = await res.text();
        if (this.done) return;
        this.progress(this.total);
        this.done = true;
        this.status = res.status;
        this.statusText = res.statusText;
        this.responseText = text;
        this.emit("load");
        this.emit("loadend");
      },
      () => {
        if (this.done) return;
        this.done = true;
        this.emit("error");
        this.emit("loadend");
      },
    );
  }

  /** Reports `loaded` bytes of the body sent. */
  progress(loaded: number) {
    if (!this.done) this.upload.emit("progress", loaded, this.total);
  }

  /** The connection drops before any answer. */
  fail() {
    if (this.done) return;
    this.done = true;
    this.emit("error");
    this.emit("loadend");
  }

  abort() {
    if (this.done) return;
    this.done = true;
    this.emit("abort");
    this.emit("loadend");
  }
}

/** The upload sent last (throws when none was). */
export function lastUpload(): FakeXhr {
  const last = sent.at(-1);
  if (!last) throw new Error("No upload was sent");
  return last;
}

export function resetFakeXhr() {
  sent.length = 0;
}

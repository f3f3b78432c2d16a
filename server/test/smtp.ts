/**
 * A real SMTP server for tests (the smtp-server package) on a free local port: it keeps every
 * message it accepts, and can be told to refuse mail with a reply code of our choice.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  headers: Record<string, string>;
  /** The decoded text/plain and text/html parts. */
  text?: string;
  html?: string;
}

export interface TestSmtp {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** A reply code (e.g. 451, 550) to refuse every message with; null accepts. */
  refuseWith: number | null;
  /** Connections made, accepted or not. */
  connections: number;
  close(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const state: Omit<TestSmtp, "url" | "port" | "close"> = { received: [], refuseWith: null, connections: 0 };
  const server = new SMTPServer({
    authOptional: true,
    hideSTARTTLS: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // Senders keep pooled connections open; closing the sink ends them rather than waiting for them.
    closeTimeout: 100,
    onConnect(_session, callback) {
      state.connections += 1;
      callback();
    },
    onMailFrom(_address, _session, callback) {
      if (state.refuseWith === null) return callback();
      const err = Object.assign(new Error(state.refuseWith >= 500 ? "Mailbox unavailable (test)" : "Try again later (test)"), { responseCode: state.refuseWith });
      callback(err);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        state.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parseMime(raw),
        });
        callback();
      });
    },
  });
  // A client that drops its connection (a sender stopped mid-session) is that client's business,
  // not a reason for the sink to end the process.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return Object.assign(state, {
    url: `smtp://127.0.0.1:${port}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

// --- a small MIME reader, enough for what nodemailer writes -----------------------------------------

function headersOf(block: string) {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r\n[ \t]+/g, " ").split(/\r\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decode(body: string, encoding = "7bit") {
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

function parseMime(raw: string): { headers: Record<string, string>; text?: string; html?: string } {
  const split = raw.indexOf("\r\n\r\n");
  const headers = headersOf(raw.slice(0, split));
  const body = raw.slice(split + 4);
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  const result: { headers: Record<string, string>; text?: string; html?: string } = { headers };
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1)
        .filter((p) => !p.startsWith("--"))
        .map((p) => p.replace(/^\r\n/, ""))
    : [raw];
  for (const part of parts) {
    const at = part.indexOf("\r\n\r\n");
    const h = headersOf(part.slice(0, at));
    const content = decode(part.slice(at + 4).replace(/\r\n$/, ""), h["content-transfer-encoding"]);
    if (/^text\/plain/i.test(h["content-type"] ?? "")) result.text = content;
    if (/^text\/html/i.test(h["content-type"] ?? "")) result.html = content;
  }
  return result;
}

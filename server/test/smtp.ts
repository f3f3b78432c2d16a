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
  /** A calendar invitation's text/calendar part (its content type carries the method), decoded. */
  calendar?: { contentType: string; content: string };
  /** Parts sent as attachments, decoded: as text, and as the bytes sent (a PDF's). */
  attachments: { contentType: string; filename: string | null; content: string; bytes: Buffer }[];
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

function decodeBytes(body: string, encoding = "7bit") {
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1");
  }
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ""), "base64");
  return Buffer.from(body, "utf8");
}

type Parsed = Pick<ReceivedMail, "text" | "html" | "calendar" | "attachments">;

/** A MIME entity's parts, nested multiparts included, into `into`. */
function readParts(headers: Record<string, string>, body: string, into: Parsed) {
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary && /^multipart\//i.test(type)) {
    const parts = body
      .split(`--${boundary}`)
      .slice(1)
      .filter((p) => !p.startsWith("--"))
      .map((p) => p.replace(/^\r\n/, ""));
    for (const part of parts) {
      const at = part.indexOf("\r\n\r\n");
      readParts(headersOf(part.slice(0, at)), part.slice(at + 4).replace(/\r\n$/, ""), into);
    }
    return;
  }
  const bytes = decodeBytes(body, headers["content-transfer-encoding"]);
  const content = bytes.toString("utf8");
  const disposition = headers["content-disposition"] ?? "";
  if (/^attachment/i.test(disposition)) {
    const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? /name="?([^";]+)"?/i.exec(type)?.[1] ?? null;
    into.attachments.push({ contentType: type, filename, content, bytes });
  } else if (/^text\/plain/i.test(type)) into.text = content;
  else if (/^text\/html/i.test(type)) into.html = content;
  else if (/^text\/calendar/i.test(type)) into.calendar = { contentType: type, content };
}

function parseMime(raw: string): { headers: Record<string, string> } & Parsed {
  const split = raw.indexOf("\r\n\r\n");
  const headers = headersOf(raw.slice(0, split));
  const result: { headers: Record<string, string> } & Parsed = { headers, attachments: [] };
  readParts(headers, raw.slice(split + 4), result);
  return result;
}

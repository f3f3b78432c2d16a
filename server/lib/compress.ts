// Compressed answers: Brotli or gzip for bodies of 1 KB and more, as the client accepts; never for
// event streams (each event must reach the browser when it is written, not when a buffer fills).
import zlib from "node:zlib";
import compression from "compression";
import type { Request, RequestHandler, Response } from "express";

/** Bodies smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

export type Encoding = "br" | "gzip";

/** The same settings as the middleware's, so an answer compressed once reads like one compressed per request. */
export const BROTLI_QUALITY = 4;

export function isEventStream(res: Response) {
  return /^\s*text\/event-stream\b/i.test(String(res.getHeader("Content-Type") ?? ""));
}

/** Compresses answers the client accepts compressed; skips event streams and already encoded bodies. */
export function compressAnswers(): RequestHandler {
  return compression({
    threshold: COMPRESS_THRESHOLD,
    filter: (req: Request, res: Response) => !isEventStream(res) && compression.filter(req, res),
  });
}

/** The encoding to answer with for an Accept-Encoding header: Brotli over gzip, none when neither is accepted. */
export function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const quality = (name: Encoding) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (quality("br") > 0 && quality("br") >= quality("gzip")) return "br";
  return quality("gzip") > 0 ? "gzip" : null;
}

export function encodeBody(body: Buffer, encoding: Encoding): Buffer {
  return encoding === "br"
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : zlib.gzipSync(body);
}

// Compressed answers: Brotli or gzip for bodies of 1 KB and more, as the client accepts; never for
// event streams (each event must reach the browser when it is written, not when a buffer fills).
import compression from "compression";
import type { Request, RequestHandler, Response } from "express";

/** Bodies smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

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

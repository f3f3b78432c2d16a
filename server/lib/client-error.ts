import type { Server } from "node:http";
import type { Duplex } from "node:stream";

/**
 * Requests Node refuses before Express sees them (headers or URL over Node's size limit, broken
 * HTTP) get the same JSON error shape as everything else, instead of Node's bare status line.
 */
export function answerClientErrorsAsJson(server: Server) {
  server.on("clientError", (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const tooLarge = err.code === "HPE_HEADER_OVERFLOW";
    const timedOut = err.code === "ERR_HTTP_REQUEST_TIMEOUT";
    const status = tooLarge ? "431 Request Header Fields Too Large" : timedOut ? "408 Request Timeout" : "400 Bad Request";
    const body = JSON.stringify({
      error: tooLarge
        ? { code: "headers_too_large", message: "The request address or headers are too large." }
        : timedOut
          ? { code: "request_timeout", message: "The request took too long to arrive." }
          : { code: "bad_request", message: "The request is not valid HTTP." },
    });
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

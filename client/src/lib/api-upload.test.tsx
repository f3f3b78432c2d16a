// apiUpload, the upload variant of the fetch helper, against a real HTTP server (jsdom's own
// XMLHttpRequest, no stand-in): credentials and the bearer token, progress up to the whole body,
// the JSON answer, the ApiError of a 413 or a 400 with its field issues, a dropped connection and a
// cancelled upload, each thrown the way apiRequest throws them.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, apiUpload, errorMessage, fieldErrors, isAbortError, isNetworkError, uploadErrorMessage, type UploadProgress } from "./api-client";

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  bytes: number;
}

let server: http.Server;
let base = "";
const received: Received[] = [];
/** Requests to /slow wait here until released (or cancelled by the client). */
const held: (() => void)[] = [];

function send(res: http.ServerResponse, status: number, body: unknown, origin: string) {
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Credentials": "true",
  });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const origin = req.headers.origin ?? "*";
    if (req.method === "OPTIONS") {
      res.writeHead(204, {
        "Access-Control-Allow-Origin": origin,
        "Access-Control-Allow-Credentials": "true",
        "Access-Control-Allow-Methods": "POST, PUT",
        "Access-Control-Allow-Headers": "accept, authorization",
      });
      return res.end();
    }
    const path = req.url ?? "";
    if (path === "/api/upload/drop") return req.socket.destroy();
    let bytes = 0;
    req.on("data", (chunk: Buffer) => (bytes += chunk.length));
    req.on("end", () => {
      received.push({ method: req.method ?? "", url: path, headers: req.headers, bytes });
      const answer = () => {
        if (path === "/api/upload/too-large") return send(res, 413, { error: { code: "file_too_large", message: "The file is too large. The limit is 5 MB." } }, origin);
        if (path === "/api/upload/not-pdf")
          return send(res, 400, { error: { code: "bad_request", message: "Please upload a PDF file for your CV.", details: [{ path: "cv", message: "Please upload a PDF file for your CV." }] } }, origin);
        send(res, 201, { success: true, bytes }, origin);
      };
      if (path === "/api/upload/slow") held.push(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function cv(size: number) {
  const form = new FormData();
  form.append("cv", new File(["%PDF-1.7\n", new Uint8Array(size)], "cv.pdf", { type: "application/pdf" }));
  return form;
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error("expected the upload to fail");
}

describe("apiUpload against a real server", () => {
  it("sends the body with the bearer token, reports progress up to the whole body and answers the parsed JSON", async () => {
    window.localStorage.setItem("userToken", "candidate-token");
    const seen: UploadProgress[] = [];
    const answer = await apiUpload<{ success: boolean; bytes: number }>("POST", `${base}/api/upload/cv`, cv(64 * 1024), { onProgress: (p) => seen.push(p) });

    const request = received.at(-1)!;
    expect(request.method).toBe("POST");
    expect(request.headers.authorization).toBe("Bearer candidate-token");
    expect(request.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(answer).toEqual({ success: true, bytes: request.bytes });
    expect(request.bytes).toBeGreaterThan(64 * 1024);
    const lastSeen = seen.at(-1)!;
    expect(lastSeen).toEqual({ loaded: request.bytes, total: request.bytes, percent: 100 });
    expect(seen.every((p, i) => i === 0 || p.loaded >= seen[i - 1].loaded)).toBe(true);
  });

  it("throws an ApiError for a 413 whose words say the limit", async () => {
    const err = await caught(apiUpload("POST", `${base}/api/upload/too-large`, cv(10)));
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(413);
    expect((err as ApiError).message).toBe('413: {"error":{"code":"file_too_large","message":"The file is too large. The limit is 5 MB."}}');
    expect(uploadErrorMessage(err, "fallback")).toBe("The file is too large. The limit is 5 MB.");
  });

  it("throws a 400 whose issues map onto the field, like apiRequest", async () => {
    const err = await caught(apiUpload("POST", `${base}/api/upload/not-pdf`, cv(10)));
    expect((err as ApiError).status).toBe(400);
    expect(fieldErrors(err)).toEqual({ cv: "Please upload a PDF file for your CV." });
    expect(errorMessage(err, "fallback")).toBe("Please upload a PDF file for your CV.");
    expect(uploadErrorMessage(err, "fallback")).toBe("Please upload a PDF file for your CV.");
  });

  it("throws a TypeError, as fetch does, when the connection drops before an answer", async () => {
    const err = await caught(apiUpload("POST", `${base}/api/upload/drop`, cv(10)));
    expect(isNetworkError(err)).toBe(true);
    expect(uploadErrorMessage(err, "fallback")).toBe("The connection was lost before the file was sent. Please check your connection and try again.");
  });

  it("stops when its signal aborts and throws an AbortError, as fetch does", async () => {
    const controller = new AbortController();
    const before = held.length;
    const upload = caught(apiUpload("POST", `${base}/api/upload/slow`, cv(1024), { signal: controller.signal }));
    await expect.poll(() => held.length).toBe(before + 1);
    controller.abort();
    const err = await upload;
    expect(isAbortError(err)).toBe(true);
    expect(uploadErrorMessage(err, "fallback")).toBe("Upload cancelled. The file was not saved.");
    held.pop()!();
  });

  it("does not start when its signal has already aborted", async () => {
    const count = received.length;
    const err = await caught(apiUpload("POST", `${base}/api/upload/cv`, cv(10), { signal: AbortSignal.abort() }));
    expect(isAbortError(err)).toBe(true);
    expect(received.length).toBe(count);
  });
});

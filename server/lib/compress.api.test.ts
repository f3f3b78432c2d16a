import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/harness";
import { decode, rawGet } from "../test/raw-http";
import { compressAnswers, COMPRESS_THRESHOLD } from "./compress";

describe("compressed answers", () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("sends a large JSON answer gzipped to a client that accepts gzip, with Vary: Accept-Encoding", async () => {
    const plain = await rawGet(`${t.url}/api/discovery-calls/slots`);
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    expect(plain.headers["content-encoding"]).toBeUndefined();

    const gzipped = await rawGet(`${t.url}/api/discovery-calls/slots`, { "accept-encoding": "gzip, deflate" });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers.vary).toMatch(/\bAccept-Encoding\b/i);
    expect(gzipped.headers["content-type"]).toMatch(/^application\/json/);
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(decode(gzipped.body, "gzip"))).toEqual(JSON.parse(plain.body.toString()));

    // Browsers that accept Brotli get it.
    const brotli = await rawGet(`${t.url}/api/discovery-calls/slots`, { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(decode(brotli.body, "br"))).toEqual(JSON.parse(plain.body.toString()));
  });

  it("sends an answer under 1 KB as it is", async () => {
    const res = await rawGet(`${t.url}/api/health`, { "accept-encoding": "gzip, br" });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toMatchObject({ status: "ok" });
  });

  it("honours a refusal (q=0) and a client that accepts no encoding", async () => {
    const refused = await rawGet(`${t.url}/api/discovery-calls/slots`, { "accept-encoding": "gzip;q=0, identity" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    const identity = await rawGet(`${t.url}/api/discovery-calls/slots`, { "accept-encoding": "identity" });
    expect(identity.headers["content-encoding"]).toBeUndefined();
  });
});

describe("event streams", () => {
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    const app = express();
    app.use(compressAnswers());
    app.get("/stream", (_req, res) => {
      res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
      // Well over the threshold, and compressible: only the filter keeps it plain.
      res.write(`data: ${"x".repeat(4 * COMPRESS_THRESHOLD)}\n\n`);
      // Left open, as a live stream is.
    });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("are never compressed, so each event arrives as it is written", async () => {
    const first = await new Promise<{ headers: http.IncomingHttpHeaders; chunk: string }>((resolve, reject) => {
      const req = http.get(`${url}/stream`, { headers: { "accept-encoding": "gzip, deflate, br" } }, (res) => {
        res.once("data", (chunk: Buffer) => {
          resolve({ headers: res.headers, chunk: chunk.toString() });
          req.destroy();
        });
      });
      req.on("error", reject);
    });
    expect(first.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(first.headers["content-encoding"]).toBeUndefined();
    expect(first.chunk.startsWith("data: xxx")).toBe(true);
  });
});

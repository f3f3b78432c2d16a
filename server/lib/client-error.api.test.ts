import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/harness";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

function rawRequest(text: string): Promise<string> {
  const { hostname, port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.end(text));
    let out = "";
    socket.on("data", (chunk) => (out += chunk.toString("utf8")));
    socket.on("end", () => resolve(out));
    socket.on("error", reject);
  });
}

describe("requests Node refuses before the app", () => {
  it("answers an address over the header size limit with a JSON 431", async () => {
    const res = await t.anon().get(`/api/experts?q=${"%C3%A9".repeat(5000)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.body.error.message).toMatch(/too large/);
  });

  it("answers broken HTTP with a JSON 400", async () => {
    const raw = await rawRequest("NOT HTTP AT ALL\r\n\r\n");
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(raw).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(raw.slice(raw.indexOf("\r\n\r\n") + 4)).error.message).toMatch(/not valid HTTP/);
  });

  it("keeps serving after both", async () => {
    expect((await t.anon().get("/api/health")).status).toBe(200);
  });
});

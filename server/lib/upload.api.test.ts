import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPERT_MESSAGES } from "@shared/contracts/experts";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { minimalPdf } from "../test/pdf";

let t: TestServer;
let candidate: ApiClient;
let expert: ApiClient;
beforeAll(async () => {
  t = await startTestServer();
  [candidate, expert] = await Promise.all([t.loginAs("candidate"), t.loginAs("expert")]);
});
afterAll(async () => {
  await t?.close();
});

const boundary = "----upload-test";
function form(field: string, data: Buffer) {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="f"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}
const send = (api: ApiClient, path: string, body: Buffer, contentType: string) =>
  api.request("POST", path, undefined, { headers: { "content-type": contentType }, raw: new Uint8Array(body) });

describe("multipart bodies the parser cannot read", () => {
  for (const [path, field, api] of [
    ["/api/upload/cv", "cv", () => candidate],
    ["/api/experts/profile/photo", "photo", () => expert],
  ] as const) {
    it(`${path}: no boundary, a truncated body, a malformed part are a 400 with a message`, async () => {
      const body = form(field, minimalPdf());
      for (const [data, type] of [
        [body, "multipart/form-data"],
        [body.subarray(0, body.length / 2), `multipart/form-data; boundary=${boundary}`],
        [Buffer.from(`--${boundary}\r\nContent-Disposition: nonsense\r\n\r\nx\r\n--${boundary}--\r\n`), `multipart/form-data; boundary=${boundary}`],
      ] as const) {
        const res = await send(api(), path, data, type);
        expect(res.status, type).toBe(400);
        expect(res.body.error.message).toMatch(/could not be read|Please choose/);
        if (type === "multipart/form-data") expect(res.body.error.code).toBe("bad_upload");
      }
      expect((await t.anon().get("/api/health")).status).toBe(200);
    });
  }

  it("keeps each route's own size-limit message", async () => {
    const res = await send(expert, "/api/experts/profile/photo", form("photo", Buffer.alloc(3 * 1024 * 1024)), `multipart/form-data; boundary=${boundary}`);
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe(EXPERT_MESSAGES.photoTooLarge);
  });
});

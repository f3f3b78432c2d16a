// Uploads are read into memory, so how many are read at once is bounded before a body is read:
// 2 per user (then 429) and UPLOADS_AT_ONCE per process (then 503 with Retry-After). Uploads that
// stall half-way hold their places, as a slow or hostile sender's would.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileForm, minimalPdf } from "../test/pdf";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { UPLOAD_MESSAGES, UPLOADS_PER_USER, uploadsBeingRead } from "./upload";

const AT_ONCE = 3;
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ seed: false, env: { UPLOADS_AT_ONCE: String(AT_ONCE) } });
});
afterAll(async () => {
  await t?.close();
});

/** A CV upload that sends its headers and the start of a 5 MB body, then waits: its place is held until `end()`. */
function stalledUpload(token: string) {
  const boundary = "stalled-upload-boundary";
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  const start = minimalPdf().subarray(0, 64);
  const req = http.request(`${t.url}/api/upload/cv`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": String(5 * 1024 * 1024) },
  });
  req.on("error", () => {});
  req.write(Buffer.concat([head, start]));
  return { end: () => req.destroy() };
}

const upload = (api: ApiClient) => api.request("POST", "/api/upload/cv", undefined, { raw: fileForm("cv", minimalPdf(), "cv.pdf") });

/** Waits until the server is reading `n` uploads (the stalled ones' headers reach it in their own time). */
async function reading(n: number) {
  for (let i = 0; i < 400 && uploadsBeingRead() !== n; i++) await new Promise((r) => setTimeout(r, 25));
  expect(uploadsBeingRead()).toBe(n);
}

describe("uploads read at once", () => {
  it(`are at most ${UPLOADS_PER_USER} per user: a third waits (429), another user's goes through`, async () => {
    const [a, b] = await Promise.all([t.createUser("candidate"), t.createUser("candidate")]);
    await reading(0);
    const stalled = Array.from({ length: UPLOADS_PER_USER }, () => stalledUpload(a.api.token!));
    await reading(UPLOADS_PER_USER);
    const third = await upload(a.api);
    expect(third.status).toBe(429);
    expect(third.body.error).toMatchObject({ code: "too_many_uploads", message: UPLOAD_MESSAGES.perUser });
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await upload(b.api)).status).toBe(201);
    for (const s of stalled) s.end();
    await reading(0);
    expect((await upload(a.api)).status).toBe(201);
  });

  it(`are at most UPLOADS_AT_ONCE (${AT_ONCE}) per process, whoever sends them: then 503 with Retry-After until one ends`, async () => {
    const senders = await Promise.all(Array.from({ length: AT_ONCE }, () => t.createUser("candidate")));
    const late = await t.createUser("expert");
    await reading(0);
    const stalled = senders.map((s) => stalledUpload(s.api.token!));
    await reading(AT_ONCE);
    const refused = await upload(late.api);
    expect(refused.status).toBe(503);
    expect(refused.body.error).toMatchObject({ code: "busy", message: UPLOAD_MESSAGES.busy });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // The photo upload shares the same places.
    const photo = await late.api.request("POST", "/api/experts/profile/photo", undefined, { raw: fileForm("photo", Buffer.from("not read"), "me.png", "image/png") });
    expect(photo.status).toBe(503);
    stalled[0].end();
    await reading(AT_ONCE - 1);
    expect((await upload(late.api)).status).toBe(201);
    for (const s of stalled) s.end();
    await reading(0);
  });

  it(`holds a burst of parallel 5 MB uploads to ${AT_ONCE} in memory at a time; the rest are told to retry`, async () => {
    const senders = await Promise.all(Array.from({ length: 12 }, () => t.createUser("candidate")));
    const big = minimalPdf({ padTo: 5 * 1024 * 1024 - 1024 });
    const answers = await Promise.all(senders.map((s) => s.api.request("POST", "/api/upload/cv", undefined, { raw: fileForm("cv", big, "cv.pdf") })));
    const statuses = answers.map((a) => a.status);
    // Each sender reads its answer: a refusal is answered, not cut off.
    expect(statuses.every((s) => s === 201 || s === 503), statuses.join(",")).toBe(true);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(0);
    // Every place was given back: the next one is read at once.
    await reading(0);
    expect((await upload(senders[0].api)).status).toBe(201);
  });
});

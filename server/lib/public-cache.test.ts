import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, experts } from "@shared/schema";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";

/**
 * The public read cache, shown by changing the database behind the server's back: an answer that
 * still shows the old value came from memory, one that shows the new value was read afresh.
 */

const nameOf = (body: { userId: number; name: string }[], id: number) => body.find((e) => e.userId === id)?.name;

async function rename(t: TestServer, id: number, name: string) {
  await t.deps.db.update(experts).set({ name }).where(eq(experts.userId, id));
}

describe("public read cache (PUBLIC_CACHE_MS set)", () => {
  let t: TestServer;
  let anon: ApiClient;
  let expert: ApiClient;
  let expertId: number;

  beforeAll(async () => {
    t = await startTestServer({ env: { PUBLIC_CACHE_MS: "60000" } });
    anon = t.anon();
    expert = await t.loginAs("expert");
    expertId = (await expert.get("/api/auth/me")).body.user.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers an anonymous repeat from memory, with the same headers, and signed-in callers afresh", async () => {
    const first = await anon.get("/api/experts");
    expect(first.status).toBe(200);
    const before = nameOf(first.body, expertId);
    await rename(t, expertId, "Renamed Behind The Back");

    const again = await anon.get("/api/experts");
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(again.headers.get("x-total-count")).toBe(first.headers.get("x-total-count"));
    expect(again.headers.get("content-type")).toBe(first.headers.get("content-type"));
    expect(again.headers.get("x-content-type-options")).toBe("nosniff");
    expect(nameOf(again.body, expertId)).toBe(before);

    // Another query string is another answer, read afresh.
    expect(nameOf((await anon.get("/api/experts?limit=50")).body, expertId)).toBe("Renamed Behind The Back");
    // A signed-in caller never gets the anonymous copy.
    expect(nameOf((await expert.get("/api/experts")).body, expertId)).toBe("Renamed Behind The Back");
    await rename(t, expertId, before!);
  });

  it("forgets everything after a successful write that may change it, not after a refused one", async () => {
    await anon.get(`/api/experts/profile/${expertId}`);
    await rename(t, expertId, "Changed Directly");
    expect((await anon.get(`/api/experts/profile/${expertId}`)).body.name).not.toBe("Changed Directly");

    const refused = await expert.put("/api/experts/profile", { yearsExperience: -5 });
    expect(refused.status).toBe(400);
    expect((await anon.get(`/api/experts/profile/${expertId}`)).body.name).not.toBe("Changed Directly");

    const saved = await expert.put("/api/experts/profile", { yearsExperience: 11 });
    expect(saved.status).toBe(200);
    const fresh = (await anon.get(`/api/experts/profile/${expertId}`)).body;
    expect(fresh.name).toBe("Changed Directly");
    expect(fresh.yearsExperience).toBe(11);
  });

  it("keeps its answers through writes that cannot change them (notifications, bookings)", async () => {
    const posts = await anon.get("/api/blog/posts");
    expect(posts.status).toBe(200);
    expect(posts.body.length).toBeGreaterThan(0);
    const slug = posts.body[0].slug as string;
    await t.deps.db.update(blogPosts).set({ title: "Retitled Directly" }).where(eq(blogPosts.slug, slug));

    expect((await expert.post("/api/notifications/read-all")).status).toBe(200);
    expect((await anon.get("/api/blog/posts")).body[0].title).not.toBe("Retitled Directly");
  });

  it("answers HEAD and conditional requests from the stored copy", async () => {
    const first = await anon.get("/api/blog/posts");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    // A browser's revalidation (fetch() would add "Cache-Control: no-cache" to a conditional request by itself).
    const revalidate = { "if-none-match": etag!, "cache-control": "max-age=0" };
    const notModified = await anon.request("GET", "/api/blog/posts", undefined, { headers: revalidate });
    expect(notModified.status).toBe(304);
    const head = await anon.request("HEAD", "/api/blog/posts");
    expect(head.status).toBe(200);
    expect(head.headers.get("x-total-count")).toBe(first.headers.get("x-total-count"));
  });
});

describe("public read cache off (the test default)", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("reads the database on every request", async () => {
    expect(t.config.publicCacheMs).toBe(0);
    const anon = t.anon();
    const [row] = await t.deps.db.select({ id: experts.userId }).from(experts).limit(1);
    await anon.get("/api/experts");
    await rename(t, row.id, "Seen At Once");
    expect(nameOf((await anon.get("/api/experts")).body, row.id)).toBe("Seen At Once");
  });
});

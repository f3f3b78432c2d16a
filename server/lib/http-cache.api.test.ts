import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_POSTS } from "../demo/seed-blog";
import { ApiClient, startTestServer, type TestServer } from "../test/harness";
import { rawGet } from "../test/raw-http";

/**
 * The public reads carry standard caching headers for a browser, proxy or CDN (http-cache.ts):
 * public with max-age and stale-while-revalidate for visitors without credentials, an ETag that
 * a revalidation is answered 304 by, private for anyone signed in; and the server itself keeps
 * nothing, so a change is in the very next answer.
 */

let t: TestServer;
let expertId: number;

const publishedSlug = DEMO_POSTS.find((p) => p.daysAgo !== null)!.slug;

beforeAll(async () => {
  t = await startTestServer({ env: { PUBLIC_MAX_AGE_SECONDS: "45", PUBLIC_STALE_SECONDS: "90" } });
  const expert = await t.createUser("expert");
  expertId = expert.id;
});
afterAll(async () => {
  await t?.close();
});

const PUBLIC = "public, max-age=45, stale-while-revalidate=90";
const publicReads = () => ["/api/experts", "/api/experts?q=python&limit=5", `/api/experts/profile/${expertId}`, "/api/blog/posts", `/api/blog/posts/${publishedSlug}`];

describe("caching headers of the public reads", () => {
  it("lets any cache keep an anonymous answer for max-age, and serve it stale while it revalidates", async () => {
    for (const path of publicReads()) {
      const res = await rawGet(t.url + path);
      expect(res.status, path).toBe(200);
      expect(res.headers["cache-control"], path).toBe(PUBLIC);
      expect(res.headers.etag, path).toMatch(/^"/);
      // A cache keys the copy by these, so it never answers a request that carries credentials.
      expect(res.headers.vary, path).toMatch(/\bCookie\b/);
      expect(res.headers.vary, path).toMatch(/\bAuthorization\b/);
    }
  });

  it("answers a revalidation with an unchanged ETag by 304 and no body", async () => {
    for (const path of publicReads()) {
      const first = await rawGet(t.url + path);
      const again = await rawGet(t.url + path, { "if-none-match": String(first.headers.etag) });
      expect(again.status, path).toBe(304);
      expect(again.body.length, path).toBe(0);
      expect(again.headers.etag, path).toBe(first.headers.etag);
      expect(again.headers["cache-control"], path).toBe(PUBLIC);
    }
  });

  it("marks an answer to a signed-in request, by cookie or by token, private and to be checked before each use", async () => {
    const client = await t.loginAs("client");
    const byCookie = new ApiClient(t.url);
    byCookie.cookies = client.cookies;
    const byToken = new ApiClient(t.url);
    byToken.token = client.token;
    const admin = await t.loginAs("admin");
    for (const api of [byCookie, byToken, admin]) {
      for (const path of publicReads()) {
        const res = await api.get(path);
        expect(res.status, path).toBe(200);
        expect(res.headers.get("cache-control"), path).toBe("private, no-cache");
        expect(res.headers.get("vary"), path).toMatch(/\bCookie\b/);
      }
    }
  });

  it("shows a change in the very next answer, with a new ETag, and 200 to the old one", async () => {
    const path = `/api/blog/posts/${publishedSlug}`;
    const before = await rawGet(t.url + path);
    const admin = await t.loginAs("admin");
    const list = await admin.get("/api/admin/blog/posts?limit=100");
    const post = (list.body as { id: number; slug: string }[]).find((p) => p.slug === publishedSlug)!;
    const full = await admin.get(path);
    const saved = await admin.put(`/api/admin/blog/posts/${post.id}`, { ...full.body, title: "A title changed just now", published: true });
    expect(saved.status, saved.text).toBe(200);

    const after = await rawGet(t.url + path, { "if-none-match": String(before.headers.etag) });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(JSON.parse(after.body.toString()).title).toBe("A title changed just now");
  });

  it("lets no cache keep an error", async () => {
    for (const path of ["/api/experts/profile/999999", "/api/blog/posts/no-such-post", "/api/experts?limit=abc"]) {
      const res = await rawGet(t.url + path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.headers["cache-control"] ?? "", path).not.toMatch(/public/);
    }
  });

  it("asks caches to revalidate every time when the max-age is 0", async () => {
    const other = await startTestServer({ seed: false, env: { PUBLIC_MAX_AGE_SECONDS: "0" } });
    try {
      const res = await rawGet(`${other.url}/api/blog/posts`);
      expect(res.status).toBe(200);
      expect(res.headers["cache-control"]).toBe("public, no-cache");
    } finally {
      await other.close();
    }
  });
});

import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import express, { type RequestHandler } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, experts } from "@shared/schema";
import { createApp } from "../app";
import { ApiClient, startTestServer, type TestServer } from "../test/harness";
import { waitFor } from "../test/wait-for";
import { pageExists } from "../web/html";
import { withPageMeta, type PageMetaOverride } from "../web/page-meta";
import { decode, rawGet } from "../test/raw-http";
import { COMPRESS_THRESHOLD } from "./compress";
import { publicReadCache } from "./public-cache";

/**
 * The public read cache, shown by changing the database behind the server's back: an answer that
 * still shows the old value came from memory, one that shows the new value was read afresh.
 */

const nameOf = (body: { userId: number; name: string }[], id: number) => body.find((e) => e.userId === id)?.name;

/**
 * Only the name column: search_text keeps the name it had, so a search by the old name still finds
 * the row and shows whatever name it carries now, whichever page of the full list it sorts onto.
 */
async function rename(t: TestServer, id: number, name: string) {
  await t.deps.db.update(experts).set({ name }).where(eq(experts.userId, id));
}

describe("public read cache (PUBLIC_CACHE_MS set)", () => {
  let t: TestServer;
  let anon: ApiClient;
  let expert: ApiClient;
  let expertId: number;
  let expertName: string;
  /** The expert found by their own name, so the answers hold them however many experts there are. */
  let search: string;

  beforeAll(async () => {
    t = await startTestServer({ env: { PUBLIC_CACHE_MS: "60000" } });
    anon = t.anon();
    expert = await t.loginAs("expert");
    expertId = (await expert.get("/api/auth/me")).body.user.id;
    const [row] = await t.deps.db.select({ name: experts.name }).from(experts).where(eq(experts.userId, expertId));
    expertName = row.name;
    search = `/api/experts?q=${encodeURIComponent(expertName)}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers an anonymous repeat from memory, with the same headers, and signed-in callers afresh", async () => {
    const first = await anon.get(search);
    expect(first.status).toBe(200);
    const before = nameOf(first.body, expertId);
    expect(before).toBe(expertName);
    await rename(t, expertId, "Renamed Behind The Back");

    const again = await anon.get(search);
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(again.headers.get("x-total-count")).toBe(first.headers.get("x-total-count"));
    expect(again.headers.get("content-type")).toBe(first.headers.get("content-type"));
    expect(again.headers.get("x-content-type-options")).toBe("nosniff");
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
    // Encoded like the first (compressed from 1 KB on: see the test on encodings).
    expect(again.headers.get("content-encoding")).toBe(first.headers.get("content-encoding"));
    expect(again.headers.get("vary")).toBe(first.headers.get("vary"));
    // Its own request id, not the stored one.
    expect(again.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
    expect(nameOf(again.body, expertId)).toBe(before);

    // Another query string is another answer, read afresh.
    expect(nameOf((await anon.get(`${search}&limit=50`)).body, expertId)).toBe("Renamed Behind The Back");
    // A signed-in caller never gets the anonymous copy.
    expect(nameOf((await expert.get(search)).body, expertId)).toBe("Renamed Behind The Back");
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

  it("a write through one app on the database empties another app's cache too (NOTIFY public_cache)", async () => {
    // Another server on the same database: a process of its own in production, an app here.
    const other = await listen(createApp(t.deps));
    try {
      const elsewhere = new ApiClient(other.url);
      const profile = `/api/experts/profile/${expertId}`;
      await elsewhere.get(profile);
      await rename(t, expertId, "Renamed For The Other App");
      expect((await elsewhere.get(profile)).body.name).not.toBe("Renamed For The Other App");

      expect((await expert.put("/api/experts/profile", { yearsExperience: 12 })).status).toBe(200);
      await waitFor(async () => (await elsewhere.get(profile)).body.name === "Renamed For The Other App");
      expect((await elsewhere.get(profile)).body.yearsExperience).toBe(12);
    } finally {
      await other.close();
    }
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

  it("serves a stored answer compressed when accepted, compressing it once per encoding", async () => {
    const url = `${t.url}/api/experts?limit=40`;
    const miss = await rawGet(url, { "accept-encoding": "gzip" });
    expect(miss.headers["content-encoding"]).toBe("gzip");
    const plain = decode(miss.body, "gzip");
    expect(plain.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    await rename(t, expertId, "Renamed For Encodings");

    // From memory (the old name), plain for a client that accepts no encoding, with its own length.
    const identity = await rawGet(url);
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body.toString()).toBe(plain);
    expect(identity.headers["content-length"]).toBe(String(identity.body.length));
    expect(identity.headers.vary).toMatch(/Accept-Encoding/);
    expect(identity.headers.etag).toBe(miss.headers.etag);

    const gzipped = await rawGet(url, { "accept-encoding": "gzip, deflate" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers["content-length"]).toBe(String(gzipped.body.length));
    expect(decode(gzipped.body, "gzip")).toBe(plain);
    // The same bytes again: compressed once, then kept.
    expect((await rawGet(url, { "accept-encoding": "gzip" })).body.equals(gzipped.body)).toBe(true);

    const brotli = await rawGet(url, { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(decode(brotli.body, "br")).toBe(plain);

    const head = await rawGet(url, { "accept-encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe("gzip");
    expect(head.headers["content-length"]).toBe(String(gzipped.body.length));
    await rename(t, expertId, nameOf(JSON.parse(plain), expertId)!);
  });

  it("keeps a post page's tags until a blog write", async () => {
    const spa: RequestHandler = (req, res) => {
      res.status(pageExists(req.path, res.locals) ? 200 : 404);
      res.type("html").send(withPageMeta("<html><head><title>Protea Talent</title></head></html>", req.path, "https://talent.example", true, res.locals.pageMeta as PageMetaOverride | undefined));
    };
    const { url, close } = await listen(createApp(t.deps, { web: [spa] }));
    try {
      const slug = (await anon.get("/api/blog/posts")).body[1].slug as string;
      const title = async () => (await (await fetch(`${url}/blog/${slug}`)).text()).match(/<title>(.*)<\/title>/)?.[1];
      const before = await title();
      expect(before).toMatch(/ \| Protea Talent$/);
      await t.deps.db.update(blogPosts).set({ title: "Page Retitled Directly" }).where(eq(blogPosts.slug, slug));
      expect(await title()).toBe(before);

      // Through the same app (and so the same memory) as the page.
      const admin = new ApiClient(url);
      admin.token = (await t.loginAs("admin")).token;
      const created = await admin.post("/api/admin/blog/posts", { title: "Another", slug: "another-post-for-the-cache", excerpt: "x", content: "<p>x</p>", author: "", featuredImage: "", tags: [], published: false, publishedAt: null });
      expect(created.status, created.text).toBe(201);
      expect(await title()).toBe("Page Retitled Directly | Protea Talent");
    } finally {
      await close();
    }
  });
});

/** Serves `app` on a free port. */
async function listen(app: http.RequestListener) {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { url, close };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i += 1) await sleep(10);
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

describe("an answer past its time", () => {
  // The middleware alone, in front of a handler the test holds open: what the handler read is the
  // `version` at the time, so each answer shows whether it came from memory or from a fresh read.
  const TTL = 400;
  const cache = publicReadCache(TTL, { hasCredentials: () => false });
  let version = 0;
  let reads = 0;
  let failNext = false;
  let release: () => void = () => {};
  let gate: Promise<void> = Promise.resolve();
  const hold = () => (gate = new Promise<void>((resolve) => (release = resolve)));
  const app = express();
  app.use(cache.middleware);
  app.get("/api/experts", async (_req, res) => {
    reads += 1;
    const seen = version;
    await gate;
    if (failNext) {
      failNext = false;
      res.status(500).json({ message: "failed" });
      return;
    }
    res.json({ version: seen });
  });
  let url: string;
  let close: () => Promise<void>;
  const get = async () => {
    const res = await fetch(`${url}/api/experts`);
    return res.status === 200 ? ((await res.json()) as { version: number }).version : res.status;
  };

  beforeAll(async () => {
    ({ url, close } = await listen(app));
  });
  afterAll(async () => {
    release();
    await close?.();
  });

  it("is read afresh by one request while the others get the stored copy, and never kept beyond twice its time", async () => {
    version = 1;
    expect(await get()).toBe(1);
    version = 2;
    expect(await get()).toBe(1);
    expect(reads).toBe(1);

    // Past its time: the first caller reads afresh (held open here); the others meanwhile get the stored copy.
    await sleep(TTL + 50);
    hold();
    const refreshing = get();
    await until("the refreshing read", () => reads === 2);
    expect(await Promise.all([get(), get()])).toEqual([1, 1]);
    expect(reads).toBe(2);
    release();
    expect(await refreshing).toBe(2);
    expect(await get()).toBe(2);
    expect(reads).toBe(2);

    // Past twice its time nothing is given out from memory: every caller waits for a fresh read.
    await sleep(2 * TTL + 50);
    version = 3;
    hold();
    const first = get();
    const second = get();
    await until("two fresh reads", () => reads === 4);
    release();
    expect(await Promise.all([first, second])).toEqual([3, 3]);
  });

  it("a refresh that fails leaves the next caller to read afresh", async () => {
    await sleep(TTL + 50);
    version = 4;
    failNext = true;
    expect(await get()).toBe(500);
    const before = reads;
    expect(await get()).toBe(4);
    expect(reads).toBe(before + 1);
  });

  it("memo: one load at a time per key, kept for the time, forgotten on clear, a failure not kept", async () => {
    let loads = 0;
    const load = async () => {
      loads += 1;
      await sleep(20);
      return loads;
    };
    expect(await Promise.all([cache.memo("k", load), cache.memo("k", load)])).toEqual([1, 1]);
    expect(await cache.memo("k", load)).toBe(1);
    cache.clear();
    expect(await cache.memo("k", load)).toBe(2);
    await sleep(TTL + 20);
    expect(await cache.memo("k", load)).toBe(3);

    await expect(cache.memo("bad", () => Promise.reject(new Error("database away")))).rejects.toThrow("database away");
    expect(await cache.memo("bad", async () => 7)).toBe(7);
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
    const [row] = await t.deps.db.select({ id: experts.userId, name: experts.name }).from(experts).where(eq(experts.isActive, true)).limit(1);
    const search = `/api/experts?q=${encodeURIComponent(row.name)}`;
    expect(nameOf((await anon.get(search)).body, row.id)).toBe(row.name);
    await rename(t, row.id, "Seen At Once");
    expect(nameOf((await anon.get(search)).body, row.id)).toBe("Seen At Once");
  });
});

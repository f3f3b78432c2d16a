import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_POSTS } from "../demo/seed-blog";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { buildRssFeed, escapeXml } from "./feed";

const ORIGIN = "https://talent.example.com";
let t: TestServer;
let local: TestServer;
let admin: ApiClient;

// Two fresh databases with migrations: allow for a busy machine.
beforeAll(async () => {
  [t, local] = await Promise.all([startTestServer({ env: { PUBLIC_URL: `${ORIGIN}/` } }), startTestServer({ seed: false })]);
  admin = await t.loginAs("admin");
}, 120_000);
afterAll(async () => {
  await t?.close();
  await local?.close();
});

const draftSlug = DEMO_POSTS.find((p) => p.daysAgo === null)!.slug;
const publishedSlugs = DEMO_POSTS.filter((p) => p.daysAgo !== null).map((p) => p.slug);
const items = (xml: string) => [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]);

describe("GET /rss.xml", () => {
  it("is an RSS 2.0 feed of the published posts, newest first, with absolute links under PUBLIC_URL", async () => {
    const res = await t.anon().get("/rss.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/rss\+xml/);
    expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(res.text).toContain(`<link>${ORIGIN}/blog</link>`);
    expect(res.text).toContain(`<atom:link href="${ORIGIN}/rss.xml" rel="self" type="application/rss+xml" />`);
    const links = items(res.text).map((item) => /<link>([^<]+)<\/link>/.exec(item)![1]);
    expect(links).toEqual(publishedSlugs.map((slug) => `${ORIGIN}/blog/${slug}`));
    expect(res.text).not.toContain(draftSlug);
    for (const item of items(res.text)) {
      expect(item).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
      expect(item).toMatch(/<guid isPermaLink="true">https:\/\/talent\.example\.com\/blog\/[a-z0-9-]+<\/guid>/);
    }
  });

  it("escapes titles, excerpts, authors and tags", async () => {
    const res = await admin.post("/api/admin/blog/posts", {
      title: `Tom & Jerry's <b>"Pipelines"</b>`,
      slug: "escaping-check",
      excerpt: "Less < more & ]]> done",
      content: "<p>Body</p>",
      author: "A <script>",
      tags: ["R&D", "<x>"],
      published: true,
    });
    expect(res.status).toBe(201);
    const feed = (await t.anon().get("/rss.xml")).text;
    const item = items(feed)[0];
    expect(item).toContain("<title>Tom &amp; Jerry&apos;s &lt;b&gt;&quot;Pipelines&quot;&lt;/b&gt;</title>");
    expect(item).toContain("<description>Less &lt; more &amp; ]]&gt; done</description>");
    expect(item).toContain("<dc:creator>A &lt;script&gt;</dc:creator>");
    expect(item).toContain("<category>R&amp;D</category><category>&lt;x&gt;</category>");
    expect(feed).not.toMatch(/<script|<b>/);
  });

  it("uses the address the request came to when PUBLIC_URL is unset, and is valid with no posts", async () => {
    const res = await local.anon().get("/rss.xml");
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<link>${local.url}/blog</link>`);
    expect(items(res.text)).toEqual([]);
    expect(res.text).toContain("</channel>\n</rss>");
  });
});

describe("sitemap.xml", () => {
  it("lists every published post and no draft", async () => {
    const res = await t.anon().get("/sitemap.xml");
    expect(res.status).toBe(200);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const slug of publishedSlugs) expect(locs).toContain(`${ORIGIN}/blog/${slug}`);
    expect(locs).not.toContain(`${ORIGIN}/blog/${draftSlug}`);
    expect(res.text).toMatch(new RegExp(`<loc>${ORIGIN}/blog/${publishedSlugs[0]}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
  });
});

describe("escapeXml and buildRssFeed", () => {
  it("drops characters XML cannot hold", () => {
    expect(escapeXml("a\u0000b\u0008c\td")).toBe("abc\td");
  });

  it("writes a channel without items or lastBuildDate when there are no posts", () => {
    const xml = buildRssFeed(ORIGIN, []);
    expect(xml).not.toContain("<item>");
    expect(xml).not.toContain("lastBuildDate");
  });
});

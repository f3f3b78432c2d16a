// A published post's page carries its own title, description and social tags in the HTML the
// server answers; drafts and unknown slugs get the generic tags. /blog is handed the published
// posts as GET /api/blog/posts lists them, to render into the page.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { RequestHandler } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { DEMO_POSTS } from "../demo/seed-blog";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { pageExists } from "./html";
import { withPageMeta, type PageMetaOverride } from "./page-meta";

const TEMPLATE = '<html><head><title>Protea Talent</title><meta name="description" content="Generic" /></head><body></body></html>';
const ORIGIN = "https://talent.example.com";

let t: TestServer;
let admin: ApiClient;
let server: http.Server;
let url: string;

beforeAll(async () => {
  t = await startTestServer({ env: { PUBLIC_URL: ORIGIN } });
  admin = await t.loginAs("admin");
  // Stands in for server/web's SPA handler, which passes res.locals.pageMeta the same way.
  const spa: RequestHandler = (req, res) => {
    res.status(pageExists(req.path, res.locals) ? 200 : 404);
    const page = withPageMeta(TEMPLATE, req.path, ORIGIN, true, res.locals.pageMeta as PageMetaOverride | undefined);
    // What serve.ts renders the list from, shown as data.
    const posts = res.locals.blogPosts === undefined ? "" : `<script type="application/json" id="posts">${JSON.stringify(res.locals.blogPosts).replace(/</g, "\\u003c")}</script>`;
    res.type("html").send(page.replace("<body>", () => `<body>${posts}`));
  };
  server = http.createServer(createApp(t.deps, { web: [spa] }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 90_000);
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await t?.close();
});

const page = async (path: string) => (await fetch(url + path)).text();
const published = DEMO_POSTS.find((p) => p.daysAgo !== null)!;
const draft = DEMO_POSTS.find((p) => p.daysAgo === null)!;

describe("GET /blog/{slug} HTML", () => {
  it("names a published post in the title, description, Open Graph and Twitter tags", async () => {
    const html = await page(`/blog/${published.slug}`);
    expect(html).toContain(`<title>${published.title} | Protea Talent</title>`);
    expect(html).toContain(`<meta name="description" content="${published.excerpt}" />`);
    expect(html).toContain(`<meta property="og:type" content="article" />`);
    expect(html).toContain(`<meta property="og:title" content="${published.title} | Protea Talent" />`);
    expect(html).toContain(`<meta property="og:description" content="${published.excerpt}" />`);
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/blog/${published.slug}" />`);
    expect(html).toContain(`<meta name="twitter:title" content="${published.title} | Protea Talent" />`);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/blog/${published.slug}" />`);
    expect(html).toMatch(/<meta property="article:published_time" content="\d{4}-\d{2}-\d{2}T[\d:.]+Z" \/>/);
    for (const tag of published.tags) expect(html).toContain(`<meta property="article:tag" content="${tag}" />`);
  });

  it("answers a published post's address with 200", async () => {
    expect((await fetch(url + `/blog/${published.slug}`)).status).toBe(200);
  });

  it("keeps generic tags and answers 404 for a draft or an unknown slug", async () => {
    for (const path of [`/blog/${draft.slug}`, "/blog/no-such-post", "/blog/Not%20A%20Slug"]) {
      const res = await fetch(url + path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html, path).toContain("<title>Protea Talent</title>");
      expect(html, path).toContain('<meta property="og:type" content="website" />');
      expect(html, path).not.toContain(draft.title);
    }
  });

  it("escapes post text and uses the featured image, and a $ in a title stays literal", async () => {
    const res = await admin.post("/api/admin/blog/posts", {
      title: `Save $' & "quote" <b>`,
      slug: "meta-escaping",
      excerpt: `Cheaper by $& 40% <script>alert(1)</script>`,
      content: "<p>Body</p>",
      featuredImage: "/images/cover.png",
      published: true,
    });
    expect(res.status).toBe(201);
    const html = await page("/blog/meta-escaping");
    expect(html).toContain(`<title>Save $' &amp; &quot;quote&quot; &lt;b&gt; | Protea Talent</title>`);
    expect(html).toContain(`<meta name="description" content="Cheaper by $&amp; 40% &lt;script&gt;alert(1)&lt;/script&gt;" />`);
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/images/cover.png" />`);
    expect(html).not.toContain("<script>");
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });
});

describe("GET /blog HTML", () => {
  const listed = (html: string) => JSON.parse(/<script type="application\/json" id="posts">(.*?)<\/script>/.exec(html)?.[1] ?? "null") as unknown;

  it("is given the published posts exactly as GET /api/blog/posts answers them, drafts left out", async () => {
    const api = (await (await fetch(url + "/api/blog/posts")).json()) as Array<{ slug: string }>;
    const posts = listed(await page("/blog"));
    expect(posts).toEqual(api);
    expect(api.map((p) => p.slug)).toContain(published.slug);
    expect(api.map((p) => p.slug)).not.toContain(draft.slug);
  });

  it("lists nothing for other pages", async () => {
    expect(listed(await page("/about"))).toBeNull();
    expect(listed(await page(`/blog/${published.slug}`))).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "@shared/public-pages";
import { startTestServer, type TestServer } from "../test/harness";
import { buildSitemap } from "./sitemap";

describe("robots.txt and sitemap.xml", () => {
  let t: TestServer;
  let withPublicUrl: TestServer;

  beforeAll(async () => {
    t = await startTestServer({ seed: false });
    withPublicUrl = await startTestServer({ seed: false, env: { PUBLIC_URL: "https://talent.example.com/" } });
  });

  afterAll(async () => {
    await t?.close();
    await withPublicUrl?.close();
  });

  it("robots.txt keeps crawlers out of the API and signed-in areas and names the sitemap", async () => {
    const res = await withPublicUrl.anon().get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = res.text.split("\n");
    expect(lines).toEqual(expect.arrayContaining(["User-agent: *", "Disallow: /api/", "Disallow: /admin/", "Disallow: /client/"]));
    expect(lines).toContain("Sitemap: https://talent.example.com/sitemap.xml");
  });

  it("sitemap.xml lists every public page once under PUBLIC_URL", async () => {
    const res = await withPublicUrl.anon().get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const page of PUBLIC_PAGES) expect(locs).toContain(`https://talent.example.com${page.path}`);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.some((loc) => loc.includes("/admin"))).toBe(false);
  });

  it("falls back to the address the request came to when PUBLIC_URL is unset", async () => {
    const res = await t.anon().get("/sitemap.xml");
    expect(res.text).toContain(`<loc>${t.url}/howitworks</loc>`);
  });

  it("takes extra entries from added sources and escapes them", async () => {
    const xml = await buildSitemap(t.deps, "https://x.example", [
      () => [{ path: "/blog/a&b", lastModified: new Date("2026-03-04T10:00:00Z"), changefreq: "monthly", priority: 0.5 }],
      async () => [{ path: "/blog/a&b" }, { path: "/blog/c" }],
    ]);
    expect(xml).toContain("<url><loc>https://x.example/blog/a&amp;b</loc><lastmod>2026-03-04</lastmod><changefreq>monthly</changefreq><priority>0.5</priority></url>");
    expect(xml.match(/a&amp;b/g)).toHaveLength(1);
    expect(xml).toContain("<loc>https://x.example/blog/c</loc>");
  });
});

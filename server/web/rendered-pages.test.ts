// The blog's pages rendered per request into the build's templates: the data's HTML goes into the
// outlet, a page is rendered once for the same data, and without a template or when rendering
// fails there is no page (the server then sends the SPA shell).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BlogPost, BlogPostSummary } from "@shared/contracts/blog";
import type { Config } from "../config";
import { renderedPages } from "./rendered-pages";

const config = { publicConfig: {} } as unknown as Config;
let dir: string;
let rendererFile: string;

const template = (outlet: string) => `<html><head><title>t</title></head><body><div id="root"><!--${outlet}--></div></body></html>`;
const summary: BlogPostSummary = {
  id: 1,
  title: "Hiring in 14 days",
  slug: "hiring",
  excerpt: "How.",
  featuredImage: null,
  author: "Team",
  tags: [],
  publishedAt: "2026-11-01T12:00:00.000Z",
} as BlogPostSummary;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "rendered-pages-"));
  fs.mkdirSync(path.join(dir, ".prerender"));
  fs.writeFileSync(path.join(dir, ".prerender/blog-list.html"), template("blog-list"));
  rendererFile = path.join(dir, "entry-server.mjs");
  // Counts its renders; a title of "fail" throws.
  fs.writeFileSync(
    rendererFile,
    `export let renders = 0;
export async function renderBlogList(url, posts) {
  renders++;
  if (posts.some((p) => p.title === "fail")) throw new Error("boom");
  return { html: "<ul>" + posts.map((p) => "<li>" + p.title + "</li>").join("") + "</ul>" };
}
export async function renderPost() { throw new Error("no post template in this build"); }`,
  );
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("pages rendered with their data", () => {
  it("puts the list's HTML into the template's outlet, once for the same posts", async () => {
    const pages = renderedPages(dir, rendererFile, config)!;
    const html = await pages.blogList("/blog", [summary]);
    expect(html).toContain('<div id="root"><ul><li>Hiring in 14 days</li></ul></div>');
    expect(html).not.toContain("<!--blog-list-->");
    await pages.blogList("/blog", [summary]);
    const module = (await import(rendererFile)) as { renders: number };
    expect(module.renders).toBe(1);
    await pages.blogList("/blog", [{ ...summary, title: "Another" }]);
    expect(module.renders).toBe(2);
  });

  it("gives no page when rendering fails or the build has no template for it", async () => {
    const pages = renderedPages(dir, rendererFile, config)!;
    expect(await pages.blogList("/blog", [{ ...summary, title: "fail" }])).toBeNull();
    expect(await pages.post("/blog/hiring", { ...summary, content: "<p>x</p>", published: true } as unknown as BlogPost)).toBeNull();
  });

  it("is not offered without a renderer or any template", () => {
    expect(renderedPages(dir, path.join(dir, "missing.mjs"), config)).toBeNull();
    expect(renderedPages(path.join(dir, "nowhere"), rendererFile, config)).toBeNull();
  });
});

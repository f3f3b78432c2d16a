// Pages the server renders per request so their data arrives in the HTML like the prerendered
// pages' content does: the blog's list (/blog) and a published post's page. Each has a template
// from the build (.prerender/blog-list.html and blog-post.html, with the critical CSS and boot
// script of that page) and the build's server renderer (dist/ssr/entry-server.js). The browser
// hydrates the page once it has fetched the same data. Without them (after a plain `vite build`) or
// when rendering fails the SPA shell is served and the browser loads the data, as before.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { BlogPost, BlogPostSummary } from "@shared/contracts/blog";
import type { Config } from "../config";
import type { Logger } from "../lib/logger";
import { injectAppConfig } from "./html";

interface PageRenderer {
  renderPost(url: string, post: BlogPost): Promise<{ html: string }>;
  renderBlogList(url: string, posts: BlogPostSummary[]): Promise<{ html: string }>;
}

/** Written by scripts/build.mjs: each page's template and the outlet its content goes into. */
const PAGES = {
  post: { template: "blog-post.html", outlet: "<!--post-page-->" },
  blogList: { template: "blog-list.html", outlet: "<!--blog-list-->" },
} as const;

/** Kept pages, by address and data: the same page is rendered once, not per request. Bounded. */
const KEPT_MAX = 100;

export function renderedPages(buildDir: string, rendererFile: string, config: Config, logger?: Logger) {
  if (!fs.existsSync(rendererFile)) return null;
  const templates = new Map<keyof typeof PAGES, string>();
  for (const [kind, { template, outlet }] of Object.entries(PAGES) as [keyof typeof PAGES, (typeof PAGES)[keyof typeof PAGES]][]) {
    const file = path.join(buildDir, ".prerender", template);
    if (!fs.existsSync(file)) continue;
    const html = injectAppConfig(fs.readFileSync(file, "utf8"), config);
    if (html.includes(outlet)) templates.set(kind, html);
  }
  if (!templates.size) return null;
  // Loaded at start rather than by the first reader.
  const renderer = import(pathToFileURL(rendererFile).href) as Promise<PageRenderer>;
  renderer.catch((err: unknown) => logger?.warn({ err }, "the page renderer did not load; the browser loads the blog's pages instead"));
  const kept = new Map<string, string>();

  async function render(kind: keyof typeof PAGES, url: string, data: unknown, draw: (r: PageRenderer) => Promise<{ html: string }>) {
    const template = templates.get(kind);
    if (!template) return null;
    const key = `${kind}\n${url}\n${JSON.stringify(data)}`;
    const page = kept.get(key);
    if (page) return page;
    try {
      const { html } = await draw(await renderer);
      const rendered = template.replace(PAGES[kind].outlet, () => html);
      if (kept.size >= KEPT_MAX) kept.clear();
      kept.set(key, rendered);
      return rendered;
    } catch (err) {
      logger?.warn({ err }, "page not rendered; the browser loads its data instead");
      return null;
    }
  }

  return {
    /** A published post's page, or null when it cannot be rendered (the shell is served instead). */
    post: (url: string, post: BlogPost) => render("post", url, post, (r) => r.renderPost(url, post)),
    /** The blog's list with the published posts as GET /api/blog/posts answers them, or null. */
    blogList: (url: string, posts: BlogPostSummary[]) => render("blogList", url, posts, (r) => r.renderBlogList(url, posts)),
  };
}

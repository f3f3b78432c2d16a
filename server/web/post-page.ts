// A published blog post's page, rendered by the server per request so the post arrives in the HTML
// like the prerendered pages do: the build's post template (.prerender/blog-post.html, with the
// critical CSS and boot script of a post page) and its server renderer (dist/ssr/entry-server.js).
// The browser hydrates it once it has fetched the same post. Without them (after a plain
// `vite build`) the SPA shell is served and the browser loads the post, as before.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { BlogPost } from "@shared/contracts/blog";
import type { Config } from "../config";
import type { Logger } from "../lib/logger";
import { injectAppConfig } from "./html";

/** Written by scripts/build.mjs. */
export const POST_TEMPLATE = "blog-post.html";
const OUTLET = "<!--post-page-->";

interface PostRenderer {
  renderPost(url: string, post: BlogPost): Promise<{ html: string }>;
}

/** Kept pages, by address and post: the same post is rendered once, not per request. Bounded. */
const KEPT_MAX = 100;

export function postPageRenderer(buildDir: string, rendererFile: string, config: Config, logger?: Logger) {
  const templateFile = path.join(buildDir, ".prerender", POST_TEMPLATE);
  if (!fs.existsSync(templateFile) || !fs.existsSync(rendererFile)) return null;
  const template = injectAppConfig(fs.readFileSync(templateFile, "utf8"), config);
  if (!template.includes(OUTLET)) return null;
  // Loaded at start rather than by the first reader.
  const renderer = import(pathToFileURL(rendererFile).href) as Promise<PostRenderer>;
  renderer.catch((err: unknown) => logger?.warn({ err }, "the blog post renderer did not load; the browser loads posts instead"));
  const kept = new Map<string, string>();

  /** The page's HTML, or null when it cannot be rendered (the shell is served instead). */
  return async function renderPostPage(url: string, post: BlogPost): Promise<string | null> {
    const key = `${url}\n${JSON.stringify(post)}`;
    const page = kept.get(key);
    if (page) return page;
    try {
      const { html } = await (await renderer).renderPost(url, post);
      const rendered = template.replace(OUTLET, () => html);
      if (kept.size >= KEPT_MAX) kept.clear();
      kept.set(key, rendered);
      return rendered;
    } catch (err) {
      logger?.warn({ err }, "blog post page not rendered; the browser loads the post instead");
      return null;
    }
  };
}

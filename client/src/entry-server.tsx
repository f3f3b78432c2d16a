// Server rendering: the same App as the browser, rendered for one URL, so pages arrive as HTML and
// the browser hydrates them (see main.tsx). The build prerenders the public pages with it
// (scripts/build.mjs); the server renders the blog's list and a published post's page with it per
// request (server/web/rendered-pages.ts).
import type { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import type { BlogPost, BlogPostSummary } from "@shared/contracts/blog";
import { App } from "./app/app";
import { blogKeys } from "./features/blog/api/keys";
import { ServerCleanedHtml } from "./features/blog/components/post-content";
import { createQueryClient } from "./lib/query-client";

/** A result the page is rendered with (the server's own query client has it; the browser fetches it). */
interface PageQuery {
  queryKey: readonly unknown[];
  data: unknown;
}

function tree(path: string, search: string, queryClient: QueryClient, postCleaned: boolean) {
  return (
    <StrictMode>
      <ServerCleanedHtml.Provider value={postCleaned}>
        <App ssrPath={path} ssrSearch={search} queryClient={queryClient} />
      </ServerCleanedHtml.Provider>
    </StrictMode>
  );
}

async function renderWith(url: string, queries: PageQuery[], postCleaned: boolean): Promise<string> {
  const [path, search = ""] = url.split("?");
  const client = () => {
    const queryClient = createQueryClient();
    for (const { queryKey, data } of queries) queryClient.setQueryData(queryKey, data);
    return queryClient;
  };
  // The first pass waits for every lazy page and component to load; the second then renders
  // synchronously, so the HTML holds the finished page and no inline script to reveal it.
  const { prelude } = await prerenderToNodeStream(tree(path, search, client(), postCleaned));
  prelude.resume();
  return renderToString(tree(path, search, client(), postCleaned));
}

/** A page with no server data (the build's prerendered public pages). */
export function render(url: string): Promise<string> {
  return renderWith(url, [], false);
}

/**
 * A published post's page. The post's content must already be cleaned for display by the caller
 * (the server sanitises it again as it serves it); it is written into the page as it is. The
 * browser hydrates the page once it has fetched the same post (see pages/blog/blog-post.tsx).
 */
export async function renderPost(url: string, post: BlogPost): Promise<{ html: string }> {
  const slug = decodeURIComponent(url.split("?")[0].replace(/\/+$/, "").split("/").pop() ?? "");
  return { html: await renderWith(url, [{ queryKey: blogKeys.post(slug), data: post }], true) };
}

/**
 * The blog's list page with the published posts (as GET /api/blog/posts answers them). The browser
 * hydrates it once it has fetched the same list (see pages/blog/blog-list.tsx).
 */
export async function renderBlogList(url: string, posts: BlogPostSummary[]): Promise<{ html: string }> {
  return { html: await renderWith(url, [{ queryKey: blogKeys.all, data: posts }], false) };
}

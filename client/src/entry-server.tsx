// Build-time prerendering: the same App as the browser, rendered for one URL, so the public pages
// arrive as HTML and the browser hydrates them (see main.tsx).
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { App } from "./app/app";
import { createQueryClient } from "./lib/query-client";

function tree(path: string, search: string) {
  return (
    <StrictMode>
      <App ssrPath={path} ssrSearch={search} queryClient={createQueryClient()} />
    </StrictMode>
  );
}

export async function render(url: string): Promise<string> {
  const [path, search = ""] = url.split("?");
  // The first pass waits for every lazy page and component to load; the second then renders
  // synchronously, so the HTML holds the finished page and no inline script to reveal it.
  const { prelude } = await prerenderToNodeStream(tree(path, search));
  prelude.resume();
  return renderToString(tree(path, search));
}

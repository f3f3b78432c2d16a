// A post's HTML, cleaned again before it is inserted. In the browser DOMPurify cleans it; it loads
// with the first post shown from the API (useSanitizer), not with the page. A post the server
// rendered into the page was cleaned by the server as it rendered it (see entry-server.tsx):
// hydration keeps that HTML as it is, so the page needs no cleaning code to show it.
import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { cn } from "@/lib/cn";
import "./post-content.css";

/** True inside the server's rendering of a post page, whose post HTML it has just cleaned itself. */
export const ServerCleanedHtml = createContext(false);

let sanitize: ((html: string) => string) | null = null;
let loading: Promise<void> | null = null;
const loadSanitizer = () =>
  (loading ??= import("../lib/sanitize").then((m) => {
    sanitize = m.sanitizeForDisplay;
  }));

/**
 * Whether the browser's cleaning is loaded, loading it if not (when `needed`). A page shows its
 * loading state until then, so a post appears whole, as it did when the cleaning came with it.
 */
export function useSanitizer(needed = true): boolean {
  const [ready, setReady] = useState(sanitize !== null);
  useEffect(() => {
    if (!needed || ready) return;
    let current = true;
    void loadSanitizer().then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [needed, ready]);
  return !needed || ready;
}

const noopSubscribe = () => () => {};
/** True while the server renders and while the browser hydrates what it rendered. */
const useHydrating = () => useSyncExternalStore(noopSubscribe, () => false, () => true);

export function PostContent({ html, className }: { html: string; className?: string }) {
  const serverCleaned = useContext(ServerCleanedHtml);
  const hydrating = useHydrating();
  // The post HTML the page arrived with (hydrated), if any; any other (another post opened
  // afterwards, from the API) is cleaned here.
  const [pageHtml] = useState(hydrating ? html : null);
  const cameWithPage = pageHtml === html;
  const ready = useSanitizer(typeof window !== "undefined" && !cameWithPage);
  const clean = useMemo(() => (ready && sanitize && !cameWithPage ? sanitize(html) : ""), [ready, html, cameWithPage]);

  const inner = typeof window === "undefined" ? (serverCleaned ? html : "") : cameWithPage ? html : clean;
  return <div className={cn("post-content", className)} dangerouslySetInnerHTML={{ __html: inner }} />;
}

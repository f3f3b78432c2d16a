// A post's HTML, cleaned again before it is inserted. In the browser DOMPurify cleans it, loaded
// with the first post shown from the API. A post the server rendered into the page was cleaned
// by the server as it rendered it (see entry-server.tsx): hydration keeps that HTML as it is, so
// the page needs no cleaning code to show it.
import { createContext, useContext, useEffect, useState, useSyncExternalStore } from "react";
import { cn } from "@/lib/cn";
import "./post-content.css";

/** True inside the server's rendering of a post page, whose post HTML it has just cleaned itself. */
export const ServerCleanedHtml = createContext(false);

let sanitizer: Promise<(html: string) => string> | null = null;
const loadSanitizer = () => (sanitizer ??= import("../lib/sanitize").then((m) => m.sanitizeForDisplay));

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
  const [cleaned, setCleaned] = useState<{ html: string; clean: string } | null>(null);

  useEffect(() => {
    if (cameWithPage) return;
    let current = true;
    void loadSanitizer().then((sanitize) => {
      if (current) setCleaned({ html, clean: sanitize(html) });
    });
    return () => {
      current = false;
    };
  }, [html, cameWithPage]);

  const inner = typeof window === "undefined" ? (serverCleaned ? html : "") : cameWithPage ? html : cleaned?.html === html ? cleaned.clean : "";
  return <div className={cn("post-content", className)} dangerouslySetInnerHTML={{ __html: inner }} />;
}

// The document's description, canonical address and social tags. The server writes them into the
// first response; after client-side navigation these helpers keep them in step with the page.
import { useEffect, useRef } from "react";
import { useLocation } from "wouter";

/** Sets (or adds) one <meta name|property=key> tag in the head. */
export function setMeta(attribute: "name" | "property", key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

// The public pages' metadata is fetched on the first navigation, keeping it out of the first page's JS.
async function applyRouteMeta(location: string) {
  const { publicPageMeta } = await import("@shared/public-pages");
  const meta = publicPageMeta(location);
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement("link");
    canonical.rel = "canonical";
    document.head.appendChild(canonical);
  }
  const url = new URL(location, canonical.href || window.location.origin).href;
  canonical.href = url;
  setMeta("property", "og:url", url);
  if (!meta) return;
  document.title = meta.title;
  setMeta("name", "description", meta.description);
  setMeta("property", "og:title", meta.title);
  setMeta("property", "og:description", meta.description);
  setMeta("name", "twitter:title", meta.title);
  setMeta("name", "twitter:description", meta.description);
}

/** Updates the route's metadata on every client-side navigation (not on the first render). */
export function useRouteMeta(): void {
  const [location] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void applyRouteMeta(location);
  }, [location]);
}

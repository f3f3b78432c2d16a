// Keeps the document's title, description, canonical address and social tags in step with the
// route after client-side navigation. The server writes them into the first response, so the
// page metadata is fetched only on the first navigation (keeping it out of the first page's JS).
import { useEffect, useRef } from "react";
import { useLocation } from "wouter";

function setMeta(attribute: "name" | "property", key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

async function applyMeta(location: string) {
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

export function RouteMeta() {
  const [location] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void applyMeta(location);
  }, [location]);
  return null;
}

// Keeps the document's title, description, canonical address and social tags in step with the
// route after client-side navigation (the server writes the same tags into the first response).
import { useEffect } from "react";
import { useLocation } from "wouter";
import { publicPageMeta } from "@shared/public-pages";

function setMeta(attribute: "name" | "property", key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

export function RouteMeta() {
  const [location] = useLocation();
  useEffect(() => {
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
  }, [location]);
  return null;
}

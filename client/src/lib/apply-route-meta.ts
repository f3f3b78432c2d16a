// The head tags of a public page after client-side navigation (see useRouteMeta in page-meta.ts),
// fetched with the page metadata on the first navigation.
import { publicPageMeta } from "@shared/public-pages";
import { setMeta } from "./set-meta";

export function applyRouteMeta(location: string) {
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

// sitemap.xml: the public pages plus whatever other sources add (blog posts, for example).
import { utcDay } from "@shared/calendar";
import { PUBLIC_PAGES } from "@shared/public-pages";
import { postSitemapEntries } from "../blog/blog.service";
import type { AppDeps } from "../deps";

interface SitemapEntry {
  /** A path on this site, e.g. "/blog/my-post". */
  path: string;
  /** Last modification, written as a calendar date. */
  lastModified?: Date;
  changefreq?: "always" | "hourly" | "daily" | "weekly" | "monthly" | "yearly" | "never";
  priority?: number;
}

/** Something that contributes URLs to the sitemap; read on every request, so it stays current. */
type SitemapSource = (deps: AppDeps) => Promise<SitemapEntry[]> | SitemapEntry[];

const publicPagesSource: SitemapSource = () =>
  PUBLIC_PAGES.map((page) => ({ path: page.path, changefreq: page.changefreq, priority: page.priority }));

/** Every source of sitemap URLs; a feature with public pages of its own adds its source here. */
const sitemapSources: SitemapSource[] = [publicPagesSource, (deps) => postSitemapEntries(deps.db)];

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** The sitemap document for the site at `origin` (no trailing slash). Duplicate paths are listed once. */
export async function buildSitemap(deps: AppDeps, origin: string, sources: SitemapSource[] = sitemapSources): Promise<string> {
  const lists = await Promise.all(sources.map((source) => source(deps)));
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of lists.flat()) {
    if (seen.has(entry.path)) continue;
    seen.add(entry.path);
    const parts = [`<loc>${escapeXml(origin + entry.path)}</loc>`];
    if (entry.lastModified) parts.push(`<lastmod>${utcDay(entry.lastModified)}</lastmod>`);
    if (entry.changefreq) parts.push(`<changefreq>${entry.changefreq}</changefreq>`);
    if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
    urls.push(`  <url>${parts.join("")}</url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: public pages open, signed-in areas and the API closed, the sitemap announced. */
export function buildRobots(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /admin/",
    "Disallow: /client/",
    "Disallow: /expert/",
    "Disallow: /candidate/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

// The RSS 2.0 feed of published posts: absolute links, every text escaped for XML.
import { BRAND_NAME } from "@shared/constants";
import type { BlogPost } from "@shared/contracts/blog";

const FEED_TITLE = `${BRAND_NAME} Blog`;
const FEED_DESCRIPTION = "Guides and field notes on hiring, building and running Data and AI teams with senior engineers from South Africa.";
export const FEED_ITEMS_MAX = 50;

// Characters XML 1.0 does not allow at all, even escaped.
// eslint-disable-next-line no-control-regex -- these are exactly what must go
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const postUrl = (origin: string, slug: string) => `${origin}/blog/${encodeURIComponent(slug)}`;

function item(origin: string, post: BlogPost): string {
  const link = postUrl(origin, post.slug);
  const parts = [
    `<title>${escapeXml(post.title)}</title>`,
    `<link>${escapeXml(link)}</link>`,
    `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
    post.publishedAt ? `<pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>` : "",
    `<dc:creator>${escapeXml(post.author)}</dc:creator>`,
    ...post.tags.map((tag) => `<category>${escapeXml(tag)}</category>`),
    `<description>${escapeXml(post.excerpt)}</description>`,
  ];
  return `    <item>${parts.filter(Boolean).join("")}</item>`;
}

/** The feed for the site at `origin` (no trailing slash), newest post first. */
export function buildRssFeed(origin: string, posts: BlogPost[]): string {
  const newest = posts[0]?.publishedAt;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(FEED_TITLE)}</title>`,
    `    <link>${escapeXml(`${origin}/blog`)}</link>`,
    `    <description>${escapeXml(FEED_DESCRIPTION)}</description>`,
    "    <language>en-us</language>",
    `    <atom:link href="${escapeXml(`${origin}/rss.xml`)}" rel="self" type="application/rss+xml" />`,
    newest ? `    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>` : "",
    ...posts.map((post) => item(origin, post)),
    "  </channel>",
    "</rss>",
    "",
  ]
    .filter((line) => line !== "")
    .join("\n")
    .concat("\n");
}

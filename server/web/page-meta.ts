// Writes each page's own title, description, canonical address and social tags into the HTML
// the server sends, so crawlers and link previews see them without running any script.
import { BRAND_NAME } from "@shared/constants";
import type { AdminBlogPost } from "@shared/contracts/blog";
import { publicPageMeta, SOCIAL_IMAGE_PATH } from "@shared/public-pages";

const escapeAttr = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Tags for a page whose metadata comes from data rather than shared/public-pages.ts (a blog post),
 * put in `res.locals.pageMeta` by a middleware before the SPA handler runs.
 */
export interface PageMetaOverride {
  /** The full document title. */
  title: string;
  description: string;
  /** An http(s) URL or a site path; the site's social card when absent. */
  image?: string | null;
  type?: "website" | "article";
  /** Extra tags written after the standard ones (e.g. article:published_time); values are escaped. */
  properties?: [property: string, content: string][];
}

/** The title, description and social tags of a published post's page. */
export function postPageMeta(post: AdminBlogPost): PageMetaOverride {
  const description = post.excerpt.length > 300 ? `${post.excerpt.slice(0, 297).trimEnd()}...` : post.excerpt;
  return {
    title: `${post.title} | ${BRAND_NAME}`,
    description,
    image: post.featuredImage,
    type: "article",
    properties: [
      ...(post.publishedAt ? [["article:published_time", post.publishedAt] as [string, string]] : []),
      ["article:modified_time", post.updatedAt],
      ["article:author", post.author],
      ...post.tags.map((tag): [string, string] => ["article:tag", tag]),
    ],
  };
}

/** The HTML with the tags for `pathname`; `known` is false for the 404 page (no canonical then). */
export function withPageMeta(html: string, pathname: string, origin: string, known = true, override?: PageMetaOverride): string {
  const normalisedPath = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const meta = override ? { title: override.title, description: override.description, path: normalisedPath } : publicPageMeta(pathname);
  let out = html;
  if (meta) {
    out = out
      // Replacer functions: a "$" in a title (post titles are data) must not act as a pattern.
      .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeAttr(meta.title)}</title>`)
      .replace(/<meta\s+name="description"[\s\S]*?\/?>/, () => `<meta name="description" content="${escapeAttr(meta.description)}" />`);
  }
  if (!known) return out;
  const title = meta?.title ?? /<title>([\s\S]*?)<\/title>/.exec(out)?.[1] ?? BRAND_NAME;
  const description = meta?.description ?? /<meta\s+name="description"\s+content="([^"]*)"/.exec(out)?.[1] ?? "";
  const path = meta?.path ?? (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
  const url = origin + path;
  const image = override?.image ? (override.image.startsWith("/") ? origin + override.image : override.image) : origin + SOCIAL_IMAGE_PATH;
  const tags = [
    `<link rel="canonical" href="${escapeAttr(url)}" />`,
    `<meta property="og:type" content="${override?.type ?? "website"}" />`,
    `<meta property="og:site_name" content="${escapeAttr(BRAND_NAME)}" />`,
    `<meta property="og:title" content="${meta ? escapeAttr(meta.title) : title}" />`,
    `<meta property="og:description" content="${meta ? escapeAttr(meta.description) : description}" />`,
    `<meta property="og:url" content="${escapeAttr(url)}" />`,
    `<meta property="og:image" content="${escapeAttr(image)}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${meta ? escapeAttr(meta.title) : title}" />`,
    `<meta name="twitter:description" content="${meta ? escapeAttr(meta.description) : description}" />`,
    `<meta name="twitter:image" content="${escapeAttr(image)}" />`,
    ...(override?.properties ?? []).map(([property, content]) => `<meta property="${escapeAttr(property)}" content="${escapeAttr(content)}" />`),
  ];
  return out.replace("</head>", () => `${tags.join("")}</head>`);
}

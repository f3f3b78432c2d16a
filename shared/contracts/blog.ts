// Blog posts (SPEC.md sections 3, 4, 5 and 7): the slug rule, tag parsing, and the shapes the
// public and admin calls take and give. The post input is derived from the blog_posts table.
import { z } from "zod";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { DEFAULT_BLOG_AUTHOR } from "../constants";
import { blogPosts } from "../schema/blog-posts";
import { momentAnswer, pageQuerySchema } from "./common";
import { typed } from "./derive";

export const BLOG_TITLE_MAX = 200;
export const BLOG_SLUG_MAX = 120;
export const BLOG_EXCERPT_MAX = 1000;
/** Stays under the 100 kB JSON body limit with room for the other fields. */
export const BLOG_CONTENT_MAX = 80_000;
export const BLOG_AUTHOR_MAX = 120;
export const BLOG_TAGS_MAX = 20;
export const BLOG_TAG_MAX_LENGTH = 40;
export const BLOG_IMAGE_URL_MAX = 2048;

/** Lowercase letters and digits in groups joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_FORMAT_MESSAGE = "Use lowercase letters, numbers and single hyphens only (e.g. my-first-post)";
export const SLUG_TAKEN_MESSAGE = "A post with this slug already exists. Please choose a different slug.";

/**
 * SPEC.md section 4's slug rule: lowercase, every run of non-alphanumerics becomes one hyphen,
 * leading and trailing hyphens trimmed. Accents are folded first so "Café" gives "cafe".
 */
export function deriveSlug(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= BLOG_SLUG_MAX) return slug;
  return slug.slice(0, BLOG_SLUG_MAX).replace(/-+$/, "");
}

/** Tags from a list or comma-separated text: split, trimmed, empties and repeats dropped. */
export function parseTags(input: string | readonly string[]): string[] {
  const parts = typeof input === "string" ? input.split(",") : input.flatMap((tag) => tag.split(","));
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of parts) {
    const tag = raw.trim().replace(/\s+/g, " ");
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/** The form's comma text for a list of tags. */
export const formatTags = (tags: readonly string[]) => tags.join(", ");

/** An http(s) URL, or a path on this site ("/images/x.png"); never "//host" or another scheme. */
export function isSafeImageUrl(value: string): boolean {
  if (/^\/(?![/\\])/.test(value)) return !/[\s\\]/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

const requiredText = (label: string, max: number) => (column: z.ZodString) =>
  typed(column, `${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const featuredImageSchema = (column: z.ZodString) =>
  column
    .trim()
    .max(BLOG_IMAGE_URL_MAX, `Must be at most ${BLOG_IMAGE_URL_MAX} characters`)
    .refine((value) => value === "" || isSafeImageUrl(value), "Must be an http(s) URL or a path on this site starting with /")
    .nullish()
    .transform((value) => (value ? value : null))
    .default(null);

const tagsSchema = z
  .union([z.string(), z.array(z.string().max(BLOG_TAG_MAX_LENGTH * 4))])
  .nullish()
  .transform((value) => (value == null ? [] : parseTags(value)))
  .pipe(
    z
      .array(z.string().max(BLOG_TAG_MAX_LENGTH, `Each tag must be at most ${BLOG_TAG_MAX_LENGTH} characters`))
      .max(BLOG_TAGS_MAX, `At most ${BLOG_TAGS_MAX} tags`),
  );

/**
 * POST and PUT /api/admin/blog/posts (SPEC.md section 7). An empty slug falls back to the slug
 * derived from the title. `publishedAt` is accepted for SPEC's payload but the server decides it.
 * `content` is raw here; the server sanitises it before saving.
 */
export const blogPostInputSchema = createInsertSchema(blogPosts, {
  title: requiredText("Title", BLOG_TITLE_MAX),
  slug: (column) =>
    column
      .trim()
      .max(BLOG_SLUG_MAX, `Slug must be at most ${BLOG_SLUG_MAX} characters`)
      .nullish()
      .transform((value) => value ?? ""),
  excerpt: requiredText("Excerpt", BLOG_EXCERPT_MAX),
  content: requiredText("Content", BLOG_CONTENT_MAX),
  author: (column) =>
    column
      .trim()
      .max(BLOG_AUTHOR_MAX, `Author must be at most ${BLOG_AUTHOR_MAX} characters`)
      .nullish()
      .transform((value) => value || DEFAULT_BLOG_AUTHOR)
      .default(DEFAULT_BLOG_AUTHOR),
  featuredImage: featuredImageSchema,
  tags: () => tagsSchema.default([]),
  published: (column) => typed(column, "Must be true or false").optional().default(false),
  publishedAt: () => z.unknown().optional(),
})
  .pick({
    title: true,
    slug: true,
    excerpt: true,
    content: true,
    author: true,
    featuredImage: true,
    tags: true,
    published: true,
    publishedAt: true,
  })
  .transform(({ publishedAt: _ignored, ...post }) => ({ ...post, slug: post.slug || deriveSlug(post.title) }))
  .superRefine((post, ctx) => {
    if (!post.slug) {
      ctx.addIssue({ code: "custom", path: ["slug"], message: "Please enter a slug; the title has no letters or numbers to derive one from" });
    } else if (!SLUG_PATTERN.test(post.slug)) {
      ctx.addIssue({ code: "custom", path: ["slug"], message: SLUG_FORMAT_MESSAGE });
    }
  });
export type BlogPostInput = z.input<typeof blogPostInputSchema>;
export type BlogPostValues = z.output<typeof blogPostInputSchema>;

export const blogSlugParamsSchema = z.object({ slug: z.string().min(1).max(BLOG_SLUG_MAX * 3) });
export const blogListQuerySchema = pageQuerySchema(100);
/** GET /api/admin/blog/posts: one page of every post, drafts included; the total is in X-Total-Count. */
export const adminBlogListQuerySchema = blogListQuerySchema;

const postColumns = createSelectSchema(blogPosts, {
  /** null for a draft. */
  publishedAt: momentAnswer.nullable(),
  createdAt: momentAnswer,
  updatedAt: momentAnswer,
});

/** A card in the public list (SPEC.md section 7 names these fields). */
export const blogPostSummaryAnswer = postColumns.pick({
  id: true,
  title: true,
  slug: true,
  excerpt: true,
  featuredImage: true,
  publishedAt: true,
  tags: true,
  author: true,
});
export type BlogPostSummary = z.output<typeof blogPostSummaryAnswer>;
export const blogPostSummariesAnswer = z.array(blogPostSummaryAnswer);

/** One post with its sanitised HTML content. */
export const blogPostAnswer = blogPostSummaryAnswer.extend(postColumns.pick({ content: true, published: true }).shape);
export type BlogPost = z.output<typeof blogPostAnswer>;

/** The admin list and admin writes add the bookkeeping dates. */
export const adminBlogPostAnswer = blogPostAnswer.extend(postColumns.pick({ createdAt: true, updatedAt: true }).shape);
export type AdminBlogPost = z.output<typeof adminBlogPostAnswer>;

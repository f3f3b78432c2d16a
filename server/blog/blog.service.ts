// Blog rules: only published posts are public; content is sanitised on every save; publishedAt is
// set on first publication, kept while published and cleared when a post goes back to draft.
import type { AdminBlogPost, BlogPost, BlogPostSummary, BlogPostValues } from "@shared/contracts/blog";
import { SLUG_PATTERN, SLUG_TAKEN_MESSAGE } from "@shared/contracts/blog";
import type { Pagination } from "@shared/contracts/common";
import type { BlogPostRow } from "@shared/schema";
import type { Db } from "../db/client";
import { isUniqueViolation } from "../lib/db-errors";
import { badRequest, HttpError, notFound } from "../lib/http-error";
import * as repo from "./blog.repo";
import { htmlToText, sanitizeBlogHtml } from "./sanitize";
import { act, codeOrNull, type AuditCode } from "../flows/act";

const POST_NOT_FOUND = "Blog post not found";

function toSummary(row: repo.BlogPostRow): BlogPostSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    featuredImage: row.featuredImage,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    tags: row.tags,
    author: row.author,
  };
}

function toPost(row: repo.BlogPostRow): BlogPost {
  return { ...toSummary(row), content: row.content, published: row.published };
}

function toAdminPost(row: repo.BlogPostRow): AdminBlogPost {
  return { ...toPost(row), createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

const slugTaken = () => new HttpError(409, "conflict", SLUG_TAKEN_MESSAGE, [{ path: "slug", message: SLUG_TAKEN_MESSAGE }]);


/** The row to write: sanitised content (refused when nothing readable is left) and the publication date. */
function toWrite(input: BlogPostValues, previousPublishedAt: Date | null): repo.BlogPostWrite {
  const content = sanitizeBlogHtml(input.content);
  if (!htmlToText(content) && !/<(img|hr)\b/i.test(content)) {
    const message = "Content has nothing left to show once unsafe HTML is removed";
    throw badRequest(`content: ${message}`, [{ path: "content", message }]);
  }
  return {
    title: input.title,
    slug: input.slug,
    excerpt: input.excerpt,
    content,
    author: input.author,
    featuredImage: input.featuredImage,
    tags: input.tags,
    published: input.published,
    publishedAt: input.published ? (previousPublishedAt ?? new Date()) : null,
  };
}

async function assertSlugFree(db: Db, slug: string, exceptId?: number) {
  const owner = await repo.findIdBySlug(db, slug);
  if (owner !== undefined && owner !== exceptId) throw slugTaken();
}

export async function listPublishedPosts(db: Db, page: Pagination) {
  const { rows, total } = await repo.listPublished(db, page);
  return { items: rows.map(toSummary), total };
}

export async function getPublishedPost(db: Db, slug: string): Promise<BlogPost> {
  const row = await repo.findPublishedBySlug(db, slug);
  if (!row) throw notFound(POST_NOT_FOUND);
  return toPost(row);
}

export async function listAllPosts(db: Db, page: Pagination): Promise<{ items: AdminBlogPost[]; total: number }> {
  const { rows, total } = await repo.listAll(db, page);
  return { items: rows.map(toAdminPost), total };
}

/** The words of a post, which its audit entries name as "edited" and never copy (the log cannot forget them). */
const TEXT_FIELDS = ["title", "excerpt", "content", "author", "featuredImage", "tags"] as const;

/** What an edit changed: a text field as "edited"; the slug (the post's address) and publishing as from → to. */
function editOf(before: BlogPostRow, after: BlogPostRow) {
  const changes: Record<string, "edited" | { from: AuditCode | null; to: AuditCode | null } | { from: boolean; to: boolean }> = {};
  for (const key of TEXT_FIELDS) if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = "edited";
  if (before.slug !== after.slug) changes.slug = { from: codeOrNull(before.slug), to: codeOrNull(after.slug) };
  if (before.published !== after.published) changes.published = { from: before.published, to: after.published };
  return changes;
}

export async function createPost(db: Db, input: BlogPostValues): Promise<AdminBlogPost> {
  const values = toWrite(input, null);
  await assertSlugFree(db, values.slug);
  try {
    const row = await db.transaction(async (tx) => {
      const made = await repo.insertPost(tx, values);
      await act(tx, "blog-post.created", { target: { type: "blog-post", id: made.id }, changes: { slug: codeOrNull(made.slug), published: made.published } });
      return made;
    });
    return toAdminPost(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
}

export async function updatePost(db: Db, id: number, input: BlogPostValues): Promise<AdminBlogPost> {
  const existing = await repo.findById(db, id);
  if (!existing) throw notFound(POST_NOT_FOUND);
  const values = toWrite(input, existing.published ? existing.publishedAt : null);
  await assertSlugFree(db, values.slug, id);
  try {
    const row = await db.transaction(async (tx) => {
      const updated = await repo.updatePost(tx, id, values);
      if (!updated) throw notFound(POST_NOT_FOUND);
      await act(tx, "blog-post.updated", { target: { type: "blog-post", id }, changes: editOf(existing, updated) });
      return updated;
    });
    return toAdminPost(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
}

export async function deletePost(db: Db, id: number): Promise<void> {
  const existing = await repo.findById(db, id);
  if (!existing) throw notFound(POST_NOT_FOUND);
  await db.transaction(async (tx) => {
    if (!(await repo.deletePost(tx, id))) throw notFound(POST_NOT_FOUND);
    await act(tx, "blog-post.deleted", { target: { type: "blog-post", id }, changes: { slug: codeOrNull(existing.slug) } });
  });
}

/** Published posts for the feed and the sitemap, newest first. */
export async function publishedPostsForFeeds(db: Db, limit = 1000): Promise<BlogPost[]> {
  return (await repo.listPublishedForFeeds(db, limit)).map(toPost);
}

/**
 * A published post with its dates, or null (a slug that cannot exist is not looked up); for its
 * page, whose tags and content the server writes. Its content is sanitised again as it is served
 * (it was on save too).
 */
export async function findPublishedPost(db: Db, slug: string): Promise<AdminBlogPost | null> {
  if (!SLUG_PATTERN.test(slug)) return null;
  const row = await repo.findPublishedBySlug(db, slug);
  if (!row) return null;
  const post = toAdminPost(row);
  return { ...post, content: sanitizeBlogHtml(post.content) };
}

/** Sitemap entries of the published posts, dated by their last change. */
export async function postSitemapEntries(db: Db) {
  const rows = await repo.listPublishedForFeeds(db, 10_000);
  return rows.map((row) => ({
    path: `/blog/${encodeURIComponent(row.slug)}`,
    lastModified: row.updatedAt,
    changefreq: "monthly" as const,
    priority: 0.6,
  }));
}

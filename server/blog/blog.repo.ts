import { and, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { BlogPostValues } from "@shared/contracts/blog";
import type { Pagination } from "@shared/contracts/common";
import { blogPosts, type BlogPostRow } from "@shared/schema";
import type { Db } from "../db/client";

export type { BlogPostRow };

/** A post as saved: the validated input (content sanitised by the service) and its publication date. */
export type BlogPostWrite = BlogPostValues & { publishedAt: Date | null };

/** The admin list's order; blog_posts_listed_idx is built on the same expression. */
const blogPostsNewestFirst = sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`;

const isPublic = and(eq(blogPosts.published, true), isNotNull(blogPosts.publishedAt));

/** Published posts, newest first. */
export async function listPublished(db: Db, page: Pagination) {
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(blogPosts).where(isPublic).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(blogPosts).where(isPublic),
  ]);
  return { rows, total };
}

export async function findPublishedBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(blogPosts).where(and(isPublic, eq(blogPosts.slug, slug))).limit(1);
  return row;
}

/** Every post, drafts included: the most recently published or created first. */
/** Every post, newest first (publication date, or creation date for drafts), id breaking ties. */
export async function listAll(db: Db, page: Pagination) {
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(blogPosts).orderBy(desc(blogPostsNewestFirst), desc(blogPosts.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(blogPosts),
  ]);
  return { rows, total };
}

export async function findById(db: Db, id: number) {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row;
}

export async function findIdBySlug(db: Db, slug: string) {
  const [row] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
  return row?.id;
}

export async function insertPost(db: Db, values: BlogPostWrite) {
  const [row] = await db.insert(blogPosts).values(values).returning();
  return row;
}

export async function updatePost(db: Db, id: number, values: BlogPostWrite) {
  const [row] = await db
    .update(blogPosts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(blogPosts.id, id))
    .returning();
  return row;
}

export async function deletePost(db: Db, id: number) {
  const rows = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  return rows.length > 0;
}

/** Slug, dates and title of published posts (sitemap and feed), newest first. */
export async function listPublishedForFeeds(db: Db, limit: number) {
  return db.select().from(blogPosts).where(isPublic).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id)).limit(limit);
}

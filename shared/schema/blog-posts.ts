import { sql } from "drizzle-orm";
import { boolean, index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { DEFAULT_BLOG_AUTHOR } from "../constants";

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    excerpt: text("excerpt").notNull(),
    /** Sanitised HTML: cleaned on save, cleaned again in the browser before display. */
    content: text("content").notNull(),
    author: text("author").notNull().default(DEFAULT_BLOG_AUTHOR),
    featuredImage: text("featured_image"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    published: boolean("published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("blog_posts_published_idx").on(t.published, t.publishedAt),
    // The admin list's order (newest publication, or creation for drafts, then id).
    index("blog_posts_listed_idx").on(sql`coalesce(${t.publishedAt}, ${t.createdAt})`, t.id),
  ],
);

export type BlogPostRow = typeof blogPosts.$inferSelect;

// Query keys of the blog calls; the URL is built from the key (see urlFromQueryKey).
import type { PageParams } from "@/lib/api-client";

export const blogKeys = {
  /** The published list; every single-post key starts with it too (prefix). */
  all: ["/api/blog/posts"] as const,
  post: (slug: string) => ["/api/blog/posts", slug] as const,
  /** The admin list: every post, drafts included (prefix of its pages). */
  admin: ["/api/admin/blog/posts"] as const,
  adminPage: (page: PageParams) => ["/api/admin/blog/posts", page] as const,
};

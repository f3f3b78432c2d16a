import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import type { BlogPost } from "@shared/contracts/blog";
import { apiRequest } from "@/lib/api-client";
import { blogKeys } from "./keys";

/**
 * GET /api/blog/posts/{slug}: one published post (404 for drafts and unknown slugs). Typed by the
 * contract but not checked on arrival, like the list, to keep the schemas off the public pages.
 */
export function getBlogPost(slug: string): Promise<BlogPost> {
  return apiRequest<BlogPost>("GET", `/api/blog/posts/${encodeURIComponent(slug)}`);
}

export function useBlogPost(slug: string) {
  return useQuery({ queryKey: blogKeys.post(slug), queryFn: () => getBlogPost(slug), enabled: slug.length > 0 });
}

/**
 * The same post for a page the server rendered it into: suspends until it is in, so the page
 * hydrates with the post it shows (React keeps the server's HTML meanwhile).
 */
export function useServerRenderedBlogPost(slug: string) {
  return useSuspenseQuery({ queryKey: blogKeys.post(slug), queryFn: () => getBlogPost(slug) });
}

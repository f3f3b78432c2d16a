import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import type { BlogPostSummary } from "@shared/contracts/blog";
import { apiRequest } from "@/lib/api-client";
import { blogKeys } from "./keys";

/**
 * GET /api/blog/posts: published posts, newest first. Typed by the contract but not checked on
 * arrival: the check would bring the schemas into the public blog's first load (decisions 024, 078).
 */
export function getBlogPosts(): Promise<BlogPostSummary[]> {
  return apiRequest<BlogPostSummary[]>("GET", "/api/blog/posts");
}

export function useBlogPosts() {
  return useQuery({ queryKey: blogKeys.all, queryFn: getBlogPosts });
}

/**
 * The same list for a page the server rendered it into: suspends until it is in, so the page
 * hydrates with the list it shows (React keeps the server's HTML meanwhile).
 */
export function useServerRenderedBlogPosts() {
  return useSuspenseQuery({ queryKey: blogKeys.all, queryFn: getBlogPosts });
}

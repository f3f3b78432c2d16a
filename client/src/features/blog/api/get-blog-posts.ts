import { useQuery } from "@tanstack/react-query";
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

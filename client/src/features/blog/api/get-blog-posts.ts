import { useQuery } from "@tanstack/react-query";
import type { BlogPostSummary } from "@shared/contracts/blog";
import { apiRequest } from "@/lib/api-client";
import { blogKeys } from "./keys";

/** GET /api/blog/posts: published posts, newest first. */
export function getBlogPosts(): Promise<BlogPostSummary[]> {
  return apiRequest<BlogPostSummary[]>("GET", "/api/blog/posts");
}

export function useBlogPosts() {
  return useQuery({ queryKey: blogKeys.all, queryFn: getBlogPosts });
}

import { useQuery } from "@tanstack/react-query";
import type { BlogPost } from "@shared/contracts/blog";
import { apiRequest } from "@/lib/api-client";
import { blogKeys } from "./keys";

/** GET /api/blog/posts/{slug}: one published post (404 for drafts and unknown slugs). */
export function getBlogPost(slug: string): Promise<BlogPost> {
  return apiRequest<BlogPost>("GET", `/api/blog/posts/${encodeURIComponent(slug)}`);
}

export function useBlogPost(slug: string) {
  return useQuery({ queryKey: blogKeys.post(slug), queryFn: () => getBlogPost(slug), enabled: slug.length > 0 });
}

import { useQuery } from "@tanstack/react-query";
import type { AdminBlogPost } from "@shared/contracts/blog";
import { apiRequest } from "@/lib/api-client";
import { blogKeys } from "./keys";

/** GET /api/admin/blog/posts: every post, drafts included (admin token). */
export function getAdminBlogPosts(): Promise<AdminBlogPost[]> {
  return apiRequest<AdminBlogPost[]>("GET", "/api/admin/blog/posts");
}

export function useAdminBlogPosts() {
  return useQuery({ queryKey: blogKeys.admin, queryFn: getAdminBlogPosts });
}

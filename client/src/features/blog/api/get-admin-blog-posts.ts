import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adminBlogPostAnswer } from "@shared/contracts/blog";
import { type PageParams, pageQueryFnOf } from "@/lib/api-client";
import { blogKeys } from "./keys";

/** GET /api/admin/blog/posts?limit&offset: one page of every post, drafts included, and the total (admin token). */
export function useAdminBlogPosts(page: PageParams) {
  return useQuery({ queryKey: blogKeys.adminPage(page), queryFn: pageQueryFnOf(adminBlogPostAnswer, { asAdmin: true }), placeholderData: keepPreviousData });
}

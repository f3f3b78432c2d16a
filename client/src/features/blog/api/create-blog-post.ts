import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type AdminBlogPost, adminBlogPostAnswer, type BlogPostInput } from "@shared/contracts/blog";
import { apiAnswer } from "@/lib/api-client";
import { invalidateBlogPosts } from "./invalidate";

/** POST /api/admin/blog/posts. */
export function createBlogPost(input: BlogPostInput): Promise<AdminBlogPost> {
  return apiAnswer(adminBlogPostAnswer, "POST", "/api/admin/blog/posts", input);
}

export function useCreateBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createBlogPost, onSuccess: () => invalidateBlogPosts(queryClient) });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type AdminBlogPost, adminBlogPostAnswer, type BlogPostInput } from "@shared/contracts/blog";
import { apiAnswer } from "@/lib/api-client";
import { invalidateBlogPosts } from "./invalidate";

/** PUT /api/admin/blog/posts/{id}: the same payload as create. */
export function updateBlogPost({ id, input }: { id: number; input: BlogPostInput }): Promise<AdminBlogPost> {
  return apiAnswer(adminBlogPostAnswer, "PUT", `/api/admin/blog/posts/${id}`, input);
}

export function useUpdateBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateBlogPost, onSuccess: () => invalidateBlogPosts(queryClient) });
}

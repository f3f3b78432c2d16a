import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminBlogPost, BlogPostInput } from "@shared/contracts/blog";
import { apiRequest } from "@/lib/api-client";
import { invalidateBlogPosts } from "./invalidate";

/** PUT /api/admin/blog/posts/{id}: the same payload as create. */
export function updateBlogPost({ id, input }: { id: number; input: BlogPostInput }): Promise<AdminBlogPost> {
  return apiRequest<AdminBlogPost>("PUT", `/api/admin/blog/posts/${id}`, input);
}

export function useUpdateBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateBlogPost, onSuccess: () => invalidateBlogPosts(queryClient) });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { invalidateBlogPosts } from "./invalidate";

/** DELETE /api/admin/blog/posts/{id}. */
export function deleteBlogPost(id: number): Promise<null> {
  return apiRequest<null>("DELETE", `/api/admin/blog/posts/${id}`);
}

export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBlogPost, onSuccess: () => invalidateBlogPosts(queryClient) });
}

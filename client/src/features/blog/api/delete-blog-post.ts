import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { invalidateBlogPosts } from "./invalidate";

/** DELETE /api/admin/blog/posts/{id}. */
export async function deleteBlogPost(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/admin/blog/posts/${id}`);
}

export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBlogPost, onSuccess: () => invalidateBlogPosts(queryClient) });
}

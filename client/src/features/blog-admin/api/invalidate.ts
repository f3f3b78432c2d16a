import type { QueryClient } from "@tanstack/react-query";
import { adminBlogKeys } from "./keys";

/** After a write: the admin list and what readers see (list and single posts). */
export function invalidateBlogLists(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminBlogKeys.all });
  void queryClient.invalidateQueries({ queryKey: adminBlogKeys.publicPosts });
}

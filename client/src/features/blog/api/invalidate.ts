import type { QueryClient } from "@tanstack/react-query";
import { blogKeys } from "./keys";

/**
 * After a write: the admin list and what readers see (list and single posts). Refetched even when
 * not on screen, because queries never refetch on mount (SPEC.md section 4) and the list is hidden
 * while the form is open.
 */
export function invalidateBlogPosts(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: blogKeys.admin, refetchType: "all" });
  void queryClient.invalidateQueries({ queryKey: blogKeys.all, refetchType: "all" });
}

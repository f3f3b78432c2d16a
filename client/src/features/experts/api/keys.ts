// Query keys of the expert calls; the URL is built from the key (see urlFromQueryKey). Every list
// key starts with "/api/experts", so invalidating `expertKeys.lists` refreshes every search, the
// admin's list included, after an expert changes.
import type { PageParams } from "@/lib/api-client";
import type { ExpertSearchFilters } from "../lib/search-params";

export const expertKeys = {
  lists: ["/api/experts"] as const,
  list: (params: ExpertSearchFilters & { limit: number }) => ["/api/experts", params] as const,
  /** Paged search; the trailing tag keeps infinite and plain queries of the same filters apart. */
  pages: (params: ExpertSearchFilters & { limit: number }) => ["/api/experts", params, "pages"] as const,
  /** The admin console's list: inactive experts too. */
  admin: (params: PageParams & { q: string }) => ["/api/experts", { includeInactive: "true", ...params }] as const,
  /** Every expert profile (prefix). */
  profiles: ["/api/experts/profile"] as const,
  profile: (expertId: number) => ["/api/experts/profile", expertId] as const,
  /** The signed-in expert's own application: pending, approved or rejected. */
  ownReview: ["/api/experts/me/review"] as const,
  /** The signed-in talent's own vetting stages. */
  ownVetting: ["/api/experts/me/vetting"] as const,
  /** The admin console's vetting queue. */
  reviews: ["/api/admin/experts/reviews"] as const,
  reviewPage: (params: PageParams & { status?: string }) => ["/api/admin/experts/reviews", params] as const,
};

/** Whether a key is the admin's list, which only an admin may see (dropped when the admin logs out). */
export function isAdminExpertsKey(queryKey: readonly unknown[]): boolean {
  if (queryKey[0] === expertKeys.reviews[0]) return true;
  const params = queryKey[1];
  return queryKey[0] === "/api/experts" && typeof params === "object" && params !== null && "includeInactive" in params;
}

// Query keys of the candidate calls; the URL is built from the key (see urlFromQueryKey).
import type { PageParams } from "@/lib/api-client";

export const candidateKeys = {
  /** The signed-in candidate's own profile. */
  profile: ["/api/candidate/profile"] as const,
  /** The admin console's list with any page (prefix). */
  adminLists: ["/api/admin/candidates"] as const,
  admin: (page: PageParams) => ["/api/admin/candidates", page] as const,
};

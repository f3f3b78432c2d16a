import { useQuery } from "@tanstack/react-query";
import { adminUserSummariesAnswer } from "@shared/contracts/account";
import { apiAnswer, urlFromQueryKey } from "@/lib/api-client";

export const accountKeys = {
  /** Every look-up of the admin console (prefix): an erasure changes them all. */
  adminSearches: ["/api/admin/users"] as const,
  adminSearch: (q: string) => ["/api/admin/users", { q }] as const,
};

/** GET /api/admin/users?q=: accounts whose name, username, e-mail or id holds the text. */
export function useSearchAccounts(q: string) {
  return useQuery({
    queryKey: accountKeys.adminSearch(q),
    queryFn: ({ queryKey, signal }) => apiAnswer(adminUserSummariesAnswer, "GET", urlFromQueryKey(queryKey), undefined, { asAdmin: true, signal }),
    enabled: q.trim().length > 0,
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api-client";
import { clearAdminToken, isAdminQueryKey } from "../lib/admin-token";

/** POST /api/admin/logout. */
export async function adminLogout(): Promise<void> {
  await apiRequest("POST", "/api/admin/logout");
}

/** Logs out; the token is cleared whether or not the call succeeds (SPEC.md sections 4 and 8). */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await adminLogout();
      } catch {
        // Cleared locally regardless.
      } finally {
        clearAdminToken();
        queryClient.removeQueries({ predicate: (q) => isAdminQueryKey(q.queryKey) });
        toast({ title: "Logged out", description: "You have been logged out successfully" });
      }
    },
  });
}

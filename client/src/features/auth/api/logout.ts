import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { clearSession } from "../lib/auth-storage";

/** POST /api/auth/logout (204). */
export function logout(): Promise<null> {
  return apiRequest<null>("POST", "/api/auth/logout");
}

/** Ends the session on the server and always clears it in the browser, with every cached result. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await logout();
      } catch {
        // Signed out locally whatever the server says (SPEC.md section 4).
      } finally {
        clearSession();
        queryClient.removeQueries();
      }
    },
  });
}

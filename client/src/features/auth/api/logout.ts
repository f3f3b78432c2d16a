import { apiRequest } from "@/lib/api-client";
import { clearSession } from "../lib/auth-storage";

/** POST /api/auth/logout (204). */
export async function logout(): Promise<void> {
  await apiRequest("POST", "/api/auth/logout");
}

/**
 * Ends the session on the server and always clears it in the browser (SPEC.md section 4), with
 * every cached result. A plain function rather than a mutation hook: the header of every page calls
 * it, and React Query is only loaded by the pages that read the server (see app/query-provider.tsx).
 */
export async function signOut(): Promise<void> {
  try {
    await logout();
  } catch {
    // Signed out locally whatever the server says.
  } finally {
    clearSession();
    const { queryClient } = await import("@/lib/query-client");
    queryClient.removeQueries();
  }
}

import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { clearSession } from "../lib/auth-storage";

/** POST /api/auth/sign-out-everywhere (204): every session and token of the user ends, this one too. */
export async function signOutEverywhere(): Promise<void> {
  await apiRequest("POST", "/api/auth/sign-out-everywhere");
}

export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: async () => {
      clearSession();
      const { queryClient } = await import("@/lib/query-client");
      queryClient.removeQueries();
    },
  });
}

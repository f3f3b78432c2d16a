import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { authKeys } from "./keys";

/** POST /api/auth/verify-email: proves the address the link was sent to. */
export function verifyEmail(token: string) {
  return apiRequest<{ success: true; message: string }>("POST", "/api/auth/verify-email", { token });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyEmail, onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.account }) });
}

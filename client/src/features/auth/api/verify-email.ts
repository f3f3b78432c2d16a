import { useMutation, useQueryClient } from "@tanstack/react-query";
import { accountMessageAnswer } from "@shared/contracts/auth";
import { apiAnswer } from "@/lib/api-client";
import { authKeys } from "./keys";

/** POST /api/auth/verify-email: proves the address the link was sent to. */
export function verifyEmail(token: string) {
  return apiAnswer(accountMessageAnswer, "POST", "/api/auth/verify-email", { token });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyEmail, onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.account }) });
}

import { useMutation } from "@tanstack/react-query";
import { accountMessageAnswer, type PasswordResetRequestInput } from "@shared/contracts/auth";
import { apiAnswer } from "@/lib/api-client";

/** POST /api/auth/password-reset/request: the same answer whether or not the address has an account. */
export function requestPasswordReset(input: PasswordResetRequestInput) {
  return apiAnswer(accountMessageAnswer, "POST", "/api/auth/password-reset/request", input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

import { useMutation } from "@tanstack/react-query";
import type { PasswordResetRequestInput } from "@shared/contracts/auth";
import { apiRequest } from "@/lib/api-client";

/** POST /api/auth/password-reset/request: the same answer whether or not the address has an account. */
export function requestPasswordReset(input: PasswordResetRequestInput) {
  return apiRequest<{ success: true; message: string }>("POST", "/api/auth/password-reset/request", input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

import { useMutation } from "@tanstack/react-query";
import { accountMessageAnswer } from "@shared/contracts/auth";
import { apiAnswer } from "@/lib/api-client";

/** POST /api/auth/verify-email/resend: a new link for the signed-in user (throttled). */
export function resendVerification() {
  return apiAnswer(accountMessageAnswer, "POST", "/api/auth/verify-email/resend");
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}

import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** POST /api/auth/verify-email/resend: a new link for the signed-in user (throttled). */
export function resendVerification() {
  return apiRequest<{ success: true; message: string }>("POST", "/api/auth/verify-email/resend");
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}

import { useMutation } from "@tanstack/react-query";
import { accountMessageAnswer, type PasswordResetInput } from "@shared/contracts/auth";
import { apiAnswer } from "@/lib/api-client";
import { clearSession } from "../lib/auth-storage";

/** POST /api/auth/password-reset: sets the new password from the link; every sign-in of the account ends. */
export function resetPassword(input: PasswordResetInput) {
  return apiAnswer(accountMessageAnswer, "POST", "/api/auth/password-reset", input);
}

export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    // Whatever this browser held for the account has ended on the server.
    onSuccess: () => clearSession(),
  });
}

import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { type changePasswordSchema, passwordChangedAnswer } from "@shared/contracts/auth";
import { apiAnswer } from "@/lib/api-client";
import { readSession, saveSession } from "../lib/auth-storage";

export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/**
 * POST /api/auth/password. Every other sign-in of the account ends; this browser gets a fresh
 * session cookie and token, and keeps the token.
 */
export function changePassword(input: ChangePasswordInput) {
  return apiAnswer(passwordChangedAnswer, "POST", "/api/auth/password", input);
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token }) => {
      const session = readSession();
      if (session) saveSession(session.user, token);
    },
  });
}

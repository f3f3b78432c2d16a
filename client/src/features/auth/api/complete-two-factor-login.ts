import { useMutation, useQueryClient } from "@tanstack/react-query";
import { signedInAnswer, type SignedIn } from "@shared/contracts/sign-in";
import { apiAnswer } from "@/lib/api-client";
import { setAdminToken } from "../lib/admin-token";
import { authKeys } from "./keys";

/** POST /api/admin/login/two-factor: the ticket of the password step and a code (or a recovery code). */
export function completeTwoFactorLogin(body: { challenge: string; code: string }): Promise<SignedIn> {
  return apiAnswer(signedInAnswer, "POST", "/api/admin/login/two-factor", body);
}

export function useCompleteTwoFactorLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeTwoFactorLogin,
    onSuccess: ({ token, user }) => {
      setAdminToken(token);
      queryClient.setQueryData(authKeys.adminCheck, { user });
    },
  });
}

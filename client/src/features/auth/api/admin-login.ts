import { useMutation, useQueryClient } from "@tanstack/react-query";
import { signInAnswer, type SignInAnswer, type TwoFactorChallengeAnswer } from "@shared/contracts/sign-in";
import { apiAnswer } from "@/lib/api-client";
import { setAdminToken } from "../lib/admin-token";
import { authKeys } from "./keys";

export interface AdminCredentials {
  username: string;
  password: string;
}

export const needsTwoFactor = (answer: SignInAnswer): answer is TwoFactorChallengeAnswer => "twoFactorRequired" in answer;

/** POST /api/admin/login -> {token, user}, or {twoFactorRequired, challenge} when a code must follow. */
export function adminLogin(credentials: AdminCredentials): Promise<SignInAnswer> {
  return apiAnswer(signInAnswer, "POST", "/api/admin/login", credentials);
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: (answer) => {
      if (needsTwoFactor(answer)) return;
      setAdminToken(answer.token);
      // The check then answers 403 two_factor_enrolment_required, which shows the set-up screen.
      if (answer.twoFactorSetupRequired) void queryClient.invalidateQueries({ queryKey: authKeys.adminCheck });
      else queryClient.setQueryData(authKeys.adminCheck, { user: answer.user });
    },
  });
}

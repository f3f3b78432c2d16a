import { useMutation } from "@tanstack/react-query";
import { twoFactorConfirmedAnswer } from "@shared/contracts/auth-two-factor";
import { apiAnswer } from "@/lib/api-client";
import { setAdminToken } from "../lib/admin-token";

/**
 * POST /api/admin/two-factor/confirm: the first code turns two-factor on. Every other sign-in of
 * the account ends; this one carries on with the new token in the answer. The status is refreshed
 * once the admin has saved the recovery codes (see TwoFactorSetup's onDone), not before.
 */
export function useConfirmTwoFactor() {
  return useMutation({
    mutationFn: (code: string) => apiAnswer(twoFactorConfirmedAnswer, "POST", "/api/admin/two-factor/confirm", { code }),
    onSuccess: ({ token }) => setAdminToken(token),
  });
}

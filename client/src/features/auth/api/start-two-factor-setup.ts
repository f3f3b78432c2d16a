import { useMutation } from "@tanstack/react-query";
import { twoFactorSetupAnswer, type TwoFactorSetupInput } from "@shared/contracts/auth-two-factor";
import { apiAnswer } from "@/lib/api-client";

/**
 * POST /api/admin/two-factor/setup: the admin's password again, then a new secret, as text and as
 * a QR code drawn by our server.
 */
export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: (input: TwoFactorSetupInput) => apiAnswer(twoFactorSetupAnswer, "POST", "/api/admin/two-factor/setup", input) });
}

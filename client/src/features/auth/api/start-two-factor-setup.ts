import { useMutation } from "@tanstack/react-query";
import type { TwoFactorSetup, TwoFactorSetupInput } from "@shared/contracts/auth-two-factor";
import { apiRequest } from "@/lib/api-client";

/**
 * POST /api/admin/two-factor/setup: the admin's password again, then a new secret, as text and as
 * a QR code drawn by our server.
 */
export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: (input: TwoFactorSetupInput) => apiRequest<TwoFactorSetup>("POST", "/api/admin/two-factor/setup", input) });
}

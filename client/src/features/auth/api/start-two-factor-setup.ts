import { useMutation } from "@tanstack/react-query";
import type { TwoFactorSetup } from "@shared/contracts/auth-two-factor";
import { apiRequest } from "@/lib/api-client";

/** POST /api/admin/two-factor/setup: a new secret, as text and as a QR code drawn by our server. */
export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: () => apiRequest<TwoFactorSetup>("POST", "/api/admin/two-factor/setup") });
}

import { useQuery } from "@tanstack/react-query";
import type { TwoFactorStatus } from "@shared/contracts/auth";
import { apiRequest } from "@/lib/api-client";
import { authKeys } from "./keys";

/** GET /api/admin/two-factor: set up or not, recovery codes left, and whether it is mandatory. */
export function useTwoFactorStatus() {
  return useQuery({ queryKey: authKeys.twoFactor, queryFn: () => apiRequest<TwoFactorStatus>("GET", "/api/admin/two-factor"), refetchOnMount: true });
}

import { useQuery } from "@tanstack/react-query";
import { twoFactorStatusAnswer } from "@shared/contracts/auth-two-factor";
import { apiAnswer } from "@/lib/api-client";

/** Its query key (kept here, not in keys.ts, which every sign-in page loads). */
export const twoFactorStatusKey = ["/api/admin/two-factor"] as const;

/** GET /api/admin/two-factor: set up or not, recovery codes left, and whether it is mandatory. */
export function useTwoFactorStatus() {
  return useQuery({ queryKey: twoFactorStatusKey, queryFn: () => apiAnswer(twoFactorStatusAnswer, "GET", "/api/admin/two-factor"), refetchOnMount: true });
}

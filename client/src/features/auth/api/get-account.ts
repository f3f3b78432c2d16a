import { useQuery } from "@tanstack/react-query";
import type { AccountStatus } from "@shared/contracts/auth";
import { apiRequest } from "@/lib/api-client";
import { authKeys } from "./keys";

/** GET /api/auth/account: the signed-in account's address and whether it is verified. */
export function getAccount() {
  return apiRequest<AccountStatus>("GET", "/api/auth/account");
}

export function useAccount(enabled = true) {
  return useQuery({ queryKey: authKeys.account, queryFn: getAccount, enabled });
}

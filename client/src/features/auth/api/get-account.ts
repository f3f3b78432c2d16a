import { useQuery } from "@tanstack/react-query";
import { accountStatusAnswer } from "@shared/contracts/auth";
import { apiAnswer } from "@/lib/api-client";
import { authKeys } from "./keys";

/** GET /api/auth/account: the signed-in account's address and whether it is verified. */
export function getAccount() {
  return apiAnswer(accountStatusAnswer, "GET", "/api/auth/account");
}

export function useAccount(enabled = true) {
  return useQuery({ queryKey: authKeys.account, queryFn: getAccount, enabled });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { bankAccountAnswer, type BankAccount, type BankAccountInput } from "@shared/contracts/payouts";
import { apiAnswer } from "@/lib/api-client";
import { payoutKeys } from "./keys";

/** PUT /api/payouts/bank-account: the account, confirmed with the current password. */
export function saveBankAccount(input: BankAccountInput): Promise<BankAccount> {
  return apiAnswer(bankAccountAnswer, "PUT", "/api/payouts/bank-account", input);
}

export function useSaveBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBankAccount,
    onSuccess: (account) => {
      queryClient.setQueryData(payoutKeys.bankAccount, account);
      // A change holds payouts for 72 hours: the outlook says so.
      void queryClient.invalidateQueries({ queryKey: payoutKeys.outlook });
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { accountStatusAnswer, type ChangeEmailInput } from "@shared/contracts/auth";
import { apiAnswer } from "@/lib/api-client";
import { showSaved } from "@/lib/show-saved";
import { readSession, updateStoredUser } from "../lib/auth-storage";
import { authKeys } from "./keys";

/** PUT /api/auth/email: a new address, unverified until its link is opened. */
export function changeEmail(input: ChangeEmailInput) {
  return apiAnswer(accountStatusAnswer, "PUT", "/api/auth/email", input);
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: async (account) => {
      await showSaved(queryClient, authKeys.account, account);
      const session = readSession();
      if (session) updateStoredUser({ ...session.user, email: account.email });
    },
  });
}

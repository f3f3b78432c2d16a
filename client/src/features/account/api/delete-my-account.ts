import { useMutation } from "@tanstack/react-query";
import { accountErasedAnswer, type DeleteAccountInput } from "@shared/contracts/account";
import { apiAnswer } from "@/lib/api-client";

/** DELETE /api/account with the password: erases the signed-in person's account at once. */
export function deleteMyAccount(input: DeleteAccountInput) {
  return apiAnswer(accountErasedAnswer, "DELETE", "/api/account", input);
}

/** Nothing to invalidate: the page signs out and drops every cached result when this succeeds. */
export function useDeleteMyAccount() {
  return useMutation({ mutationFn: deleteMyAccount });
}

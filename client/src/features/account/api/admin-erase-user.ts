import { useMutation, useQueryClient } from "@tanstack/react-query";
import { accountErasedAnswer } from "@shared/contracts/account";
import { apiAnswer } from "@/lib/api-client";

/** DELETE /api/admin/users/{userId}: an admin erases one person's account. */
export function adminEraseUser(userId: number) {
  return apiAnswer(accountErasedAnswer, "DELETE", `/api/admin/users/${userId}`, undefined, { asAdmin: true });
}

/**
 * The erased person changes lists of several domains at once (bookings, teams, experts,
 * candidates), so every cached list refetches.
 */
export function useAdminEraseUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: adminEraseUser, onSuccess: () => queryClient.invalidateQueries() });
}

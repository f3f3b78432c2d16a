import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Expert } from "@shared/contracts/experts";
import { apiRequest } from "@/lib/api-client";
import { expertKeys } from "./keys";

/** PATCH /api/experts/{userId} (admins): activate or deactivate an expert. */
export function setExpertActive({ userId, isActive }: { userId: number; isActive: boolean }): Promise<Expert> {
  return apiRequest<Expert>("PATCH", `/api/experts/${userId}`, { isActive });
}

export function useSetExpertActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setExpertActive,
    onSuccess: (expert) => {
      queryClient.setQueryData(expertKeys.profile(expert.id), expert);
      void queryClient.invalidateQueries({ queryKey: expertKeys.lists });
    },
  });
}

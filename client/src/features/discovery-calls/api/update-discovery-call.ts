import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DiscoveryCallStatus } from "@shared/constants";
import { discoveryCallAnswer, type DiscoveryCall } from "@shared/contracts/discovery-calls";
import { apiAnswer } from "@/lib/api-client";
import { adminOverviewKey } from "@/lib/query-keys";
import { discoveryCallKeys } from "./keys";

/** PATCH /api/admin/discovery-calls/{id} {status}: new, contacted or done. */
export function updateDiscoveryCall({ id, status }: { id: number; status: DiscoveryCallStatus }): Promise<DiscoveryCall> {
  return apiAnswer(discoveryCallAnswer, "PATCH", `/api/admin/discovery-calls/${id}`, { status }, { asAdmin: true });
}

export function useUpdateDiscoveryCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDiscoveryCall,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: discoveryCallKeys.adminLists });
      void queryClient.invalidateQueries({ queryKey: adminOverviewKey });
    },
  });
}

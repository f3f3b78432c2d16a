import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { auditLogPageAnswer } from "@shared/contracts/audit";
import { apiAnswer, type PageParams, urlFromQueryKey } from "@/lib/api-client";
import { auditKeys, type AuditFilters } from "./keys";

/** GET /api/admin/audit-log?actorId&action&from&to&limit&offset: one page, newest first, and the total. */
export function useAuditLog(params: PageParams & AuditFilters) {
  return useQuery({
    queryKey: auditKeys.list(params),
    queryFn: ({ queryKey, signal }) => apiAnswer(auditLogPageAnswer, "GET", urlFromQueryKey(queryKey), undefined, { signal, asAdmin: true }),
    placeholderData: keepPreviousData,
    // The log grows with every sign-in and change: opening the tab shows the latest.
    refetchOnMount: "always",
  });
}

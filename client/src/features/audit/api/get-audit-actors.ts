import { useQuery } from "@tanstack/react-query";
import type { AuditActor } from "@shared/contracts/audit";
import { apiRequest } from "@/lib/api-client";
import { auditKeys } from "./keys";

/** GET /api/admin/audit-log/actors: everyone who appears in the log, for the person filter. */
export function useAuditActors() {
  return useQuery({
    queryKey: auditKeys.actors,
    queryFn: ({ signal }) => apiRequest<AuditActor[]>("GET", "/api/admin/audit-log/actors", undefined, { signal, asAdmin: true }),
    refetchOnMount: "always",
  });
}

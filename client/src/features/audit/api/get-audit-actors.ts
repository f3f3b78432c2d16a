import { useQuery } from "@tanstack/react-query";
import { auditActorsAnswer } from "@shared/contracts/audit";
import { apiAnswer } from "@/lib/api-client";
import { auditKeys } from "./keys";

/** GET /api/admin/audit-log/actors: everyone who appears in the log, for the person filter. */
export function useAuditActors() {
  return useQuery({
    queryKey: auditKeys.actors,
    queryFn: ({ signal }) => apiAnswer(auditActorsAnswer, "GET", "/api/admin/audit-log/actors", undefined, { signal, asAdmin: true }),
    refetchOnMount: "always",
  });
}

// Query keys of the audit log calls; the URL is built from the key (see urlFromQueryKey).
import type { AuditAction } from "@shared/contracts/audit";
import type { PageParams } from "@/lib/api-client";

export interface AuditFilters {
  actorId?: number;
  action?: AuditAction;
  from?: string;
  to?: string;
}

export const auditKeys = {
  list: (params: PageParams & AuditFilters) => ["/api/admin/audit-log", params] as const,
  actors: ["/api/admin/audit-log/actors"] as const,
};

// The console's Companies tab: every client company with its members and their roles; a removed
// member is shown as removed (what they made stays with the company).
import { useState } from "react";
import { COMPANY_ROLE_LABELS } from "@shared/company-roles";
import { ADMIN_PAGE_SIZE, EmptyState, ListSkeleton, LoadError, Pager } from "@/components/admin/list-parts";
import { Badge } from "@/components/ui/badge";
import { formatMomentDay } from "@/lib/calendar-date";
import { useAdminCompanies } from "../api/get-admin-companies";

export function AdminCompaniesPanel() {
  const [offset, setOffset] = useState(0);
  const list = useAdminCompanies({ limit: ADMIN_PAGE_SIZE, offset });
  return (
    <section aria-labelledby="admin-companies-title" className="space-y-4">
      <h2 id="admin-companies-title" className="text-xl font-semibold">
        Companies
      </h2>
      {list.isPending ? (
        <ListSkeleton label="Loading companies..." />
      ) : list.isError ? (
        <LoadError what="the companies" onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState>No client companies yet.</EmptyState>
      ) : (
        <>
          <ul className="space-y-3">
            {list.data.items.map((company) => (
              <li key={company.id} className="rounded-lg border border-border p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-semibold">{company.name}</h3>
                  <span className="text-sm text-muted-foreground">Since {formatMomentDay(company.createdAt)}</span>
                </div>
                <ul className="mt-2 space-y-1 text-sm" aria-label={`Members of ${company.name}`}>
                  {company.members.map((m) => (
                    <li key={m.userId} className="flex flex-wrap items-center gap-2">
                      <span className={m.removed ? "text-muted-foreground line-through" : undefined}>
                        {m.firstName} {m.lastName}
                      </span>
                      <span className="break-all text-muted-foreground">{m.email}</span>
                      <Badge variant="outline">{COMPANY_ROLE_LABELS[m.role]}</Badge>
                      {m.removed && <Badge variant="neutral">Removed</Badge>}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <Pager offset={offset} limit={ADMIN_PAGE_SIZE} count={list.data.items.length} total={list.data.total} onOffsetChange={setOffset} label="Companies pages" busy={list.isFetching} />
        </>
      )}
    </section>
  );
}

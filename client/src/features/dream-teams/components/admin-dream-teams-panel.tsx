// The admin console's Dream Teams tab: every client's teams with their members and status.
import { useState } from "react";
import type { AdminDreamTeam } from "@shared/contracts/dream-teams";
import { formatDay, formatRate } from "@/components/admin/format";
import { ADMIN_PAGE_SIZE, EmptyState, ListSkeleton, LoadError, Pager, useClampedOffset, useErrorToast } from "@/components/admin/list-parts";
import { Badge } from "@/components/ui/badge";
import { useAdminDreamTeams } from "../api/get-admin-dream-teams";
import { teamStatusStyle } from "../lib/status";

function TeamCard({ team }: { team: AdminDreamTeam }) {
  const status = teamStatusStyle(team.status);
  return (
    <li className="rounded-lg border border-border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold">{team.name}</h3>
          <p className="text-sm text-muted-foreground">
            {team.clientName}
            {team.companyName && ` · ${team.companyName}`} · created {formatDay(team.createdAt)}
          </p>
        </div>
        <Badge variant={status.variant}>{status.label}</Badge>
      </div>
      {team.description && <p className="mt-2 text-sm">{team.description}</p>}
      <h4 className="mt-3 text-sm font-medium">
        {team.memberCount} {team.memberCount === 1 ? "member" : "members"}
      </h4>
      {team.members.length > 0 && (
        <ul className="mt-1 divide-y divide-border text-sm">
          {team.members.map((m) => (
            <li key={m.expertId} className="flex flex-wrap items-center justify-between gap-2 py-1.5">
              <span>
                <span className="font-medium">{m.name}</span> <span className="text-muted-foreground">· {m.role}</span>
              </span>
              <span className="flex items-center gap-2 text-muted-foreground">
                {formatRate(m.hourlyRate)}
                {!m.isActive && <Badge variant="neutral">Inactive</Badge>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function AdminDreamTeamsPanel() {
  const [offset, setOffset] = useState(0);
  const teams = useAdminDreamTeams({ limit: ADMIN_PAGE_SIZE, offset });
  useErrorToast(teams.error, teams.errorUpdatedAt, "Could not load dream teams", "Something went wrong");
  useClampedOffset(offset, teams.data, ADMIN_PAGE_SIZE, setOffset);

  return (
    <section aria-labelledby="admin-teams-heading" className="space-y-4">
      <h2 id="admin-teams-heading" className="text-xl font-semibold">
        Dream Teams
      </h2>
      {teams.isPending ? (
        <ListSkeleton label="Loading dream teams..." />
      ) : teams.isError ? (
        <LoadError what="dream teams" onRetry={() => void teams.refetch()} />
      ) : teams.data.items.length === 0 ? (
        <EmptyState>No dream teams created yet</EmptyState>
      ) : (
        <>
          <ul className="grid gap-4 lg:grid-cols-2">
            {teams.data.items.map((team) => (
              <TeamCard key={team.id} team={team} />
            ))}
          </ul>
          <Pager label="Dream team pages" offset={offset} limit={ADMIN_PAGE_SIZE} count={teams.data.items.length} total={teams.data.total} capped={teams.data.capped} onOffsetChange={setOffset} busy={teams.isFetching} />
        </>
      )}
    </section>
  );
}

// The engagement's approver with the company's members who may approve (companies feature) to choose
// from; loaded apart from the engagement's page, so its first load stays as it was.
import { useQueryClient } from "@tanstack/react-query";
import { mayDo } from "@shared/company-roles";
import type { EngagementDetail } from "@shared/contracts/engagements";
import { useMembers } from "@/features/companies/api/get-members";
import { EngagementApprover } from "@/features/engagements/components/engagement-approver";
import { timesheetKeys } from "@/features/timesheets/api/keys";

export function EngagementApproverPanel({ engagement: e }: { engagement: EngagementDetail }) {
  const queryClient = useQueryClient();
  // Who may approve, for the member who may choose the approver: the company's owners and hiring members.
  const members = useMembers({ enabled: e.maySetApprover });
  const candidates = members.data?.filter((m) => mayDo(m.role, "engagement.answer-week")).map((m) => ({ userId: m.userId, name: `${m.firstName} ${m.lastName}` }));
  return <EngagementApprover engagement={e} candidates={candidates} onChanged={() => void queryClient.invalidateQueries({ queryKey: timesheetKeys.weeks(e.id) })} />;
}

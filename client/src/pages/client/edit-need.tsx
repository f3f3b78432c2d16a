// 'Edit need' on a requisition's page: the shortlist form (requisitions feature) on the need, with
// the match's skill fields, loaded only when the client opens it.
import type { Requisition } from "@shared/contracts/requisitions";
import { SkillField } from "@/features/match/components/skill-field";
import { StartShortlistForm } from "@/features/requisitions/components/start-shortlist-form";

export default function EditNeed({ requisition: r, onDone }: { requisition: Requisition; onDone: () => void }) {
  return (
    <StartShortlistForm
      editing={r}
      initialHours={{ timeZone: r.timeZone, workStart: r.workStart, workEnd: r.workEnd }}
      SkillInput={SkillField}
      onCreated={onDone}
      onCancel={onDone}
    />
  );
}

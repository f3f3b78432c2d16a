// The console's Requisitions tab: the queue and each requisition (requisitions feature) with the
// conversation with its client (threads feature), and the 30-day trial's figures with the free
// replacements it opened (engagements feature). Loaded when the tab is first opened.
import { useQueryClient } from "@tanstack/react-query";
import { notificationKeys } from "@/features/notifications/api/keys";
import { TrialFigures } from "@/features/engagements/components/trial-figures";
import { AdminRequisitionsPanel } from "@/features/requisitions/components/admin-requisitions-panel";
import { Conversation } from "@/features/threads/components/conversation";

export default function RequisitionsTab() {
  const queryClient = useQueryClient();
  return (
    <div className="space-y-10">
      <AdminRequisitionsPanel
        renderConversation={(id) => (
          <Conversation
            kind="requisition"
            subjectId={id}
            viewer="admin"
            asAdmin
            headingLevel={3}
            title="Conversation with the client"
            onRead={() => void queryClient.invalidateQueries({ queryKey: notificationKeys.all })}
          />
        )}
      />
      <TrialFigures />
    </div>
  );
}

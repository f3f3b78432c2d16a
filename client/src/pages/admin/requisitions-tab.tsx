// The console's Requisitions tab: the queue and each requisition (requisitions feature) with the
// conversation with its client (threads feature). Loaded when the tab is first opened.
import { useQueryClient } from "@tanstack/react-query";
import { notificationKeys } from "@/features/notifications/api/keys";
import { AdminRequisitionsPanel } from "@/features/requisitions/components/admin-requisitions-panel";
import { Conversation } from "@/features/threads/components/conversation";

export default function RequisitionsTab() {
  const queryClient = useQueryClient();
  return (
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
  );
}

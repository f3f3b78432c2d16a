// The console's Engagements tab: the engagements by status and the timesheet weeks waiting or disputed
// (engagements and timesheets features); one engagement opened shows its terms with the admin's change
// of them, its timesheets and the conversation with its parties (threads feature). Loaded when the tab
// is first opened.
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { AdminEngagement, AdminEngagementsList } from "@/features/engagements/components/admin-engagements-panel";
import { notificationKeys } from "@/features/notifications/api/keys";
import { Conversation } from "@/features/threads/components/conversation";
import { AdminTimesheetsPanel } from "@/features/timesheets/components/admin-timesheets-panel";
import { TimesheetsSection } from "@/features/timesheets/components/timesheets-section";

export default function EngagementsTab() {
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<number | null>(null);
  if (selected !== null) {
    return (
      <AdminEngagement
        id={selected}
        onBack={() => setSelected(null)}
        renderMore={(e) => (
          <>
            <TimesheetsSection engagementId={e.id} clientTimeZone={e.client.timeZone} workStarted={e.workStarted} asAdmin />
            <Conversation
              kind="engagement"
              subjectId={e.id}
              viewer="admin"
              asAdmin
              headingLevel={3}
              title="Conversation with the client and the expert"
              emptyText="Write to the client and the expert here: they see it at once."
              placeholder="Write to the client and the expert"
              onRead={() => void queryClient.invalidateQueries({ queryKey: notificationKeys.all })}
            />
          </>
        )}
      />
    );
  }
  return (
    <div className="space-y-10">
      <AdminEngagementsList onOpen={setSelected} />
      <AdminTimesheetsPanel onOpenEngagement={setSelected} />
    </div>
  );
}

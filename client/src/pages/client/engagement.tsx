// Route /client/engagements/:id: one engagement as its client sees it (PRODUCT.md "Engagements").
import { useParams } from "wouter";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { EngagementNotFound, EngagementScreen } from "../shared/engagement-screen";
import { RequireClient } from "./require-client";

export default function ClientEngagementPage() {
  const { id } = useParams<{ id: string }>();
  const engagementId = Number(id);
  useDocumentTitle("Engagement");
  return (
    <RequireClient title="Engagement" returnTo={`/client/engagements/${id}`}>
      {() =>
        Number.isInteger(engagementId) && engagementId > 0 ? (
          <EngagementScreen id={engagementId} viewer="client" backHref={paths.clientDashboard} />
        ) : (
          <EngagementNotFound backHref={paths.clientDashboard} />
        )
      }
    </RequireClient>
  );
}

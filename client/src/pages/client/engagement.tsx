// Route /client/engagements/:id: one engagement as its client sees it (PRODUCT.md "Engagements").
import { useParams, useSearch } from "wouter";
import { useMayInCompany } from "@/features/companies/api/get-company-name";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { EngagementNotFound, EngagementScreen } from "../shared/engagement-screen";
import { RequireClient } from "./require-client";

export default function ClientEngagementPage() {
  const { id } = useParams<{ id: string }>();
  const engagementId = Number(id);
  // Signing in comes back to the week a link named.
  const search = useSearch();
  useDocumentTitle("Engagement");
  // A member writes in its conversation when their role in the company may (a viewer reads it).
  const mayWrite = useMayInCompany("threads.write");
  return (
    <RequireClient title="Engagement" returnTo={`/client/engagements/${id}${search ? `?${search}` : ""}`}>
      {() =>
        Number.isInteger(engagementId) && engagementId > 0 ? (
          <EngagementScreen
            id={engagementId}
            viewer="client"
            backHref={paths.clientDashboard}
            composer={mayWrite === undefined ? "hidden" : mayWrite ? "open" : "read-only"}
          />
        ) : (
          <EngagementNotFound backHref={paths.clientDashboard} />
        )
      }
    </RequireClient>
  );
}

// The routes of the signed-in client (/client/…): the dashboard (SPEC.md section 2) and, beyond it,
// "Find my team" and a dream team's plan (PRODUCT.md "Beyond SPEC"), starting a shortlist and one
// requisition (PRODUCT.md "Beyond: from a shortlist…"), and the pages of their own that the dashboard
// links to: needs, team, engagements and invoices (PRODUCT.md "What needs you now"). Each page is its
// own chunk; this one only chooses and draws the area's navigation, so the app's first load does not
// grow with the client's pages.
import { lazy } from "react";
import { Route, Switch, useLocation } from "wouter";
import { clientPaths } from "@/lib/client-paths";
import { paths } from "@/lib/paths";
import { useScrollToHash } from "@/lib/use-scroll-to-hash";
import { ClientAreaNav } from "./client-nav";

const ClientDashboardPage = lazy(() => import("./client-dashboard"));
const NeedsPage = lazy(() => import("./needs"));
const TeamPage = lazy(() => import("./team"));
const EngagementsPage = lazy(() => import("./engagements"));
const FindMyTeamPage = lazy(() => import("./find-my-team"));
const TeamPlanPage = lazy(() => import("./team-plan"));
const StartShortlistPage = lazy(() => import("./start-shortlist"));
const RequisitionPage = lazy(() => import("./requisition"));
const EngagementPage = lazy(() => import("./engagement"));
const InvoicesPage = lazy(() => import("./invoices"));
const InvoicePage = lazy(() => import("./invoice"));
const CompanyPage = lazy(() => import("./company"));
const NotFoundPage = lazy(() => import("@/pages/not-found"));

export default function ClientArea() {
  const [location] = useLocation();
  useScrollToHash(location);
  return (
    <>
      <ClientAreaNav />
      <ClientRoutes />
    </>
  );
}

function ClientRoutes() {
  return (
    <Switch>
      <Route path={paths.clientDashboard} component={ClientDashboardPage} />
      <Route path={clientPaths.needs} component={NeedsPage} />
      <Route path={clientPaths.team} component={TeamPage} />
      <Route path={clientPaths.engagements} component={EngagementsPage} />
      <Route path={clientPaths.match} component={FindMyTeamPage} />
      <Route path={clientPaths.teamPlan} component={TeamPlanPage} />
      <Route path={paths.startShortlist} component={StartShortlistPage} />
      <Route path={clientPaths.requisition} component={RequisitionPage} />
      <Route path={clientPaths.engagement} component={EngagementPage} />
      <Route path={clientPaths.invoices} component={InvoicesPage} />
      <Route path={clientPaths.invoice} component={InvoicePage} />
      <Route path={clientPaths.company} component={CompanyPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}

// The routes of the signed-in expert (/expert/…): the dashboard (SPEC.md section 2) and one engagement
// (PRODUCT.md "Engagements"). Each page is its own chunk; this one only chooses, so the app's first
// load does not grow with the expert's pages.
import { lazy } from "react";
import { Route, Switch } from "wouter";
import { expertPaths } from "@/lib/expert-paths";
import { paths } from "@/lib/paths";

const ExpertDashboardPage = lazy(() => import("./expert-dashboard"));
const EngagementPage = lazy(() => import("./engagement"));
const NotFoundPage = lazy(() => import("@/pages/not-found"));

export default function ExpertArea() {
  return (
    <Switch>
      <Route path={paths.expertDashboard} component={ExpertDashboardPage} />
      <Route path={expertPaths.engagement} component={EngagementPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}

// The whole app. In the browser wouter reads the location; when prerendering pass ssrPath
// (and ssrSearch) so the same tree renders a given URL without touching window.
import type { QueryClient } from "@tanstack/react-query";
import { Router } from "wouter";
import { SiteLayout } from "@/components/layout/site-layout";
import { AppProvider } from "./provider";
import { AppRoutes } from "./router";
import { SiteHeader } from "./site-header";

export interface AppProps {
  ssrPath?: string;
  ssrSearch?: string;
  queryClient?: QueryClient;
}

export function App({ ssrPath, ssrSearch, queryClient }: AppProps) {
  return (
    <AppProvider queryClient={queryClient}>
      <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
        <SiteLayout header={<SiteHeader />}>
          <AppRoutes />
        </SiteLayout>
      </Router>
    </AppProvider>
  );
}

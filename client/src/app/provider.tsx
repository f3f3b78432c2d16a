// App-wide providers: React Query, the toaster and a last-resort error boundary.
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "@/components/ui/toast";
import { queryClient as browserQueryClient } from "@/lib/query-client";
import { ErrorBoundary } from "./error-boundary";

export interface AppProviderProps {
  children: ReactNode;
  /** A per-render client when prerendering; the browser's shared client otherwise. */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient = browserQueryClient }: AppProviderProps) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}

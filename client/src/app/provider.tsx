// App-wide providers: React Query, the toaster and a last-resort error boundary.
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, type ReactNode } from "react";
import { queryClient as browserQueryClient } from "@/lib/query-client";
import { ErrorBoundary } from "./error-boundary";

// Radix Toast is fetched in parallel with the first page rather than inside the entry chunk;
// toast() calls made before it arrives are kept in the store and shown when it mounts.
const Toaster = lazy(() => import("@/components/ui/toast").then((m) => ({ default: m.Toaster })));

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
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}

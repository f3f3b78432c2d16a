// App-wide providers: the toaster and a last-resort error boundary. React Query is provided by the
// pages that read the server (see query-provider.tsx), not here, to keep it out of the shell.
import type { QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { useToast } from "@/components/ui/use-toast";
import { ErrorBoundary } from "./error-boundary";
import { RenderQueryClient } from "./query-client-context";

// Radix Toast is fetched when the first toast is raised rather than with the first page;
// toast() calls made before it arrives are kept in the store and shown when it mounts.
const Toaster = lazy(() => import("@/components/ui/toast").then((m) => ({ default: m.Toaster })));

function DeferredToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export interface AppProviderProps {
  children: ReactNode;
  /** A per-render client when prerendering; the browser's shared client otherwise. */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient }: AppProviderProps) {
  return (
    <ErrorBoundary>
      <RenderQueryClient.Provider value={queryClient ?? null}>
        {children}
        <DeferredToaster />
      </RenderQueryClient.Provider>
    </ErrorBoundary>
  );
}

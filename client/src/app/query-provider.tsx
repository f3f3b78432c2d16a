// React Query for the pages and parts that read the server. It is loaded with them rather than with
// the shell, so a page that reads nothing (the marketing pages) does not carry it in its first load.
// Every provider shares the browser's one client, so results survive navigation between pages.
import { QueryClientProvider } from "@tanstack/react-query";
import { useContext, type ComponentType, type ReactNode } from "react";
import { queryClient } from "@/lib/query-client";
import { RenderQueryClient } from "./query-client-context";

export function QueryProvider({ children }: { children: ReactNode }) {
  const client = useContext(RenderQueryClient) ?? queryClient;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The component inside a QueryProvider. */
export function withQueryProvider<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQueryProvider(props: P) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  }
  return WithQueryProvider;
}

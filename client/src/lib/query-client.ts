// React Query defaults from SPEC.md sections 4 and 9: results stay fresh until a change of ours
// invalidates them; no retries; no refetch on focus, mount, reconnect or interval.
import { QueryClient } from "@tanstack/react-query";
import { defaultQueryFn } from "./api-client";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The browser's single client. Prerendering creates its own per render with createQueryClient(). */
export const queryClient = createQueryClient();

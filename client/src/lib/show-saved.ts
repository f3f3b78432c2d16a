import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * Shows what a save answered as the query's data. A read of the same key still under way (the live
 * stream refetches everything on screen when it connects) began before the save, so it is cancelled
 * first: answered after the save, it would put the state from before the save back on screen.
 * Kept out of query-client.ts, which every page loads first: only signed-in screens save.
 */
export async function showSaved<T>(client: QueryClient, queryKey: QueryKey, saved: T): Promise<void> {
  await client.cancelQueries({ queryKey, exact: true });
  client.setQueryData(queryKey, saved);
}

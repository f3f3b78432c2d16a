import { useQuery } from "@tanstack/react-query";
import { needsYouAnswer, type NeedsYou } from "@shared/contracts/dashboard";
import { apiAnswer } from "@/lib/api-client";

export const dashboardKeys = {
  /** GET /api/client/needs-you: what waits for the signed-in client. */
  needsYou: ["/api/client/needs-you"] as const,
};

export function getNeedsYou(signal?: AbortSignal): Promise<NeedsYou> {
  return apiAnswer(needsYouAnswer, "GET", "/api/client/needs-you", undefined, { signal });
}

/** What waits for the client; read again whenever they come back to the page. */
export function useNeedsYou() {
  return useQuery({ queryKey: dashboardKeys.needsYou, queryFn: ({ signal }) => getNeedsYou(signal), refetchOnMount: "always" });
}

// Query keys of the engagements: the reader's own list, each engagement, and the console's lists and counts.
import type { ENGAGEMENT_FILTERS } from "@shared/contracts/engagements";
import type { PageParams } from "@/lib/api-client";

export type EngagementFilter = (typeof ENGAGEMENT_FILTERS)[number];

export const engagementKeys = {
  /** The reader's list and every engagement read by id (prefix). */
  all: ["/api/engagements"] as const,
  own: ["/api/engagements", "own"] as const,
  detail: (id: number) => ["/api/engagements", id] as const,
  /** The console's list of one status and the counts (prefix). */
  admin: ["/api/engagements", "admin"] as const,
  adminList: (params: PageParams & { status: EngagementFilter }) => ["/api/engagements", "admin", params] as const,
  counts: ["/api/engagements", "admin", "counts"] as const,
};

// Routes of the signed-in expert beyond the dashboard (PRODUCT.md "Engagements"). Kept apart from
// lib/paths.ts, which the first page of every visit loads. Build links from these, never from literals.
export const expertPaths = {
  /** One engagement: its terms, timesheets and conversation. */
  engagement: "/expert/engagements/:id",
} as const;

export const expertEngagementPath = (id: number) => `/expert/engagements/${id}`;

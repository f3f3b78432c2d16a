// Query keys read by more than one domain. The admin overview counts the records of every domain,
// so each domain's admin mutations refresh it; its key lives here rather than in one feature.

/** GET /api/admin/overview: the console's summary tiles and weekly chart. */
export const adminOverviewKey = ["/api/admin/overview"] as const;

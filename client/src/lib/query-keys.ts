// Query keys read by more than one domain. The admin overview counts the records of every domain,
// so each domain's admin mutations refresh it; its key lives here rather than in one feature.

/** GET /api/admin/overview: the console's summary tiles and weekly chart. */
export const adminOverviewKey = ["/api/admin/overview"] as const;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/**
 * Answers that depend on who is free when, which every new pre-booking changes: the team plans
 * (["/api/dream-teams", teamId, "plan", query]), the matches (["/api/match", request]) and the expert
 * searches with an availability window (["/api/experts", { availableFrom, weeks, … }, …]). For
 * `invalidateQueries({ predicate })` after a booking; other lists stay as they are.
 */
export function dependsOnFreeDays(queryKey: readonly unknown[]): boolean {
  const [root, second, third] = queryKey;
  if (root === "/api/match") return true;
  if (root === "/api/dream-teams" && typeof second === "number" && third === "plan") return true;
  return root === "/api/experts" && isRecord(second) && second.availableFrom !== undefined;
}

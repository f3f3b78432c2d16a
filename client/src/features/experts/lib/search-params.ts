// The search filters of GET /api/experts as the browser holds them, and their query string.
export interface ExpertSearchFilters {
  /** Text matched against name, role and skills (case-insensitive). */
  q?: string;
  /** One skill, exact; "all" or empty means any. */
  skill?: string;
  /** Maximum hourly rate in USD; empty means no limit (experts without a rate are then kept). */
  maxRate?: string | number;
}

/** Only the filters that narrow the search, trimmed; "all" and blanks are left out. */
export function normaliseFilters(filters: ExpertSearchFilters): ExpertSearchFilters {
  const out: ExpertSearchFilters = {};
  const q = filters.q?.trim();
  if (q) out.q = q;
  const skill = filters.skill?.trim();
  if (skill && skill.toLowerCase() !== "all") out.skill = skill;
  const rate = typeof filters.maxRate === "number" ? String(filters.maxRate) : filters.maxRate?.trim();
  if (rate && Number.isFinite(Number(rate)) && Number(rate) >= 0) out.maxRate = rate;
  return out;
}

export function searchQueryString(filters: ExpertSearchFilters, page: { limit: number; offset?: number }): string {
  const params = new URLSearchParams();
  const f = normaliseFilters(filters);
  if (f.q) params.set("q", f.q);
  if (f.skill) params.set("skill", f.skill);
  if (f.maxRate !== undefined) params.set("maxRate", String(f.maxRate));
  params.set("limit", String(page.limit));
  if (page.offset) params.set("offset", String(page.offset));
  return params.toString();
}

export interface SearchPageInfo {
  experts: readonly unknown[];
  /** Matches in all (exact up to the server's cap). */
  total: number;
  /** True when there are at least `total` matches (the server stopped counting). */
  capped: boolean;
  offset: number;
}

/** Where the next page starts, or undefined when this page was the last one. */
export function nextOffset(page: SearchPageInfo, pageSize: number): number | undefined {
  const next = page.offset + page.experts.length;
  const more = page.experts.length === pageSize && (next < page.total || page.capped);
  return more ? next : undefined;
}

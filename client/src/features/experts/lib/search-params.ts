// The search filters of GET /api/experts as the browser sends them, and their query string. The
// filters are the shared search contract's q, skill and maxRate, and the availability window
// (availableFrom and weeks: free on every day of it).
import type { z } from "zod";
import type { expertSearchQuerySchema } from "@shared/contracts/experts";

type SearchFilterFields = "q" | "skill" | "maxRate" | "availableFrom" | "weeks";

/** The filters the search form holds, as typed (any of them may be blank). */
export type ExpertSearchInput = Pick<z.input<typeof expertSearchQuerySchema>, SearchFilterFields>;
/** Only the filters that narrow the search: text, one skill, a maximum hourly rate, free for a window. */
export type ExpertSearchFilters = Partial<Pick<z.output<typeof expertSearchQuerySchema>, SearchFilterFields>>;

/** The longest availability window the search takes (shared/contracts/experts.ts). */
export const EXPERT_WINDOW_WEEKS_MAX = 104;

const text = (value: unknown) => (typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "");

/** The filters that narrow the search, trimmed; "all" and blanks are left out, as are rates that are not a number of 0 or more. */
export function normaliseFilters(input: ExpertSearchInput): ExpertSearchFilters {
  const out: ExpertSearchFilters = {};
  const q = text(input.q);
  if (q) out.q = q;
  const skill = text(input.skill);
  if (skill && skill.toLowerCase() !== "all") out.skill = skill;
  const rate = text(input.maxRate);
  if (rate && Number.isFinite(Number(rate)) && Number(rate) >= 0) out.maxRate = Number(rate);
  // A window needs its start; the weeks alone would start it today, which nobody asked for.
  const from = text(input.availableFrom);
  if (/^\d{4}-\d{2}-\d{2}$/.test(from)) {
    out.availableFrom = from;
    const weeks = Number(text(input.weeks) || 1);
    out.weeks = Number.isInteger(weeks) && weeks >= 1 && weeks <= EXPERT_WINDOW_WEEKS_MAX ? weeks : 1;
  }
  return out;
}

export function searchQueryString(filters: ExpertSearchInput, page: { limit: number; offset?: number }): string {
  const params = new URLSearchParams();
  const f = normaliseFilters(filters);
  if (f.q) params.set("q", f.q);
  if (f.skill) params.set("skill", f.skill);
  if (f.maxRate !== undefined) params.set("maxRate", String(f.maxRate));
  if (f.availableFrom) params.set("availableFrom", f.availableFrom);
  if (f.weeks !== undefined) params.set("weeks", String(f.weeks));
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

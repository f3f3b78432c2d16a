// "Find my team": hard filters in the database, the overlap of working hours computed once per
// distinct pattern, the ranking of docs/match.md; and skill suggestions for the form.
import { MATCH_HORIZON_DAYS, MATCH_MIN_COVERAGE, type MatchRequest, type MatchResponse, type MatchResult, type SkillSuggestion } from "@shared/contracts/match";
import { dollarsToCents, estimateCents, formatDollars, rateInDollars } from "@shared/money";
import type { ExpertRow, UserRow } from "@shared/schema";
import type { CandidateRefusal } from "@shared/contracts/requisitions";
import type { VettingReport } from "@shared/contracts/vetting";
import { engagementEnd, overlapOf, ZoneClock } from "@shared/working-hours";
import { assertCallerMay } from "../companies/company-rows.service";
import type { Db } from "../db/client";
import { toPublicExpert } from "../experts/experts.service";
import { vettingReports } from "../experts/vetting.service";
import * as repo from "./match.repo";
import { addDays } from "@shared/calendar";

const lower = (s: string) => s.toLowerCase();

/** Free days needed out of `days` for a coverage of at least MATCH_MIN_COVERAGE (0.9 of 7 days is 6.3, so 7). */
export const minFreeDays = (days: number) => Math.ceil(Math.round(days * MATCH_MIN_COVERAGE * 1000) / 1000);

/** The requested skills the expert has, in the expert's spelling, and the nice-to-haves they lack, as asked. */
function skillReasons(expert: ExpertRow, mustHave: string[], niceToHave: string[]) {
  const own = new Map(expert.skills.map((s) => [lower(s), s]));
  const matchedSkills: string[] = [];
  const missingSkills: string[] = [];
  for (const skill of [...mustHave, ...niceToHave]) {
    const theirs = own.get(lower(skill));
    if (theirs !== undefined) {
      if (!matchedSkills.includes(theirs)) matchedSkills.push(theirs);
    } else if (niceToHave.includes(skill)) missingSkills.push(skill);
  }
  return { matchedSkills, missingSkills };
}

/** A skill asked for as both a must-have and a nice-to-have is a must-have. */
const niceToHaveOf = (req: MatchRequest) => req.niceToHave.filter((n) => !req.mustHave.some((m) => lower(m) === lower(n)));

/**
 * The repo's query for a request: the working-hour patterns of active experts that meet the
 * overlap filter, with their overlap computed once per pattern.
 */
export async function matchQuery(db: Db, req: MatchRequest): Promise<repo.MatchQuery> {
  const mustHave = req.mustHave;
  const days = req.weeks * 7;
  const engagement = { startDate: req.startDate, weeks: req.weeks };
  const client = { timeZone: req.timeZone, workStart: req.workStart, workEnd: req.workEnd };

  // Overlap depends only on the expert's zone and hours: compute it once per distinct pattern.
  const patterns = await repo.activePatterns(db);
  const clock = new ZoneClock();
  const qualifying = patterns
    .map((p) => ({ ...p, overlapHours: overlapOf(engagement, client, p, clock).overlapHours }))
    .filter((p) => p.overlapHours >= req.minOverlapHours);

  return {
    mustHave: mustHave.map(lower),
    niceToHave: niceToHaveOf(req).map(lower),
    maxRateCents: req.maxRate === undefined ? undefined : dollarsToCents(req.maxRate),
    startDate: req.startDate,
    endDate: engagementEnd(req.startDate, req.weeks),
    days,
    minFreeDays: minFreeDays(days),
    latestStart: addDays(req.startDate, MATCH_HORIZON_DAYS),
    patterns: qualifying,
    limit: req.limit,
  };
}

/** An expert's row of the match as a result: the public profile, the score and the reasons. */
function resultOf(req: MatchRequest, expert: ExpertRow, row: repo.MatchRow, vetting: VettingReport | undefined): MatchResult {
  return {
    ...toPublicExpert(expert),
    vetting,
    score: row.score,
    estimate: expert.hourlyRateCents === null ? null : estimateCents(expert.hourlyRateCents, { weeks: req.weeks }),
    reasons: {
      ...skillReasons(expert, req.mustHave, niceToHaveOf(req)),
      overlapHours: row.overlapHours,
      coverage: coverageOf(row.freeDays, req.weeks * 7),
      availableFrom: row.availableFrom,
    },
  };
}

const coverageOf = (freeDays: number, days: number) => Math.round((freeDays / days) * 10_000) / 10_000;

/** "Find my team" (POST /api/match): for a member whose role may search for experts, and for admins. */
export async function matchFor(db: Db, user: UserRow, req: MatchRequest): Promise<MatchResponse> {
  await assertCallerMay(db, user, "match.run");
  return findMatches(db, req);
}

export async function findMatches(db: Db, req: MatchRequest): Promise<MatchResponse> {
  const { counts, rows, experts } = await repo.runMatchWithExperts(db, await matchQuery(db, req));

  const byId = new Map(experts.map((e) => [e.userId, e]));
  const vetting = await vettingReports(
    db,
    rows.map((r) => r.expertId),
  );
  // An expert deleted in between is left out.
  const results: MatchResult[] = rows.flatMap((row) => (byId.has(row.expertId) ? [resultOf(req, byId.get(row.expertId)!, row, vetting.get(row.expertId))] : []));

  return {
    results,
    total: counts.eligible,
    excludedBy: {
      skills: counts.active - counts.skilled,
      rate: counts.skilled - counts.priced,
      overlap: counts.priced - counts.overlapping,
      availability: counts.overlapping - counts.eligible,
    },
  };
}

/** A hard filter the fit count can lift to see what it rules out (availability: the count before it, `overlapping`). */
export type LiftableFilter = "skills" | "rate" | "overlap";

/**
 * How many active experts pass every hard filter of the need, by the match's own statement, with
 * the counts after each filter in turn; `lift` counts as if that one filter were not asked for.
 */
export async function countFit(db: Db, need: Omit<MatchRequest, "limit">, lift?: LiftableFilter): Promise<repo.MatchCounts> {
  const req: MatchRequest = {
    ...need,
    ...(lift === "skills" ? { mustHave: [] } : {}),
    ...(lift === "rate" ? { maxRate: undefined } : {}),
    ...(lift === "overlap" ? { minOverlapHours: 0 } : {}),
    limit: 0,
  };
  return repo.countMatch(db, await matchQuery(db, req));
}

/** A hard filter one expert fails, in words: the refusal's answer (shared/contracts/requisitions.ts) before it names the field. */
export type FilterRefusal = Omit<CandidateRefusal, "path">;

export type ExpertFit = { fits: true; result: MatchResult } | { fits: false; expertName: string | null; refusals: FilterRefusal[] };

const list = (items: string[]) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);
const percent = (share: number) => `${Math.floor(share * 100)} %`;

/**
 * Whether one expert passes every hard filter of the match for `req`: the match's own statement,
 * narrowed to that expert, decides. When they do not, each filter they fail is measured and said
 * in words (skills and rate from the profile, the overlap per date as the match computes it, and
 * the free share of the engagement from the match's statement with the other filters lifted).
 */
export async function checkExpertFit(db: Db, req: MatchRequest, expertId: number): Promise<ExpertFit> {
  const query = await matchQuery(db, req);
  const [{ counts, rows }, [expert]] = await Promise.all([repo.runMatch(db, { ...query, expertId, limit: 1 }), repo.findExperts(db, [expertId])]);
  if (!expert) return { fits: false, expertName: null, refusals: [{ filter: "active", message: "There is no such expert." }] };
  const [row] = rows;
  if (counts.eligible === 1 && row) return { fits: true, result: resultOf(req, expert, row, undefined) };

  const refusals: FilterRefusal[] = [];
  if (!expert.isActive) {
    refusals.push({ filter: "active", message: "Not active: clients cannot see or book this expert." });
    return { fits: false, expertName: expert.name, refusals };
  }
  const own = new Set(expert.skills.map(lower));
  const missing = req.mustHave.filter((skill) => !own.has(lower(skill)));
  if (missing.length) refusals.push({ filter: "skills", message: `Lacks the must-have ${missing.length === 1 ? "skill" : "skills"} ${list(missing)}.` });
  const rate = rateInDollars(expert.hourlyRateCents);
  if (req.maxRate !== undefined && (expert.hourlyRateCents === null || expert.hourlyRateCents > dollarsToCents(req.maxRate))) {
    refusals.push({
      filter: "rate",
      message: rate === null ? `Has no hourly rate, and the need allows at most ${formatDollars(req.maxRate)} an hour.` : `Charges ${formatDollars(rate)} an hour, above the need's ${formatDollars(req.maxRate)}.`,
    });
  }
  const client = { timeZone: req.timeZone, workStart: req.workStart, workEnd: req.workEnd };
  const overlapHours = overlapOf({ startDate: req.startDate, weeks: req.weeks }, client, expert, new ZoneClock()).overlapHours;
  if (overlapHours < req.minOverlapHours) {
    refusals.push({ filter: "overlap", message: `Shares ${overlapHours} h of the client's working day on some working days; the need asks for ${req.minOverlapHours} h.` });
  }
  // The free days alone: every other filter lifted for this one expert.
  const free = await repo.runMatch(db, {
    ...query,
    mustHave: [],
    maxRateCents: undefined,
    patterns: [{ timeZone: expert.timeZone, workStart: expert.workStart, workEnd: expert.workEnd, overlapHours }],
    minFreeDays: 0,
    expertId,
    limit: 1,
  });
  const coverage = coverageOf(free.rows[0]?.freeDays ?? 0, query.days);
  if ((free.rows[0]?.freeDays ?? 0) < query.minFreeDays) {
    refusals.push({ filter: "availability", message: `Free on ${percent(coverage)} of the engagement's days; at least ${percent(MATCH_MIN_COVERAGE)} is needed.` });
  }
  // The profile changed between the two reads: say so rather than nothing.
  if (refusals.length === 0) refusals.push({ filter: "availability", message: "No longer fits the need: their profile or bookings have just changed." });
  return { fits: false, expertName: expert.name, refusals };
}

/** The skill catalogue is read at most once a minute per process: suggestions may lag a new skill by that long. */
export const SKILL_CATALOGUE_TTL_MS = 60_000;
const catalogues = new WeakMap<Db, { at: number; list: Promise<repo.SkillCount[]> }>();

export async function suggestSkills(db: Db, q: string, limit: number): Promise<SkillSuggestion[]> {
  let entry = catalogues.get(db);
  if (!entry || Date.now() - entry.at > SKILL_CATALOGUE_TTL_MS) {
    const fresh = { at: Date.now(), list: repo.skillCatalogue(db) };
    // A failed read is not kept: the next call tries again.
    fresh.list.catch(() => catalogues.get(db) === fresh && catalogues.delete(db));
    catalogues.set(db, fresh);
    entry = fresh;
  }
  const prefix = lower(q);
  const out: SkillSuggestion[] = [];
  for (const s of await entry.list) {
    if (lower(s.skill).startsWith(prefix)) out.push({ skill: s.skill, experts: s.experts });
    if (out.length === limit) break;
  }
  return out;
}

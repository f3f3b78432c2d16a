// "Find my team": hard filters in the database, the overlap of working hours computed once per
// distinct pattern, the ranking of docs/match.md; and skill suggestions for the form.
import { MATCH_HORIZON_DAYS, MATCH_MIN_COVERAGE, type MatchRequest, type MatchResponse, type MatchResult, type SkillSuggestion } from "@shared/contracts/match";
import type { ExpertRow } from "@shared/schema";
import { addDays, engagementEnd, overlapOf, ZoneClock } from "@shared/working-hours";
import type { Db } from "../db/client";
import { toPublicExpert } from "../experts/experts.service";
import * as repo from "./match.repo";

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
    maxRate: req.maxRate,
    startDate: req.startDate,
    endDate: engagementEnd(req.startDate, req.weeks),
    days,
    minFreeDays: minFreeDays(days),
    latestStart: addDays(req.startDate, MATCH_HORIZON_DAYS),
    patterns: qualifying,
    limit: req.limit,
  };
}

export async function findMatches(db: Db, req: MatchRequest): Promise<MatchResponse> {
  const mustHave = req.mustHave;
  const niceToHave = niceToHaveOf(req);
  const days = req.weeks * 7;
  const { counts, rows } = await repo.runMatch(db, await matchQuery(db, req));

  const byId = new Map((await repo.findExperts(db, rows.map((r) => r.expertId))).map((e) => [e.userId, e]));
  const results: MatchResult[] = rows.flatMap((row) => {
    const expert = byId.get(row.expertId);
    if (!expert) return []; // deleted in between
    return [
      {
        ...toPublicExpert(expert),
        score: row.score,
        reasons: {
          ...skillReasons(expert, mustHave, niceToHave),
          overlapHours: row.overlapHours,
          coverage: Math.round((row.freeDays / days) * 10_000) / 10_000,
          availableFrom: row.availableFrom,
        },
      },
    ];
  });

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

// When nobody fits: which hard filter removed the most experts (the answer's `excludedBy`, counted in
// the order the server applies them, docs/match.md) and one-click ways to loosen the form.
import type { MatchResponse } from "@shared/contracts/match";
import type { MatchFormValues } from "./match-form";
import { addDays, formatDay } from "@shared/calendar";

export type MatchFilter = keyof MatchResponse["excludedBy"];

export interface Relaxation {
  /** Stable id (for keys and tests). */
  id: string;
  /** The button's text. */
  label: string;
  apply: (values: MatchFormValues) => MatchFormValues;
}

export interface EmptyAnswer {
  /** The filter that removed the most experts; null when there were no active experts to remove. */
  top: MatchFilter | null;
  /** What it removed, in words: "Your budget ruled out 7 experts." */
  summary: string;
  relaxations: Relaxation[];
}

const WHAT: Record<MatchFilter, string> = {
  skills: "The must-have skills",
  rate: "Your budget",
  overlap: "The minimum shared hours",
  availability: "Your dates",
};

const experts = (n: number) => `${n} ${n === 1 ? "expert" : "experts"}`;

/** Later starts to try when the dates rule people out and the server suggests none. */
export const LATER_START_DAYS = 28;

function relaxationsFor(filter: MatchFilter, values: MatchFormValues, suggestedStart: string | null): Relaxation[] {
  switch (filter) {
    case "skills":
      // A must-have becomes a nice-to-have: still preferred, no longer required.
      return values.mustHave.length < 2
        ? []
        : values.mustHave.map((skill) => ({
            id: `skills:${skill}`,
            label: `Make ${skill} a nice-to-have`,
            apply: (v) => ({ ...v, mustHave: v.mustHave.filter((s) => s !== skill), niceToHave: [...v.niceToHave.filter((s) => s.toLowerCase() !== skill.toLowerCase()), skill] }),
          }));
    case "rate":
      return values.maxRate.trim() === "" ? [] : [{ id: "rate", label: "Drop the budget", apply: (v) => ({ ...v, maxRate: "" }) }];
    case "overlap": {
      const now = Number(values.minOverlapHours);
      if (!(now > 0)) return [];
      const lower = Math.floor(now * 2) / 4; // half, on the quarter-hour steps the contract takes
      return [{ id: "overlap", label: `Lower the minimum shared hours to ${lower}`, apply: (v) => ({ ...v, minOverlapHours: String(lower) }) }];
    }
    case "availability": {
      const start = suggestedStart ?? (values.startDate ? addDays(values.startDate, LATER_START_DAYS) : null);
      return start ? [{ id: "availability", label: `Start on ${formatDay(start)} instead`, apply: (v) => ({ ...v, startDate: start }) }] : [];
    }
  }
}

/**
 * The empty answer explained: the filter that removed the most, and loosening steps for every filter
 * that removed anyone, the biggest first. `suggestedStartDate` is used when the answer carries one.
 */
export function explainEmpty(answer: Pick<MatchResponse, "excludedBy"> & { suggestedStartDate?: string | null }, values: MatchFormValues): EmptyAnswer {
  const ranked = (Object.entries(answer.excludedBy) as [MatchFilter, number][]).filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]);
  if (ranked.length === 0) return { top: null, summary: "There are no active experts to match yet.", relaxations: [] };
  const [top, count] = ranked[0];
  const relaxations = ranked.flatMap(([filter]) => relaxationsFor(filter, values, answer.suggestedStartDate ?? null));
  return { top, summary: `${WHAT[top]} ruled out the most: ${experts(count)}.`, relaxations };
}

// Why an expert fits a need, as the match gave it: the skills matched and the nice-to-haves missed,
// the fewest shared hours of the client's working day on any working day (worked out per date, so
// daylight saving counts), the share of the engagement they are free, and the rate against the budget.
import type { MatchReasons } from "@shared/contracts/match";
import { formatDollarRate, formatDollars } from "@shared/money";
import { Badge } from "@/components/ui/badge";
import { CheckIcon } from "@/components/ui/icons";
import { formatDay } from "@shared/calendar";

/** "$80/hr, $10 under the $90 budget". */
export function rateText(rate: number | null, budget: number | null): string {
  if (rate === null) return "No rate set (agreed per engagement)";
  if (budget === null) return formatDollarRate(rate);
  const under = budget - rate;
  return under === 0 ? `${formatDollarRate(rate)}, exactly the budget` : `${formatDollarRate(rate)}, ${formatDollars(under)} under the ${formatDollars(budget)} budget`;
}

export interface CandidateReasonsProps {
  reasons: MatchReasons;
  hourlyRate: number | null;
  maxRate: number | null;
}

export function CandidateReasons({ reasons, hourlyRate, maxRate }: CandidateReasonsProps) {
  const hours = Number(reasons.overlapHours.toFixed(2));
  const facts: [string, string][] = [
    ["Shared hours", `At least ${hours} h of the working day, on every working day`],
    ["Free", `${Math.round(reasons.coverage * 100)}% of the engagement`],
    ["First free", reasons.availableFrom ? `${formatDay(reasons.availableFrom)} for the whole engagement` : "Not for the whole engagement within a year"],
    ["Rate", rateText(hourlyRate, maxRate)],
  ];
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-wrap gap-1.5" aria-label="Matched skills">
        {reasons.matchedSkills.map((skill) => (
          <li key={skill}>
            <Badge variant="success" className="gap-1">
              <CheckIcon className="h-3 w-3" aria-hidden="true" />
              {skill}
            </Badge>
          </li>
        ))}
        {reasons.missingSkills.map((skill) => (
          <li key={skill}>
            <Badge variant="outline" className="text-muted-foreground">
              <span className="sr-only">Lacks </span>
              <span className="line-through decoration-slate-400">{skill}</span>
            </Badge>
          </li>
        ))}
      </ul>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {facts.map(([term, detail]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

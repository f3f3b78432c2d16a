// One ranked match and why: the skills it matched (highlighted) and the nice-to-haves it lacks, the
// hours of the client's day it shares (and a picture of them), how much of the engagement the expert
// is free, their first free date, their rate against the budget and what the engagement would cost.
import type { ReactNode } from "react";
import type { MatchRequest, MatchResult } from "@shared/contracts/match";
import { formatDollarRate, formatDollars } from "@shared/money";
import { Badge } from "@/components/ui/badge";
import { Checkbox } from "@/components/ui/checkbox";
import { CostEstimate, weeksBasis } from "@/components/ui/cost-estimate";
import { CheckIcon } from "@/components/ui/icons";
import { VettingReport } from "@/components/ui/vetting-report";
import { cn } from "@/lib/cn";
import { hoursShort } from "@/lib/working-hours";
import { OverlapBand } from "./overlap-band";
import { formatDay } from "@shared/calendar";

export interface MatchResultCardProps {
  rank: number;
  result: MatchResult;
  request: MatchRequest;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
}

/** "$80/hr, $10 under your $90 budget". */
export function rateAgainstBudget(rate: number | null, budget: number | undefined): string {
  if (rate === null) return budget === undefined ? "No rate set" : "No rate set (agreed per engagement)";
  if (budget === undefined) return formatDollarRate(rate);
  const under = budget - rate;
  return under === 0 ? `${formatDollarRate(rate)}, exactly your budget` : `${formatDollarRate(rate)}, ${formatDollars(under)} under your ${formatDollars(budget)} budget`;
}

export function MatchResultCard({ rank, result, request, selected, onSelectedChange }: MatchResultCardProps) {
  const { reasons } = result;
  const headingId = `match-${result.userId}-name`;
  const client = { timeZone: request.timeZone, workStart: request.workStart, workEnd: request.workEnd };
  const facts: [string, ReactNode][] = [
    ["Shared hours", `At least ${hoursShort(reasons.overlapHours)} of your working day`],
    ["Free", `${Math.round(reasons.coverage * 100)}% of the engagement`],
    ["First free", reasons.availableFrom ? `${formatDay(reasons.availableFrom)} for the whole engagement` : "Not for the whole engagement within a year"],
    ["Rate", rateAgainstBudget(result.hourlyRate, request.maxRate)],
    ...(result.estimate ? [["Cost", <CostEstimate key="cost" estimate={result.estimate} basis={weeksBasis(request.weeks)} />] as [string, ReactNode]] : []),
  ];
  return (
    <article
      aria-labelledby={headingId}
      className={cn("flex min-w-0 flex-col gap-4 rounded-lg border bg-card p-4 shadow-sm [overflow-wrap:anywhere] sm:p-5", selected ? "border-accent ring-1 ring-accent" : "border-border")}
      data-testid="match-result"
    >
      <div className="flex items-start gap-3">
        <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-navy-900 text-sm font-bold text-white" aria-label={`Rank ${rank}`}>
          {rank}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-semibold leading-tight">
            {result.name}
          </h3>
          <p className="text-sm text-muted-foreground">
            {result.role} · {result.yearsExperience}+ years
          </p>
        </div>
        <Badge variant="accent" className="shrink-0" title="How well this expert fits, from the ranking described with the match">
          {Math.round(result.score * 100)}% fit
        </Badge>
      </div>

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
        </ul>
        {reasons.missingSkills.length > 0 && (
          <ul className="flex flex-wrap items-center gap-1.5" aria-label="Missing nice-to-haves">
            {reasons.missingSkills.map((skill) => (
              <li key={skill}>
                <Badge variant="outline" className="text-muted-foreground">
                  <span className="sr-only">Lacks </span>
                  <span className="line-through decoration-slate-400">{skill}</span>
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </div>

      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {facts.map(([term, detail]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
      </dl>

      {result.vetting && <VettingReport report={result.vetting} />}

      <OverlapBand engagement={{ startDate: request.startDate, weeks: request.weeks }} client={client} expert={result} fewestHours={reasons.overlapHours} />

      <Checkbox
        id={`match-${result.userId}-select`}
        checked={selected}
        onChange={(e) => onSelectedChange(e.target.checked)}
        label={
          <>
            Select for the team<span className="sr-only">: {result.name}</span>
          </>
        }
      />
    </article>
  );
}

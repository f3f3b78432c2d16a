// The vetting report (PRODUCT.md "Vetting a client can see"): each of the six stages, passed or
// failed on its date with its figure, or still to come. The same report on a profile, a match
// result, a shortlist card, the talent's dashboard and the console's queue (which adds the notes
// through `renderStage`). The browser writes what the server recorded; it judges nothing.
import type { ReactNode } from "react";
import { VETTING_STAGE_LABELS, VETTING_STAGES, type VettingReport as Report, type VettingStage, type VettingStageRecord } from "@shared/contracts/vetting";
import { formatMomentDay } from "@/lib/calendar-date";
import { cn } from "@/lib/cn";
import { Badge } from "./badge";

/** The stage's figure in words: "84 / 100", "Problem solving 4/5 · System design 3/5 · Communication 5/5", "C1", "2 checked", "Clear". */
export function stageFigure(s: Pick<VettingStageRecord, "stage" | "score" | "scorecard" | "level" | "checked" | "clear">): string | null {
  switch (s.stage) {
    case "technical":
      return s.score === null ? null : `${s.score} / 100`;
    case "interview":
      return s.scorecard ? `Problem solving ${s.scorecard.problemSolving}/5 · System design ${s.scorecard.systemDesign}/5 · Communication ${s.scorecard.communication}/5` : null;
    case "english":
      return s.level ? `${s.level} (CEFR)` : null;
    case "references":
      return s.checked === null ? null : `${s.checked} checked`;
    case "background":
      return s.clear === null ? null : s.clear ? "Clear" : "Not clear";
    default:
      return null;
  }
}

/** "All six stages passed" or "4 of 6 stages passed". */
export function reportSummary(report: Pick<Report, "missing">): string {
  const passed = VETTING_STAGES.length - report.missing.length;
  return passed === VETTING_STAGES.length ? "All six stages passed" : `${passed} of ${VETTING_STAGES.length} stages passed`;
}

export interface VettingReportProps<S extends VettingStageRecord> {
  report: { stages: S[]; missing: VettingStage[] };
  /** The heading's level and words; "Vetting" unless given. */
  title?: string;
  /** What a stage not yet recorded says ("To come" unless given). */
  toCome?: string;
  /** More about a recorded stage (the console's notes and assessor), or an action for any stage. */
  renderStage?: (stage: VettingStage, recorded: S | undefined) => ReactNode;
  className?: string;
}

export function VettingReport<S extends VettingStageRecord>({ report, title = "Vetting", toCome = "To come", renderStage, className }: VettingReportProps<S>) {
  const byStage = new Map(report.stages.map((s) => [s.stage, s]));
  const complete = report.missing.length === 0;
  return (
    <div role="group" className={cn("rounded-md border border-border p-3 text-sm", className)} aria-label={title} data-testid="vetting-report">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">{title}</p>
        <Badge variant={complete ? "success" : "warning"}>{reportSummary(report)}</Badge>
      </div>
      <ul className="grid gap-1.5">
        {VETTING_STAGES.map((stage) => {
          const s = byStage.get(stage);
          const figure = s ? stageFigure(s) : null;
          return (
            <li key={stage} className="grid grid-cols-[minmax(0,9rem)_1fr] gap-x-3 [overflow-wrap:anywhere]">
              <span className="text-muted-foreground">{VETTING_STAGE_LABELS[stage]}</span>
              <span>
                {s ? (
                  <>
                    <span className={s.outcome === "passed" ? "font-medium text-green-800" : "font-medium text-red-800"}>{s.outcome === "passed" ? "Passed" : "Failed"}</span>
                    <span className="text-muted-foreground"> · {formatMomentDay(s.assessedAt)}</span>
                    {figure && <span> · {figure}</span>}
                  </>
                ) : (
                  <span className="text-muted-foreground">{toCome}</span>
                )}
                {renderStage?.(stage, s)}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

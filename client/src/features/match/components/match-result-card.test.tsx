// A match result's cost: the server's estimate for the need's weeks, written in whole dollars.
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MatchRequest, MatchResult } from "@shared/contracts/match";
import { expertProfile } from "@/test/fixtures";
import { MatchResultCard } from "./match-result-card";

const request = {
  mustHave: ["Python"],
  niceToHave: [],
  startDate: "2031-04-07",
  weeks: 6,
  timeZone: "America/New_York",
  workStart: "09:00",
  workEnd: "17:00",
  minOverlapHours: 4,
  limit: 10,
} as MatchRequest;

function result(estimate: MatchResult["estimate"]): MatchResult {
  return {
    ...expertProfile({ id: 31, userId: 31, name: "Ayesha Patel", hourlyRate: 86 }),
    score: 0.8,
    estimate,
    reasons: { matchedSkills: ["Python"], missingSkills: [], overlapHours: 5, coverage: 1, availableFrom: "2031-04-07" },
  };
}

describe("MatchResultCard: cost", () => {
  it("shows about a week and the total for the need's weeks, and the words a screen reader says", () => {
    render(<MatchResultCard rank={1} result={result({ weeklyCents: 344_000, totalCents: 2_064_000 })} request={request} selected={false} onSelectedChange={() => {}} />);
    const card = screen.getByRole("article", { name: "Ayesha Patel" });
    const cost = screen.getByTestId("cost-estimate");
    expect(card.contains(cost)).toBe(true);
    expect(cost.textContent).toContain("≈ $3,440 a week · $20,640 in total");
    expect(cost.textContent).toContain("About $3,440 a week, $20,640 in total");
    expect(cost.textContent).toContain("at 40 hours a week for 6 weeks");
    screen.getByText("Cost");
  });

  it("shows no cost for an expert without a rate", () => {
    render(<MatchResultCard rank={1} result={{ ...result(null), hourlyRate: null }} request={request} selected={false} onSelectedChange={() => {}} />);
    expect(screen.queryByTestId("cost-estimate")).toBeNull();
    expect(screen.queryByText("Cost")).toBeNull();
  });
});

describe("MatchResultCard: vetting", () => {
  it("carries the vetting report: the technical score, the scorecard and the English level", () => {
    const at = "2031-03-04T10:00:00.000Z";
    const none = { score: null, scorecard: null, level: null, checked: null, clear: null };
    const vetting = {
      stages: [
        { stage: "technical" as const, outcome: "passed" as const, assessedAt: at, ...none, score: 91 },
        { stage: "interview" as const, outcome: "passed" as const, assessedAt: at, ...none, scorecard: { problemSolving: 5, systemDesign: 4, communication: 4 } },
        { stage: "english" as const, outcome: "passed" as const, assessedAt: at, ...none, level: "C2" as const },
      ],
      missing: ["cv" as const, "references" as const, "background" as const],
      complete: false,
    };
    render(<MatchResultCard rank={1} result={{ ...result(null), vetting }} request={request} selected={false} onSelectedChange={() => {}} />);
    const card = screen.getByRole("article", { name: "Ayesha Patel" });
    const report = screen.getByRole("group", { name: "Vetting" });
    expect(card.contains(report)).toBe(true);
    expect(report.textContent).toContain("91 / 100");
    expect(report.textContent).toContain("Problem solving 5/5 · System design 4/5 · Communication 4/5");
    expect(report.textContent).toContain("C2 (CEFR)");
    expect(report.textContent).toContain("3 of 6 stages passed");
  });

  it("shows no report when the answer has none", () => {
    render(<MatchResultCard rank={1} result={result(null)} request={request} selected={false} onSelectedChange={() => {}} />);
    expect(screen.queryByTestId("vetting-report")).toBeNull();
  });
});

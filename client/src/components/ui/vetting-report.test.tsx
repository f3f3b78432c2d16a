// The vetting report as clients, the talent and the console read it: each of the six stages, passed
// or failed on its date with its figure (the technical score, the scorecard, the English level,
// references and background), or still to come; the summary of how many have passed.
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { VettingReport as Report } from "@shared/contracts/vetting";
import { reportSummary, stageFigure, VettingReport } from "./vetting-report";

const at = "2031-03-04T10:00:00.000Z";
const none = { score: null, scorecard: null, level: null, checked: null, clear: null };

const complete: Report = {
  stages: [
    { stage: "cv", outcome: "passed", assessedAt: at, ...none },
    { stage: "technical", outcome: "passed", assessedAt: at, ...none, score: 84 },
    { stage: "interview", outcome: "passed", assessedAt: at, ...none, scorecard: { problemSolving: 4, systemDesign: 3, communication: 5 } },
    { stage: "english", outcome: "passed", assessedAt: at, ...none, level: "C1" },
    { stage: "references", outcome: "passed", assessedAt: at, ...none, checked: 3 },
    { stage: "background", outcome: "passed", assessedAt: at, ...none, clear: true },
  ],
  missing: [],
  complete: true,
};

const rowOf = (label: string) => screen.getByText(label).closest("li") as HTMLElement;

describe("VettingReport", () => {
  it("shows every stage passed with its date and figure", () => {
    render(<VettingReport report={complete} />);
    const report = screen.getByRole("group", { name: "Vetting" });
    expect(within(report).getByText("All six stages passed")).toBeTruthy();
    expect(rowOf("Technical assessment").textContent).toBe("Technical assessmentPassed · 4 Mar 2031 · 84 / 100");
    expect(rowOf("Interview").textContent).toContain("Problem solving 4/5 · System design 3/5 · Communication 5/5");
    expect(rowOf("English").textContent).toContain("C1 (CEFR)");
    expect(rowOf("References").textContent).toContain("3 checked");
    expect(rowOf("Background check").textContent).toContain("Clear");
    expect(rowOf("CV").textContent).toBe("CVPassed · 4 Mar 2031");
  });

  it("says which stages failed and which are still to come", () => {
    const partial: Report = {
      stages: [
        { stage: "technical", outcome: "passed", assessedAt: at, ...none, score: 72 },
        { stage: "english", outcome: "failed", assessedAt: at, ...none, level: "B2" },
      ],
      missing: ["cv", "interview", "english", "references", "background"],
      complete: false,
    };
    render(<VettingReport report={partial} title="Your vetting" toCome="Still to come" />);
    expect(screen.getByRole("group", { name: "Your vetting" })).toBeTruthy();
    expect(screen.getByText("1 of 6 stages passed")).toBeTruthy();
    expect(rowOf("English").textContent).toBe("EnglishFailed · 4 Mar 2031 · B2 (CEFR)");
    expect(rowOf("CV").textContent).toBe("CVStill to come");
    expect(rowOf("Interview").textContent).toBe("InterviewStill to come");
  });

  it("writes a record without figures (the migration's) as passed on its date alone", () => {
    const migrated: Report = { ...complete, stages: complete.stages.map((s) => ({ ...s, ...none })) };
    render(<VettingReport report={migrated} />);
    expect(rowOf("Technical assessment").textContent).toBe("Technical assessmentPassed · 4 Mar 2031");
  });

  it("adds what the console gives for a stage, and shows nothing it is not given", () => {
    render(<VettingReport report={complete} renderStage={(stage) => (stage === "english" ? <span>Notes: fluent</span> : null)} />);
    expect(rowOf("English").textContent).toContain("Notes: fluent");
    expect(screen.queryAllByText(/Notes:/)).toHaveLength(1);
  });

  it("words figures and the summary", () => {
    expect(stageFigure({ stage: "background", ...none, clear: false })).toBe("Not clear");
    expect(stageFigure({ stage: "references", ...none, checked: 0 })).toBe("0 checked");
    expect(stageFigure({ stage: "cv", ...none })).toBeNull();
    expect(reportSummary({ missing: ["cv"] })).toBe("5 of 6 stages passed");
  });
});

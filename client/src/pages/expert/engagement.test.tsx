// An engagement's page opens the week its address names (`?week=`, as a notice or its mail links to
// it), not the current or first week; without it, the first week of an engagement still to come.
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { Route } from "wouter";
import type { EngagementDetail } from "@shared/contracts/engagements";
import type { TimesheetWeek, TimesheetWeekSummary } from "@shared/contracts/timesheets";
import { trialOf } from "@shared/trial";
import { json, sentTo, stubFetch } from "@/test/fetch";
import { publicUser } from "@/test/fixtures";
import { renderWithApp } from "@/test/render";
import ExpertEngagementPage from "./engagement";
import { engagementDetail } from "@/features/engagements/components/test-fixtures";

beforeEach(() => {
  window.localStorage.setItem("user", JSON.stringify(publicUser({ id: 31, userType: "expert", firstName: "Grace" })));
  window.localStorage.setItem("userToken", "expert-token");
});

function engagement(): EngagementDetail {
  const e = engagementDetail({
    endDate: "2031-03-30",
    viewer: "expert",
    mayEndTrial: false,
    maySetApprover: false,
    estimate: { weeklyCents: 340_000, totalCents: 1_360_000 },
  });
  return { ...e, trial: trialOf(e, "2031-02-28") };
}

const WEEKS = ["2031-03-03", "2031-03-10", "2031-03-17", "2031-03-24"];

function week(weekStart: string): TimesheetWeek {
  const dates = Array.from({ length: 7 }, (_, i) => `2031-03-${String(Number(weekStart.slice(8)) + i).padStart(2, "0")}`);
  return {
    engagementId: 7,
    weekStart,
    weekEnd: dates[6],
    status: "submitted",
    totalMinutes: 480,
    saved: true,
    days: dates.map((date, i) => ({ date, minutes: i === 0 ? 480 : 0, inEngagement: true, hasCome: true })),
    submittedAt: "2031-03-21T16:00:00.000Z",
    disputedAt: null,
    disputeReason: null,
    approvedAt: null,
    autoApproved: false,
    agreedMinutes: 2400,
    excessMinutes: 0,
    autoApproveAt: "2031-03-26T16:00:00.000Z",
    locked: false,
    may: { edit: false, submit: false, answer: false },
  };
}

function renderPage(path: string) {
  const summaries: TimesheetWeekSummary[] = WEEKS.map((weekStart) => ({ weekStart, status: weekStart === "2031-03-17" ? "submitted" : "draft", totalMinutes: 0, saved: false }));
  const requests = stubFetch({
    "GET /api/engagements/7": json(200, engagement()),
    "GET /api/engagements/7/timesheets": json(200, summaries),
    "GET /api/engagements/7/timesheets/*": (r) => json(200, week(r.url.split("/").at(-1)!)),
    "GET /api/threads/*": () => {
      const res = json(200, []);
      res.headers.set("X-Total-Count", "0");
      return res;
    },
    "POST /api/threads/*": json(200, { read: 0 }),
  });
  renderWithApp(
    <Route path="/expert/engagements/:id">
      <ExpertEngagementPage />
    </Route>,
    { path },
  );
  return requests;
}

describe("ExpertEngagementPage: the week a link names", () => {
  it("opens the week of ?week= and picks it in the week list", async () => {
    const requests = renderPage("/expert/engagements/7?week=2031-03-17");
    expect(await screen.findByRole("heading", { name: "Week of Monday 17 March 2031" })).toBeTruthy();
    expect((screen.getByRole("combobox", { name: "Week" }) as HTMLSelectElement).value).toBe("2031-03-17");
    expect(sentTo(requests, "GET /api/engagements/7/timesheets/*").map((r) => r.url)).toEqual(["/api/engagements/7/timesheets/2031-03-17"]);
  });

  it("opens the first week when the address names none, or a week that is not the engagement's", async () => {
    renderPage("/expert/engagements/7?week=2030-01-06");
    expect(await screen.findByRole("heading", { name: "Week of Monday 3 March 2031" })).toBeTruthy();
  });
});

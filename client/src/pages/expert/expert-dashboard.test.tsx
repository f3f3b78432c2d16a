// The expert dashboard tells an inactive expert where their application stands: under review, or
// not approved with the team's reason (PRODUCT.md "Talent"); an active expert sees neither. Every
// expert sees their own stages of vetting and what is still to come.
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { OwnReview } from "@shared/contracts/experts";
import type { VettingReport } from "@shared/contracts/vetting";
import { json, stubFetch } from "@/test/fetch";
import { expertProfile, publicUser } from "@/test/fixtures";
import { renderWithApp } from "@/test/render";
import ExpertDashboardPage from "./expert-dashboard";

beforeEach(() => {
  window.localStorage.setItem("user", JSON.stringify(publicUser({ id: 31, userType: "expert", firstName: "Grace" })));
  window.localStorage.setItem("userToken", "expert-token");
});

const OWN_VETTING: VettingReport = {
  stages: [
    { stage: "cv", outcome: "passed", assessedAt: "2031-03-01T09:00:00.000Z", score: null, scorecard: null, level: null, checked: null, clear: null },
    { stage: "technical", outcome: "passed", assessedAt: "2031-03-02T09:00:00.000Z", score: 81, scorecard: null, level: null, checked: null, clear: null },
    { stage: "english", outcome: "failed", assessedAt: "2031-03-03T09:00:00.000Z", score: null, scorecard: null, level: "B2", checked: null, clear: null },
  ],
  missing: ["interview", "english", "references", "background"],
  complete: false,
};

function renderDashboard(isActive: boolean, review: OwnReview) {
  const paged = () => {
    const res = json(200, []);
    res.headers.set("X-Total-Count", "0");
    return res;
  };
  const requests = stubFetch({
    "GET /api/experts/profile/31": json(200, expertProfile({ isActive })),
    "GET /api/experts/me/review": json(200, review),
    "GET /api/experts/me/vetting": json(200, OWN_VETTING),
    "GET /api/availability/31": json(200, null),
    "GET /api/pre-bookings/expert/31": paged,
    "GET /api/engagements": paged,
    "GET /api/payouts/outlook": json(200, { nextPayoutDate: "2031-04-05", minutes: 0, usdCents: 0, zarCents: null, usdZarRate: null, holdReason: "no-bank-account", holdMessage: "No bank account yet." }),
    "GET /api/payouts/bank-account": json(200, null),
    "GET /api/payouts": paged,
    "GET /api/interviews": paged,
    "GET /api/notifications/preferences": json(200, { emailNotifications: true }),
    "GET /api/calendar": json(200, { path: null, createdAt: "2031-03-01T09:00:00.000Z" }),
    "GET /api/auth/account": json(200, { email: "grace@example.test", emailVerified: true, emailVerifiedAt: "2031-03-01T09:00:00.000Z" }),
  });
  renderWithApp(<ExpertDashboardPage />, { path: "/expert/dashboard" });
  return requests;
}

describe("ExpertDashboardPage: the application's status", () => {
  it("says the profile is under review while the team has not decided", async () => {
    renderDashboard(false, { reviewStatus: "pending", reviewedAt: null, rejectionReason: null });
    expect(await screen.findByText("Profile under review")).toBeTruthy();
    expect(await screen.findByText("Under review")).toBeTruthy();
    expect(screen.queryByText("Application not approved")).toBeNull();
  });

  it("says the application was not approved, with the team's reason, once it was rejected", async () => {
    renderDashboard(false, { reviewStatus: "rejected", reviewedAt: "2031-03-02T09:00:00.000Z", rejectionReason: "Please add a production Spark project." });
    const notice = (await screen.findByText("Application not approved")).closest("[role=status]") as HTMLElement;
    expect(notice.textContent).toContain("Reason: Please add a production Spark project.");
    expect(await screen.findByText("Not approved")).toBeTruthy();
    expect(screen.queryByText("Profile under review")).toBeNull();
  });

  it("shows neither to an active expert, and does not ask", async () => {
    const requests = renderDashboard(true, { reviewStatus: "approved", reviewedAt: "2031-03-02T09:00:00.000Z", rejectionReason: null });
    expect(await screen.findByText("Active")).toBeTruthy();
    expect(screen.queryByText("Profile under review")).toBeNull();
    expect(screen.queryByText("Application not approved")).toBeNull();
    expect(requests.some((r) => r.url.startsWith("/api/experts/me/review"))).toBe(false);
  });
});

describe("ExpertDashboardPage: the expert's own vetting", () => {
  it("lists the stages recorded, with dates and figures, and what is still to come", async () => {
    renderDashboard(false, { reviewStatus: "pending", reviewedAt: null, rejectionReason: null });
    const card = (await screen.findByRole("heading", { name: "Your vetting" })).parentElement as HTMLElement;
    expect(card.textContent).toContain("Still to come: Interview, English, References, Background check.");
    expect(card.textContent).toContain("2 of 6 stages passed");
    expect(card.textContent).toContain("81 / 100");
    expect(card.textContent).toContain("Failed · 3 Mar 2031 · B2 (CEFR)");
    expect((await screen.findByText("References")).closest("li")?.textContent).toBe("ReferencesStill to come");
  });
});

// A candidate's own profile says where their application stands: under review, or not approved
// with the team's reason; and which stages of vetting are done and which are still to come.
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { OwnReview } from "@shared/contracts/experts";
import { json, stubFetch } from "@/test/fetch";
import { candidateProfile, publicUser } from "@/test/fixtures";
import { renderWithApp } from "@/test/render";
import CandidateProfilePage from "./candidate-profile";

beforeEach(() => {
  window.localStorage.setItem("user", JSON.stringify(publicUser({ id: 44, userType: "candidate", firstName: "Sipho" })));
  window.localStorage.setItem("userToken", "candidate-token");
});

function renderPage(review: OwnReview) {
  stubFetch({
    "GET /api/candidate/profile": json(200, candidateProfile({ name: "Sipho Mthembu" })),
    "GET /api/experts/me/review": json(200, review),
    "GET /api/experts/me/vetting": json(200, { stages: [{ stage: "cv", outcome: "passed", assessedAt: "2031-03-01T09:00:00.000Z", score: null, scorecard: null, level: null, checked: null, clear: null }], missing: ["technical", "interview", "english", "references", "background"], complete: false }),
    "GET /api/notifications/preferences": json(200, { emailNotifications: true }),
    "GET /api/auth/account": json(200, { email: "sipho@example.test", emailVerified: true, emailVerifiedAt: "2031-03-01T09:00:00.000Z" }),
  });
  renderWithApp(<CandidateProfilePage />, { path: "/candidate/profile" });
}

describe("CandidateProfilePage: the application's status", () => {
  it("says the profile is under review while the team has not decided", async () => {
    renderPage({ reviewStatus: "pending", reviewedAt: null, rejectionReason: null });
    expect(await screen.findByText("Profile under review")).toBeTruthy();
  });

  it("says the application was not approved, with the reason", async () => {
    renderPage({ reviewStatus: "rejected", reviewedAt: "2031-03-02T09:00:00.000Z", rejectionReason: "We need more production Spark." });
    const notice = (await screen.findByText("Application not approved")).closest("[role=status]") as HTMLElement;
    expect(notice.textContent).toContain("Reason: We need more production Spark.");
    expect(screen.queryByText("Profile under review")).toBeNull();
  });
});

describe("CandidateProfilePage: their own vetting", () => {
  it("lists the stages done and those still to come", async () => {
    renderPage({ reviewStatus: "pending", reviewedAt: null, rejectionReason: null });
    const card = (await screen.findByRole("heading", { name: "Your vetting" })).parentElement as HTMLElement;
    expect(card.textContent).toContain("Still to come: Technical assessment, Interview, English, References, Background check.");
    expect(card.textContent).toContain("1 of 6 stages passed");
  });
});

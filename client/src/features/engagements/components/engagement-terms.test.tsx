// The terms as a party sees them: both acceptances, the text, and accepting it with the SHA-256 of
// exactly the text shown (the server refuses any other with 409, and the page then shows the current
// text).
import { createHash } from "node:crypto";
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { EngagementDetail } from "@shared/contracts/engagements";
import { apiError, json, stubFetch } from "@/test/fetch";
import { formatMoment } from "@/lib/calendar-date";
import { renderWithApp } from "@/test/render";
import { EngagementTerms } from "./engagement-terms";
import { engagementDetail } from "./test-fixtures";

beforeEach(() => {
  window.localStorage.setItem("user", JSON.stringify({ id: 12, userType: "client" }));
  window.localStorage.setItem("userToken", "client-token");
});

const TEXT = "ENGAGEMENT AGREEMENT\nEngagement 7 (pre-booking 3), terms version 1\n\nThe client: Ada Lovelace, for Northwind.\nThe hourly rate is USD 85.00 — fixed.";

function engagement(overrides: Partial<EngagementDetail> = {}): EngagementDetail {
  return engagementDetail({
    status: "awaiting_acceptance",
    clientAcceptedAt: null,
    activatedAt: null,
    terms: { version: 1, text: TEXT, sha256: createHash("sha256").update(TEXT, "utf8").digest("hex") },
    mayAccept: true,
    mayEndTrial: false,
    maySetApprover: false,
    workStarted: false,
    trial: { lastDay: "2031-04-01", open: false },
    ...overrides,
  });
}

describe("EngagementTerms", () => {
  it("shows each acceptance and the text, and accepts with the SHA-256 of the text shown once the reader ticks the box", async () => {
    const e = engagement();
    const requests = stubFetch({ "POST /api/engagements/7/accept": json(200, { ...e, clientAcceptedAt: "2031-03-02T10:00:00.000Z", mayAccept: false, status: "active" }) });
    const { user } = renderWithApp(<EngagementTerms engagement={e} />);
    expect(screen.getByText("Ada Lovelace (you)")).toBeTruthy();
    expect(screen.getByText("Not accepted yet")).toBeTruthy();
    expect(screen.getByText(/^Accepted /)).toBeTruthy();
    expect(screen.getByLabelText("The terms").textContent).toBe(TEXT);
    const accept = screen.getByRole("button", { name: "Accept the terms" }) as HTMLButtonElement;
    expect(accept.disabled).toBe(true);
    await user.click(screen.getByRole("checkbox", { name: "I have read these terms and accept them." }));
    await user.click(accept);
    await waitFor(() => expect(requests.some((r) => r.method === "POST")).toBe(true));
    expect(requests.find((r) => r.method === "POST")!.body).toEqual({ sha256: e.terms.sha256 });
    expect(await screen.findByText("Terms accepted")).toBeTruthy();
  });

  it("gives each acceptance's time in the reader's saved zone, not the browser's", () => {
    // The browser runs in UTC; 09:00 UTC is 04:00 in New York and 11:00 in Johannesburg.
    const at = "2031-03-01T09:00:00.000Z";
    const e = engagement({ client: { id: 12, name: "Ada Lovelace", companyName: "Northwind", timeZone: "America/New_York" }, clientAcceptedAt: at, expertAcceptedAt: at });
    const { unmount } = renderWithApp(<EngagementTerms engagement={e} />);
    const shown = () => screen.getAllByText(/^Accepted /).map((el) => el.textContent);
    expect(shown()).toEqual([`Accepted ${formatMoment(at, "America/New_York")}`, `Accepted ${formatMoment(at, "America/New_York")}`]);
    expect(shown()[0]).toMatch(/\b4:00\b/);
    unmount();
    renderWithApp(<EngagementTerms engagement={{ ...e, viewer: "expert" }} />);
    expect(shown()[0]).toBe(`Accepted ${formatMoment(at, "Africa/Johannesburg")}`);
    expect(shown()[0]).toMatch(/\b11:00\b/);
  });

  it("says so when the terms changed meanwhile, and offers nothing to a party who has accepted", async () => {
    stubFetch({
      "POST /api/engagements/7/accept": apiError(409, "conflict", "These terms have changed since you opened them. Please read the current terms and accept them again."),
      "GET /api/engagements/7": json(200, engagement()),
    });
    const { user, rerender } = renderWithApp(<EngagementTerms engagement={engagement()} />);
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Accept the terms" }));
    expect(await screen.findByText(/These terms have changed since you opened them/)).toBeTruthy();
    rerender(<EngagementTerms engagement={engagement({ mayAccept: false, clientAcceptedAt: "2031-03-02T10:00:00.000Z" })} />);
    expect(screen.queryByRole("button", { name: "Accept the terms" })).toBeNull();
  });

  it("asks the expert of an active engagement from before their agreement to accept it, with its SHA-256", async () => {
    const AGREEMENT = "EXPERT AGREEMENT\nEngagement 7 (pre-booking 3), terms version 1\n\nYour pay is USD 68.00 an hour.";
    const e = engagement({
      viewer: "expert",
      status: "active",
      workStarted: true,
      clientAcceptedAt: "2031-03-02T10:00:00.000Z",
      terms: { version: 1, text: AGREEMENT, sha256: createHash("sha256").update(AGREEMENT, "utf8").digest("hex") },
    });
    const requests = stubFetch({ "POST /api/engagements/7/accept": json(200, { ...e, mayAccept: false }) });
    const { user } = renderWithApp(<EngagementTerms engagement={e} />);
    expect(screen.getByRole("heading", { name: "Your agreement, version 1" })).toBeTruthy();
    expect(screen.getByText(/Your expert agreement, with your pay, payout date and currency, is new/)).toBeTruthy();
    await user.click(screen.getByRole("checkbox", { name: "I have read these terms and accept them." }));
    await user.click(screen.getByRole("button", { name: "Accept the terms" }));
    await waitFor(() => expect(requests.find((r) => r.method === "POST")?.body).toEqual({ sha256: e.terms.sha256 }));
  });
});

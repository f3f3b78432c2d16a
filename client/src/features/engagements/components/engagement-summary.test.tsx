// An engagement's cost: the estimate of its terms and what was approved and billed to date, in the
// reader's words (the expert reads expected earnings).
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { EngagementDetail } from "@shared/contracts/engagements";
import { formatMoment } from "@/lib/calendar-date";
import { EngagementSummary } from "./engagement-summary";
import { engagementDetail } from "./test-fixtures";

function engagement(viewer: EngagementDetail["viewer"]): EngagementDetail {
  return engagementDetail({
    hourlyRateCents: 8550,
    endDate: "2031-04-13",
    viewer,
    mayEndTrial: false,
    maySetApprover: false,
    estimate: { weeklyCents: 342_000, totalCents: 2_052_000 },
    toDate: { approvedHours: 38.5, approvedCents: 329_176, billedCents: 324_901 },
  });
}

describe("EngagementSummary: cost", () => {
  it("shows the client the expected cost and what was approved and billed to date", () => {
    render(<EngagementSummary engagement={engagement("client")} />);
    screen.getByText("Expected cost");
    expect(screen.getByTestId("cost-estimate").textContent).toContain("≈ $3,420 a week · $20,520 in total");
    expect(screen.getByTestId("engagement-to-date").textContent).toBe("38.5 hours approved ($3,291.76) · $3,249.01 billed");
  });

  it("tells the client's company which of its members booked it; the expert reads the client and company", () => {
    const { unmount } = render(<EngagementSummary engagement={engagement("client")} />);
    expect(screen.getByTestId("engagement-booked-by").textContent).toBe("Ada Lovelace");
    unmount();
    render(<EngagementSummary engagement={engagement("expert")} />);
    expect(screen.queryByTestId("engagement-booked-by")).toBeNull();
    screen.getByText("Ada Lovelace (Northwind)");
  });

  it("shows the expert the same figures as their expected earnings", () => {
    render(<EngagementSummary engagement={engagement("expert")} />);
    screen.getByText("Expected earnings");
    expect(screen.queryByText("Expected cost")).toBeNull();
    expect(screen.getByTestId("engagement-to-date").textContent).toBe("38.5 hours approved ($3,291.76) · $3,249.01 invoiced to the client");
  });
});

describe("EngagementSummary: when it ended", () => {
  const ended = "2031-04-13T22:30:00.000Z";

  // 22:30 UTC (the browser's zone here) is 23:30 in London (summer time) and 00:30 the next day in Johannesburg.
  it.each([
    ["client", "Europe/London", /^Apr 13, 2031, 11:30\sPM$/],
    ["expert", "Africa/Johannesburg", /^Apr 14, 2031, 12:30\sAM$/],
  ] as const)("is shown to the %s in their saved zone (%s), not the browser's", (viewer, zone, reads) => {
    const e = { ...engagement(viewer), status: "ended" as const, endedAt: ended, endReason: null };
    render(<EngagementSummary engagement={e} />);
    const shown = screen.getByText("Ended", { selector: "dt" }).nextElementSibling!.textContent;
    expect(shown).toBe(formatMoment(ended, zone));
    expect(shown).toMatch(reads);
  });
});

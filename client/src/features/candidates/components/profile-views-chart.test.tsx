// The last 30 days of 'Profile Views' on the candidate profile: bars for the eye, a table and a
// summary for screen readers, and the total in Quick Stats.
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { candidateProfile } from "@/test/fixtures";
import { ProfileViewsChart, type DayViews } from "./profile-views-chart";
import { QuickStats } from "./quick-stats";

function month(views: (day: number) => number): DayViews[] {
  return Array.from({ length: 30 }, (_, i) => ({ day: `2031-03-${String(i + 1).padStart(2, "0")}`, views: views(i) }));
}

describe("ProfileViewsChart", () => {
  it("draws a bar per day sized against the busiest day, hidden from screen readers", () => {
    render(<ProfileViewsChart days={month((i) => (i === 29 ? 4 : i === 10 ? 2 : 0))} />);
    const svg = screen.getByTestId("profile-views-bars");
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    const bars = svg.querySelectorAll("rect");
    expect(bars).toHaveLength(30);
    const heights = [...bars].map((b) => Number(b.getAttribute("height")));
    expect(heights[29]).toBeGreaterThan(heights[10]);
    expect(heights[10]).toBeGreaterThan(0);
    expect(heights[0]).toBe(0);
  });

  it("gives the same figures as a summary and a table", () => {
    render(<ProfileViewsChart days={month((i) => (i === 29 ? 4 : i === 10 ? 2 : 0))} />);
    expect(screen.getByRole("figure", { name: /last 30 days: 6 views from 1 mar to 30 mar/i })).toBeTruthy();
    const table = screen.getByRole("table", { name: /profile views per day/i });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(31);
    expect(within(rows[30]).getByRole("rowheader").textContent).toBe("30 Mar");
    expect(within(rows[30]).getByRole("cell").textContent).toBe("4");
  });

  it("says one view in the singular, and draws nothing when there are no days", () => {
    const { unmount } = render(<ProfileViewsChart days={month((i) => (i === 3 ? 1 : 0))} />);
    expect(screen.getByRole("figure", { name: /1 view from/i })).toBeTruthy();
    unmount();
    render(<ProfileViewsChart days={[]} />);
    expect(screen.getByText(/no views recorded yet/i)).toBeTruthy();
    expect(screen.queryByTestId("profile-views-bars")).toBeNull();
  });
});

describe("QuickStats", () => {
  it("shows the total and, with the recent days, the chart", () => {
    render(<QuickStats profile={candidateProfile({ profileViews: 12, recentViews: month((i) => (i === 5 ? 3 : 0)) })} />);
    expect(screen.getByTestId("stat-profile-views").textContent).toBe("12");
    expect(screen.getByRole("table", { name: /profile views per day/i })).toBeTruthy();
  });
});

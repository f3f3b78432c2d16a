// The 14-day clock gives its deadline in the reader's zone and says which zone that is.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatMoment } from "@/lib/calendar-date";
import { renderWithApp } from "@/test/render";
import { ShortlistClock } from "./shortlist-clock";

describe("ShortlistClock", () => {
  it("names the zone of its deadline", () => {
    const dueAt = "2031-03-24T12:00:00.000Z";
    renderWithApp(<ShortlistClock requisition={{ dueAt, shortlistedAt: null, missedGuarantee: false, clock: { share: 0.5, daysUsed: 7, text: "7 days left" } }} />);
    const shown = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(new Date(dueAt));
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone.split("/").pop()!.replace(/_/g, " ");
    expect(screen.getByText(/^Due by/).textContent).toBe(`Due by ${shown} (${zone} time)`);
  });

  it("gives it in the reader's saved zone, named, rather than the browser's", () => {
    const dueAt = "2031-03-24T12:00:00.000Z";
    renderWithApp(
      <ShortlistClock timeZone="America/New_York" requisition={{ dueAt, shortlistedAt: null, missedGuarantee: false, clock: { share: 0.5, daysUsed: 7, text: "7 days left" } }} />,
    );
    // 12:00 UTC (the browser's zone here) is 08:00 in New York (summer time).
    expect(screen.getByText(/^Due by/).textContent).toBe(`Due by ${formatMoment(dueAt, "America/New_York")} (New York time)`);
    expect(document.querySelector("time")!.textContent).toMatch(/\b8:00\b/);
  });
});

// The 14-day clock gives its deadline in the reader's zone and says which zone that is.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
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
});

// The console's trial figures: each count over 90 days and all time, and a failure to load said.
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { apiError, json, stubFetch } from "@/test/fetch";
import { renderWithApp } from "@/test/render";
import { TrialFigures } from "./trial-figures";

beforeEach(() => {
  window.localStorage.setItem("adminToken", "admin-token");
});

describe("TrialFigures", () => {
  it("shows ends in the trial and free replacements, last 90 days and in all", async () => {
    stubFetch({
      "GET /api/admin/engagements/trial-figures": json(200, {
        windowDays: 90,
        trialsEnded: { window: 3, allTime: 7 },
        replacementsOpened: { window: 2, allTime: 6 },
        replacementsFilled: { window: 1, allTime: 4 },
      }),
    });
    renderWithApp(<TrialFigures />);
    await screen.findByRole("heading", { name: "The 30-day trial" });
    const tile = (label: string) => screen.getByText(label).closest("div")!;
    expect(tile("Ended in the trial").querySelector("[data-value]")!.textContent).toBe("3");
    expect(tile("Ended in the trial").textContent).toContain("in the last 90 days · 7 in all");
    expect(tile("Free replacements opened").querySelector("[data-value]")!.textContent).toBe("2");
    expect(tile("Free replacements filled").textContent).toContain("4 in all");
  });

  it("says when the figures cannot be loaded", async () => {
    stubFetch({ "GET /api/admin/engagements/trial-figures": apiError(500, "internal", "Something went wrong") });
    renderWithApp(<TrialFigures />);
    expect(await screen.findByText("Could not load the trial figures.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});

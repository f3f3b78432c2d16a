import { describe, expect, it } from "vitest";
import { dependsOnFreeDays } from "./query-keys";

describe("what a new pre-booking makes stale", () => {
  it("is the team plans, the matches and the expert searches with a window", () => {
    expect(dependsOnFreeDays(["/api/dream-teams", 7, "plan", { weeks: 4 }])).toBe(true);
    expect(dependsOnFreeDays(["/api/match", { mustHave: ["Python"] }])).toBe(true);
    expect(dependsOnFreeDays(["/api/experts", { availableFrom: "2031-04-07", weeks: 4, limit: 12 }, "pages"])).toBe(true);
  });

  it("leaves every other list", () => {
    expect(dependsOnFreeDays(["/api/dream-teams", { limit: 20, offset: 0 }])).toBe(false);
    expect(dependsOnFreeDays(["/api/dream-teams/client", 12])).toBe(false);
    expect(dependsOnFreeDays(["/api/experts", { q: "spark", limit: 12 }, "pages"])).toBe(false);
    expect(dependsOnFreeDays(["/api/skills", { q: "py", limit: 8 }])).toBe(false);
    expect(dependsOnFreeDays(["/api/pre-bookings/client", 12])).toBe(false);
  });
});

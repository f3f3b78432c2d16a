import { describe, expect, it } from "vitest";
import { formatDay, formatRate, rangeLabel } from "./format";

describe("rangeLabel", () => {
  it("names the rows on screen and the total, with '+' when the server stopped counting", () => {
    expect(rangeLabel(0, 20, 57)).toBe("Showing 1–20 of 57");
    expect(rangeLabel(40, 17, 57)).toBe("Showing 41–57 of 57");
    expect(rangeLabel(980, 20, 1000, true)).toBe("Showing 981–1000 of 1000+");
    expect(rangeLabel(0, 0, 0)).toBeNull();
  });
});

describe("formatDay and formatRate", () => {
  it("keeps calendar days on their date and says when there is no rate", () => {
    expect(formatDay("2026-12-31")).toMatch(/31/);
    expect(formatDay("2026-12-31T23:30:00Z")).toMatch(/31/);
    expect(formatRate(null)).toBe("No rate set");
    expect(formatRate(65)).toBe("$65/hr");
  });
});

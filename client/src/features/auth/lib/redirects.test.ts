import { describe, expect, it } from "vitest";
import { dashboardPathFor, safeNextPath } from "./redirects";

describe("dashboardPathFor", () => {
  it("sends clients and experts to their dashboards and anyone else home", () => {
    expect(dashboardPathFor("client")).toBe("/client/dashboard");
    expect(dashboardPathFor("expert")).toBe("/expert/dashboard");
    expect(dashboardPathFor("candidate")).toBe("/");
    expect(dashboardPathFor(undefined)).toBe("/");
  });
});

describe("safeNextPath", () => {
  it("keeps same-site paths", () => {
    expect(safeNextPath("/candidate/upload")).toBe("/candidate/upload");
    expect(safeNextPath("/blog?tag=ai#top")).toBe("/blog?tag=ai#top");
  });
  it("refuses other sites and junk", () => {
    for (const bad of [null, "", "https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)", "/x\ny"]) {
      expect(safeNextPath(bad)).toBeNull();
    }
  });
});

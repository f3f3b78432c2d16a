import { describe, expect, it } from "vitest";
import { normaliseFilters, searchQueryString } from "./search-params";

describe("expert search parameters", () => {
  it("drops blank text, 'all' skills and empty or invalid rates", () => {
    expect(normaliseFilters({ q: "  ", skill: "all", maxRate: "" })).toEqual({});
    expect(normaliseFilters({ q: " spark ", skill: "Python", maxRate: " 60 " })).toEqual({ q: "spark", skill: "Python", maxRate: "60" });
    expect(normaliseFilters({ maxRate: "cheap" })).toEqual({});
    expect(normaliseFilters({ maxRate: 0 })).toEqual({ maxRate: "0" });
  });

  it("builds the query string with the page", () => {
    expect(searchQueryString({ q: "ml eng", skill: "All" }, { limit: 12 })).toBe("q=ml+eng&limit=12");
    expect(searchQueryString({ maxRate: 70 }, { limit: 20, offset: 40 })).toBe("maxRate=70&limit=20&offset=40");
  });
});

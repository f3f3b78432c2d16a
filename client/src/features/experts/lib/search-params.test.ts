import { describe, expect, it } from "vitest";
import { nextOffset, normaliseFilters, searchQueryString } from "./search-params";

describe("expert search parameters", () => {
  it("drops blank text, 'all' skills and empty or invalid rates", () => {
    expect(normaliseFilters({ q: "  ", skill: "all", maxRate: "" })).toEqual({});
    expect(normaliseFilters({ q: " spark ", skill: "Python", maxRate: " 60 " })).toEqual({ q: "spark", skill: "Python", maxRate: 60 });
    expect(normaliseFilters({ maxRate: "cheap" })).toEqual({});
    expect(normaliseFilters({ maxRate: 0 })).toEqual({ maxRate: 0 });
  });

  it("keeps an availability window only with its start date, weeks within 1 to 104 (else one week)", () => {
    expect(normaliseFilters({ weeks: 6 })).toEqual({});
    expect(normaliseFilters({ availableFrom: "2031-04-07", weeks: "6" })).toEqual({ availableFrom: "2031-04-07", weeks: 6 });
    expect(normaliseFilters({ availableFrom: "2031-04-07", weeks: "" })).toEqual({ availableFrom: "2031-04-07", weeks: 1 });
    expect(normaliseFilters({ availableFrom: "2031-04-07", weeks: 500 })).toEqual({ availableFrom: "2031-04-07", weeks: 1 });
    expect(normaliseFilters({ availableFrom: "next week", weeks: 4 })).toEqual({});
  });

  it("builds the query string with the page", () => {
    expect(searchQueryString({ skill: "Spark", availableFrom: "2031-04-07", weeks: 12 }, { limit: 12 })).toBe("skill=Spark&availableFrom=2031-04-07&weeks=12&limit=12");
    expect(searchQueryString({ q: "ml eng", skill: "All" }, { limit: 12 })).toBe("q=ml+eng&limit=12");
    expect(searchQueryString({ maxRate: 70 }, { limit: 20, offset: 40 })).toBe("maxRate=70&limit=20&offset=40");
  });
});

describe("nextOffset", () => {
  const page = (offset: number, count: number, total: number, capped = false) => ({ experts: Array.from({ length: count }), offset, total, capped });
  it("continues while full pages leave matches unseen", () => {
    expect(nextOffset(page(0, 20, 45), 20)).toBe(20);
    expect(nextOffset(page(20, 20, 45), 20)).toBe(40);
    expect(nextOffset(page(40, 5, 45), 20)).toBeUndefined();
    expect(nextOffset(page(20, 20, 40), 20)).toBeUndefined();
  });
  it("keeps going past a capped total", () => {
    expect(nextOffset(page(980, 20, 1000, true), 20)).toBe(1000);
    expect(nextOffset(page(1000, 20, 1000, true), 20)).toBe(1020);
    expect(nextOffset(page(1020, 7, 1000, true), 20)).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { joinPages, nextPageOffset } from "./paged-list";

const page = (ids: number[], total: number) => ({ items: ids.map((id) => ({ id })), total, capped: false });

describe("nextPageOffset", () => {
  it("asks for the rows after those loaded until the total is reached", () => {
    const first = page([5, 4], 5);
    expect(nextPageOffset(first, [first])).toBe(2);
    const second = page([3, 2], 5);
    expect(nextPageOffset(second, [first, second])).toBe(4);
    const last = page([1], 5);
    expect(nextPageOffset(last, [first, second, last])).toBeUndefined();
  });

  it("stops on an empty page even when the total says more (rows deleted meanwhile)", () => {
    const first = page([5, 4], 5);
    const empty = page([], 5);
    expect(nextPageOffset(empty, [first, empty])).toBeUndefined();
  });
});

describe("joinPages", () => {
  it("joins the pages in order, shows a row that moved down a page once, and takes the latest total", () => {
    // A new row (6) arrived before the second page was read, pushing 4 onto it.
    expect(joinPages([page([5, 4], 5), page([4, 3], 6)])).toEqual({ items: [{ id: 5 }, { id: 4 }, { id: 3 }], total: 6 });
    expect(joinPages([])).toEqual({ items: [], total: 0 });
  });
});

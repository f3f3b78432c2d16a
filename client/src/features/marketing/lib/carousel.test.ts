import { describe, expect, it } from "vitest";
import { CAROUSEL_SLIDES, CAROUSEL_STEP_PX } from "@shared/site";
import { nextIndex, previousIndex, trackOffset } from "./carousel";

describe("carousel index", () => {
  it("walks 0 to 7 and wraps back to 0", () => {
    const seen: number[] = [];
    let index = 0;
    for (let i = 0; i < 9; i++) {
      seen.push(index);
      index = nextIndex(index, CAROUSEL_SLIDES);
    }
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 0]);
  });

  it("goes back from 0 to 7", () => {
    expect(previousIndex(0, CAROUSEL_SLIDES)).toBe(7);
    expect(previousIndex(5, CAROUSEL_SLIDES)).toBe(4);
  });

  it("moves the track by 344 px per slide", () => {
    expect(trackOffset(0, CAROUSEL_STEP_PX)).toBe(-0);
    expect(trackOffset(3, CAROUSEL_STEP_PX)).toBe(-1032);
  });
});

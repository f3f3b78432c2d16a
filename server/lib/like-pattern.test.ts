import { describe, expect, it } from "vitest";
import { likeContainsPattern } from "./like-pattern";

describe("likeContainsPattern", () => {
  it("wraps the text for a contains match and keeps its case", () => {
    expect(likeContainsPattern("Thandi")).toBe("%Thandi%");
  });

  it("escapes the LIKE wildcards and the escape character", () => {
    expect(likeContainsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});

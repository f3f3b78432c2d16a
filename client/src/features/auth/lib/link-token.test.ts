import { describe, expect, it } from "vitest";
import { tokenFromHash } from "./link-token";

describe("tokenFromHash", () => {
  it("reads the token of a link's fragment", () => {
    expect(tokenFromHash("#token=abc-DEF_123")).toBe("abc-DEF_123");
    expect(tokenFromHash("token=xyz")).toBe("xyz");
  });
  it("is null without one", () => {
    expect(tokenFromHash("")).toBeNull();
    expect(tokenFromHash("#token=")).toBeNull();
    expect(tokenFromHash("#other=1")).toBeNull();
  });
});

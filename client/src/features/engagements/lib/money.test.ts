import { describe, expect, it } from "vitest";
import { centsOf, dollarsOf } from "./money";

describe("dollars and cents", () => {
  it("reads what an admin types as whole cents", () => {
    expect(centsOf("85")).toBe(8500);
    expect(centsOf("85.5")).toBe(8550);
    expect(centsOf(" 85.05 ")).toBe(8505);
    expect(centsOf("1,250.99")).toBe(125099);
    expect(centsOf("0.1")).toBe(10);
  });

  it("refuses what is no amount", () => {
    for (const text of ["", "abc", "85.555", "-5", "1e3", "85."]) expect(centsOf(text), text).toBeNull();
  });

  it("writes cents back as dollars", () => {
    expect(dollarsOf(8550)).toBe("85.50");
    expect(dollarsOf(7)).toBe("0.07");
  });
});

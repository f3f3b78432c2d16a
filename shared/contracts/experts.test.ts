import { describe, expect, it } from "vitest";
import { expertSearchQuerySchema } from "./experts";

describe("expertSearchQuerySchema", () => {
  it("takes a fractional maximum rate as the whole dollars below it", () => {
    expect(expertSearchQuerySchema.parse({ maxRate: "1.5" }).maxRate).toBe(1);
    expect(expertSearchQuerySchema.parse({ maxRate: "60.99" }).maxRate).toBe(60);
    expect(expertSearchQuerySchema.parse({ maxRate: "60" }).maxRate).toBe(60);
    expect(expertSearchQuerySchema.parse({ maxRate: "" }).maxRate).toBeUndefined();
    expect(expertSearchQuerySchema.parse({}).maxRate).toBeUndefined();
  });

  it("still refuses rates that are not numbers or out of range", () => {
    for (const maxRate of ["cheap", "-0.5", "1e7", "NaN"]) expect(expertSearchQuerySchema.safeParse({ maxRate }).success, maxRate).toBe(false);
  });
});

// The one conversion of a payout from USD to ZAR cents: half up once, exact for every amount and rate.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decimalCents, formatZarCents, normalRate, rateTenThousandths, usdToZarCents } from "./money";

const rateArb = fc
  .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 4 }))
  .filter(([whole, frac]) => whole > 0 || frac > 0)
  .map(([whole, frac, places]) => (places === 0 ? String(whole || 1) : `${whole}.${String(frac).padStart(4, "0").slice(0, places)}`))
  .filter((r) => rateTenThousandths(r) !== null);

describe("usdToZarCents", () => {
  it("is the exact product rounded half up: within half a cent, and a tie goes up", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), rateArb, (usd, rate) => {
        const zar = BigInt(usdToZarCents(usd, rate));
        const exact = BigInt(usd) * rateTenThousandths(rate)!; // ZAR cents × 10,000
        // zar − ½ ≤ exact/10,000 < zar + ½
        expect(zar * 10_000n - 5_000n <= exact).toBe(true);
        expect(exact < zar * 10_000n + 5_000n).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it("never depends on how the rate is written, and grows with the amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), rateArb, (usd, more, rate) => {
        expect(usdToZarCents(usd, rate)).toBe(usdToZarCents(usd, normalRate(rate)));
        expect(usdToZarCents(usd + more, rate)).toBeGreaterThanOrEqual(usdToZarCents(usd, rate));
      }),
    );
  });

  it("rounds a half cent up once, and only once", () => {
    // $0.01 at 18.5 is 18.5 rand cents: 19.
    expect(usdToZarCents(1, "18.5")).toBe(19);
    // $0.01 at 18.4999 is 18.4999 cents: 18.
    expect(usdToZarCents(1, "18.4999")).toBe(18);
    // $1,234.56 at 18.4321 = R22,755.53 (2,275,553.3376 cents).
    expect(usdToZarCents(123_456, "18.4321")).toBe(2_275_553);
    expect(usdToZarCents(0, "18.4321")).toBe(0);
  });

  it("refuses what is no rate", () => {
    for (const bad of ["0", "0.0000", "-1", "18.43215", "abc", "", "1e3", "18,43"]) {
      expect(rateTenThousandths(bad)).toBeNull();
      expect(() => usdToZarCents(100, bad)).toThrow(RangeError);
    }
  });

  it("writes rand and bank decimals", () => {
    expect(formatZarCents(2_275_553)).toBe("R22,755.53");
    expect(decimalCents(2_275_553)).toBe("22755.53");
    expect(decimalCents(5)).toBe("0.05");
    expect(normalRate("18.5")).toBe("18.5000");
  });
});

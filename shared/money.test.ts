// Money's rules against references written another way: rounding half up checked as an inequality
// on exact BigInt rationals, sums against BigInt sums, formatting against a digit-by-digit reading.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  centsToDollars,
  creditForCents,
  dollarsInput,
  dollarsToCents,
  formatCents,
  formatCurrencyCents,
  formatDollarRate,
  formatDollars,
  formatWholeRand,
  formatZarCents,
  payRateCents,
  statementAmountCents,
  formatHours,
  formatRate,
  formatWholeDollars,
  lineAmountCents,
  parseDollars,
  rateInCents,
  rateInDollars,
  sumCents,
  totalsOf,
} from "./money";

const INT4_MAX = 2 ** 31 - 1;
/** Timesheet minutes: quarter hours. A line holds one week's days in one month: at most 7 × 12 hours. */
const weekMinutes = fc.integer({ min: 0, max: 7 * 48 }).map((q) => q * 15);
/** Any rate an engagement can hold, in cents. */
const rateCents = fc.integer({ min: 1, max: INT4_MAX });

/** The defining inequality of half up: n − ½ ≤ minutes × rate / 60 < n + ½, in integers. */
function isHalfUpOf(n: number, minutes: number, rate: number) {
  const twice = 2n * BigInt(minutes) * BigInt(rate);
  const big = BigInt(n);
  return 120n * big - 60n <= twice && twice < 120n * big + 60n;
}

/** "$1,234.56" back to cents, reading the digits only. */
function parseFormatted(text: string): bigint {
  const match = /^(-?)\$(\d{1,3}(?:,\d{3})*)\.(\d{2})$/.exec(text);
  if (!match) throw new Error(`not a formatted amount: ${text}`);
  const cents = BigInt(match[2].replaceAll(",", "")) * 100n + BigInt(match[3]);
  return match[1] ? -cents : cents;
}

describe("a line's amount", () => {
  it("is minutes × rate / 60 rounded half up, for any hours and rates", () => {
    fc.assert(
      fc.property(weekMinutes, rateCents, (minutes, rate) => {
        const amount = lineAmountCents(minutes, rate);
        expect(Number.isSafeInteger(amount)).toBe(true);
        expect(isHalfUpOf(amount, minutes, rate)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("is exact where the product passes 2^53, which a float cannot hold", () => {
    // Both int4 at most; the product past 2^53 but the quotient still a safe integer.
    const minutes = fc.integer({ min: 4_200_000, max: 200_000_000 });
    fc.assert(
      fc.property(minutes, fc.integer({ min: 1_100_000_000, max: INT4_MAX }), (m, r) => {
        fc.pre(BigInt(m) * BigInt(r) > 2n ** 53n && (BigInt(m) * BigInt(r)) / 60n < 2n ** 53n);
        expect(isHalfUpOf(lineAmountCents(m, r), m, r)).toBe(true);
      }),
    );
    // A worked case: 4,999,999 min at $19,999,999.99/h; the product 9,999,997,995,000,001 is odd and above 2^53.
    const m = 4_999_999;
    const r = 1_999_999_999;
    expect(BigInt(m) * BigInt(r)).toBe(9_999_997_995_000_001n);
    expect(lineAmountCents(m, r)).toBe(166_666_633_250_000); // …000.0166 rounds down
  });

  it("rounds a half cent up and anything below it down", () => {
    expect(lineAmountCents(1, 30)).toBe(1); // 0.5 cents
    expect(lineAmountCents(1, 29)).toBe(0); // 0.483…
    expect(lineAmountCents(1, 90)).toBe(2); // 1.5
    expect(lineAmountCents(15, 8_502)).toBe(2_126); // a quarter hour at $85.02: 2125.5
    expect(lineAmountCents(45, 3_333)).toBe(2_500); // 2499.75
    expect(lineAmountCents(60, 8_500)).toBe(8_500);
    expect(lineAmountCents(0, 8_500)).toBe(0);
  });

  it("refuses fractions, negatives and amounts too large to hold exactly", () => {
    expect(() => lineAmountCents(7.5, 100)).toThrow(RangeError);
    expect(() => lineAmountCents(60, 85.5)).toThrow(RangeError);
    expect(() => lineAmountCents(-15, 100)).toThrow(RangeError);
    expect(() => lineAmountCents(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
  });
});

describe("totals", () => {
  const line = fc.record({ minutes: weekMinutes, rate: fc.integer({ min: 1, max: 1_000_000 }) });

  it("are the lines' amounts added up, for any hours and rates", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 60 }), fc.array(fc.integer({ min: -10_000_000, max: 0 }), { maxLength: 3 }), (hours, credits) => {
        const lines = [
          ...hours.map((l) => ({ kind: "hours" as const, amountCents: lineAmountCents(l.minutes, l.rate) })),
          ...credits.map((amountCents) => ({ kind: "credit" as const, amountCents })),
        ];
        const totals = totalsOf(lines);
        const reference = lines.reduce((sum, l) => sum + BigInt(l.amountCents), 0n);
        expect(BigInt(totals.totalCents)).toBe(reference);
        expect(totals.hoursCents + totals.creditsCents).toBe(totals.totalCents);
        expect(totals.creditsCents).toBeLessThanOrEqual(0);
        for (const t of Object.values(totals)) expect(Number.isSafeInteger(t)).toBe(true);
      }),
    );
  });

  it("come to zero when a credit refunds lines: the credit is their sum negated, not re-rounded", () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), (refunded) => {
        const amounts = refunded.map((l) => lineAmountCents(l.minutes, l.rate));
        const credit = creditForCents(amounts);
        expect(credit).toBeLessThanOrEqual(0);
        expect(sumCents([...amounts, credit])).toBe(0);
      }),
    );
    // Rounding each week and rounding the sum differ; the credit follows the lines.
    const weeks = [lineAmountCents(15, 8_502), lineAmountCents(15, 8_502)]; // 2125.5 → 2126, twice
    expect(lineAmountCents(30, 8_502)).toBe(4_251);
    expect(creditForCents(weeks)).toBe(-4_252);
  });

  it("are exact past 2^53 and refuse what no number can hold", () => {
    expect(sumCents([2 ** 52, 2 ** 52 - 1])).toBe(2 ** 53 - 1);
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
    expect(() => sumCents([0.1, 0.2])).toThrow(RangeError);
    expect(sumCents([])).toBe(0);
    expect(creditForCents([])).toBe(0);
  });
});

describe("formatting", () => {
  it("writes cents as dollars with thousands separators, credits with a minus", () => {
    expect(formatCents(0)).toBe("$0.00");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(123_456)).toBe("$1,234.56");
    expect(formatCents(100_000_000)).toBe("$1,000,000.00");
    expect(formatCents(-60_000)).toBe("-$600.00");
    expect(formatCents(-7)).toBe("-$0.07");
    expect(formatRate(8_500)).toBe("$85.00/h");
    expect(dollarsToCents(85)).toBe(8_500);
  });

  it("moves a whole-dollar rate to cents and back at the API's edge", () => {
    expect(rateInCents(85)).toBe(8_500);
    expect(rateInCents(null)).toBeNull();
    expect(rateInCents(undefined)).toBeNull();
    expect(rateInDollars(14_000)).toBe(140);
    expect(rateInDollars(null)).toBeNull();
    // Cents that are not whole dollars round half up, once.
    expect(centsToDollars(8_549)).toBe(85);
    expect(centsToDollars(8_550)).toBe(86);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (dollars) => {
        expect(centsToDollars(dollarsToCents(dollars))).toBe(dollars);
      }),
    );
  });

  it("reads back to the same cents for any amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        expect(parseFormatted(formatCents(cents))).toBe(BigInt(cents));
      }),
    );
  });

  it("writes another currency's cents by its code, and rand by its mark, the same way", () => {
    expect(formatCurrencyCents(123_456, "USD")).toBe("$1,234.56");
    expect(formatCurrencyCents(123_456, "EUR")).toBe("EUR 1,234.56");
    expect(formatCurrencyCents(-5, "GBP")).toBe("-GBP 0.05");
    expect(formatWholeRand(45_000)).toBe("R45,000");
    expect(formatWholeRand(0)).toBe("R0");
    fc.assert(
      fc.property(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        expect(formatCurrencyCents(cents, "EUR").replace("EUR ", "")).toBe(formatCents(cents).replace("$", ""));
        expect(formatZarCents(cents).replace("R", "")).toBe(formatCents(cents).replace("$", ""));
      }),
    );
  });

  it("writes minutes as hours, exact for quarter hours", () => {
    expect(formatHours(0)).toBe("0");
    expect(formatHours(15)).toBe("0.25");
    expect(formatHours(450)).toBe("7.5");
    expect(formatHours(2_400)).toBe("40");
    expect(formatHours(-2_250)).toBe("-37.5");
    expect(formatHours(20)).toBe("0.33");
    const quarterOf: Record<string, bigint> = { "": 0n, "25": 1n, "5": 2n, "75": 3n };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (quarters) => {
        const [whole, fraction = ""] = formatHours(quarters * 15).replaceAll(",", "").split(".");
        expect(BigInt(whole) * 4n + quarterOf[fraction]).toBe(BigInt(quarters));
      }),
    );
  });
});

describe("dollars and cents", () => {
  it("reads what an admin types as whole cents", () => {
    expect(parseDollars("85")).toBe(8500);
    expect(parseDollars("85.5")).toBe(8550);
    expect(parseDollars(" 85.05 ")).toBe(8505);
    expect(parseDollars("1,250.99")).toBe(125099);
    expect(parseDollars("0.1")).toBe(10);
  });

  it("refuses what is no amount", () => {
    for (const text of ["", "abc", "85.555", "-5", "1e3", "85."]) expect(parseDollars(text), text).toBeNull();
  });

  it("writes cents back as dollars", () => {
    expect(dollarsInput(8550)).toBe("85.50");
    expect(dollarsInput(7)).toBe("0.07");
  });
});

describe("whole dollars and rates", () => {
  it("rounds to whole dollars once, half up, for charts", () => {
    expect(formatWholeDollars(161_913)).toBe("$1,619");
    expect(formatWholeDollars(161_950)).toBe("$1,620");
    expect(formatWholeDollars(-161_950)).toBe("-$1,620");
    expect(formatWholeDollars(0)).toBe("$0");
    expect(formatWholeDollars(-49)).toBe("$0");
  });

  it("writes an expert's rate and a budget in whole dollars, as the API gives them", () => {
    expect(formatDollarRate(65)).toBe("$65/hr");
    expect(formatDollarRate(10_000)).toBe("$10,000/hr");
    expect(formatDollars(90)).toBe("$90");
  });

  it("writes the agreement's amounts with the currency's code", () => {
    expect(formatCents(8_550, "code")).toBe("USD 85.50");
    expect(formatCents(1_234_500, "code")).toBe("USD 12,345.00");
  });
});

describe("a statement's amounts", () => {
  it("are read to the cent exactly, signed, with no grouping and no fraction of a cent", () => {
    expect(statementAmountCents("1234.5")).toBe(123450);
    expect(statementAmountCents("1234.56")).toBe(123456);
    expect(statementAmountCents("  85 ")).toBe(8500);
    expect(statementAmountCents("-80.00")).toBe(-8000);
    expect(statementAmountCents("+0.07")).toBe(7);
    expect(statementAmountCents("9999999999999.99")).toBe(999999999999999);
    for (const bad of ["", "1,234.56", "12.345", "1e3", "abc", "12.", ".5", "--1"]) expect(statementAmountCents(bad)).toBeNull();
  });
});

describe("the expert's pay", () => {
  it("is the rate less the fee, the fee rounded half up once, so pay and fee add up to the rate", () => {
    expect(payRateCents(10_000, 20)).toBe(8_000);
    expect(payRateCents(8_502, 20)).toBe(6_802); // fee 1,700.4 → 1,700
    expect(payRateCents(8_503, 20)).toBe(6_802); // fee 1,700.6 → 1,701
    expect(payRateCents(8_510, 15)).toBe(7_233); // fee 1,276.5 → 1,277 (half up)
    expect(payRateCents(9_999, 0)).toBe(9_999);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 90 }), (rate, fee) => {
        const pay = payRateCents(rate, fee);
        const feeCents = rate - pay;
        // Half up: the fee is within half a cent of the exact share, and a tie goes up.
        expect(Math.abs(feeCents * 100 - rate * fee)).toBeLessThanOrEqual(50);
        expect(feeCents * 100 - rate * fee === -50).toBe(false);
      }),
    );
    expect(() => payRateCents(100, 101)).toThrow(RangeError);
  });
});

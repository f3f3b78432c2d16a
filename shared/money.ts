// Money, written once for both sides: integer USD cents from the database to the PDF, never a float.
//
// Why BigInt inside: a line's minutes and its rate in cents are each an int4 column (below 2^31), so
// their product can reach 2^62, past 2^53 where a JavaScript number stops holding every integer. The
// product limits in force keep real lines far lower, but a rule that is only right under today's
// limits breaks quietly the day a limit moves. BigInt makes the arithmetic exact for every input the
// columns can hold, and each result is checked to be a safe integer before it becomes a number.

import { daysBetween } from "./calendar";

/** An amount in USD cents: a whole number, negative for credits. */
export type Cents = number;

const MINUTES_PER_HOUR = 60n;

function wholeNumber(value: number, what: string): bigint {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a whole number, got ${value}`);
  return BigInt(value);
}

function toCents(value: bigint): Cents {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`An amount of ${value} cents is too large to hold exactly`);
  return n;
}

/**
 * The amount of one line: `minutes` × `rateCents` per hour ÷ 60, rounded half up once, to the
 * cent. The only rounding in the product: every line's amount comes from here, and totals are sums.
 * Half up on a non-negative quotient q = minutes × rate / 60 is floor(q + ½) = ⌊(minutes × rate + 30) / 60⌋.
 */
export function lineAmountCents(minutes: number, rateCents: number): Cents {
  const m = wholeNumber(minutes, "Minutes");
  const r = wholeNumber(rateCents, "A rate in cents");
  if (m < 0n || r < 0n) throw new RangeError("Minutes and rates are never negative; a credit is a negated sum of lines");
  return toCents((m * r + MINUTES_PER_HOUR / 2n) / MINUTES_PER_HOUR);
}

/** The business's share of an engagement's rate, in percent, unless an engagement was fixed with another. */
export const PLATFORM_FEE_PERCENT_DEFAULT = 20;

/**
 * What the expert earns an hour: the rate less the platform's percentage, the fee rounded half up
 * once to the cent (so the fee and the pay always add up to the rate). A line's pay is then
 * `lineAmountCents(minutes, payRateCents(rate, fee))`, rounded once like any line.
 */
export function payRateCents(rateCents: number, feePercent: number): Cents {
  const r = wholeNumber(rateCents, "A rate in cents");
  const p = wholeNumber(feePercent, "A fee in percent");
  if (r < 0n || p < 0n || p > 100n) throw new RangeError("A rate is never negative and a fee is 0 to 100 percent");
  const fee = (r * p + 50n) / 100n;
  return toCents(r - fee);
}

/** The sum of amounts in cents, exactly. */
export function sumCents(amounts: readonly Cents[]): Cents {
  let total = 0n;
  for (const a of amounts) total += wholeNumber(a, "An amount in cents");
  return toCents(total);
}

/**
 * The credit that cancels these lines to the cent: minus their sum. It is not re-rounded from the
 * minutes, so the lines and the credit together always come to exactly zero.
 */
export function creditForCents(amounts: readonly Cents[]): Cents {
  const sum = sumCents(amounts);
  return sum === 0 ? 0 : -sum;
}

export interface Totals {
  /** Sum of the hours lines. */
  hoursCents: Cents;
  /** Sum of the credit lines (zero or negative). */
  creditsCents: Cents;
  /** What is owed: hours plus credits. */
  totalCents: Cents;
}

/** An invoice's totals from its lines: each a plain sum, so the total is always the lines added up. */
export function totalsOf(lines: readonly { kind: "hours" | "credit"; amountCents: Cents }[]): Totals {
  const hoursCents = sumCents(lines.filter((l) => l.kind === "hours").map((l) => l.amountCents));
  const creditsCents = sumCents(lines.filter((l) => l.kind === "credit").map((l) => l.amountCents));
  return { hoursCents, creditsCents, totalCents: sumCents([hoursCents, creditsCents]) };
}

function grouped(digits: string) {
  return digits.replace(/\B(?=(\d{3})+$)/g, ",");
}

// --- the one way money is written ----------------------------------------------------------------
//
// Every amount shown, printed or mailed is written here: "$1,234.56", a credit "-$1,234.56". A chart
// or a whole-dollar rate rounds half up once to "$1,619"; an invoice line's rate is "$85.00/h", an
// expert's "$85/hr". The agreement writes its rate as "USD 85.50", as in the terms accepted so far
// (their SHA-256 is of that text).

/** Cents after a sign and a currency's mark, grouped in thousands: `written(-123456, "$")` is "-$1,234.56". */
function written(cents: Cents, mark: string): string {
  const value = wholeNumber(cents, "An amount in cents");
  const abs = value < 0n ? -value : value;
  return `${value < 0n ? "-" : ""}${mark}${grouped((abs / 100n).toString())}.${(abs % 100n).toString().padStart(2, "0")}`;
}

/** "$1,234.56"; a credit is "-$1,234.56"; with `code`, "USD 1,234.56" (the agreement's words). Integer arithmetic only. */
export function formatCents(cents: Cents, style: "symbol" | "code" = "symbol"): string {
  return written(cents, style === "code" ? "USD " : "$");
}

/** A bank entry's amount in its own currency: USD as formatCents writes it, any other by its code, "EUR 1,234.56". */
export function formatCurrencyCents(cents: Cents, currency: string): string {
  return currency === "USD" ? formatCents(cents) : written(cents, `${currency} `);
}

/** Whole dollars, rounded half up once: "$1,619", "-$1,619" (a chart's figure, a whole-dollar rate). */
export function formatWholeDollars(cents: Cents): string {
  const value = wholeNumber(cents, "An amount in cents");
  const abs = value < 0n ? -value : value;
  const dollars = (abs + 50n) / 100n;
  return `${value < 0n && dollars > 0n ? "-" : ""}$${grouped(dollars.toString())}`;
}

/** An invoice line's rate per hour: "$85.00/h". */
export function formatRate(rateCents: Cents): string {
  return `${formatCents(rateCents)}/h`;
}

/** An expert's rate or a budget, whole dollars an hour as the API gives them: "$85/hr". */
export function formatDollarRate(dollars: number): string {
  return `${formatWholeDollars(dollarsToCents(dollars))}/hr`;
}

/** Whole dollars as the API gives them (a rate, a budget): "$90". */
export const formatDollars = (dollars: number) => formatWholeDollars(dollarsToCents(dollars));

// --- what a form holds ---------------------------------------------------------------------------

/** Dollars typed in a form as cents, without floating point: "85" → 8500, "1,250.05" → 125005; null when it is no amount. */
export function parseDollars(text: string): Cents | null {
  const m = /^\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text.replace(/,/g, ""));
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

/** Cents as a form field's value: 8550 → "85.50" (no sign, no grouping: what parseDollars reads back). */
export function dollarsInput(cents: Cents): string {
  const value = wholeNumber(cents, "An amount in cents");
  return `${value / 100n}.${(value % 100n).toString().padStart(2, "0")}`;
}

/**
 * Minutes as decimal hours for a line ("37.5", "7.25", "40"): hundredths of an hour rounded half
 * up, trailing zeros dropped. Timesheets count quarter hours, so this is exact for every real line.
 */
export function formatHours(minutes: number): string {
  const m = wholeNumber(minutes, "Minutes");
  const sign = m < 0n ? "-" : "";
  const abs = m < 0n ? -m : m;
  const hundredths = (abs * 100n + MINUTES_PER_HOUR / 2n) / MINUTES_PER_HOUR;
  const whole = grouped((hundredths / 100n).toString());
  const fraction = (hundredths % 100n).toString().padStart(2, "0").replace(/0+$/, "");
  return `${sign}${whole}${fraction ? `.${fraction}` : ""}`;
}

/** Whole dollars (an expert's `hourlyRate`, a need's `maxRate`) in cents, as the columns hold them. */
export function dollarsToCents(dollars: number): Cents {
  return toCents(wholeNumber(dollars, "Dollars") * 100n);
}

/** Cents as whole dollars for the API's edge (SPEC.md's `hourlyRate`), rounded half up. */
export function centsToDollars(cents: Cents): number {
  const value = wholeNumber(cents, "An amount in cents");
  const abs = value < 0n ? -value : value;
  const dollars = (abs + 50n) / 100n;
  return toCents(value < 0n ? -dollars : dollars);
}

/** A rate that may be unset, from the API's whole dollars to the column's cents. */
export const rateInCents = (dollars: number | null | undefined): Cents | null => (dollars == null ? null : dollarsToCents(dollars));

/** A rate that may be unset, from the column's cents to the API's whole dollars. */
export const rateInDollars = (cents: Cents | null): number | null => (cents === null ? null : centsToDollars(cents));

// --- what work costs ahead of time ---------------------------------------------------------------

/** The hours a week an estimate counts when no agreed hours are known: a full-time week. */
export const ESTIMATE_WEEKLY_HOURS = 40;

const DAYS_PER_WEEK = 7n;

/** What a stretch of work is expected to cost: a week of it and the whole of it, in cents. */
export interface Estimate {
  weeklyCents: Cents;
  totalCents: Cents;
}

/** How long the work runs: whole weeks, calendar days, or a window of dates (both ends counted). */
export type EstimateLength = { weeks: number } | { days: number } | { from: string; to: string };

/** The length in days: a window counts its first and last day (none when it ends before it starts). */
function daysOf(length: EstimateLength): bigint {
  if ("weeks" in length) return wholeNumber(length.weeks, "Weeks") * DAYS_PER_WEEK;
  if ("days" in length) return wholeNumber(length.days, "Days");
  return BigInt(Math.max(0, daysBetween(length.from, length.to) + 1));
}

/**
 * The one estimate of cost: `rateCents` an hour for `weeklyHours` a week (40 unless the engagement
 * agreed other hours). A week is `rateCents × weeklyHours`, exact. The total is that week times the
 * length; a part week counts its calendar days as sevenths of a week (the agreed hours spread over
 * all seven days, so 10 days are 10/7 of a week) and the total is rounded half up once, to the cent
 * (a seventh never ends in exactly half, so half up is simply the nearest cent).
 * A window of dates counts its days with the calendar (shared/calendar.ts), both ends included.
 */
export function estimateCents(rateCents: number, length: EstimateLength, weeklyHours: number = ESTIMATE_WEEKLY_HOURS): Estimate {
  const r = wholeNumber(rateCents, "A rate in cents");
  const h = wholeNumber(weeklyHours, "Hours a week");
  const days = daysOf(length);
  if (r < 0n || h < 0n || days < 0n) throw new RangeError("A rate, hours and a length are never negative");
  const week = r * h;
  return { weeklyCents: toCents(week), totalCents: toCents((week * days + DAYS_PER_WEEK / 2n) / DAYS_PER_WEEK) };
}

// --- what a bank statement says ------------------------------------------------------------------

/**
 * A statement's decimal amount as cents, exactly: "1234.5" → 123450, "-80.00" → -8000, "1,234.56"
 * is not one (statements write no grouping). Null when the text is no amount of whole cents.
 */
export function statementAmountCents(text: string): Cents | null {
  const m = /^([+-]?)(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const cents = BigInt(m[2]) * 100n + BigInt((m[3] ?? "").padEnd(2, "0") || "0");
  return toCents(m[1] === "-" ? -cents : cents);
}

// --- what an expert is paid in rand --------------------------------------------------------------

/** A run's USD→ZAR rate as typed: a positive decimal with up to four places ("18.4321", "18.5"). */
export const USD_ZAR_RATE_PATTERN = /^(?!0+(?:\.0+)?$)\d{1,4}(?:\.\d{1,4})?$/;

/** The rate in ten-thousandths of a rand per dollar, exactly: "18.4321" → 184321n; null when it is no rate. */
export function rateTenThousandths(rate: string): bigint | null {
  const m = /^(\d{1,4})(?:\.(\d{1,4}))?$/.exec(rate.trim());
  if (!m || !USD_ZAR_RATE_PATTERN.test(rate.trim())) return null;
  return BigInt(m[1]) * 10_000n + BigInt((m[2] ?? "").padEnd(4, "0"));
}

/** The rate as the run keeps and shows it, always four places: "18.5" → "18.5000". */
export function normalRate(rate: string): string {
  const e4 = rateTenThousandths(rate);
  if (e4 === null) throw new RangeError(`Not a USD→ZAR rate: ${rate}`);
  return `${e4 / 10_000n}.${(e4 % 10_000n).toString().padStart(4, "0")}`;
}

/**
 * USD cents in ZAR cents at a run's rate: `usdCents × rate`, rounded half up once, to the cent. The
 * only conversion in the product; a payout is converted once, on its total. With the rate in
 * ten-thousandths r, half up is ⌊(usd × r + 5,000) / 10,000⌋ for a non-negative amount.
 */
export function usdToZarCents(usdCents: number, rate: string): Cents {
  const usd = wholeNumber(usdCents, "An amount in cents");
  const r = rateTenThousandths(rate);
  if (r === null) throw new RangeError(`Not a USD→ZAR rate: ${rate}`);
  if (usd < 0n) throw new RangeError("A payout is never negative");
  return toCents((usd * r + 5_000n) / 10_000n);
}

/** "R1,234.56": an amount in ZAR cents, written as the statement and the batch show it. */
export function formatZarCents(cents: Cents): string {
  return written(cents, "R");
}

/** Whole rand, as a candidate states the salary they expect: "R45,000". */
export function formatWholeRand(rand: number): string {
  return `${rand < 0 ? "-" : ""}R${grouped(wholeNumber(Math.abs(rand), "An amount in rand").toString())}`;
}

/** Cents as a plain decimal for a bank's file: 123456 → "1234.56" (no symbol, no grouping). */
export function decimalCents(cents: Cents): string {
  const value = wholeNumber(cents, "An amount in cents");
  const abs = value < 0n ? -value : value;
  return `${value < 0n ? "-" : ""}${abs / 100n}.${(abs % 100n).toString().padStart(2, "0")}`;
}

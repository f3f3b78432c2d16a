// Dollars typed by an admin to cents and back, without floating-point arithmetic.

/** "85" → 8500, "85.5" → 8550, "1,250.05" → 125005; null when it is no amount of dollars and cents. */
export function centsOf(text: string): number | null {
  const m = /^\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text.replace(/,/g, ""));
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

/** 8550 → "85.50". */
export const dollarsOf = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

// ISO 11649 creditor references: the check digits by the standard's own examples and by the
// MOD 97-10 rule itself, the forms payers type and print, and each invoice's reference.
import { describe, expect, it } from "vitest";
import { creditorReference, formatCreditorReference, invoicePaymentReference, isCreditorReference, normalizeCreditorReference } from "./payment-reference";

/** The rule written out plainly, with BigInt: the reference with its first four characters moved to the end, letters as 10 to 35, is 1 modulo 97. */
const holdsMod97 = (ref: string) => BigInt([...(ref.slice(4) + ref.slice(0, 4))].map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c)).join("")) % 97n === 1n;

describe("ISO 11649 creditor references", () => {
  it("are valid for the standard's published examples, in electronic and printed form", () => {
    for (const ref of ["RF18539007547034", "RF18 5390 0754 7034", "rf18 5390 0754 7034", "RF712348231", "RF71 2348 231"]) expect(isCreditorReference(ref), ref).toBe(true);
    expect(creditorReference("539007547034")).toBe("RF18539007547034");
    expect(creditorReference("2348231")).toBe("RF712348231");
    expect(formatCreditorReference("RF18539007547034")).toBe("RF18 5390 0754 7034");
    expect(formatCreditorReference("RF712348231")).toBe("RF71 2348 231");
    expect(normalizeCreditorReference(" rf71 2348 231 ")).toBe("RF712348231");
  });

  it("make check digits that satisfy MOD 97-10, with letters read as 10 to 35", () => {
    for (const part of ["1", "0", "000042", "INV000042", "ABCDEFGHIJKLMNOPQRSTU", "999999999999999999999", "Z9", "H2OX"]) {
      const ref = creditorReference(part);
      expect(ref).toMatch(/^RF\d{2}[A-Z0-9]{1,21}$/);
      expect(Number(ref.slice(2, 4))).toBeGreaterThanOrEqual(2);
      expect(Number(ref.slice(2, 4))).toBeLessThanOrEqual(98);
      expect(holdsMod97(ref), ref).toBe(true);
      expect(isCreditorReference(ref)).toBe(true);
    }
  });

  it("refuse a reference with a wrong check digit, a changed or swapped character, or a bad shape", () => {
    const ref = "RF18539007547034";
    for (let i = 2; i < ref.length; i++) {
      for (const d of "0123456789") {
        if (d === ref[i]) continue;
        const changed = ref.slice(0, i) + d + ref.slice(i + 1);
        expect(isCreditorReference(changed), changed).toBe(false);
      }
    }
    for (let i = 4; i < ref.length - 1; i++) {
      if (ref[i] === ref[i + 1]) continue;
      const swapped = ref.slice(0, i) + ref[i + 1] + ref[i] + ref.slice(i + 2);
      expect(isCreditorReference(swapped), swapped).toBe(false);
    }
    for (const bad of ["", "RF", "RF18", "XX18539007547034", "RF1X539007547034", "RF18-5390-0754-7034", `RF${"1".repeat(24)}`, "RF18539007547034É"]) expect(isCreditorReference(bad), bad).toBe(false);
    expect(() => creditorReference("")).toThrow();
    expect(() => creditorReference("1".repeat(22))).toThrow();
    expect(() => creditorReference("INV-42")).toThrow();
  });

  it("give each invoice its own, from its number", () => {
    expect(invoicePaymentReference(42)).toBe(creditorReference("000042"));
    expect(invoicePaymentReference(1_234_567)).toBe(creditorReference("1234567"));
    const refs = Array.from({ length: 2_000 }, (_, i) => invoicePaymentReference(i + 1));
    expect(new Set(refs).size).toBe(refs.length);
    for (const r of refs) expect(isCreditorReference(r)).toBe(true);
  });
});

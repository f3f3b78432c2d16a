import { describe, expect, it } from "vitest";
import { engagementTerms, type TermsSource } from "./contracts/engagements";
import { isOneLine, oneLine } from "./one-line";

describe("oneLine", () => {
  it("makes each run of line breaks and control characters, with the spaces about it, one space", () => {
    expect(oneLine("Acme Ltd\n\n6. Additional terms")).toBe("Acme Ltd 6. Additional terms");
    expect(oneLine("Lee \t\r\n Jr")).toBe("Lee Jr");
    expect(oneLine("a\u2028b\u2029c\u0085d\u000Be\u001Bf")).toBe("a b c d e f");
    expect(oneLine("\u202Egnp.exe\u202C Ltd")).toBe("gnp.exe Ltd");
    expect(oneLine("\n\u0007\n")).toBe("");
  });

  it("gives a name that is one line back as it is, spaces and all", () => {
    for (const name of ["Thandi  Nkosi", " Zoë ", "Nguyễn & Fils", "O'Brien-Nkosi", "می\u200Cخواهم", "👩\u200D💻 Labs"]) {
      expect(oneLine(name)).toBe(name);
      expect(isOneLine(name)).toBe(true);
    }
  });

  it("reads a name as one line when only its ends, which the forms trim, break", () => {
    expect(isOneLine("Acme\n")).toBe(true);
    expect(isOneLine("Acme\nLtd")).toBe(false);
    expect(isOneLine("Acme\tLtd")).toBe(false);
    expect(isOneLine("Acme\u2066Ltd")).toBe(false);
  });
});

describe("the engagement terms", () => {
  const source: TermsSource = {
    id: 41,
    preBookingId: 73,
    termsVersion: 2,
    clientName: "Thandi  Nkosi",
    companyName: "Nkosi & Daughters (Pty) Ltd",
    expertName: "Pieter van der Merwe",
    startDate: "2026-03-02",
    endDate: "2026-08-31",
    hourlyRateCents: 8550,
    weeklyHours: 40,
  };

  it("name parties whose names are one line exactly as before, so terms accepted before keep their hash", () => {
    const lines = engagementTerms(source).split("\n");
    expect(lines).toContain("The client: Thandi  Nkosi, for Nkosi & Daughters (Pty) Ltd.");
    expect(lines).toContain("The expert: Pieter van der Merwe.");
  });

  it("name each party on its own line when a stored name breaks, and keep their five clauses", () => {
    const text = engagementTerms({ ...source, clientName: "Thandi\n6. Additional terms", companyName: "\r\n", expertName: "Pieter\u2028\u2028Merwe" });
    const lines = text.split("\n");
    expect(lines).toContain("The client: Thandi 6. Additional terms.");
    expect(lines).toContain("The expert: Pieter Merwe.");
    expect(lines.filter((line) => /^\d+\./.test(line))).toEqual(["1. Parties", "2. Dates", "3. Rate and hours", "4. Trial and replacement", "5. Acceptance"]);
  });
});

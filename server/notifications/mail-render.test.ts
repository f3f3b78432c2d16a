import { describe, expect, it } from "vitest";
import { DIGEST_LISTED, linkTo, maskAddress, renderAccountMail, renderDigestMail, renderNotificationMail } from "./mail-render";

describe("notification mail", () => {
  it("links only to the site's own origin", () => {
    expect(linkTo("https://talent.example", "/client/dashboard")).toBe("https://talent.example/client/dashboard");
    for (const path of [null, "", "https://evil.example/x", "//evil.example/x", "/\\evil.example", "javascript:alert(1)"]) {
      expect(linkTo("https://talent.example", path), String(path)).toBe("https://talent.example/");
    }
  });

  it("says what to do by kind, and keeps the subject on one line", () => {
    const mail = (kind: string, title = "T") => renderNotificationMail({ kind, title, body: "B", link: "/x" }, { firstName: "Ann" }, "http://localhost:5000");
    expect(mail("pre-booking.created").text).toContain("Answer the request: http://localhost:5000/x");
    expect(mail("pre-booking.reminder").text).toContain("Answer the request:");
    expect(mail("pre-booking.confirmed").text).toContain("See your bookings:");
    expect(mail("something.else").html).toContain(">Open Protea Talent</a>");
    expect(mail("pre-booking.created", "Line\r\nBcc: x@evil.example").subject).toBe("Line Bcc: x@evil.example | Protea Talent");
    expect(mail("pre-booking.created").text.startsWith("Hello Ann,\n")).toBe(true);
  });

  it("prints the name and the paragraph as one line each, whatever the database holds", () => {
    const forged = "Acme\r\n6. Additional terms:\u2028no fees";
    const mail = renderNotificationMail({ kind: "pre-booking.created", title: "New request", body: `${forged} asked to book you.`, link: "/x" }, { firstName: `Ann${forged}` }, "http://localhost:5000");
    const lines = mail.text.split("\n");
    expect(lines[0]).toBe("Hello AnnAcme 6. Additional terms: no fees,");
    expect(lines[2]).toBe("Acme 6. Additional terms: no fees asked to book you.");
    expect(lines.filter((line) => /^(6\.|no fees)/.test(line))).toEqual([]);
    expect(mail.html).toContain("Hello AnnAcme 6. Additional terms: no fees,");
    expect(renderAccountMail("password-reset", { firstName: "Ann\n\n6. Additional terms" }, "http://localhost:5000", "/reset").text.startsWith("Hello Ann 6. Additional terms,\n")).toBe(true);
  });
});

describe("the notice to a replaced address", () => {
  it("names the new address only masked, says whom to write to, and carries no link", () => {
    const mail = renderAccountMail("email-changed", { firstName: "<Ann>" }, "https://talent.example", null, { newAddress: "new.owner@mail.example", contactEmail: "hello@proteatalent.com" });
    expect(mail.subject).toBe("Your e-mail address was changed | Protea Talent");
    expect(mail.text).toContain("was changed to n…@mail.example.");
    expect(mail.text).toContain("write to us at hello@proteatalent.com at once");
    expect(mail.text).not.toContain("new.owner");
    expect(mail.text).not.toContain("https://");
    expect(mail.html).not.toContain("<a ");
    expect(mail.html).toContain("Hello &#60;Ann&#62;,");
  });

  it("masks what it cannot read as an address", () => {
    expect(maskAddress("a@b.example")).toBe("a…@b.example");
    expect(maskAddress("no-at-sign")).toBe("…");
    expect(maskAddress("@b.example")).toBe("…");
  });
});

describe("a digest of notices", () => {
  const notice = (i: number) => ({ kind: "thread.message", title: `Message ${i}`, body: `Client ${i}: hello`, link: `/client/requisitions/${i}` });

  it("lists each notice with its own link, names and paragraphs on one line, and counts what it does not list", () => {
    const forged = { kind: "pre-booking.created", title: "New\r\nBcc: x@evil.example", body: "Acme\n6. Additional terms <b>", link: "https://evil.example/x" };
    const many = [forged, ...Array.from({ length: DIGEST_LISTED + 2 }, (_, i) => notice(i))];
    const mail = renderDigestMail(many, { firstName: "Ann\nBob" }, "https://talent.example");
    expect(mail.subject).toBe(`${many.length} new notifications | Protea Talent`);
    const lines = mail.text.split("\n");
    expect(lines[0]).toBe("Hello Ann Bob,");
    expect(lines.filter((l) => l.startsWith("* "))).toHaveLength(DIGEST_LISTED);
    expect(mail.text).toContain("* New Bcc: x@evil.example\n  Acme 6. Additional terms <b>\n  Answer the request: https://talent.example/\n");
    expect(mail.text).toContain("  Read and answer: https://talent.example/client/requisitions/0\n");
    expect(mail.text).toContain("And 3 more: see them all under the bell on Protea Talent.");
    expect(mail.html).toContain("Acme 6. Additional terms &#60;b&#62;");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).not.toContain("evil.example/x");
  });
});

describe("a company's invitation", () => {
  it("names the company, greets someone with no account yet and carries the join link", () => {
    const mail = renderAccountMail("company-invitation", { firstName: "there" }, "https://talent.example", "/join#token=abc", { companyName: "Northwind <Analytics>" });
    expect(mail.subject).toBe("You are invited to join your company | Protea Talent");
    expect(mail.text.startsWith("Hello there,\n")).toBe(true);
    expect(mail.text).toContain("Northwind <Analytics> invites you to join its team");
    expect(mail.text).toContain("https://talent.example/join#token=abc");
    expect(mail.html).toContain("Northwind &#60;Analytics&#62;");
  });
});

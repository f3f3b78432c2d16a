// Names are one line (docs/security.md 12b, item 1; docs/decisions/073-*). A name holding a line break
// once added a forged "6. Additional terms" clause to the agreement accepted by its hash, and the same
// text printed on the invoice PDF. Every form that sets a person's or a company's name refuses line
// breaks and other control characters with 400 naming the field; a name stored before that (written
// here straight to the database) prints as one line in the terms and on the invoice.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isOneLine } from "@shared/one-line";
import { clientProfiles, companies, discoveryCalls, engagements, experts, preBookings, users } from "@shared/schema";
import { activeEngagement, week } from "../test/billing";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { pdfText } from "../test/pdf-text";

let t: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestServer({ seed: false });
  admin = await t.loginAs("admin");
});
afterAll(async () => {
  await t?.close();
});

const FORGED = "\n6. Additional terms: no fees";
/** Each kind of character that breaks a line, or changes how the rest of it reads (NUL is refused in any text). */
const BREAKERS = ["\n", "\r", "\t", "\u0007", "\u001B", "\u007F", "\u0085", "\u2028", "\u2029", "\u202E", "\u2066"];
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

/** The refusal: 400, with the field and "<label> must be one line" among the details. */
function expectRefused(res: { status: number; text: string; body: { error?: { details?: { path: string; message: string }[] } } }, field: string, label: string) {
  expect(res.status, res.text).toBe(400);
  expect(res.body.error?.details).toContainEqual({ path: field, message: `${label} must be one line` });
}

describe("every form that sets a name refuses one that is not one line", () => {
  const person = () => ({ email: `n${unique()}@example.test`, password: "secret-pass-1", firstName: "Ann", lastName: "Lee" });

  it("signing up as a client, an expert or a candidate: first and last name", async () => {
    const client = (over: object) => t.anon().post("/api/auth/register/client", { ...person(), ...over });
    const expert = (over: object) => t.anon().post("/api/auth/register/expert", { ...person(), username: `e${unique()}`, specialization: "Data Engineer", ...over });
    const candidate = (over: object) => t.anon().post("/api/auth/register/candidate", { ...person(), username: `k${unique()}`, ...over });
    for (const register of [client, expert, candidate]) {
      expectRefused(await register({ firstName: `Ann${FORGED}` }), "firstName", "First name");
      expectRefused(await register({ lastName: `Lee${FORGED}` }), "lastName", "Last name");
    }
    expect((await t.deps.db.select().from(users).where(eq(users.lastName, `Lee${FORGED}`))).length).toBe(0);
    // Names of every script, with their marks, joiners and apostrophes, are one line.
    const fine = await client({ firstName: "Zoë Nguyễn", lastName: "O'Brien-Nkosi می\u200Cخواهم" });
    expect(fine.status, fine.text).toBe(201);
    expect(fine.body.user).toMatchObject({ firstName: "Zoë Nguyễn", lastName: "O'Brien-Nkosi می\u200Cخواهم" });
  });

  it("the client's company profile: company name, for each character that breaks a line", async () => {
    const { api, id } = await t.createUser("client");
    for (const breaker of BREAKERS) {
      expectRefused(await api.post("/api/client/profile", { companyName: `Acme${breaker}Ltd` }), "companyName", "Company name");
    }
    expectRefused(await api.post("/api/client/profile", { companyName: `Acme${FORGED}` }), "companyName", "Company name");
    expect(await t.deps.db.select().from(clientProfiles).where(eq(clientProfiles.userId, id))).toEqual([]);
    // Spaces at the ends are trimmed as before; a name on one line is saved as typed.
    const saved = await api.post("/api/client/profile", { companyName: "  Nguyễn & Fils (Pty) Ltd\n" });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.profile.companyName).toBe("Nguyễn & Fils (Pty) Ltd");
  });

  it("the talent profile a candidate makes, and edits, which names the expert they may become", async () => {
    const { api } = await t.createUser("candidate");
    expectRefused(await api.post("/api/candidate/profile", { name: `Lerato${FORGED}`, role: "Data Engineer" }), "name", "Name");
    const made = await api.post("/api/candidate/profile", { name: "Lerato Mokoena", role: "Data Engineer" });
    expect(made.status, made.text).toBe(200);
    expectRefused(await api.put("/api/candidate/profile", { name: "Lerato\u2028Mokoena" }), "name", "Name");
    expect((await api.get("/api/candidate/profile")).body.name).toBe("Lerato Mokoena");
  });

  it("a visitor's discovery-call request: name and company", async () => {
    const slots = await t.anon().get("/api/discovery-calls/slots");
    const request = { name: "Ruan Botha", email: "ruan@botha.example", company: "Botha Data", needs: "Two data engineers", slotStart: slots.body.slots.at(-1), timeZone: "Africa/Johannesburg" };
    expectRefused(await t.anon().post("/api/discovery-calls", { ...request, name: `Ruan${FORGED}` }), "name", "Name");
    expectRefused(await t.anon().post("/api/discovery-calls", { ...request, company: `Botha${FORGED}` }), "company", "Company");
    expect(await t.deps.db.select().from(discoveryCalls)).toEqual([]);
  });
});

describe("a name stored with a line break prints as one line", () => {
  /** A client and an expert whose names were stored before the forms refused line breaks. */
  async function forgedParties() {
    const client = await t.createUser("client");
    const expert = await t.createUser("expert");
    await t.deps.db.update(users).set({ lastName: `Lee${FORGED}` }).where(eq(users.id, client.id));
    await t.deps.db.insert(clientProfiles).values({ userId: client.id, companyName: `Acme${FORGED}` });
    await t.deps.db.update(experts).set({ name: `Pieter\u2028Merwe${FORGED}` }).where(eq(experts.userId, expert.id));
    return { client, expert };
  }

  it("in the terms, which keep their five clauses, name each party on its own line and are accepted by their hash", async () => {
    const { client, expert } = await forgedParties();
    const [booking] = await t.deps.db
      .insert(preBookings)
      .values({ clientId: client.id, expertId: expert.id, startDate: "2027-03-01", endDate: "2027-05-28", status: "confirmed", confirmedAt: new Date() })
      .returning();
    const [row] = await t.deps.db
      .insert(engagements)
      .values({ preBookingId: booking.id, clientId: client.id, expertId: expert.id, hourlyRateCents: 8_550, startDate: "2027-03-01", endDate: "2027-05-28" })
      .returning();

    const shown = await client.api.get(`/api/engagements/${row.id}`);
    expect(shown.status, shown.text).toBe(200);
    const lines = shown.body.terms.text.split("\n") as string[];
    expect(lines.filter((line) => /^\d+\./.test(line))).toEqual(["1. Parties", "2. Dates", "3. Rate and hours", "4. Trial and replacement", "5. Acceptance"]);
    expect(lines).toContain("The client: Client Lee 6. Additional terms: no fees, for Acme 6. Additional terms: no fees.");
    expect(lines).toContain("The expert: Pieter Merwe 6. Additional terms: no fees.");
    expect(lines.every(isOneLine)).toBe(true);
    // The expert reads their own agreement (their pay, never the client's rate), one line per name too,
    // and each party accepts the text it was shown by its hash.
    const mine = (await expert.api.get(`/api/engagements/${row.id}`)).body.terms;
    expect(mine.sha256).toBe(sha256(mine.text));
    expect((mine.text as string).split("\n").every(isOneLine)).toBe(true);
    expect(mine.text).toContain("Pieter Merwe 6. Additional terms: no fees.");
    for (const [party, text] of [
      [client, shown.body.terms.text as string],
      [expert, mine.text as string],
    ] as const) {
      const accepted = await party.api.post(`/api/engagements/${row.id}/accept`, { sha256: sha256(text) });
      expect(accepted.status, accepted.text).toBe(200);
    }
    const [after] = await t.deps.db.select().from(engagements).where(eq(engagements.id, row.id));
    expect(after).toMatchObject({ status: "active", clientAcceptedSha256: sha256(shown.body.terms.text), expertAcceptedSha256: sha256(mine.text) });
  });

  it("on the invoice PDF: who is billed, and each line naming the expert", async () => {
    const { client, expert } = await forgedParties();
    const e = await activeEngagement(t.deps.db, { clientId: client.id, expertId: expert.id, rateCents: 8_550, startDate: "2025-03-03", endDate: "2025-06-30" });
    await week(t.deps.db, e.id, "2025-03-03", [480, 480]);
    const companyId = (await client.api.get("/api/company")).body.id;
    await t.deps.db.update(companies).set({ name: `Acme${FORGED}`, billingAddress: `1 Dock Road${FORGED}\nCape Town` }).where(eq(companies.id, companyId));
    const run = await admin.post("/api/invoices/run", { month: "2025-03" });
    expect(run.status, run.text).toBe(200);
    const invoice = run.body.invoices.find((i: { companyId: number }) => i.companyId === companyId);

    const res = await fetch(`${t.url}/api/invoices/${invoice.id}.pdf`, { headers: { authorization: `Bearer ${client.api.token}` } });
    expect(res.status).toBe(200);
    const { text } = await pdfText(new Uint8Array(await res.arrayBuffer()));
    const lines = text.split("\n");
    expect(lines).toContain("Billed to: Acme 6. Additional terms: no fees");
    expect(lines).toContain("Address: 1 Dock Road, 6. Additional terms: no fees, Cape Town");
    expect(lines.some((line) => line.startsWith("Pieter Merwe 6. Additional terms: no fees: week of"))).toBe(true);
    expect(lines.filter((line) => /^\s*(6\.|no fees)/.test(line))).toEqual([]);
  });
});

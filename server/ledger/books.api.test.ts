// The books kept by the product itself: an issued invoice posts the company's debt, the experts'
// pay at the engagement's fee and the fee; the demo data's invoices and payments are in the books
// from the start, and bringing them up to date again posts nothing twice.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mondayOf } from "@shared/calendar";
import { companyMembers, engagements, invoices, ledgerEntries, ledgerLines, payments } from "@shared/schema";
import { activeEngagement, week } from "../test/billing";
import { startTestServer, type TestServer } from "../test/harness";
import { catchUpTheBooks } from "./catch-up";
import { balanceOf, trialBalance } from "./ledger.service";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const linesOf = async (kind: "invoice" | "payment", sourceId: number) => {
  const [entry] = await t.deps.db.select().from(ledgerEntries).where(and(eq(ledgerEntries.kind, kind), eq(ledgerEntries.sourceId, sourceId)));
  if (!entry) return null;
  return t.deps.db.select({ account: ledgerLines.account, expertId: ledgerLines.expertId, amountCents: ledgerLines.amountCents }).from(ledgerLines).where(eq(ledgerLines.entryId, entry.id));
};

describe("the books", () => {
  it("hold the demo data's invoices and payments from the start, balanced, and posting them again adds nothing", async () => {
    const issued = await t.deps.db.select().from(invoices).where(eq(invoices.status, "paid"));
    expect(issued.length).toBeGreaterThan(0);
    for (const inv of issued) {
      expect(await linesOf("invoice", inv.id)).not.toBeNull();
      const paid = await t.deps.db.select().from(payments).where(eq(payments.invoiceId, inv.id));
      expect(paid.reduce((s, p) => s + p.appliedCents, 0)).toBe(inv.totalCents);
      for (const p of paid) expect(await linesOf("payment", p.id)).not.toBeNull();
      expect((await balanceOf(t.deps.db, inv.companyId)).receivablesCents).toBeGreaterThanOrEqual(0);
    }
    expect((await trialBalance(t.deps.db)).balanceCents).toBe(0);
    expect(await catchUpTheBooks(t.deps.db)).toEqual({ invoices: 0, payments: 0 });
  });

  it("post an issued invoice: the company owes its total, the expert their pay at the engagement's fee, the rest is the fee", async () => {
    const admin = await t.loginAs("admin");
    const [client, expert] = await Promise.all([t.createUser("client"), t.createUser("expert")]);
    const e = await activeEngagement(t.deps.db, { clientId: client.id, expertId: expert.id, rateCents: 8_503, startDate: "2025-09-01", endDate: "2027-06-30" });
    await t.deps.db.update(engagements).set({ platformFeePercent: 15 }).where(eq(engagements.id, e.id));
    await week(t.deps.db, e.id, mondayOf("2025-09-10"), [450, 480]); // 930 min at $85.03 = $1,317.965 → $1,317.97
    expect((await admin.post("/api/invoices/run", { month: "2025-09" })).status).toBe(200);
    const [{ companyId }] = await t.deps.db.select({ companyId: companyMembers.companyId }).from(companyMembers).where(eq(companyMembers.userId, client.id));
    const [inv] = await t.deps.db.select().from(invoices).where(eq(invoices.companyId, companyId));
    expect(inv.totalCents).toBe(131_797);
    // Pay rate: $85.03 less 15% (1,275.45 → 1,275) = $72.28; 930 min → $1,120.34.
    const lines = (await linesOf("invoice", inv.id))!;
    expect(lines.sort((a, b) => a.account.localeCompare(b.account))).toEqual([
      { account: "expert-payables", expertId: expert.id, amountCents: -112_034 },
      { account: "fees", expertId: null, amountCents: -(131_797 - 112_034) },
      { account: "receivables", expertId: null, amountCents: 131_797 },
    ]);
    expect(await balanceOf(t.deps.db, companyId)).toEqual({ receivablesCents: 131_797, creditCents: 0 });
    expect((await trialBalance(t.deps.db)).balanceCents).toBe(0);

    // Marked paid by hand: a payment of what it owes, in the books; the company owes nothing.
    expect((await admin.post(`/api/invoices/${inv.id}/paid`)).status).toBe(200);
    expect(await balanceOf(t.deps.db, companyId)).toEqual({ receivablesCents: 0, creditCents: 0 });
    expect((await admin.post(`/api/invoices/${inv.id}/paid`)).status).toBe(409);
    expect(await t.deps.db.select().from(payments).where(eq(payments.invoiceId, inv.id))).toHaveLength(1);
  });
});

// The books kept by the product itself: an issued invoice posts the company's debt, the experts'
// pay at the engagement's fee and the fee; the demo data's invoices and payments are in the books
// from the start, and bringing them up to date again posts nothing twice.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mondayOf } from "@shared/calendar";
import { companyMembers, engagements, invoices, ledgerEntries, ledgerLines, payments } from "@shared/schema";
import type { LedgerFigures } from "@shared/contracts/ledger";
import { activeEngagement, week } from "../test/billing";
import { fileForm } from "../test/pdf";
import { startTestServer, type TestServer } from "../test/harness";
import { catchUpTheBooks } from "../books";
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
    expect(await catchUpTheBooks(t.deps.db)).toEqual({ invoices: 0, payments: 0, payouts: 0, creditNotes: 0 });
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

  it("age what each company owes on open invoices by days past due, less what it paid, in the console", async () => {
    const admin = await t.loginAs("admin");
    const [client, expert] = await Promise.all([t.createUser("client"), t.createUser("expert")]);
    const e = await activeEngagement(t.deps.db, { clientId: client.id, expertId: expert.id, rateCents: 10_000, startDate: "2025-05-01", endDate: "2027-06-30" });
    for (const [month, minutes] of [["2025-05", 60], ["2025-06", 120], ["2025-07", 180], ["2025-08", 240]] as const) {
      await week(t.deps.db, e.id, mondayOf(`${month}-10`), [minutes]);
      expect((await admin.post("/api/invoices/run", { month })).status).toBe(200);
    }
    const [{ companyId }] = await t.deps.db.select({ companyId: companyMembers.companyId }).from(companyMembers).where(eq(companyMembers.userId, client.id));
    const rows = await t.deps.db.select().from(invoices).where(eq(invoices.companyId, companyId));
    const byTotal = new Map(rows.map((r) => [r.totalCents, r]));
    const today = new Date();
    const daysAgo = (n: number) => new Date(today.getTime() - n * 86_400_000).toISOString().slice(0, 10);
    // $100 due in 2 days, $200 5 days late, $300 45 days late (half of it paid), $400 90 days late.
    for (const [cents, due] of [[10_000, daysAgo(-2)], [20_000, daysAgo(5)], [30_000, daysAgo(45)], [40_000, daysAgo(90)]] as const) {
      await t.deps.db.update(invoices).set({ dueDate: due }).where(eq(invoices.id, byTotal.get(cents)!.id));
    }
    const third = byTotal.get(30_000)!;
    const statement = `date,amount,currency,reference,counterparty,entryId\n${daysAgo(1)},150.00,USD,${third.paymentReference},Them,age-${third.id}\n`;
    const uploaded = await admin.request("POST", "/api/admin/bank-statements", undefined, { raw: fileForm("file", statement, "s.csv", "text/csv") });
    expect(uploaded.body).toMatchObject({ matched: 1 });

    const figures = (await admin.get("/api/admin/ledger/figures")).body as LedgerFigures;
    expect(figures.receivablesByAge.find((r) => r.companyId === companyId)).toEqual({
      companyId,
      companyName: expect.any(String),
      currentCents: 10_000,
      days1to30Cents: 20_000,
      days31to60Cents: 15_000,
      over60Cents: 40_000,
      totalCents: 85_000,
    });
    // The company and the console read how late each is: the days past due, null when not yet due or paid.
    const late = await client.api.get(`/api/invoices/${byTotal.get(40_000)!.id}`);
    expect(late.body).toMatchObject({ status: "open", daysOverdue: 90 });
    expect((await admin.get(`/api/invoices/${byTotal.get(10_000)!.id}`)).body).toMatchObject({ status: "open", daysOverdue: null });
    // The books say the same total.
    expect((await balanceOf(t.deps.db, companyId)).receivablesCents).toBe(85_000);
  });
});

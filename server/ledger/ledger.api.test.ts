// The books: random sequences of business events each post one balanced entry, and whatever the
// sequence, every entry and the trial balance come to zero and each company's receivables are what
// its invoices, credit notes and payments say. The database itself refuses an entry that does not
// balance and any change to one written.
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerFiguresAnswer, trialBalanceAnswer } from "@shared/contracts/ledger";
import { creditAppliedEntry, creditNoteEntry, invoiceEntry, paymentEntry, payoutEntry, type LedgerEntry } from "@shared/ledger";
import { companyMembers, ledgerEntries, ledgerLines } from "@shared/schema";
import { expectAnswer } from "../test/answer";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { balanceOf, post, trialBalance } from "./ledger.service";

let t: TestServer;
let companies: number[];
let experts: number[];
let clientApi: ApiClient;
beforeAll(async () => {
  t = await startTestServer({ seed: false });
  const clients = await Promise.all([t.createUser("client"), t.createUser("client")]);
  clientApi = clients[0].api;
  companies = [];
  for (const c of clients) {
    const [m] = await t.deps.db.select({ companyId: companyMembers.companyId }).from(companyMembers).where(eq(companyMembers.userId, c.id));
    companies.push(m.companyId);
  }
  experts = (await Promise.all([t.createUser("expert"), t.createUser("expert")])).map((e) => e.id);
});
afterAll(async () => {
  await t?.close();
});

let nextSource = 1;
const postOne = (entry: LedgerEntry) => t.deps.db.transaction((tx) => post(tx, entry));
// Booked today, so the console's twelve months hold every entry of the test.
const today = new Date().toISOString().slice(0, 10);

/** An event of the business, drawn at random; amounts are bounded by what the model says is there. */
const event = fc.oneof(
  fc.record({ kind: fc.constant("invoice" as const), company: fc.nat(1), pay: fc.array(fc.record({ expert: fc.nat(1), cents: fc.integer({ min: 1, max: 500_000 }) }), { minLength: 1, maxLength: 3 }), feePart: fc.integer({ min: -20, max: 40 }) }),
  fc.record({ kind: fc.constant("credit-note" as const), company: fc.nat(1), share: fc.double({ min: 0, max: 1, noNaN: true }), excess: fc.integer({ min: 0, max: 20_000 }) }),
  fc.record({ kind: fc.constant("payment" as const), company: fc.nat(1), share: fc.double({ min: 0, max: 1, noNaN: true }), excess: fc.integer({ min: 0, max: 20_000 }) }),
  fc.record({ kind: fc.constant("credit-applied" as const), company: fc.nat(1), share: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({ kind: fc.constant("payout" as const), expert: fc.nat(1), share: fc.double({ min: 0, max: 1, noNaN: true }) }),
);

describe("the books", () => {
  it("post one balanced entry per event, and every sequence leaves the trial balance at zero", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(event, { minLength: 1, maxLength: 10 }), async (events) => {
        const before = await Promise.all(companies.map((c) => balanceOf(t.deps.db, c)));
        const owed = before.map((b) => b.receivablesCents);
        const credit = before.map((b) => b.creditCents);
        for (const e of events) {
          const sourceId = nextSource++;
          if (e.kind === "invoice") {
            const payCents = e.pay.reduce((s, p) => s + p.cents, 0);
            const totalCents = Math.max(0, Math.round((payCents * (100 + e.feePart)) / 100));
            await postOne(invoiceEntry({ invoiceId: sourceId, bookedOn: today, companyId: companies[e.company], totalCents, pay: e.pay.map((p) => ({ expertId: experts[p.expert], cents: p.cents })) }));
            owed[e.company] += totalCents;
          } else if (e.kind === "credit-note") {
            const appliedCents = Math.floor(Math.max(0, owed[e.company]) * e.share);
            if (appliedCents + e.excess === 0) continue;
            await postOne(creditNoteEntry({ creditNoteId: sourceId, bookedOn: today, companyId: companies[e.company], appliedCents, excessCents: e.excess }));
            owed[e.company] -= appliedCents;
            credit[e.company] += e.excess;
          } else if (e.kind === "payment") {
            const appliedCents = Math.floor(Math.max(0, owed[e.company]) * e.share);
            if (appliedCents + e.excess === 0) continue;
            await postOne(paymentEntry({ paymentId: sourceId, bookedOn: today, companyId: companies[e.company], appliedCents, excessCents: e.excess }));
            owed[e.company] -= appliedCents;
            credit[e.company] += e.excess;
          } else if (e.kind === "credit-applied") {
            const amountCents = Math.floor(Math.min(credit[e.company], Math.max(0, owed[e.company])) * e.share);
            if (amountCents === 0) continue;
            await postOne(creditAppliedEntry({ sourceId, bookedOn: today, companyId: companies[e.company], amountCents }));
            owed[e.company] -= amountCents;
            credit[e.company] -= amountCents;
          } else {
            const amountCents = Math.floor(100_000 * e.share) + 1;
            await postOne(payoutEntry({ payoutId: sourceId, bookedOn: today, expertId: experts[e.expert], amountCents }));
          }
        }
        const unbalanced = await t.deps.db.execute(sql`select entry_id from ledger_lines group by entry_id having sum(amount_cents) <> 0`);
        expect((unbalanced as unknown as { rows: unknown[] }).rows).toEqual([]);
        const trial = await trialBalance(t.deps.db);
        expect(trial.balanceCents).toBe(0);
        expect(trial.debitCents).toBe(trial.creditCents);
        const after = await Promise.all(companies.map((c) => balanceOf(t.deps.db, c)));
        expect(after.map((b) => b.receivablesCents)).toEqual(owed);
        expect(after.map((b) => b.creditCents)).toEqual(credit);
      }),
      { numRuns: 25 },
    );
  });

  it("post a source's entry once, also when it is posted five times at the same moment", async () => {
    const sourceId = nextSource++;
    const entry = payoutEntry({ payoutId: sourceId, bookedOn: today, expertId: experts[0], amountCents: 12_345 });
    const written = await Promise.all(Array.from({ length: 5 }, () => postOne(entry)));
    expect(written.filter(Boolean)).toHaveLength(1);
    const rows = await t.deps.db.select({ id: ledgerEntries.id }).from(ledgerEntries).where(sql`${ledgerEntries.kind} = 'payout' and ${ledgerEntries.sourceId} = ${sourceId}`);
    expect(rows).toHaveLength(1);
    const [{ n }] = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(ledgerLines).where(eq(ledgerLines.entryId, rows[0].id));
    expect(n).toBe(2);
  });

  it("refuse an entry that does not balance, in the service and in the database at commit", async () => {
    const sourceId = nextSource++;
    const lopsided: LedgerEntry = { kind: "payout", sourceId, bookedOn: today, lines: [{ account: "cash", amountCents: -100 }, { account: "expert-payables", expertId: experts[0], amountCents: 99 }] };
    await expect(postOne(lopsided)).rejects.toThrow(/debits and credits/);
    // Past the service, straight to the tables: the deferred check refuses it when the transaction commits.
    await expect(
      t.deps.db.transaction(async (tx) => {
        const [entry] = await tx.insert(ledgerEntries).values({ kind: "payout", sourceId, bookedOn: today }).returning({ id: ledgerEntries.id });
        await tx.insert(ledgerLines).values([
          { entryId: entry.id, account: "cash", amountCents: -100 },
          { entryId: entry.id, account: "expert-payables", expertId: experts[0], amountCents: 99 },
        ]);
      }),
    ).rejects.toThrow();
    const rows = await t.deps.db.select().from(ledgerEntries).where(sql`${ledgerEntries.kind} = 'payout' and ${ledgerEntries.sourceId} = ${sourceId}`);
    expect(rows).toEqual([]);
  });

  it("are written once: the database refuses to change or delete an entry or a line", async () => {
    const sourceId = nextSource++;
    await postOne(payoutEntry({ payoutId: sourceId, bookedOn: today, expertId: experts[1], amountCents: 500 }));
    const [entry] = await t.deps.db.select({ id: ledgerEntries.id }).from(ledgerEntries).where(sql`${ledgerEntries.kind} = 'payout' and ${ledgerEntries.sourceId} = ${sourceId}`);
    await expect(t.deps.db.update(ledgerLines).set({ amountCents: 1 }).where(eq(ledgerLines.entryId, entry.id))).rejects.toThrow();
    await expect(t.deps.db.delete(ledgerLines).where(eq(ledgerLines.entryId, entry.id))).rejects.toThrow();
    await expect(t.deps.db.delete(ledgerEntries).where(eq(ledgerEntries.id, entry.id))).rejects.toThrow();
    const [{ n }] = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(ledgerLines).where(eq(ledgerLines.entryId, entry.id));
    expect(n).toBe(2);
  });

  it("show admins the trial balance and the figures per company and month; nobody else", async () => {
    expect((await t.anon().get("/api/admin/ledger/trial-balance")).status).toBe(401);
    const client = clientApi;
    expect((await client.get("/api/admin/ledger/trial-balance")).status).toBe(403);
    expect((await client.get("/api/admin/ledger/figures")).status).toBe(403);
    const admin = await t.loginAs("admin");
    const trial = expectAnswer(trialBalanceAnswer, (await admin.get("/api/admin/ledger/trial-balance")).body);
    expect(trial.accounts.map((a) => a.account)).toEqual(["receivables", "cash", "credit-on-account", "expert-payables", "fees"]);
    expect(trial.balanceCents).toBe(0);
    expect(trial.debitCents).toBeGreaterThan(0);

    const figuresRes = await admin.get("/api/admin/ledger/figures");
    expect(figuresRes.status).toBe(200);
    const figures = expectAnswer(ledgerFiguresAnswer, figuresRes.body);
    const cash = trial.accounts.find((a) => a.account === "cash")!;
    // Every entry so far was booked on one day, so one month holds all the cash that moved and every fee.
    expect(figures.months).toEqual([
      { month: today.slice(0, 7), cashInCents: cash.debitCents, paidOutCents: cash.creditCents, feesCents: -trial.accounts.find((a) => a.account === "fees")!.balanceCents },
    ]);
    for (const c of companies) {
      const b = await balanceOf(t.deps.db, c);
      const row = figures.companies.find((r) => r.companyId === c);
      if (b.receivablesCents === 0 && b.creditCents === 0) expect(row).toBeUndefined();
      else expect(row).toMatchObject({ receivablesCents: b.receivablesCents, creditCents: b.creditCents });
    }
  });
});

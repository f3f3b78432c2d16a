// The demo's payouts: Thandi has a bank account (masked, long since changed), a paid payout for an
// earlier engagement and last month's scheduled; the books still balance.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMonths, monthOf } from "@shared/calendar";
import { bankAccountAnswer, payoutAnswer, payoutOutlookAnswer } from "@shared/contracts/payouts";
import { usdToZarCents } from "@shared/money";
import { trialBalance } from "../ledger/ledger.service";
import { expectAnswer, expectListAnswer } from "../test/answer";
import { startTestServer, type TestServer } from "../test/harness";
import { DEMO_USD_ZAR_RATES } from "./seed-payouts";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe("the demo's payouts", () => {
  it("give Thandi a bank account, a paid payout and a scheduled one, and keep the books balanced", async () => {
    const thandi = await t.loginAs("expert");
    const account = expectAnswer(bankAccountAnswer, (await thandi.get("/api/payouts/bank-account")).body);
    expect(account).toMatchObject({ bankName: "First National Bank", accountNumberMasked: "••••6789", holdUntil: null });

    const list = expectListAnswer(payoutAnswer, (await thandi.get("/api/payouts")).body);
    const now = new Date();
    expect(list.map((p) => [p.month, p.status])).toEqual([
      [addMonths(monthOf(now), -1), "scheduled"],
      [addMonths(monthOf(now), -2), "paid"],
    ]);
    const [scheduled, paid] = list;
    expect(paid).toMatchObject({ hours: 80, usdZarRate: DEMO_USD_ZAR_RATES.paid, holdReason: null });
    expect(paid.zarCents).toBe(usdToZarCents(paid.usdCents, DEMO_USD_ZAR_RATES.paid));
    expect(scheduled).toMatchObject({ usdZarRate: DEMO_USD_ZAR_RATES.scheduled, holdReason: null });
    expect(scheduled.hours).toBeGreaterThan(0);

    expectAnswer(payoutOutlookAnswer, (await thandi.get("/api/payouts/outlook")).body);
    expect((await trialBalance(t.deps.db)).balanceCents).toBe(0);
  });
});

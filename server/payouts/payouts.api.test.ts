// Payouts over HTTP on a real database: the bank account behind the password, sealed and masked,
// mailed and holding payouts for 72 hours; a month's run paying approved hours once (also when two
// runs arrive at once), converted once to rand; held and failed payouts carried into the next run;
// the books kept balanced when a payout is paid; the bank's batch read back; nobody else's payouts.
import { and, eq, inArray, sql } from "drizzle-orm";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mondayOf } from "@shared/calendar";
import {
  adminPayoutAnswer,
  bankAccountAnswer,
  PAYOUT_BOP_CATEGORY,
  PAYOUT_MESSAGES,
  payoutAnswer,
  payoutOutlookAnswer,
  payoutRunAnswer,
  payoutRunDetailAnswer,
  type PayoutRunDetail,
} from "@shared/contracts/payouts";
import { lineAmountCents, payRateCents, usdToZarCents } from "@shared/money";
import { engagements, expertBankAccounts, ledgerEntries, mailOutbox, payoutLines, payouts, preBookings } from "@shared/schema";
import { trialBalance } from "../ledger/ledger.service";
import { expectAnswer, expectListAnswer } from "../test/answer";
import { activeEngagement, week } from "../test/billing";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { pdfText } from "../test/pdf-text";
import { runMonthlyPayouts } from "./payouts.service";

let t: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestServer({ seed: false });
  admin = await t.loginAs("admin");
});
afterAll(async () => {
  await t?.close();
});

type Person = Awaited<ReturnType<TestServer["createUser"]>>;

const ACCOUNT = { accountHolder: "Thandi Nkosi", bankName: "First National Bank", branchCode: "250655", accountNumber: "6212 3456 789", accountType: "cheque" };

/** Saves an account for the expert and backdates its change past the 72-hour hold. */
async function accountFor(expert: Person, opts: { hoursAgo?: number } = {}) {
  const res = await expert.api.put("/api/payouts/bank-account", { ...ACCOUNT, accountHolder: `${expert.login} Holder`, currentPassword: expert.password });
  expect(res.status).toBe(200);
  await t.deps.db
    .update(expertBankAccounts)
    .set({ changedAt: sql`now() - make_interval(hours => ${opts.hoursAgo ?? 100})` })
    .where(eq(expertBankAccounts.expertId, expert.id));
}

/** An expert working for a new client at `rateCents` an hour (20% fee) with one approved week of `minutes` from `monday`. */
async function workedWeek(monday: string, minutes: number[], opts: { expert?: Person; rateCents?: number; feePercent?: number } = {}) {
  const [client, expert] = await Promise.all([t.createUser("client"), opts.expert ?? t.createUser("expert")]);
  const engagement = await activeEngagement(t.deps.db, { clientId: client.id, expertId: expert.id, rateCents: opts.rateCents ?? 10_000, startDate: "2024-01-01", endDate: "2027-12-31" });
  if (opts.feePercent !== undefined) await t.deps.db.update(engagements).set({ platformFeePercent: opts.feePercent }).where(eq(engagements.id, engagement.id));
  await week(t.deps.db, engagement.id, monday, minutes);
  return { client, expert, engagement };
}

const run = (month: string, usdZarRate = "18.4321") => admin.post("/api/admin/payout-runs", { month, usdZarRate });
const payoutOf = (detail: PayoutRunDetail, expertId: number) => detail.items.find((p) => p.expertId === expertId);
const rowOf = async (id: number) => (await t.deps.db.select().from(payouts).where(eq(payouts.id, id)))[0];

describe("the bank account", () => {
  it("is saved by its expert with their current password, sealed, answered masked, and the change mailed", async () => {
    const expert = await t.createUser("expert");
    expect((await expert.api.get("/api/payouts/bank-account")).body).toBeNull();

    const wrong = await expert.api.put("/api/payouts/bank-account", { ...ACCOUNT, currentPassword: "not-my-password" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.details).toEqual([{ path: "currentPassword", message: "Your current password is not correct." }]);
    expect(await t.deps.db.select().from(expertBankAccounts).where(eq(expertBankAccounts.expertId, expert.id))).toHaveLength(0);

    const bad = await expert.api.put("/api/payouts/bank-account", { ...ACCOUNT, branchCode: "12", accountNumber: "12ab", currentPassword: expert.password });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual(["accountNumber", "branchCode"]);

    const res = await expert.api.put("/api/payouts/bank-account", { ...ACCOUNT, currentPassword: expert.password });
    expect(res.status).toBe(200);
    const saved = expectAnswer(bankAccountAnswer, res.body);
    expect(saved).toMatchObject({ accountHolder: "Thandi Nkosi", bankName: "First National Bank", branchCode: "250655", accountNumberMasked: "••••6789", accountType: "cheque" });
    // Payouts wait 72 hours from the change.
    expect(Date.parse(saved.holdUntil!) - Date.parse(saved.changedAt)).toBe(72 * 3_600_000);
    expect(JSON.stringify(res.body)).not.toContain("62123456789");

    // In the database: the number and holder sealed, only the last 4 digits in the clear.
    const [row] = await t.deps.db.select().from(expertBankAccounts).where(eq(expertBankAccounts.expertId, expert.id));
    expect(row.last4).toBe("6789");
    expect(row.sealed).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toMatch(/62123456789|Thandi/);

    // Ever after, masked.
    expect(expectAnswer(bankAccountAnswer, (await expert.api.get("/api/payouts/bank-account")).body).accountNumberMasked).toBe("••••6789");

    const mail = await t.deps.db.select().from(mailOutbox).where(and(eq(mailOutbox.userId, expert.id), eq(mailOutbox.accountMail, "bank-account-changed")));
    expect(mail).toHaveLength(1);
    expect(mail[0].toAddress).toBe(expert.email);
  });

  it("belongs to experts only", async () => {
    const client = await t.createUser("client");
    expect((await client.api.put("/api/payouts/bank-account", { ...ACCOUNT, currentPassword: client.password })).status).toBe(403);
    expect((await client.api.get("/api/payouts/bank-account")).status).toBe(403);
    expect((await t.anon().get("/api/payouts/bank-account")).status).toBe(401);
    expect((await admin.get("/api/payouts/bank-account")).status).toBe(403);
  });
});

describe("a month's run", () => {
  it("pays each expert's approved hours of the month at their pay rate, once, in USD and in rand converted once", async () => {
    // A week from Mon 24 Feb 2025: its February days and its March days are paid by their months' runs.
    const a = await workedWeek("2025-02-24", [480, 480, 480, 480, 480]);
    const b = await workedWeek("2025-02-10", [450, 0, 15], { rateCents: 12_345, feePercent: 15 });
    await accountFor(a.expert);
    await accountFor(b.expert);
    // Not approved: not paid.
    await week(t.deps.db, a.engagement.id, "2025-02-17", [480], "submitted");

    const res = await run("2025-02", "18.4321");
    expect(res.status).toBe(201);
    const detail = expectAnswer(payoutRunDetailAnswer, res.body);
    expect(detail).toMatchObject({ month: "2025-02", usdZarRate: "18.4321", payoutDate: "2025-03-05", sentAt: null });

    // a: Mon 24 to Fri 28 Feb, 40 hours at $80 (the rate less 20%).
    const pa = payoutOf(detail, a.expert.id)!;
    expect(pa).toMatchObject({ minutes: 2_400, hours: 40, usdCents: 320_000, zarCents: usdToZarCents(320_000, "18.4321"), status: "scheduled", holdReason: null });
    // b: 7.75 hours at $123.45 less 15%, each line rounded once.
    const rateB = payRateCents(12_345, 15);
    const pb = payoutOf(detail, b.expert.id)!;
    expect(pb).toMatchObject({ minutes: 465, usdCents: lineAmountCents(465, rateB), zarCents: usdToZarCents(lineAmountCents(465, rateB), "18.4321") });
    expect(detail.usdCents).toBe(detail.items.reduce((s, p) => s + p.usdCents, 0));

    // A month is paid once.
    const again = await run("2025-02", "19.0000");
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(PAYOUT_MESSAGES.monthPaid);

    // The month not over yet is refused; so is a rate with five decimals.
    expect((await run("2099-01")).status).toBe(400);
    const badRate = await run("2025-03", "18.43215");
    expect(badRate.status).toBe(400);
    expect(badRate.body.error.details[0]).toMatchObject({ path: "usdZarRate", message: PAYOUT_MESSAGES.rate });

    // The rest of a's week (Sat 1 Mar has nothing; the week's March days are none here) and nothing twice.
    const lines = await t.deps.db.select().from(payoutLines).where(eq(payoutLines.payoutId, pa.id));
    expect(lines.map((l) => [l.workMonth, l.minutes])).toEqual([["2025-02-01", 2_400]]);
  });

  it("two runs of one month at once: one pays, the other is 409, nobody is paid twice", async () => {
    const experts = await Promise.all(Array.from({ length: 3 }, () => workedWeek("2025-04-07", [480, 480])));
    const answers = await Promise.all(Array.from({ length: 4 }, (_, i) => run("2025-04", `18.${1000 + i}`)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    const rows = await t.deps.db.select().from(payouts).where(inArray(payouts.expertId, experts.map((e) => e.expert.id)));
    expect(rows).toHaveLength(3);
    const lines = await t.deps.db.select().from(payoutLines).where(inArray(payoutLines.payoutId, rows.map((r) => r.id)));
    expect(lines).toHaveLength(3);
  });

  it("keeps an expert without an account, or with one changed in the last 72 hours, waiting with the reason, and the next run carries it", async () => {
    const none = await workedWeek("2025-05-05", [480]);
    const fresh = await workedWeek("2025-05-05", [240]);
    await accountFor(fresh.expert, { hoursAgo: 1 });
    const may = await workedWeek("2025-05-05", [60]);
    await accountFor(may.expert);

    const detail = expectAnswer(payoutRunDetailAnswer, (await run("2025-05")).body);
    expect(payoutOf(detail, none.expert.id)).toMatchObject({ holdReason: "no-bank-account", holdMessage: PAYOUT_MESSAGES.holds["no-bank-account"] });
    expect(payoutOf(detail, fresh.expert.id)).toMatchObject({ holdReason: "bank-account-changed" });
    expect(payoutOf(detail, may.expert.id)).toMatchObject({ holdReason: null });
    expect(detail.held).toBe(2);

    // The expert sees why.
    const own = expectListAnswer(payoutAnswer, (await none.expert.api.get("/api/payouts")).body);
    expect(own).toMatchObject([{ month: "2025-05", status: "scheduled", holdMessage: PAYOUT_MESSAGES.holds["no-bank-account"] }]);

    // The batch carries only the payout that may go.
    const csv = await admin.get(`/api/admin/payout-runs/${detail.id}/batch.csv`);
    expect(csv.text.trim().split("\r\n")).toHaveLength(2);

    const sent = expectAnswer(payoutRunDetailAnswer, (await admin.post(`/api/admin/payout-runs/${detail.id}/sent`)).body);
    expect(sent.sentAt).not.toBeNull();
    expect(payoutOf(sent, may.expert.id)!.status).toBe("sent");
    expect(payoutOf(sent, none.expert.id)!.status).toBe("scheduled");
    expect((await admin.post(`/api/admin/payout-runs/${detail.id}/sent`)).status).toBe(409);

    // The account is added; the next month's run carries the held payout into a new one.
    await accountFor(none.expert);
    const before = payoutOf(detail, none.expert.id)!;
    await week(t.deps.db, none.engagement.id, "2025-06-02", [120]);
    const june = expectAnswer(payoutRunDetailAnswer, (await run("2025-06")).body);
    const carried = payoutOf(june, none.expert.id)!;
    expect(carried).toMatchObject({ minutes: 120, carriedUsdCents: before.usdCents, usdCents: before.usdCents + 16_000, holdReason: null });
    expect(await rowOf(before.id)).toMatchObject({ status: "carried", carriedIntoId: carried.id });
    // The fresh account's hold is over by June's send in real life; here it is still within 72 hours.
    expect(payoutOf(june, fresh.expert.id)).toMatchObject({ holdReason: "bank-account-changed", carriedUsdCents: payoutOf(detail, fresh.expert.id)!.usdCents });
  });

  it("a failed payout joins the next run; a paid one is posted to the books once and they balance", async () => {
    const failing = await workedWeek("2025-07-07", [480]);
    const paying = await workedWeek("2025-07-07", [240]);
    await accountFor(failing.expert);
    await accountFor(paying.expert);
    const july = expectAnswer(payoutRunDetailAnswer, (await run("2025-07", "17.9000")).body);
    await admin.post(`/api/admin/payout-runs/${july.id}/sent`);
    const f = payoutOf(july, failing.expert.id)!;
    const p = payoutOf(july, paying.expert.id)!;

    // Only a sent payout is paid or failed.
    const failed = await admin.post(`/api/admin/payouts/${f.id}/failed`, { reason: "Account closed" });
    expect(failed.status).toBe(200);
    expect(expectAnswer(adminPayoutAnswer, failed.body)).toMatchObject({ status: "failed", failureReason: "Account closed" });
    expect((await admin.post(`/api/admin/payouts/${f.id}/paid`)).status).toBe(409);

    const paid = expectAnswer(adminPayoutAnswer, (await admin.post(`/api/admin/payouts/${p.id}/paid`)).body);
    expect(paid.status).toBe("paid");
    expect((await admin.post(`/api/admin/payouts/${p.id}/paid`)).status).toBe(409);
    const entries = await t.deps.db.select().from(ledgerEntries).where(and(eq(ledgerEntries.kind, "payout"), eq(ledgerEntries.sourceId, p.id)));
    expect(entries).toHaveLength(1);
    expect(await t.deps.db.select().from(ledgerEntries).where(and(eq(ledgerEntries.kind, "payout"), eq(ledgerEntries.sourceId, f.id)))).toHaveLength(0);
    expect((await trialBalance(t.deps.db)).balanceCents).toBe(0);

    // August: no new hours for the failing expert, yet their July payout goes again, at August's rate.
    const august = expectAnswer(payoutRunDetailAnswer, (await run("2025-08", "18.0000")).body);
    const again = payoutOf(august, failing.expert.id)!;
    expect(again).toMatchObject({ minutes: 0, usdCents: f.usdCents, carriedUsdCents: f.usdCents, zarCents: usdToZarCents(f.usdCents, "18.0000") });
    expect(await rowOf(f.id)).toMatchObject({ status: "carried", carriedIntoId: again.id });
    expect(payoutOf(august, paying.expert.id)).toBeUndefined();
  });

  it("is made by the job from the 5th, at the last rate entered, once", async () => {
    const w = await workedWeek("2025-09-08", [480]);
    await runMonthlyPayouts(t.deps, new Date("2025-10-04T23:00:00Z"));
    expect(await t.deps.db.select().from(payouts).where(eq(payouts.expertId, w.expert.id))).toHaveLength(0);
    await Promise.all([runMonthlyPayouts(t.deps, new Date("2025-10-05T01:00:00Z")), runMonthlyPayouts(t.deps, new Date("2025-10-05T01:00:00Z"))]);
    const rows = await t.deps.db.select().from(payouts).where(eq(payouts.expertId, w.expert.id));
    expect(rows).toHaveLength(1);
    const runs = expectListAnswer(payoutRunAnswer, (await admin.get("/api/admin/payout-runs")).body);
    expect(runs[0]).toMatchObject({ month: "2025-09", usdZarRate: "18.0000", payouts: 1 });
  });
});

describe("the bank's batch", () => {
  it("is a CSV and a pain.001 file, each payment in rand with its balance-of-payments category, read back by the same library", async () => {
    const w = await workedWeek("2025-10-06", [480, 480]);
    await accountFor(w.expert);
    const detail = expectAnswer(payoutRunDetailAnswer, (await run("2025-10", "18.2500")).body);
    const mine = payoutOf(detail, w.expert.id)!;

    const csv = await admin.get(`/api/admin/payout-runs/${detail.id}/batch.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const [head, row] = csv.text.trim().split("\r\n");
    expect(head).toBe("payoutId,accountHolder,bankName,branchCode,accountNumber,accountType,amount,currency,reference,bopCategory,usdAmount,usdZarRate");
    expect(row.split(",")).toEqual([String(mine.id), `${w.expert.login} Holder`, "First National Bank", "250655", "62123456789", "cheque", "23360.00", "ZAR", `PT PAYOUT 2025-10 ${mine.id}`, "231", "1280.00", "18.2500"]);

    const xml = await admin.get(`/api/admin/payout-runs/${detail.id}/batch.xml`);
    expect(xml.status).toBe(200);
    expect(xml.headers.get("content-type")).toMatch(/^application\/xml/);
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@_", isArray: (name) => name === "CdtTrfTxInf" }).parse(xml.text);
    expect(doc.Document["@_xmlns"]).toBe("urn:iso:std:iso:20022:tech:xsd:pain.001.001.03");
    const init = doc.Document.CstmrCdtTrfInitn;
    expect(init.GrpHdr).toMatchObject({ NbOfTxs: 1, CtrlSum: 23360 });
    const tx = init.PmtInf.CdtTrfTxInf[0];
    expect(tx.Amt.InstdAmt).toEqual({ "#text": 23360, "@_Ccy": "ZAR" });
    expect(tx.CdtrAcct.Id.Othr.Id).toBe(62123456789);
    expect(tx.CdtrAgt.FinInstnId.ClrSysMmbId.MmbId).toBe(250655);
    expect(String(tx.RgltryRptg.Dtls.Cd)).toBe(PAYOUT_BOP_CATEGORY.code);
    expect(tx.PmtId.EndToEndId).toBe(`PT-PAYOUT-${mine.id}`);

    expect((await w.expert.api.get(`/api/admin/payout-runs/${detail.id}/batch.csv`)).status).toBe(403);
    expect((await admin.get("/api/admin/payout-runs/2147483000/batch.xml")).status).toBe(404);
  });
});

describe("the expert's view", () => {
  it("lists their payouts and their statement; nobody else reads them (404), admins do", async () => {
    const w = await workedWeek("2025-11-03", [480, 240]);
    await accountFor(w.expert);
    const detail = expectAnswer(payoutRunDetailAnswer, (await run("2025-11", "18.5000")).body);
    const mine = payoutOf(detail, w.expert.id)!;

    const list = await w.expert.api.get("/api/payouts");
    expect(list.headers.get("x-total-count")).toBe("1");
    const [own] = expectListAnswer(payoutAnswer, list.body);
    expect(own).toMatchObject({ id: mine.id, month: "2025-11", hours: 12, usdCents: 96_000, zarCents: 1_776_000, usdZarRate: "18.5000", status: "scheduled", payoutDate: "2025-12-05" });
    // The expert's answer names no fee and no client rate.
    expect(JSON.stringify(list.body)).not.toMatch(/fee|rateCents|10000/i);

    const [other, client] = await Promise.all([t.createUser("expert"), t.createUser("client")]);
    for (const who of [other.api, w.client.api]) {
      expect((await who.get(`/api/payouts/${mine.id}`)).status).toBe(404);
      expect((await who.get(`/api/payouts/${mine.id}.pdf`)).status).toBe(404);
    }
    expect((await client.api.get("/api/payouts")).status).toBe(403);
    expect(expectListAnswer(payoutAnswer, (await other.api.get("/api/payouts")).body)).toEqual([]);
    expect((await admin.get(`/api/payouts/${mine.id}`)).status).toBe(200);

    const res = await fetch(`${t.url}/api/payouts/${mine.id}.pdf`, { headers: { authorization: `Bearer ${w.expert.api.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const { text } = await pdfText(new Uint8Array(await res.arrayBuffer()));
    for (const part of ["Payout statement: November 2025", "week of 3 Nov 2025", "12", "$80.00/h", "$960.00", "18.5000", "R17,760.00", "231"]) expect(text).toContain(part);
    expect(text).not.toContain("$100");
  });

  it("shows on the hub what approved hours not yet paid will bring, at the last rate, and when", async () => {
    const w = await workedWeek(mondayOf(new Date().toISOString().slice(0, 10)), [60]);
    const res = await w.expert.api.get("/api/payouts/outlook");
    expect(res.status).toBe(200);
    const outlook = expectAnswer(payoutOutlookAnswer, res.body);
    expect(outlook).toMatchObject({ minutes: 60, usdCents: 8_000, holdReason: "no-bank-account" });
    expect(outlook.usdZarRate).not.toBeNull();
    expect(outlook.zarCents).toBe(usdToZarCents(8_000, outlook.usdZarRate!));
    expect(outlook.nextPayoutDate).toMatch(/^\d{4}-\d{2}-05$|^\d{4}-\d{2}-\d{2}$/);
    expect((await w.client.api.get("/api/payouts/outlook")).status).toBe(403);
  });
});

describe("the two agreements", () => {
  /** An engagement waiting for both acceptances, at $100 an hour with the default 20% fee. */
  async function awaiting() {
    const [client, expert] = await Promise.all([t.createUser("client"), t.createUser("expert")]);
    const [booking] = await t.deps.db
      .insert(preBookings)
      .values({ clientId: client.id, expertId: expert.id, startDate: "2027-03-01", endDate: "2027-05-28", status: "confirmed", confirmedAt: new Date() })
      .returning();
    const [row] = await t.deps.db
      .insert(engagements)
      .values({ preBookingId: booking.id, clientId: client.id, expertId: expert.id, hourlyRateCents: 10_000, startDate: "2027-03-01", endDate: "2027-05-28" })
      .returning();
    return { client, expert, id: row.id };
  }

  it("shows each party their own, the client never the pay and the expert never the rate or fee, each accepted by its SHA-256", async () => {
    const { client, expert, id } = await awaiting();
    const forClient = (await client.api.get(`/api/engagements/${id}`)).body;
    const forExpert = (await expert.api.get(`/api/engagements/${id}`)).body;
    expect(forClient.terms.text).toMatch(/^ENGAGEMENT AGREEMENT/);
    expect(forClient.terms.text).toContain("USD 100.00");
    expect(forClient.terms.text).not.toContain("80.00");
    expect(forClient.hourlyRateCents).toBe(10_000);
    expect(forExpert.terms.text).toMatch(/^EXPERT AGREEMENT/);
    expect(forExpert.terms.text).toContain("Your pay is USD 80.00 an hour");
    expect(forExpert.terms.text).toContain("paid on the 5th of the next month");
    expect(forExpert.terms.text).toContain("South African rand");
    expect(forExpert.terms.text).not.toMatch(/100\.00|fee|20 ?%/i);
    expect(forExpert.hourlyRateCents).toBe(8_000);
    expect(JSON.stringify(forExpert)).not.toMatch(/10000|platformFee/);
    expect(forExpert.terms.sha256).not.toBe(forClient.terms.sha256);

    // Each accepts only the text they were shown.
    expect((await expert.api.post(`/api/engagements/${id}/accept`, { sha256: forClient.terms.sha256 })).status).toBe(409);
    expect((await expert.api.post(`/api/engagements/${id}/accept`, { sha256: forExpert.terms.sha256 })).status).toBe(200);
    const done = await client.api.post(`/api/engagements/${id}/accept`, { sha256: forClient.terms.sha256 });
    expect(done.body.status).toBe("active");
    const [row] = await t.deps.db.select().from(engagements).where(eq(engagements.id, id));
    expect(row).toMatchObject({ clientAcceptedSha256: forClient.terms.sha256, expertAcceptedSha256: forExpert.terms.sha256, expertAgreementSha256: forExpert.terms.sha256 });
    expect(row.expertAgreementAcceptedAt).not.toBeNull();
  });

  it("an engagement from before the expert's agreement waits for it: its hours are paid by the run after the expert accepts", async () => {
    const w = await workedWeek("2025-12-08", [480]);
    await accountFor(w.expert);
    await t.deps.db.update(engagements).set({ expertAgreementAcceptedAt: null, expertAgreementSha256: null }).where(eq(engagements.id, w.engagement.id));

    const december = expectAnswer(payoutRunDetailAnswer, (await run("2025-12")).body);
    expect(payoutOf(december, w.expert.id)).toBeUndefined();
    const outlook = expectAnswer(payoutOutlookAnswer, (await w.expert.api.get("/api/payouts/outlook")).body);
    expect(outlook).toMatchObject({ minutes: 480, holdReason: "agreement-not-accepted", holdMessage: PAYOUT_MESSAGES.holds["agreement-not-accepted"] });

    const shown = (await w.expert.api.get(`/api/engagements/${w.engagement.id}`)).body;
    expect(shown).toMatchObject({ status: "active", mayAccept: true });
    expect((await w.expert.api.post(`/api/engagements/${w.engagement.id}/accept`, { sha256: shown.terms.sha256 })).status).toBe(200);
    expect((await w.expert.api.get(`/api/engagements/${w.engagement.id}`)).body.mayAccept).toBe(false);
    expect((await w.expert.api.post(`/api/engagements/${w.engagement.id}/accept`, { sha256: shown.terms.sha256 })).status).toBe(409);

    const january = expectAnswer(payoutRunDetailAnswer, (await run("2026-01")).body);
    expect(payoutOf(january, w.expert.id)).toMatchObject({ minutes: 480, usdCents: 64_000 });
  });
});

describe("erasure", () => {
  it("takes the expert's bank account with it; their payouts keep their amounts", async () => {
    const w = await workedWeek("2026-02-02", [60]);
    await accountFor(w.expert);
    const feb = expectAnswer(payoutRunDetailAnswer, (await run("2026-02")).body);
    expect(payoutOf(feb, w.expert.id)).toBeDefined();
    expect((await w.expert.api.request("DELETE", "/api/account", { password: w.expert.password })).status).toBe(200);
    expect(await t.deps.db.select().from(expertBankAccounts).where(eq(expertBankAccounts.expertId, w.expert.id))).toHaveLength(0);
    expect(await t.deps.db.select().from(payouts).where(eq(payouts.expertId, w.expert.id))).toHaveLength(1);
  });
});

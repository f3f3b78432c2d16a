// Invoices over HTTP (PRODUCT.md "Invoices", "Trial and replacement"; docs/decisions/065-*): who may
// read one, the amounts and totals to the cent (a half cent rounds up, once per line), a week across
// a month's end billed on each month's invoice, runs of a month at the same moment giving one invoice
// per client and numbers without gaps, the monthly job on a moved clock, a late-approved week billed
// once on the next run, a trial's credit notes once, drafts, marking paid once, and the PDF read back.
// Engagements and timesheets are written straight to the database (server/test/billing.ts).
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TIMESHEET_DAY_MAX_MINUTES } from "@shared/constants";
import { ENGAGEMENT_RATE_CENTS_MAX } from "@shared/contracts/engagements";
import { creditNoteNumberText, invoiceAnswer, invoiceFiguresAnswer, invoiceRunAnswer, invoiceSummaryAnswer } from "@shared/contracts/invoices";
import { formatCents } from "@shared/money";
import { formatCreditorReference, invoicePaymentReference, isCreditorReference } from "@shared/payment-reference";
import { REMITTANCE } from "@shared/remittance";
import { DEFAULT_CLIENT_TIME_ZONE } from "@shared/working-day";
import { acceptedTerms, auditLog, companyMembers, creditNotes, invoiceLines, invoiceNumbers, invoices, notifications } from "@shared/schema";
import { JOBS } from "../jobs";
import { activeEngagement, approve, endInTrial, week } from "../test/billing";
import { expectAnswer, expectListAnswer } from "../test/answer";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { pdfText } from "../test/pdf-text";
import { invoiceFigures, issueMonth, refreshDrafts, runMonthlyInvoices } from "./invoices.service";
import { addDays, currentWeekStart, formatDay, monthOf } from "@shared/calendar";

let t: TestServer;
let admin: ApiClient;
let adminId: number;
type Account = { api: ApiClient; id: number; companyId: number; password?: string };
let alpha: Account;
let beta: Account;
let expert1: { api: ApiClient; id: number };

const run = (month: string, api: ApiClient = admin) => api.post("/api/invoices/run", { month });
const invoicesOf = (companyId: number) => t.deps.db.select().from(invoices).where(eq(invoices.companyId, companyId)).orderBy(asc(invoices.periodStart));
const linesOfInvoice = (invoiceId: number) => t.deps.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(asc(invoiceLines.position));
/** A new member of `owner`'s company with `role` (their membership moved there). */
async function member(owner: Account, role: "owner" | "hiring" | "finance" | "viewer"): Promise<Account & { password: string }> {
  const c = await t.createUser("client");
  await t.deps.db.update(companyMembers).set({ companyId: owner.companyId, role }).where(eq(companyMembers.userId, c.id));
  return { ...c, companyId: owner.companyId };
}

async function invoicePdfText(id: number) {
  const res = await fetch(`${t.url}/api/invoices/${id}.pdf`, { headers: { authorization: `Bearer ${admin.token}` } });
  expect(res.status).toBe(200);
  return (await pdfText(new Uint8Array(await res.arrayBuffer()))).text;
}

const noticesOf = (userId: number, kind: string) =>
  t.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

async function client(company?: string): Promise<Account> {
  const c = await t.createUser("client");
  if (company) expect((await c.api.post("/api/client/profile", { companyName: company })).status).toBe(200);
  return { ...c, companyId: (await c.api.get("/api/company")).body.id };
}

/** An active engagement with a new expert (an expert's confirmed bookings cannot overlap). */
const engagement = async (clientId: number, rateCents: number, startDate = "2025-01-06") =>
  activeEngagement(t.deps.db, { clientId, expertId: (await t.createUser("expert")).id, rateCents, startDate, endDate: "2026-06-30" });

beforeAll(async () => {
  t = await startTestServer({ seed: false });
  admin = await t.loginAs("admin");
  adminId = (await admin.get("/api/auth/me")).body.user.id;
  [alpha, beta, expert1] = [await client("Alpha Co"), await client(), await t.createUser("expert")];
});
afterAll(async () => {
  await t?.close();
});

describe("a month's invoice", () => {
  let march: number;

  it("bills each engagement's approved weeks, a line per week and month, each amount rounded half up once", async () => {
    const e1 = await engagement(alpha.id, 8_502);
    const e2 = await engagement(alpha.id, 9_999);
    const a = await week(t.deps.db, e1.id, "2025-03-03", [450, 480, 15]); // 945 min × $85.02 = $1,339.065 → $1,339.07
    const b = await week(t.deps.db, e1.id, "2025-03-10", [60]);
    await week(t.deps.db, e1.id, "2025-03-17", [480], "submitted"); // not approved: not billed
    const across = await week(t.deps.db, e1.id, "2025-03-31", [120, 240]); // Mon 31 Mar and Tue 1 Apr
    const other = await week(t.deps.db, e2.id, "2025-03-24", [15]); // a quarter hour at $99.99 = $24.9975 → $25.00

    const res = await run("2025-03");
    expect(res.status, res.text).toBe(200);
    expectAnswer(invoiceRunAnswer, res.body);
    expect(res.body.month).toBe("2025-03");
    expect(res.body.invoices).toHaveLength(1);
    const issued = res.body.invoices[0];
    expect(issued).toMatchObject({ companyId: alpha.companyId, billedName: "Alpha Co", companyName: "Alpha Co", status: "open", month: "2025-03", periodStart: "2025-03-01", totalCents: 161_913 });
    expect(issued.number).toBeGreaterThan(0);
    march = issued.id;

    const got = await alpha.api.get(`/api/invoices/${march}`);
    expect(got.status, got.text).toBe(200);
    expectAnswer(invoiceAnswer, got.body);
    const inv = got.body;
    expect(inv.lines.map((l: Record<string, unknown>) => [l.weekId, l.workMonth, l.minutes, l.rateCents, l.amountCents, l.kind])).toEqual([
      [a.id, "2025-03", 945, 8_502, 133_907, "hours"],
      [b.id, "2025-03", 60, 8_502, 8_502, "hours"],
      [across.id, "2025-03", 120, 8_502, 17_004, "hours"],
      [other.id, "2025-03", 15, 9_999, 2_500, "hours"],
    ]);
    expect(inv.lines[0]).toMatchObject({ engagementId: e1.id, weekStart: "2025-03-03" });
    expect(inv.lines[0].description).toMatch(/week of 3 Mar 2025, 3 Mar 2025 to 5 Mar 2025/);
    expect(inv.lines[2].description).toMatch(/week of 31 Mar 2025, 31 Mar 2025$/);
    expect(inv).toMatchObject({ hoursCents: 161_913, creditsCents: 0, totalCents: 161_913, minutes: 1_140 });
    expect(inv.lines.reduce((sum: number, l: { amountCents: number }) => sum + l.amountCents, 0)).toBe(inv.totalCents);

    // The client is told, and the audit log says who issued it.
    const [notice] = await noticesOf(alpha.id, "invoice.issued");
    expect(notice).toMatchObject({ title: expect.stringContaining("March 2025"), link: `/client/invoices/${march}` });
    expect(notice.body).toBe(`Your invoice for March 2025 is ready: $1,619.13 due by ${formatDay(issued.dueDate)}.`);
    const [entry] = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, "invoice.issued"), eq(auditLog.targetId, String(march))));
    expect(entry).toMatchObject({ actorId: adminId, targetType: "invoice", changes: { status: { from: "draft", to: "open" }, number: issued.number, totalCents: 161_913 } });
  });

  it("bills the rest of a week that crosses the month's end on the next month's invoice", async () => {
    const res = await run("2025-04");
    expect(res.status, res.text).toBe(200);
    const april = res.body.invoices.find((i: { companyId: number }) => i.companyId === alpha.companyId);
    const lines = await linesOfInvoice(april.id);
    expect(lines.map((l) => [l.workMonth, l.minutes, l.amountCents])).toEqual([["2025-04-01", 240, 34_008]]);
    const [marchLine] = (await linesOfInvoice((await invoicesOf(alpha.companyId))[0].id)).filter((l) => l.weekId === lines[0].weekId);
    expect(marchLine.workMonth).toBe("2025-03-01");
  });

  it("is read by its client and admins only: anyone else is told it does not exist", async () => {
    expect((await admin.get(`/api/invoices/${march}`)).status).toBe(200);
    for (const other of [beta.api, expert1.api]) {
      const res = await other.get(`/api/invoices/${march}`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe("Invoice not found");
      expect((await other.get(`/api/invoices/${march}.pdf`)).status).toBe(404);
    }
    expect((await t.anon().get(`/api/invoices/${march}`)).status).toBe(401);
    expect((await t.anon().get(`/api/invoices/${march}.pdf`)).status).toBe(401);
    expect((await admin.get("/api/invoices/999999")).status).toBe(404);

    const own = await alpha.api.get("/api/invoices");
    expect(own.status).toBe(200);
    expectListAnswer(invoiceSummaryAnswer, own.body);
    expect(own.headers.get("x-total-count")).toBe("2");
    expect(own.body.map((i: { month: string }) => i.month)).toEqual(["2025-04", "2025-03"]);
    const theirs = await beta.api.get("/api/invoices");
    expect(theirs.body).toEqual([]);
    expect(theirs.headers.get("x-total-count")).toBe("0");
    expect((await expert1.api.get("/api/invoices")).status).toBe(403);
  });

  it("comes as a PDF with the same lines and totals", async () => {
    const json = (await alpha.api.get(`/api/invoices/${march}`)).body;
    const res = await fetch(`${t.url}/api/invoices/${march}.pdf`, { headers: { authorization: `Bearer ${alpha.api.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="INV-\d{6}-2025-03\.pdf"$/);
    const { text, pages, info } = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(pages).toBe(1);
    expect(info.Title).toMatch(/invoice INV-\d{6} for March 2025/);
    expect(text).toContain(`Invoice INV-${String(json.number).padStart(6, "0")}`);
    expect(text).toContain("Billed to: Alpha Co");
    expect(text).toContain("Period: March 2025");
    for (const line of json.lines) expect(text).toContain(formatCents(line.amountCents));
    expect(text).toContain("$1,339.07");
    expect(text).toContain("$85.02/h");
    expect(text).toContain("15.75"); // 945 minutes as hours
    expect(text).toContain("$1,619.13");
  });

  it("refuses what it cannot run with 400 naming the field", async () => {
    for (const body of [{ month: "2025-13" }, { month: "March" }, {}, { month: 202503 }]) {
      const res = await admin.post("/api/invoices/run", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.details[0].path).toBe("month");
    }
    const now = await run(monthOf(new Date()));
    expect(now.status).toBe(400);
    expect(now.body.error.details).toEqual([{ path: "month", message: expect.stringMatching(/has not ended yet/) }]);
    expect((await admin.get("/api/invoices?status=late")).status).toBe(400);
    expect((await admin.get("/api/invoices/abc")).status).toBe(400);
    expect((await admin.get("/api/invoices/abc.pdf")).status).toBe(400);
    expect((await run("2025-03", alpha.api)).status).toBe(403);
    expect((await alpha.api.post("/api/invoices/drafts")).status).toBe(403);
  });
});

describe("runs at the same moment", () => {
  it("give one invoice per client, each numbered once", async () => {
    const clients = [await client(), await client(), await client()];
    for (const c of clients) await week(t.deps.db, (await engagement(c.id, 7_000)).id, "2025-05-05", [60, 60]);
    const answers = await Promise.all([run("2025-05"), run("2025-05"), run("2025-05")]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const issuedIds = answers.flatMap((a) => a.body.invoices.map((i: { id: number }) => i.id));
    expect(issuedIds.sort()).toEqual([...new Set(issuedIds)].sort());
    const rows = await t.deps.db.select().from(invoices).where(inArray(invoices.companyId, clients.map((c) => c.companyId)));
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.status === "open" && r.number !== null && r.totalCents === 14_000)).toBe(true);
    expect(issuedIds).toHaveLength(3);
    for (const c of clients) expect(await noticesOf(c.id, "invoice.issued")).toHaveLength(1);
    // Again: nothing left to issue.
    expect((await run("2025-05")).body.invoices).toEqual([]);
  });
});

describe("runs of two months for one client at the same moment", () => {
  it("bill each day once, whichever run takes it", async () => {
    const c = await client();
    const e = await engagement(c.id, 6_000, "2023-01-02");
    const january = await week(t.deps.db, e.id, "2023-01-09", [60]);
    const across = await week(t.deps.db, e.id, "2023-01-30", [60, 60, 60]); // Mon 30 Jan to Wed 1 Feb
    const february = await week(t.deps.db, e.id, "2023-02-13", [60]);
    const answers = await Promise.all([run("2023-01"), run("2023-02"), run("2023-02"), run("2023-01")]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);

    const rows = await invoicesOf(c.companyId);
    expect(rows.every((r) => r.status === "open")).toBe(true);
    const lines = await t.deps.db.select().from(invoiceLines).where(inArray(invoiceLines.invoiceId, rows.map((r) => r.id)));
    const billed = lines.map((l) => `${l.weekId} ${l.workMonth} ${l.minutes}`).sort();
    expect(billed).toEqual([`${january.id} 2023-01-01 60`, `${across.id} 2023-01-01 120`, `${across.id} 2023-02-01 60`, `${february.id} 2023-02-01 60`].sort());
    expect(rows.reduce((sum, r) => sum + r.totalCents, 0)).toBe(30_000);
  });
});

describe("the monthly job", () => {
  it("runs every hour and issues the month before the clock's, once however many run", async () => {
    expect(JOBS.find((j) => j.name === "issue-monthly-invoices")?.everyMs).toBe(60 * 60_000);
    const c = await client();
    await week(t.deps.db, (await engagement(c.id, 5_000)).id, "2025-06-02", [120]);
    const firstOfJuly = new Date("2025-07-01T00:20:00Z");
    await Promise.all([runMonthlyInvoices(t.deps, firstOfJuly), runMonthlyInvoices(t.deps, firstOfJuly)]);
    await runMonthlyInvoices(t.deps, new Date("2025-07-01T01:20:00Z"));
    const rows = await invoicesOf(c.companyId);
    expect(rows.map((r) => [r.periodStart, r.status, r.totalCents])).toEqual([["2025-06-01", "open", 10_000]]);
    const [entry] = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, "invoice.issued"), eq(auditLog.targetId, String(rows[0].id))));
    expect(entry.actorId).toBeNull();
    expect(await noticesOf(c.id, "invoice.issued")).toHaveLength(1);
  });
});

describe("a run with one client's invoice that cannot be made", () => {
  it("issues every other client's, tells the admins once however often it runs, and tries again", async () => {
    // An approved week of an engagement with no accepted terms (a row written around the acceptance):
    // there is no rate to bill it at, and this client's invoice fails.
    const [broken, fine] = [await client(), await client()];
    const unpriced = await engagement(broken.id, 5_000);
    await t.deps.db.delete(acceptedTerms).where(eq(acceptedTerms.engagementId, unpriced.id));
    await week(t.deps.db, unpriced.id, "2024-05-06", [480]);
    await week(t.deps.db, (await engagement(fine.id, 5_000)).id, "2024-05-06", [120]);
    const logged: number[] = [];
    // The console's run and the job at the same moment: both meet the failure, one notice is made.
    const [first] = await Promise.all([
      issueMonth(t.deps.db, "2024-05", new Date("2024-06-01T00:20:00Z"), (companyId) => logged.push(companyId)),
      runMonthlyInvoices(t.deps, new Date("2024-06-01T00:20:00Z")),
    ]);
    expect(first.failedCompanyIds).toEqual([broken.companyId]);
    expect(logged).toEqual([broken.companyId]);
    expect((await invoicesOf(fine.companyId)).map((r) => [r.periodStart, r.status, r.totalCents])).toEqual([["2024-05-01", "open", 10_000]]);
    expect(await invoicesOf(broken.companyId)).toEqual([]);

    // The hourly job meets it again: still no invoice, and no second notice.
    await runMonthlyInvoices(t.deps, new Date("2024-06-01T01:20:00Z"));
    const notices = await noticesOf(adminId, "invoice.run-failed");
    expect(notices.filter((n) => n.body.includes(`company #${broken.companyId} `))).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: "An invoice could not be made", link: "/admin/dreamteam#invoices" });

    // Over HTTP the admin sees which client failed.
    const again = await run("2024-05");
    expect(again.status, again.text).toBe(200);
    expect(again.body.failedCompanyIds).toEqual([broken.companyId]);
  });
});

describe("the largest invoice the rules allow", () => {
  it("adds up many engagements at the highest rate with every day of a month at 12 hours, to the cent", async () => {
    // No rule caps a client's engagements: 8 at once takes the total past a 32-bit cent count
    // ($21,474,836.47) by a third, and the columns hold 2^63 - 1.
    const ENGAGEMENTS = 8;
    const c = await client();
    // Every day of January 2023 at 12 hours, in the six weeks that hold it (Sunday 1 to Tuesday 31).
    const max = TIMESHEET_DAY_MAX_MINUTES;
    const januaryWeeks: [string, number[]][] = [
      ["2022-12-26", [0, 0, 0, 0, 0, 0, max]],
      ...["2023-01-02", "2023-01-09", "2023-01-16", "2023-01-23"].map((monday): [string, number[]] => [monday, Array(7).fill(max)]),
      ["2023-01-30", [max, max]],
    ];
    for (let i = 0; i < ENGAGEMENTS; i++) {
      const e = await engagement(c.id, ENGAGEMENT_RATE_CENTS_MAX, "2022-12-26");
      for (const [monday, minutes] of januaryWeeks) await week(t.deps.db, e.id, monday, minutes);
    }
    const res = await run("2023-01");
    expect(res.status, res.text).toBe(200);
    expect(res.body.failedCompanyIds).toEqual([]);
    // 31 days × 12 hours × $10,000.00 an hour = $3,720,000.00 an engagement.
    const perEngagement = 31 * 12 * ENGAGEMENT_RATE_CENTS_MAX;
    const expected = ENGAGEMENTS * perEngagement;
    expect(expected).toBe(2_976_000_000);
    const issued = res.body.invoices.find((i: { companyId: number }) => i.companyId === c.companyId);
    expect(issued.totalCents).toBe(expected);
    const detail = (await c.api.get(`/api/invoices/${issued.id}`)).body;
    expect(detail).toMatchObject({ totalCents: expected, hoursCents: expected, minutes: ENGAGEMENTS * 31 * TIMESHEET_DAY_MAX_MINUTES });
    expect(detail.lines).toHaveLength(ENGAGEMENTS * januaryWeeks.length);
    expect(detail.lines.reduce((sum: number, l: { amountCents: number }) => sum + l.amountCents, 0)).toBe(expected);
    const [stored] = await t.deps.db.select().from(invoices).where(eq(invoices.id, issued.id));
    expect(stored.totalCents).toBe(expected);
    const pdf = await fetch(`${t.url}/api/invoices/${issued.id}.pdf`, { headers: { authorization: `Bearer ${c.api.token}` } });
    expect((await pdfText(new Uint8Array(await pdf.arrayBuffer()))).text).toContain("$29,760,000.00");
  });
});

describe("a week approved late", () => {
  it("is billed once, on the next run after its month's invoice", async () => {
    const c = await client();
    const e = await engagement(c.id, 6_000);
    await week(t.deps.db, e.id, "2025-08-04", [480]);
    const late = await week(t.deps.db, e.id, "2025-08-11", [240], "submitted");
    await run("2025-08");
    const [august] = await invoicesOf(c.companyId);
    expect(august.totalCents).toBe(48_000);

    await approve(t.deps.db, late.id);
    expect((await run("2025-08")).body.invoices).toEqual([]);
    expect((await linesOfInvoice(august.id)).map((l) => l.weekId)).not.toContain(late.id);

    const september = (await run("2025-09")).body.invoices.find((i: { companyId: number }) => i.companyId === c.companyId);
    expect(september).toMatchObject({ month: "2025-09", totalCents: 24_000 });
    const detail = (await c.api.get(`/api/invoices/${september.id}`)).body;
    expect(detail.lines).toEqual([expect.objectContaining({ weekId: late.id, workMonth: "2025-08", weekStart: "2025-08-11", minutes: 240, amountCents: 24_000 })]);
    await run("2025-09");
    await run("2025-10");
    expect(await t.deps.db.select().from(invoiceLines).where(eq(invoiceLines.weekId, late.id))).toHaveLength(1);
  });
});

describe("a trial ended by the client", () => {
  it("refunds every hour of the engagement by a credit note per invoice that billed them, once, to the cent", async () => {
    const c = await client();
    const e = await engagement(c.id, 10_001, "2025-09-22");
    await week(t.deps.db, e.id, "2025-09-22", [60, 60, 60]); // 180 min at $100.01 = $300.03
    await run("2025-09");
    const [september] = await invoicesOf(c.companyId);
    expect(september.totalCents).toBe(30_003);

    await week(t.deps.db, e.id, "2025-09-29", [15, 15, 15]); // Sep 30 min → $50.005 → $50.01 (late); Oct 15 min → $25.0025 → $25.00
    await week(t.deps.db, e.id, "2025-10-06", [45]); // $75.0075 → $75.01
    const unanswered = await week(t.deps.db, e.id, "2025-10-13", [30], "submitted");
    await endInTrial(t.deps.db, e.id, new Date("2025-10-08T12:00:00Z"));

    // October bills its hours like any other; issuing it refunds them and September's, each on its own note.
    const answers = await Promise.all([run("2025-10"), run("2025-10")]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const october = (await invoicesOf(c.companyId))[1];
    const detail = (await c.api.get(`/api/invoices/${october.id}`)).body;
    expectAnswer(invoiceAnswer, detail);
    expect(detail.lines.map((l: Record<string, unknown>) => [l.kind, l.workMonth, l.minutes, l.amountCents])).toEqual([
      ["hours", "2025-09", 30, 5_001],
      ["hours", "2025-10", 15, 2_500],
      ["hours", "2025-10", 45, 7_501],
    ]);
    expect(detail).toMatchObject({ hoursCents: 15_002, creditsCents: 0, totalCents: 15_002, status: "paid", amountDueCents: 0 });
    const notes = await t.deps.db.select().from(creditNotes).where(eq(creditNotes.engagementId, e.id)).orderBy(asc(creditNotes.id));
    expect(notes.map((n) => [n.invoiceId, n.reason, n.minutes, n.rateCents, n.amountCents, n.appliedCents, n.excessCents])).toEqual([
      [september.id, "trial", 180, 10_001, 30_003, 30_003, 0],
      [october.id, "trial", 90, 10_001, 15_002, 15_002, 0],
    ]);
    expect(notes[1].number).toBe(notes[0].number + 1);
    expect(notes[0].description).toMatch(/^Trial credit: .*ended in its 30-day trial on 8 Oct 2025$/);
    expect(detail.creditNotes).toEqual([expect.objectContaining({ id: notes[1].id, number: notes[1].number, amountCents: 15_002, reason: "trial" })]);
    // Both invoices are settled by the credit, and the company is told of each note.
    expect((await c.api.get(`/api/invoices/${september.id}`)).body).toMatchObject({ status: "paid", amountDueCents: 0 });
    const credited = await noticesOf(c.id, "invoice.credited");
    expect(credited.map((n) => n.title).sort()).toEqual([`Credit note ${creditNoteNumberText(notes[0].number)} on INV-${String(september.number).padStart(6, "0")}`, `Credit note ${creditNoteNumberText(notes[1].number)} on INV-${String(october.number).padStart(6, "0")}`].sort());
    expect((await noticesOf(c.id, "invoice.paid")).map((n) => n.body)).toContain("Your invoice for October 2025 is settled by credit: nothing more is due on it.");

    // Once per invoice: a week of the trial approved later is billed on the next invoice and refunded on it, nothing twice.
    await approve(t.deps.db, unanswered.id);
    await Promise.all([run("2025-11"), run("2025-11")]);
    const november = (await invoicesOf(c.companyId))[2];
    expect(november).toMatchObject({ totalCents: 5_001, status: "paid" });
    const after = await t.deps.db.select().from(creditNotes).where(eq(creditNotes.engagementId, e.id));
    expect(after.map((n) => n.invoiceId).sort()).toEqual([september.id, october.id, november.id].sort());
  });
});

describe("drafts", () => {
  it("preview the current month from the hours approved so far, hidden from the client until issued", async () => {
    const c = await client();
    const e = await engagement(c.id, 6_000);
    await week(t.deps.db, e.id, "2025-12-01", [120]);
    const mid = new Date("2025-12-10T10:00:00Z");
    const first = (await refreshDrafts(t.deps.db, mid)).invoices.find((i) => i.companyId === c.companyId)!;
    expect(first).toMatchObject({ status: "draft", number: null, month: "2025-12", totalCents: 12_000, issuedAt: null });

    expect((await c.api.get(`/api/invoices/${first.id}`)).status).toBe(404);
    expect((await c.api.get(`/api/invoices/${first.id}.pdf`)).status).toBe(404);
    expect((await c.api.get("/api/invoices")).body).toEqual([]);
    const drafts = await admin.get("/api/invoices?status=draft&limit=100");
    expect(drafts.body.map((i: { id: number }) => i.id)).toContain(first.id);
    const pdf = await fetch(`${t.url}/api/invoices/${first.id}.pdf`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect((await pdfText(new Uint8Array(await pdf.arrayBuffer()))).text).toContain("Draft invoice (not issued)");
    const paid = await admin.post(`/api/invoices/${first.id}/paid`);
    expect(paid.status).toBe(409);

    await week(t.deps.db, e.id, "2025-12-08", [60]);
    const second = (await refreshDrafts(t.deps.db, mid)).invoices.find((i) => i.companyId === c.companyId)!;
    expect(second).toMatchObject({ id: first.id, status: "draft", totalCents: 18_000 });
    expect(await linesOfInvoice(first.id)).toHaveLength(2);
    expect(await noticesOf(c.id, "invoice.issued")).toHaveLength(0);

    // Issuing numbers the same invoice.
    const issued = (await issueMonth(t.deps.db, "2025-12", new Date("2026-01-01T00:05:00Z"))).invoices.find((i) => i.companyId === c.companyId)!;
    expect(issued).toMatchObject({ id: first.id, status: "open", totalCents: 18_000 });
    expect(issued.number).toBeGreaterThan(0);
    expect((await c.api.get(`/api/invoices/${first.id}`)).status).toBe(200);

    const request = await admin.post("/api/invoices/drafts");
    expect(request.status, request.text).toBe(200);
    expectAnswer(invoiceRunAnswer, request.body);
    expect(request.body.month).toBe(monthOf(new Date()));
  });
});

describe("an issued invoice", () => {
  it("keeps the company's names, billing details, PO numbers, terms and due date as issued, through a rename, new terms and an erasure, in JSON and PDF", async () => {
    const c = await client("Kept Ledger Ltd");
    const finance = await member(c, "finance");
    const details = { legalName: "Kept Ledger Limited", billingEmail: "ap@kept.example", billingAddress: "3 Wharf Street\nLeeds LS2 7EE", taxId: "GB998877665" };
    expect((await finance.api.put("/api/company", details)).status).toBe(200);
    const e1 = await engagement(c.id, 7_000);
    const e2 = await engagement(finance.id, 5_000);
    expect((await finance.api.put(`/api/engagements/${e1.id}/po-number`, { poNumber: "PO-881" })).status).toBe(200);
    expect((await c.api.put(`/api/engagements/${e2.id}/po-number`, { poNumber: "PO-17" })).status).toBe(200);
    expect((await admin.patch(`/api/admin/companies/${c.companyId}`, { paymentTermsDays: 30 })).status).toBe(200);
    await week(t.deps.db, e1.id, "2021-03-01", [60]);
    await week(t.deps.db, e2.id, "2021-03-08", [120]);

    const res = await run("2021-03");
    // One invoice for the company: the work both members booked, addressed to the company.
    const mine = res.body.invoices.filter((i: { companyId: number }) => i.companyId === c.companyId);
    expect(mine).toHaveLength(1);
    const [issued] = mine;
    const today = new Date().toISOString().slice(0, 10);
    const kept = {
      billedName: "Kept Ledger Ltd",
      companyName: "Kept Ledger Ltd",
      ...details,
      poNumbers: ["PO-17", "PO-881"],
      paymentTermsDays: 30,
      dueDate: addDays(today, 30),
      totalCents: 17_000,
    };
    expect(issued).toMatchObject(kept);
    const [row] = await t.deps.db.select().from(invoices).where(eq(invoices.id, issued.id));
    expect(row.clientId).toBeNull();
    // A draft of a later month shows the live details.
    await week(t.deps.db, (await engagement(c.id, 7_000, "2021-04-05")).id, "2021-04-05", [60]);
    const draft = (await refreshDrafts(t.deps.db, new Date("2021-04-20T10:00:00Z"))).invoices.find((i) => i.companyId === c.companyId)!;
    const before = (await c.api.get(`/api/invoices/${issued.id}`)).body;
    const pdfBefore = await invoicePdfText(issued.id);

    // The company renamed with new billing details, new PO numbers and terms, the finance member erased.
    expect((await c.api.put("/api/company", { name: "Renamed Holdings", legalName: "Renamed Holdings plc", billingAddress: "1 New Road", taxId: "GB000" })).status).toBe(200);
    expect((await c.api.put(`/api/engagements/${e1.id}/po-number`, { poNumber: "PO-NEW" })).status).toBe(200);
    expect((await admin.patch(`/api/admin/companies/${c.companyId}`, { paymentTermsDays: 7 })).status).toBe(200);
    expect((await finance.api.request("DELETE", "/api/account", { password: finance.password })).status).toBe(200);

    const after = (await c.api.get(`/api/invoices/${issued.id}`)).body;
    expect(after).toMatchObject(kept);
    expect(after).toEqual({ ...before, updatedAt: after.updatedAt });
    expect(after.updatedAt).toBe(before.updatedAt);
    const listed = (await admin.get("/api/invoices?status=open&limit=100")).body.find((i: { id: number }) => i.id === issued.id);
    expect(listed).toMatchObject(kept);
    const pdfAfter = await invoicePdfText(issued.id);
    expect(pdfAfter).toBe(pdfBefore);
    for (const line of ["Billed to: Kept Ledger Ltd", "Legal name: Kept Ledger Limited", "Address: 3 Wharf Street, Leeds LS2 7EE", "Tax id: GB998877665", "PO numbers: PO-17, PO-881", `Due: ${formatDay(addDays(today, 30))} (30 days)`]) {
      expect(pdfAfter).toContain(line);
    }
    expect(pdfAfter).not.toMatch(/Deleted user|Renamed Holdings|PO-NEW/);
    expect((await admin.get(`/api/invoices/${draft.id}`)).body).toMatchObject({ status: "draft", billedName: "Renamed Holdings", legalName: "Renamed Holdings plc", dueDate: null });
  });
});

describe("the account an invoice asks to be paid to", () => {
  it("is kept when it is issued: the answer, the page's data and the PDF say the account of that day, whatever the current one", async () => {
    const c = await client("Kept Account Ltd");
    await week(t.deps.db, (await engagement(c.id, 9_000)).id, "2019-07-01", [60]);
    const res = await run("2019-07");
    const issued = res.body.invoices.find((i: { companyId: number }) => i.companyId === c.companyId);
    const answer = (await c.api.get(`/api/invoices/${issued.id}`)).body;
    expectAnswer(invoiceAnswer, answer);
    expect(answer.remittance).toEqual(REMITTANCE);
    // A draft asks for nothing yet: no account.
    await week(t.deps.db, (await engagement(c.id, 9_000, "2019-08-05")).id, "2019-08-05", [60]);
    const draft = (await refreshDrafts(t.deps.db, new Date("2019-08-20T10:00:00Z"))).invoices.find((i) => i.companyId === c.companyId)!;
    expect((await admin.get(`/api/invoices/${draft.id}`)).body.remittance).toBeNull();

    // An invoice issued while the business banked elsewhere keeps asking for that account.
    const earlier = { accountName: "Protea Talent (Pty) Ltd", bankName: "Older Bank, Durban", accountNumber: "1111 2222 3333", swift: "OLDBZAJJ", currency: "USD" };
    await t.deps.db.update(invoices).set({ remittance: earlier }).where(eq(invoices.id, issued.id));
    expect((await c.api.get(`/api/invoices/${issued.id}`)).body.remittance).toEqual(earlier);
    const pdf = await invoicePdfText(issued.id);
    for (const line of ["Bank: Older Bank, Durban", "Account number: 1111 2222 3333 (USD)", "SWIFT/BIC: OLDBZAJJ"]) expect(pdf).toContain(line);
    expect(pdf).not.toContain(REMITTANCE.accountNumber);
    // The database holds every issued invoice to an account, and no draft to one.
    const refused = await t.deps.db.update(invoices).set({ remittance: null }).where(eq(invoices.id, issued.id)).then(
      () => null,
      (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
    );
    expect(refused).toMatch(/invoices_remittance_when_issued/);
  });
});

describe("one invoice per company", () => {
  it("bills every member's engagements on one invoice and tells its owners and finance, not its other members", async () => {
    const owner = await client("Many Hands Ltd");
    const [hiring, finance, viewer] = [await member(owner, "hiring"), await member(owner, "finance"), await member(owner, "viewer")];
    await week(t.deps.db, (await engagement(owner.id, 6_000)).id, "2020-02-03", [60]);
    await week(t.deps.db, (await engagement(hiring.id, 6_000)).id, "2020-02-10", [60]);
    const res = await run("2020-02");
    expect(res.status, res.text).toBe(200);
    const mine = res.body.invoices.filter((i: { companyId: number }) => i.companyId === owner.companyId);
    expect(mine.map((i: { totalCents: number; dueDate: string }) => [i.totalCents, i.dueDate])).toEqual([[12_000, addDays(new Date().toISOString().slice(0, 10), 14)]]);
    expect((await invoicesOf(owner.companyId)).map((r) => r.clientId)).toEqual([null]);
    for (const who of [owner, finance]) expect(await noticesOf(who.id, "invoice.issued")).toHaveLength(1);
    for (const who of [hiring, viewer]) expect(await noticesOf(who.id, "invoice.issued")).toHaveLength(0);
    // Every member reads it.
    for (const who of [owner, hiring, finance, viewer]) expect((await who.api.get(`/api/invoices/${mine[0].id}`)).status).toBe(200);
  });
});

describe("payment terms", () => {
  it("are 14 days by default, set by admins only, from 1 to 120 days", async () => {
    const c = await client();
    const listed = async () => (await admin.get("/api/admin/companies?limit=100")).body.find((x: { id: number }) => x.id === c.companyId);
    expect((await listed()).paymentTermsDays).toBe(14);
    for (const bad of [0, 121, 14.5, "30", null]) {
      const res = await admin.patch(`/api/admin/companies/${c.companyId}`, { paymentTermsDays: bad });
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.error.details[0]).toMatchObject({ path: "paymentTermsDays", message: "Payment terms must be a whole number of days from 1 to 120" });
    }
    expect((await admin.patch(`/api/admin/companies/${c.companyId}`, { paymentTermsDays: 30, name: "x" })).status).toBe(400);
    expect((await admin.patch("/api/admin/companies/999999", { paymentTermsDays: 30 })).status).toBe(404);
    expect((await c.api.patch(`/api/admin/companies/${c.companyId}`, { paymentTermsDays: 60 })).status).toBe(403);
    const set = await admin.patch(`/api/admin/companies/${c.companyId}`, { paymentTermsDays: 120 });
    expect(set.status, set.text).toBe(200);
    expect(set.body).toMatchObject({ id: c.companyId, paymentTermsDays: 120 });
    expect((await listed()).paymentTermsDays).toBe(120);
    const [entry] = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, "company.payment-terms-changed"), eq(auditLog.targetId, String(c.companyId))));
    expect(entry).toMatchObject({ actorId: adminId, changes: { paymentTermsDays: { from: 14, to: 120 } } });
  });
});

describe("an engagement's PO number", () => {
  it("is set and cleared by its company's owners and finance, one line of at most 60 characters, and hidden from the expert", async () => {
    const owner = await client();
    const expert = await t.createUser("expert");
    const e = await activeEngagement(t.deps.db, { clientId: owner.id, expertId: expert.id, rateCents: 5_000, startDate: "2025-01-06", endDate: "2026-06-30" });
    const set = await owner.api.put(`/api/engagements/${e.id}/po-number`, { poNumber: "  PO-42  " });
    expect(set.status, set.text).toBe(200);
    expect(set.body).toMatchObject({ poNumber: "PO-42", maySetPoNumber: true });
    expect((await expert.api.get(`/api/engagements/${e.id}`)).body.poNumber).toBeNull();
    for (const bad of [{ poNumber: "PO\n42" }, { poNumber: "x".repeat(61) }, { poNumber: 42 }, { po: "1" }]) {
      const res = await owner.api.put(`/api/engagements/${e.id}/po-number`, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await expert.api.put(`/api/engagements/${e.id}/po-number`, { poNumber: "X" })).status).toBe(403);
    expect((await admin.put(`/api/engagements/${e.id}/po-number`, { poNumber: "X" })).status).toBe(403);
    expect((await (await client()).api.put(`/api/engagements/${e.id}/po-number`, { poNumber: "X" })).status).toBe(404);
    const cleared = await owner.api.put(`/api/engagements/${e.id}/po-number`, { poNumber: "" });
    expect(cleared.body.poNumber).toBeNull();
  });
});

describe("a change of the terms", () => {
  it("prices only the weeks after both parties accepted it: weeks before keep their rate on every invoice", async () => {
    const c = await client();
    const expert = await t.createUser("expert");
    const thisWeek = currentWeekStart(DEFAULT_CLIENT_TIME_ZONE);
    const e = await activeEngagement(t.deps.db, { clientId: c.id, expertId: expert.id, rateCents: 10_000, startDate: addDays(thisWeek, -14), endDate: addDays(thisWeek, 90) });
    const before = await week(t.deps.db, e.id, addDays(thisWeek, -7), [480]);
    // A draft far enough ahead to hold every week below.
    const draftAt = new Date(`${addDays(thisWeek, 13)}T12:00:00Z`);
    const draftLines = async () => {
      const draft = (await refreshDrafts(t.deps.db, draftAt)).invoices.find((i) => i.companyId === c.companyId)!;
      const got = await admin.get(`/api/invoices/${draft.id}`);
      expect(got.status, got.text).toBe(200);
      return (got.body.lines as { weekId: number; rateCents: number; amountCents: number }[]).map((l) => [l.weekId, l.rateCents, l.amountCents]);
    };
    expect(await draftLines()).toEqual([[before.id, 10_000, 80_000]]);

    // The admin doubles the rate: nobody has accepted it, so nothing is re-priced.
    const changed = await admin.patch(`/api/engagements/${e.id}`, { hourlyRateCents: 20_000 });
    expect(changed.status, changed.text).toBe(200);
    expect(await draftLines()).toEqual([[before.id, 10_000, 80_000]]);

    // Both accept it (today): the week under way keeps the old rate, the weeks after it take the new one.
    for (const party of [c.api, expert.api]) {
      const shown = (await party.get(`/api/engagements/${e.id}`)).body;
      const accepted = await party.post(`/api/engagements/${e.id}/accept`, { sha256: shown.terms.sha256 });
      expect(accepted.status, accepted.text).toBe(200);
    }
    expect((await admin.get(`/api/engagements/${e.id}`)).body.status).toBe("active");
    const during = await week(t.deps.db, e.id, thisWeek, [60]);
    const after = await week(t.deps.db, e.id, addDays(thisWeek, 7), [60]);
    expect(new Map(await draftLines().then((lines) => lines.map(([id, ...rest]) => [id, rest])))).toEqual(
      new Map([
        [before.id, [10_000, 80_000]],
        [during.id, [10_000, 10_000]],
        [after.id, [20_000, 20_000]],
      ]),
    );
  });
});

describe("marking paid", () => {
  it("moves an open invoice to paid once, however many admins press at once", async () => {
    const c = await client();
    await week(t.deps.db, (await engagement(c.id, 8_502, "2022-06-06")).id, "2022-06-06", [450, 480, 15]);
    expect((await run("2022-06")).status).toBe(200);
    const [june] = await invoicesOf(c.companyId);
    expect(june).toMatchObject({ status: "open", totalCents: 133_907 });

    expect((await c.api.post(`/api/invoices/${june.id}/paid`)).status).toBe(403);
    const answers = await Promise.all([1, 2, 3, 4].map(() => admin.post(`/api/invoices/${june.id}/paid`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const ok = answers.find((a) => a.status === 200)!;
    expectAnswer(invoiceAnswer, ok.body);
    expect(ok.body).toMatchObject({ id: june.id, status: "paid", totalCents: 133_907 });
    expect(ok.body.paidAt).not.toBeNull();
    expect(answers.find((a) => a.status === 409)!.body.error.message).toBe("This invoice is paid already.");

    const told = await noticesOf(c.id, "invoice.paid");
    expect(told).toHaveLength(1);
    expect(told[0].body).toBe("We have received your payment of $1,339.07 for June 2022. Thank you.");
    expect(await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, "invoice.paid"), eq(auditLog.targetId, String(june.id))))).toHaveLength(1);
    const [row] = await t.deps.db.select().from(invoices).where(eq(invoices.id, june.id));
    expect(row.paidBy).toBe(adminId);
    expect((await admin.post("/api/invoices/999999/paid")).status).toBe(404);

    const paid = await admin.get("/api/invoices?status=paid&limit=100");
    expect(paid.body.map((i: { id: number }) => i.id)).toContain(june.id);
    expect(paid.body.every((i: { status: string }) => i.status === "paid")).toBe(true);
    const open = await admin.get("/api/invoices?status=open&limit=100");
    expect(open.body.map((i: { id: number }) => i.id)).not.toContain(june.id);
    const own = await c.api.get("/api/invoices");
    expect(own.body).toEqual([expect.objectContaining({ id: june.id, status: "paid" })]);
  });

  it("pages the console's list in the database, newest month first", async () => {
    const c = await client();
    const e = await engagement(c.id, 5_000, "2022-07-04");
    await week(t.deps.db, e.id, "2022-07-04", [60]);
    await week(t.deps.db, e.id, "2022-08-01", [60]);
    for (const month of ["2022-07", "2022-08"]) expect((await run(month)).status).toBe(200);
    const all = await admin.get("/api/invoices?limit=100");
    const total = Number(all.headers.get("x-total-count"));
    expect(total).toBe(all.body.length);
    expect(total).toBeGreaterThan(1);
    const months = all.body.map((i: { periodStart: string }) => i.periodStart);
    expect(months).toEqual([...months].sort().reverse());
    const second = await admin.get("/api/invoices?limit=1&offset=1");
    expect(second.body).toEqual([all.body[1]]);
    expect(second.headers.get("x-total-count")).toBe(String(total));
  });
});

describe("the console's figures", () => {
  it("give approved hours and billed and paid totals per month", async () => {
    const c = await client();
    const e = await engagement(c.id, 10_000, "2024-01-01");
    await week(t.deps.db, e.id, "2024-01-29", [60, 60, 60, 60, 60]); // three hours in January, two in February
    await week(t.deps.db, e.id, "2024-02-26", [120]);
    await week(t.deps.db, e.id, "2024-03-04", [600], "submitted");
    for (const month of ["2024-01", "2024-02", "2024-03"]) expect((await run(month)).status).toBe(200);
    const [january] = await invoicesOf(c.companyId);
    expect((await admin.post(`/api/invoices/${january.id}/paid`)).status).toBe(200);

    expect(await invoiceFigures(t.deps.db, 3, new Date("2024-03-15T00:00:00Z"))).toEqual({
      months: [
        { month: "2024-01", approvedMinutes: 180, billedCents: 30_000, paidCents: 30_000, invoices: 1 },
        { month: "2024-02", approvedMinutes: 240, billedCents: 40_000, paidCents: 0, invoices: 1 },
        { month: "2024-03", approvedMinutes: 0, billedCents: 0, paidCents: 0, invoices: 0 },
      ],
    });
    const res = await admin.get("/api/admin/invoices/figures");
    expect(res.status).toBe(200);
    expectAnswer(invoiceFiguresAnswer, res.body);
    expect(res.body.months).toHaveLength(12);
    expect(res.body.months.at(-1).month).toBe(monthOf(new Date()));
    expect((await admin.get("/api/admin/invoices/figures?months=0")).status).toBe(400);
    expect((await alpha.api.get("/api/admin/invoices/figures")).status).toBe(403);
  });
});

describe("payment references", () => {
  it("are ISO 11649 creditor references from each issued invoice's number, unique, printed on the PDF, and none on a draft", async () => {
    const issued = await t.deps.db.select().from(invoices).where(isNotNull(invoices.number));
    expect(issued.length).toBeGreaterThan(5);
    for (const i of issued) {
      expect(i.paymentReference).toBe(invoicePaymentReference(i.number!));
      expect(isCreditorReference(i.paymentReference!), i.paymentReference!).toBe(true);
    }
    expect(new Set(issued.map((i) => i.paymentReference)).size).toBe(issued.length);
    const drafts = await t.deps.db.select().from(invoices).where(eq(invoices.status, "draft"));
    for (const d of drafts) expect(d.paymentReference).toBeNull();

    const [one] = issued;
    const json = (await admin.get(`/api/invoices/${one.id}`)).body;
    expect(json.paymentReference).toBe(one.paymentReference);
    const listed = (await admin.get("/api/invoices?status=all&limit=100")).body.find((i: { id: number }) => i.id === one.id);
    if (listed) expect(listed.paymentReference).toBe(one.paymentReference);
    expect(await invoicePdfText(one.id)).toContain(`Payment reference: ${formatCreditorReference(one.paymentReference!)}`);

    // The database refuses the same reference on a second invoice.
    const [other] = issued.filter((i) => i.id !== one.id);
    const refused = await t.deps.db
      .update(invoices)
      .set({ paymentReference: one.paymentReference })
      .where(eq(invoices.id, other.id))
      .then(
        () => null,
        (error: Error & { cause?: { constraint?: string } }) => error.cause?.constraint,
      );
    expect(refused).toBe("invoices_payment_reference_idx");
  });
});

describe("invoice numbers", () => {
  it("run from 1 without a gap across every run above", async () => {
    const numbers = (await t.deps.db.select({ n: invoices.number }).from(invoices).where(isNotNull(invoices.number)).orderBy(asc(invoices.number))).map((r) => r.n);
    expect(numbers.length).toBeGreaterThan(8);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    const [{ lastNumber }] = await t.deps.db.select().from(invoiceNumbers);
    expect(lastNumber).toBe(numbers.length);
    expect(await t.deps.db.select().from(invoices).where(eq(invoices.status, "draft"))).not.toContainEqual(expect.objectContaining({ number: expect.any(Number) }));
  });
});

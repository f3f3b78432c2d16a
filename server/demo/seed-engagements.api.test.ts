// The demo engagements (seed-engagements.ts): an active engagement of the demo client, approved by
// its hiring member, with its weeks in every state and a conversation about the disputed one, last month's invoice paid
// through the statement and this month's draft, an engagement ended in its trial with its credit note and free replacement,
// and another company's overdue invoice that the demo statement in docs/demo pays.
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TIMESHEET_AUTO_APPROVE_DAYS } from "@shared/constants";
import { readFile } from "node:fs/promises";
import { bankEntries, clientProfiles, companyOfMember, creditNotes, engagements, experts, invoiceLines, invoices, payments, preBookings, threadMessages, threads, timesheetDays, timesheetWeeks, users } from "@shared/schema";
import { formatCreditorReference } from "@shared/payment-reference";
import { balanceOf } from "../ledger/ledger.service";
import { fileForm } from "../test/pdf";
import { OVERDUE_DEMO_INVOICE } from "./seed-engagements";
import { lineAmountCents } from "@shared/money";
import { startTestServer, type TestServer } from "../test/harness";
import { DEMO_ACCOUNTS, DEMO_COMPANY_MEMBERS, DEMO_PASSWORD } from "./demo-accounts";
import { addDays, trialLastDay, wallClock, weekdayOf } from "@shared/calendar";

const DAY = 86_400_000;

let t: TestServer;
let clientId: number;
let zone: string;
beforeAll(async () => {
  t = await startTestServer();
  [{ id: clientId }] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.client.login));
  [{ timeZone: zone }] = await t.deps.db.select({ timeZone: clientProfiles.timeZone }).from(clientProfiles).where(eq(clientProfiles.userId, clientId));
});
afterAll(async () => {
  await t?.close();
});

const engagementsOf = () => t.deps.db.select().from(engagements).where(eq(engagements.clientId, clientId)).orderBy(asc(engagements.id));

describe("the demo engagements", () => {
  it("gives the demo client an active engagement with the demo expert, accepted by both, from a confirmed booking", async () => {
    const [active] = (await engagementsOf()).filter((e) => e.status === "active");
    const [thandi] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.username, DEMO_ACCOUNTS.expert.login));
    expect(active).toMatchObject({ expertId: thandi.id, endReason: null });
    expect(active.clientAcceptedAt).not.toBeNull();
    expect(active.expertAcceptedAt).not.toBeNull();
    expect(active.clientAcceptedSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(active.activatedAt!.getTime()).toBeLessThanOrEqual(Date.now());
    const today = wallClock(new Date(), zone).date;
    expect(active.startDate < today && active.endDate >= today).toBe(true);
    const [booking] = await t.deps.db.select().from(preBookings).where(eq(preBookings.id, active.preBookingId));
    expect(booking).toMatchObject({ status: "confirmed", startDate: active.startDate, endDate: active.endDate });
    const [{ rate }] = await t.deps.db.select({ rate: sql<number | null>`(${experts.hourlyRateCents} / 100)::int` }).from(experts).where(eq(experts.userId, thandi.id));
    expect(active.hourlyRateCents).toBe(rate! * 100);
    // Both accepted the exact text the engagement shows.
    const client = await t.login(DEMO_ACCOUNTS.client.login, DEMO_PASSWORD);
    const shown = await client.get(`/api/engagements/${active.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ status: "active", workStarted: true, mayAccept: false });
    expect(active.clientAcceptedSha256).toBe(shown.body.terms.sha256);
    // The expert accepted their own agreement, the text they are shown.
    const thandiShown = await (await t.loginAs("expert")).get(`/api/engagements/${active.id}`);
    expect(active.expertAcceptedSha256).toBe(thandiShown.body.terms.sha256);
    expect(active.expertAgreementSha256).toBe(thandiShown.body.terms.sha256);
    expect(active.expertAgreementAcceptedAt).not.toBeNull();
    // Northwind's hiring member approves its weeks; the other engagements keep the member who booked.
    const [leo] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_COMPANY_MEMBERS.find((m) => m.role === "hiring")!.login));
    expect(shown.body.approver).toEqual({ userId: leo.id, name: "Leo Hart" });
    expect((await engagementsOf()).filter((e) => e.id !== active.id).every((e) => e.approverId === clientId)).toBe(true);
  });

  it("gives a pool client an active engagement from the week of last month's first day with nothing recorded or invoiced yet", async () => {
    const [hudson] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, "marcus.bell@hudsonledger.example"));
    const rows = await t.deps.db.select().from(engagements).where(and(eq(engagements.clientId, hudson.id), eq(engagements.status, "active")));
    expect(rows).toHaveLength(1);
    const [e] = rows;
    const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
    expect(weekdayOf(e.startDate)).toBe(1);
    expect(e.startDate <= lastMonth && addDays(e.startDate, 6) >= lastMonth).toBe(true);
    expect(e.clientAcceptedAt).not.toBeNull();
    expect(await t.deps.db.select().from(timesheetWeeks).where(eq(timesheetWeeks.engagementId, e.id))).toEqual([]);
    expect(await t.deps.db.select().from(invoices).where(eq(invoices.clientId, hudson.id))).toEqual([]);
  });

  it("has its weeks approved, disputed, submitted and in draft, on Mondays in the client's zone, with hours only on days it runs", async () => {
    const [active] = (await engagementsOf()).filter((e) => e.status === "active");
    const weeks = await t.deps.db.select().from(timesheetWeeks).where(eq(timesheetWeeks.engagementId, active.id)).orderBy(asc(timesheetWeeks.weekStart));
    expect(new Set(weeks.map((w) => w.status))).toEqual(new Set(["approved", "disputed", "submitted", "draft"]));
    expect(weeks.map((w) => w.status).slice(-3)).toEqual(["disputed", "submitted", "draft"]);
    const today = wallClock(new Date(), zone).date;
    for (const [i, w] of weeks.entries()) {
      expect(weekdayOf(w.weekStart), w.weekStart).toBe(1);
      if (i > 0) expect(w.weekStart).toBe(addDays(weeks[i - 1].weekStart, 7));
      const days = await t.deps.db.select().from(timesheetDays).where(eq(timesheetDays.weekId, w.id));
      expect(days.length, w.weekStart).toBeGreaterThan(0);
      for (const d of days) {
        expect(d.day >= active.startDate && d.day <= active.endDate && d.day <= today, d.day).toBe(true);
        expect(d.day >= w.weekStart && d.day <= addDays(w.weekStart, 6)).toBe(true);
        expect(d.minutes % 15).toBe(0);
      }
      if (w.status === "approved") expect(w.approvedBy).toBe(clientId);
    }
    expect(weeks.at(-1)!.weekStart).toBe(addDays(today, -((weekdayOf(today) + 6) % 7)));
    // The submitted week is not yet old enough for the automatic approval.
    const submitted = weeks.find((w) => w.status === "submitted")!;
    expect(Date.now() - submitted.submittedAt!.getTime()).toBeLessThan(TIMESHEET_AUTO_APPROVE_DAYS * DAY);
    const disputed = weeks.find((w) => w.status === "disputed")!;
    expect(disputed.disputeReason).toMatch(/Wednesday/);
    expect(disputed.disputedAt!.getTime()).toBeGreaterThan(disputed.submittedAt!.getTime());
  });

  it("talks about the disputed week in the engagement's conversation, client first, then the expert", async () => {
    const [active] = (await engagementsOf()).filter((e) => e.status === "active");
    const [thread] = await t.deps.db.select().from(threads).where(and(eq(threads.kind, "engagement"), eq(threads.subjectId, active.id)));
    const messages = await t.deps.db.select().from(threadMessages).where(eq(threadMessages.threadId, thread.id)).orderBy(asc(threadMessages.createdAt));
    expect(messages.map((m) => m.authorId)).toEqual([clientId, active.expertId]);
    expect(messages[0].body).toMatch(/disputed the week of/);
    for (const m of messages) expect(m.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("has last month's invoice paid through the statement, the trial's credit as a credit note, and this month's draft", async () => {
    const rows = await t.deps.db.select().from(invoices).where(eq(invoices.companyId, companyOfMember(clientId))).orderBy(asc(invoices.periodStart));
    expect(rows.map((r) => r.status)).toEqual(["paid", "draft"]);
    const [paid, draft] = rows;
    // Addressed to Northwind, with what it kept at issue: its billing details, the PO number and a due date.
    expect(paid).toMatchObject({ clientId: null, billedName: "Northwind Analytics", billedLegalName: "Northwind Analytics Ltd", billedTaxId: "ZA4120187364", poNumbers: ["PO-2026-0147"], paymentTermsDays: 14 });
    expect(paid.dueDate).toBe(addDays(paid.issuedAt!.toISOString().slice(0, 10), 14));
    const today = wallClock(new Date(), zone).date;
    expect(draft.periodStart).toBe(`${today.slice(0, 7)}-01`);
    expect(paid.periodStart < draft.periodStart).toBe(true);
    expect(paid.number).toBeGreaterThanOrEqual(1);
    expect(draft.number).toBeNull();
    expect(paid.paidAt!.getTime()).toBeGreaterThanOrEqual(paid.issuedAt!.getTime());
    expect(paid.paidAt!.getTime()).toBeLessThanOrEqual(Date.now());

    const linesOf = (id: number) => t.deps.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, id)).orderBy(asc(invoiceLines.position));
    const paidLines = await linesOf(paid.id);
    const draftLines = await linesOf(draft.id);
    expect(paidLines.length).toBeGreaterThan(0);
    for (const [lines, invoice] of [
      [paidLines, paid],
      [draftLines, draft],
    ] as const) {
      expect(lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(invoice.totalCents);
      expect(lines.map((l) => l.position)).toEqual(lines.map((_, i) => i));
      for (const l of lines.filter((x) => x.kind === "hours")) {
        expect(l.amountCents).toBe(lineAmountCents(l.minutes, l.rateCents));
        const [week] = await t.deps.db.select().from(timesheetWeeks).where(eq(timesheetWeeks.id, l.weekId!));
        expect(week.status).toBe("approved");
        // The line's minutes are the week's days in its work month, which is this invoice's or an earlier one's.
        const days = await t.deps.db.select().from(timesheetDays).where(eq(timesheetDays.weekId, week.id));
        expect(days.filter((d) => d.day.startsWith(l.workMonth!.slice(0, 7))).reduce((sum, d) => sum + d.minutes, 0)).toBe(l.minutes);
        expect(l.workMonth! <= invoice.periodStart).toBe(true);
      }
    }

    // Paid by a bank entry quoting its reference, from an uploaded statement.
    const [payment] = await t.deps.db.select().from(payments).where(eq(payments.invoiceId, paid.id));
    expect(payment).toMatchObject({ appliedCents: paid.totalCents, excessCents: 0 });
    const [entry] = await t.deps.db.select().from(bankEntries).where(eq(bankEntries.id, payment.bankEntryId!));
    expect(entry).toMatchObject({ status: "matched", amountCents: paid.totalCents, reference: formatCreditorReference(paid.paymentReference!) });

    // The trial's hours on the paid invoice come back as one credit note, held as credit on Northwind's account;
    // the draft bills the rest of them, to be credited when it is issued. No credit lines.
    const [trial] = (await engagementsOf()).filter((e) => e.endReason === "trial");
    const onPaid = paidLines.filter((l) => l.engagementId === trial.id);
    expect(onPaid.length).toBeGreaterThan(0);
    expect([...paidLines, ...draftLines].filter((l) => l.kind === "credit")).toEqual([]);
    const notes = await t.deps.db.select().from(creditNotes).where(eq(creditNotes.companyId, paid.companyId));
    expect(notes).toHaveLength(1);
    const owed = onPaid.reduce((sum, l) => sum + l.amountCents, 0);
    expect(notes[0]).toMatchObject({ invoiceId: paid.id, engagementId: trial.id, reason: "trial", amountCents: owed, appliedCents: 0, excessCents: owed, billedName: "Northwind Analytics" });
    expect((await balanceOf(t.deps.db, paid.companyId)).creditCents).toBe(owed);
    const finance = await t.login(DEMO_COMPANY_MEMBERS.find((m) => m.role === "finance")!.login, DEMO_PASSWORD);
    const note = await finance.get(`/api/credit-notes/${notes[0].id}`);
    expect(note.status, note.text).toBe(200);
    expect(note.body.number).toBe(notes[0].number);
  });

  it("has another company's invoice open past its due date, which the demo statement pays, leaving one entry unmatched", async () => {
    const [overdue] = await t.deps.db.select().from(invoices).where(eq(invoices.status, "open"));
    expect(overdue).toMatchObject({ number: 2, totalCents: OVERDUE_DEMO_INVOICE.totalCents, billedName: "Polder Energy" });
    const admin = await t.loginAs("admin");
    const listed = await admin.get(`/api/invoices/${overdue.id}`);
    expect(listed.body.daysOverdue).toBeGreaterThanOrEqual(14);

    const file = await readFile(new URL("../../docs/demo/bank-statement.camt053.xml", import.meta.url));
    const upload = await admin.request("POST", "/api/admin/bank-statements", undefined, { raw: fileForm("file", file, "bank-statement.camt053.xml", "application/xml") });
    expect(upload.status, upload.text).toBe(201);
    expect(upload.body).toMatchObject({ entries: 2, matched: 1, unmatched: 1, duplicates: 0 });
    expect((await admin.get(`/api/invoices/${overdue.id}`)).body).toMatchObject({ status: "paid", amountDueCents: 0 });
  });

  it("has one engagement ended in its trial, whose free replacement is searched for on its own 14-day clock", async () => {
    const [trial] = (await engagementsOf()).filter((e) => e.endReason === "trial");
    expect(trial).toMatchObject({ status: "ended", replacedPositionId: trial.id });
    expect(trial.endNote).toBeTruthy();
    const endedOn = wallClock(trial.endedAt!, zone).date;
    expect(endedOn >= trial.startDate && endedOn <= trialLastDay(trial.startDate)).toBe(true);
    const [booking] = await t.deps.db.select().from(preBookings).where(eq(preBookings.id, trial.preBookingId));
    // Completed when the trial ended it: the expert's remaining days are free again.
    expect(booking.status).toBe("completed");

    const client = await t.login(DEMO_ACCOUNTS.client.login, DEMO_PASSWORD);
    const res = await client.get(`/api/requisitions/${trial.replacementRequisitionId}`);
    expect(res.status).toBe(200);
    const [nomvula] = await t.deps.db.select().from(experts).where(eq(experts.userId, trial.expertId));
    expect(res.body).toMatchObject({
      status: "open",
      title: nomvula.role,
      mustHave: nomvula.skills.slice(0, 3),
      headcount: 1,
      timeZone: zone,
      missedGuarantee: false,
      replacementOf: { engagementId: trial.id, expertName: nomvula.name, reason: trial.endNote },
    });
    expect(res.body.daysLeft).toBeGreaterThan(0);
    expect(new Date(res.body.submittedAt).getTime()).toBe(trial.endedAt!.getTime());
    expect(new Date(res.body.dueAt).getTime() - new Date(res.body.submittedAt).getTime()).toBe(14 * DAY);

    const admin = await t.loginAs("admin");
    const figures = (await admin.get("/api/admin/engagements/trial-figures")).body;
    expect(figures).toMatchObject({ trialsEnded: { window: 1, allTime: 1 }, replacementsOpened: { window: 1, allTime: 1 }, replacementsFilled: { window: 0, allTime: 0 } });
  });

  it("gives Hudson Ledger a pre-interview with Ruan held yesterday that waits for its outcome before Ruan may confirm", async () => {
    const [marcus] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, "marcus.bell@hudsonledger.example"));
    const client = await t.login("marcus.bell@hudsonledger.example", DEMO_PASSWORD);
    const ruan = await t.login("ruan", DEMO_PASSWORD);
    const [booking] = (await client.get(`/api/pre-bookings/client/${marcus.id}`)).body.filter((b: { expertName: string; status: string }) => b.expertName === "Ruan Botha" && b.status === "pending");
    expect(booking).toMatchObject({ preInterviewRequested: true, preInterview: "scheduled" });
    const [interview] = (await client.get("/api/interviews")).body.filter((i: { preBooking: { id: number } | null }) => i.preBooking?.id === booking.id);
    expect(interview).toMatchObject({ status: "scheduled", meetingUrl: "https://meet.hudsonledger.example/ruan-botha" });
    expect(new Date(interview.endsAt).getTime()).toBeLessThan(Date.now());

    expect((await ruan.patch(`/api/pre-bookings/${booking.id}`, { status: "confirmed" })).status).toBe(409);
    expect((await client.patch(`/api/interviews/${interview.id}`, { action: "outcome", outcome: "passed", notes: "Clear on dbt tests and the close calendar." })).status).toBe(200);
    const confirmed = await ruan.patch(`/api/pre-bookings/${booking.id}`, { status: "confirmed" });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body).toMatchObject({ status: "confirmed", preInterview: "passed" });
  });
});

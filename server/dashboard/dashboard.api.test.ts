// What needs the client now, over HTTP on the database (PRODUCT.md "What needs you now"): each kind
// of item appears when it waits for the client and goes once it is answered, with its moment and the
// address of the exact item, and another company's items never appear. Of their company's items, a
// member sees those their role lets them act on: weeks to the owners and the engagement's approver,
// terms, candidates and interviews to owners and hiring, invoices to owners and finance. Rows are written straight to
// the database, as the flows that make them are tested in their own domains.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TIMESHEET_AUTO_APPROVE_DAYS } from "@shared/constants";
import { invoicePaymentReference } from "@shared/payment-reference";
import { REMITTANCE } from "@shared/remittance";
import { needsYouAnswer, type NeedKind, type NeedsYou } from "@shared/contracts/dashboard";
import type { CompanyRole } from "@shared/company-roles";
import { companyMembers, engagements, interviews, invoices, preBookings, requisitionCandidates, requisitions, timesheetWeeks } from "@shared/schema";
import { activeEngagement, approve, week } from "../test/billing";
import { expectAnswer } from "../test/answer";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";

let t: TestServer;
type Account = { api: ApiClient; id: number };
let client: Account;
let other: Account;
let expertId: number;

const DAY = 86_400_000;

async function needs(api: ApiClient = client.api): Promise<NeedsYou> {
  const res = await api.get("/api/client/needs-you");
  expect(res.status, res.text).toBe(200);
  expectAnswer(needsYouAnswer, res.body);
  return res.body as NeedsYou;
}
const ofKind = (n: NeedsYou, kind: NeedKind) => n.items.filter((i) => i.kind === kind);

const newExpert = async () => (await t.createUser("expert")).id;

async function requisition(clientId: number) {
  const now = new Date();
  const [row] = await t.deps.db
    .insert(requisitions)
    .values({
      clientId,
      title: "Analytics engineer",
      mustHave: ["dbt"],
      startDate: "2030-01-07",
      weeks: 12,
      headcount: 1,
      timeZone: "America/New_York",
      workStart: "09:00",
      workEnd: "17:00",
      minOverlapHours: 4,
      submittedAt: now,
      dueAt: new Date(now.getTime() + 14 * DAY),
    })
    .returning();
  return row;
}

async function interview(opts: { clientId: number; expertId: number; preBookingId?: number; requisitionId?: number; startsAt: Date }) {
  const [row] = await t.deps.db
    .insert(interviews)
    .values({
      clientId: opts.clientId,
      expertId: opts.expertId,
      preBookingId: opts.preBookingId ?? null,
      requisitionId: opts.requisitionId ?? null,
      startsAt: opts.startsAt,
      endsAt: new Date(opts.startsAt.getTime() + 30 * 60_000),
      minutes: 30,
    })
    .returning();
  return row;
}

beforeAll(async () => {
  t = await startTestServer({ seed: false });
  client = await t.createUser("client");
  other = await t.createUser("client");
  expertId = await newExpert();
});
afterAll(async () => {
  await t?.close();
});

describe("GET /api/client/needs-you", () => {
  it("is the signed-in client's: 401 signed out, 403 to an expert", async () => {
    expect((await t.anon().get("/api/client/needs-you")).status).toBe(401);
    const { api: expert } = await t.createUser("expert");
    expect((await expert.get("/api/client/needs-you")).status).toBe(403);
  });

  it("is empty for a client with nothing waiting", async () => {
    const n = await needs();
    expect(n.items).toEqual([]);
    expect(Object.values(n.counts).every((c) => c === 0)).toBe(true);
  });

  it("lists a submitted week with the day the rule approves it, linked to that week, until approved", async () => {
    const e = await activeEngagement(t.deps.db, { clientId: client.id, expertId, rateCents: 9_000, startDate: "2025-01-06", endDate: "2026-06-30" });
    const w = await week(t.deps.db, e.id, "2025-03-03", [480, 480], "submitted");
    const [items] = [ofKind(await needs(), "week_to_approve")];
    expect(items).toHaveLength(1);
    expect(items[0].href).toBe(`/client/engagements/${e.id}?week=2025-03-03`);
    expect(items[0].title).toContain("Monday 3 March 2025");
    expect(items[0].moment).toBe("auto_approves");
    expect(new Date(items[0].at).getTime()).toBe(w.submittedAt!.getTime() + TIMESHEET_AUTO_APPROVE_DAYS * DAY);
    expect(ofKind(await needs(other.api), "week_to_approve")).toEqual([]);

    await approve(t.deps.db, w.id);
    expect(ofKind(await needs(), "week_to_approve")).toEqual([]);
  });

  it("a week over the agreed hours waits with the moment it was submitted: the rule does not approve it", async () => {
    const e = await activeEngagement(t.deps.db, { clientId: client.id, expertId: await newExpert(), rateCents: 9_000, startDate: "2025-01-06", endDate: "2026-06-30" });
    const w = await week(t.deps.db, e.id, "2025-03-10", [600, 600, 600, 600, 600], "submitted"); // 50 h of 40
    const [item] = ofKind(await needs(), "week_to_approve");
    expect(new Date(item.at).getTime()).toBe(w.submittedAt!.getTime());
    expect(item.moment).toBe("submitted");
    await t.deps.db.update(timesheetWeeks).set({ status: "disputed", disputedAt: new Date(), disputeReason: "Too many hours" }).where(eq(timesheetWeeks.id, w.id));
    expect(ofKind(await needs(), "week_to_approve")).toEqual([]);
  });

  it("lists terms to accept until the client accepts them, whatever the expert does", async () => {
    const e = await activeEngagement(t.deps.db, { clientId: client.id, expertId: await newExpert(), rateCents: 9_000, startDate: "2030-01-07", endDate: "2030-06-28" });
    await t.deps.db.update(engagements).set({ status: "awaiting_acceptance", activatedAt: null }).where(eq(engagements.id, e.id));
    const items = ofKind(await needs(), "terms_to_accept");
    expect(items.map((i) => i.href)).toEqual([`/client/engagements/${e.id}#terms`]);
    expect(ofKind(await needs(other.api), "terms_to_accept")).toEqual([]);

    await t.deps.db.update(engagements).set({ expertAcceptedAt: new Date(), expertAcceptedSha256: "e" }).where(eq(engagements.id, e.id));
    expect(ofKind(await needs(), "terms_to_accept")).toHaveLength(1);
    await t.deps.db.update(engagements).set({ clientAcceptedAt: new Date(), clientAcceptedSha256: "c" }).where(eq(engagements.id, e.id));
    expect(ofKind(await needs(), "terms_to_accept")).toEqual([]);
  });

  it("asks for a pre-interview to be scheduled, then its outcome once it has ended, then nothing", async () => {
    const expert = await newExpert();
    const [booking] = await t.deps.db
      .insert(preBookings)
      .values({ clientId: client.id, expertId: expert, startDate: "2030-02-04", endDate: "2030-05-31", preInterviewRequested: true })
      .returning();
    const toSchedule = ofKind(await needs(), "interview_to_schedule");
    expect(toSchedule.map((i) => i.href)).toEqual([`/client/team#pre-booking-${booking.id}`]);
    expect(new Date(toSchedule[0].at).getTime()).toBe(booking.createdAt.getTime());
    expect(ofKind(await needs(other.api), "interview_to_schedule")).toEqual([]);

    // Scheduled, still ahead: nothing to do yet.
    const ahead = await interview({ clientId: client.id, expertId: expert, preBookingId: booking.id, startsAt: new Date(Date.now() + 2 * DAY) });
    let n = await needs();
    expect(ofKind(n, "interview_to_schedule")).toEqual([]);
    expect(ofKind(n, "interview_outcome")).toEqual([]);

    // Over, with no outcome: record it.
    const startsAt = new Date(Date.now() - 2 * 3_600_000);
    await t.deps.db.update(interviews).set({ startsAt, endsAt: new Date(startsAt.getTime() + 30 * 60_000) }).where(eq(interviews.id, ahead.id));
    n = await needs();
    const outcome = ofKind(n, "interview_outcome");
    expect(outcome.map((i) => i.href)).toEqual([`/client/team#interview-${ahead.id}`]);
    expect(outcome[0].at).toBe(new Date(startsAt.getTime() + 30 * 60_000).toISOString());
    expect(ofKind(await needs(other.api), "interview_outcome")).toEqual([]);

    await t.deps.db.update(interviews).set({ status: "passed", outcomeAt: new Date() }).where(eq(interviews.id, ahead.id));
    n = await needs();
    expect(ofKind(n, "interview_outcome")).toEqual([]);
    expect(ofKind(n, "interview_to_schedule")).toEqual([]);
  });

  it("lists a proposed candidate until answered, and one marked for interview until it is scheduled", async () => {
    const r = await requisition(client.id);
    const expert = await newExpert();
    await t.deps.db.insert(requisitionCandidates).values({ requisitionId: r.id, expertId: expert, note: "Strong on dbt", score: 0.9, reasons: {} as never });
    const candidates = ofKind(await needs(), "candidate_to_answer");
    expect(candidates.map((i) => i.href)).toEqual([`/client/requisitions/${r.id}#candidate-${expert}`]);
    expect(candidates[0].title).toContain("Analytics engineer");
    expect(ofKind(await needs(other.api), "candidate_to_answer")).toEqual([]);

    await t.deps.db
      .update(requisitionCandidates)
      .set({ decision: "interview", decidedAt: new Date() })
      .where(eq(requisitionCandidates.requisitionId, r.id));
    let n = await needs();
    expect(ofKind(n, "candidate_to_answer")).toEqual([]);
    expect(ofKind(n, "interview_to_schedule").map((i) => i.href)).toEqual([`/client/requisitions/${r.id}#candidate-${expert}`]);

    await interview({ clientId: client.id, expertId: expert, requisitionId: r.id, startsAt: new Date(Date.now() + DAY) });
    n = await needs();
    expect(ofKind(n, "interview_to_schedule")).toEqual([]);
  });

  it("a closed need's candidates wait for no one", async () => {
    const r = await requisition(client.id);
    await t.deps.db.insert(requisitionCandidates).values({ requisitionId: r.id, expertId: await newExpert(), note: "Fits", score: 0.8, reasons: {} as never });
    expect(ofKind(await needs(), "candidate_to_answer")).toHaveLength(1);
    await t.deps.db.update(requisitions).set({ status: "closed", closedAt: new Date() }).where(eq(requisitions.id, r.id));
    expect(ofKind(await needs(), "candidate_to_answer")).toEqual([]);
  });

  it("lists an issued invoice with its amount until it is paid; a draft is not due", async () => {
    const issuedAt = new Date("2025-04-01T06:00:00Z");
    const [draft] = await t.deps.db.insert(invoices).values({ clientId: client.id, periodStart: "2025-04-01", totalCents: 5_000 }).returning();
    const [open] = await t.deps.db
      .insert(invoices)
      .values({ clientId: client.id, periodStart: "2025-03-01", status: "open", number: 900_001, totalCents: 161_913, billedName: "A Client", issuedAt, dueDate: "2025-04-15", remittance: REMITTANCE, paymentReference: invoicePaymentReference(900_001) })
      .returning();
    const items = ofKind(await needs(), "invoice_due");
    expect(items.map((i) => i.href)).toEqual([`/client/invoices/${open.id}`]);
    expect(items[0].title).toBe("Pay invoice INV-900001 for March 2025: $1,619.13");
    expect(items[0].at).toBe(issuedAt.toISOString());
    expect(items.some((i) => i.href.endsWith(`/${draft.id}`))).toBe(false);
    expect(ofKind(await needs(other.api), "invoice_due")).toEqual([]);

    await t.deps.db.update(invoices).set({ status: "paid", paidAt: new Date() }).where(eq(invoices.id, open.id));
    expect(ofKind(await needs(), "invoice_due")).toEqual([]);
  });

  it("puts the most urgent first and counts each kind", async () => {
    const e = await activeEngagement(t.deps.db, { clientId: client.id, expertId: await newExpert(), rateCents: 9_000, startDate: "2025-01-06", endDate: "2026-06-30" });
    await week(t.deps.db, e.id, "2025-03-17", [480], "submitted");
    await t.deps.db.insert(invoices).values({ clientId: client.id, periodStart: "2025-05-01", status: "open", number: 900_002, totalCents: 100, billedName: "A Client", issuedAt: new Date(), dueDate: "2025-06-15", remittance: REMITTANCE, paymentReference: invoicePaymentReference(900_002) });
    const n = await needs();
    expect(n.items[0].kind).toBe("week_to_approve");
    expect(n.items.at(-1)!.kind).toBe("invoice_due");
    expect(n.counts.week_to_approve).toBe(ofKind(n, "week_to_approve").length);
    expect(n.counts.invoice_due).toBe(1);
    expect((await needs(other.api)).items).toEqual([]);
  });
});

describe("GET /api/client/needs-you, for each member of a company", () => {
  /** A client moved into `companyId` with `role`, as an accepted invitation would make them. */
  async function colleague(companyId: number, role: CompanyRole) {
    const member = await t.createUser("client");
    await t.deps.db.update(companyMembers).set({ companyId, role }).where(eq(companyMembers.userId, member.id));
    return member;
  }

  it("lists the company's items each member may act on, by role and by the approver rule", async () => {
    const owner = await t.createUser("client");
    const [{ companyId }] = await t.deps.db.select({ companyId: companyMembers.companyId }).from(companyMembers).where(eq(companyMembers.userId, owner.id));
    const leo = await colleague(companyId, "hiring");
    const kim = await colleague(companyId, "hiring");
    const amara = await colleague(companyId, "finance");
    const vic = await colleague(companyId, "viewer");

    // Kim booked one that Leo approves; the owner booked and approves another; Kim's third waits for terms.
    const approvedByLeo = await activeEngagement(t.deps.db, { clientId: kim.id, expertId: await newExpert(), rateCents: 9_000, startDate: "2025-01-06", endDate: "2026-06-30" });
    await t.deps.db.update(engagements).set({ approverId: leo.id }).where(eq(engagements.id, approvedByLeo.id));
    await week(t.deps.db, approvedByLeo.id, "2025-03-03", [480], "submitted");
    const ownersOwn = await activeEngagement(t.deps.db, { clientId: owner.id, expertId: await newExpert(), rateCents: 9_000, startDate: "2025-01-06", endDate: "2026-06-30" });
    await week(t.deps.db, ownersOwn.id, "2025-03-10", [480], "submitted");
    const toAccept = await activeEngagement(t.deps.db, { clientId: kim.id, expertId: await newExpert(), rateCents: 9_000, startDate: "2030-01-07", endDate: "2030-06-28" });
    await t.deps.db.update(engagements).set({ status: "awaiting_acceptance", activatedAt: null }).where(eq(engagements.id, toAccept.id));
    const [invoice] = await t.deps.db
      .insert(invoices)
      .values({ clientId: kim.id, periodStart: "2025-03-01", status: "open", number: 900_003, totalCents: 48_000, billedName: "Kim's company", issuedAt: new Date(), dueDate: "2025-04-15", remittance: REMITTANCE, paymentReference: invoicePaymentReference(900_003) })
      .returning();
    // Kim's need has a candidate to answer; her interview has ended with no outcome.
    const need = await requisition(kim.id);
    const candidate = await newExpert();
    await t.deps.db.insert(requisitionCandidates).values({ requisitionId: need.id, expertId: candidate, note: "Fits", score: 0.8, reasons: {} as never });
    const ended = await interview({ clientId: kim.id, expertId: candidate, requisitionId: need.id, startsAt: new Date(Date.now() - 2 * 3_600_000) });

    const weeks = { leo: `/client/engagements/${approvedByLeo.id}?week=2025-03-03`, owner: `/client/engagements/${ownersOwn.id}?week=2025-03-10` };
    const terms = `/client/engagements/${toAccept.id}#terms`;
    const due = `/client/invoices/${invoice.id}`;
    const hiring = { candidates: [`/client/requisitions/${need.id}#candidate-${candidate}`], outcomes: [`/client/team#interview-${ended.id}`] };
    const seen = async (api: ApiClient) => {
      const n = await needs(api);
      const hrefs = (kind: NeedKind) => ofKind(n, kind).map((i) => i.href).sort();
      return { weeks: hrefs("week_to_approve"), terms: hrefs("terms_to_accept"), candidates: hrefs("candidate_to_answer"), outcomes: hrefs("interview_outcome"), invoices: hrefs("invoice_due"), counts: n.counts };
    };
    expect(await seen(owner.api)).toMatchObject({ weeks: [weeks.leo, weeks.owner].sort(), terms: [terms], ...hiring, invoices: [due], counts: { week_to_approve: 2, terms_to_accept: 1, invoice_due: 1 } });
    expect(await seen(leo.api)).toMatchObject({ weeks: [weeks.leo], terms: [terms], ...hiring, invoices: [], counts: { week_to_approve: 1, invoice_due: 0 } });
    // Kim booked it, but Leo approves it: no week waits for her.
    expect(await seen(kim.api)).toMatchObject({ weeks: [], terms: [terms], ...hiring, invoices: [] });
    expect(await seen(amara.api)).toMatchObject({ weeks: [], terms: [], candidates: [], outcomes: [], invoices: [due], counts: { week_to_approve: 0, terms_to_accept: 0, invoice_due: 1 } });
    expect((await needs(vic.api)).items).toEqual([]);
    expect((await needs(other.api)).items.some((i) => [weeks.leo, weeks.owner, terms, due, ...hiring.candidates, ...hiring.outcomes].includes(i.href))).toBe(false);

    // Leo leaves the role: his weeks wait for the owners alone.
    await t.deps.db.update(companyMembers).set({ role: "viewer" }).where(eq(companyMembers.userId, leo.id));
    expect((await seen(leo.api)).weeks).toEqual([]);
    expect((await seen(owner.api)).weeks).toEqual([weeks.leo, weeks.owner].sort());
  });
});

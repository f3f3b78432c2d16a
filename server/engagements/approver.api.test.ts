// An engagement's approver over HTTP (PRODUCT.md "Roles"; docs/decisions/089-*): the member who
// booked until an owner or hiring member names another owner or hiring member of the company; only
// the approver and the owners answer its weeks and hear of a week to answer; a removed approver
// leaves its weeks to the owners.
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refusalOf, type CompanyRole } from "@shared/company-roles";
import { APPROVER_MESSAGES, notTheApprover } from "@shared/contracts/engagement-approver";
import { engagementDetailAnswer } from "@shared/contracts/engagements";
import { timesheetWeekAnswer } from "@shared/contracts/timesheets";
import { auditLog, companyMembers, engagements, notifications } from "@shared/schema";
import { addDays, mondayOf, todayUtc } from "@shared/calendar";
import { expectAnswer } from "../test/answer";
import { activeEngagement, week } from "../test/billing";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";

let t: TestServer;
type Member = { api: ApiClient; id: number };
let owner: Member;
let leo: Member;
let kim: Member;
let amara: Member;
let vic: Member;
let stranger: Member;
let companyId: number;

/** A client of the owner's company with `role`, as an accepted invitation would make them. */
async function colleague(role: CompanyRole): Promise<Member> {
  const { api, id } = await t.createUser("client");
  await t.deps.db.update(companyMembers).set({ companyId, role }).where(eq(companyMembers.userId, id));
  return { api, id };
}

beforeAll(async () => {
  t = await startTestServer({ seed: false });
  owner = await t.createUser("client");
  [{ companyId }] = await t.deps.db.select({ companyId: companyMembers.companyId }).from(companyMembers).where(eq(companyMembers.userId, owner.id));
  leo = await colleague("hiring");
  kim = await colleague("hiring");
  amara = await colleague("finance");
  vic = await colleague("viewer");
  stranger = await t.createUser("client");
});
afterAll(async () => {
  await t?.close();
});

/** An active engagement the owner booked, from the Monday two weeks ago, and its expert signed in. */
async function engagement() {
  const start = mondayOf(addDays(todayUtc(), -14));
  const expert = await t.createUser("expert");
  const e = await activeEngagement(t.deps.db, { clientId: owner.id, expertId: expert.id, rateCents: 9_000, startDate: start, endDate: addDays(start, 90) });
  return { ...e, expert };
}

const approverUrl = (id: number) => `/api/engagements/${id}/approver`;

describe("PUT /api/engagements/{id}/approver", () => {
  it("is the member who booked until an owner or hiring member names another, audited by ids", async () => {
    const e = await engagement();
    const before = expectAnswer(engagementDetailAnswer, (await owner.api.get(`/api/engagements/${e.id}`)).body);
    expect(before.approver?.userId).toBe(owner.id);
    expect(before.maySetApprover).toBe(true);

    const set = await owner.api.put(approverUrl(e.id), { userId: leo.id });
    expect(set.status, set.text).toBe(200);
    const after = expectAnswer(engagementDetailAnswer, set.body);
    expect(after.approver).toEqual({ userId: leo.id, name: expect.stringMatching(/ /) });
    const [entry] = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, "engagement.approver-changed"), eq(auditLog.targetId, String(e.id))));
    expect(entry).toMatchObject({ actorId: owner.id, targetType: "engagement", changes: { approverId: { from: owner.id, to: leo.id } } });
    // Leo hears he approves it now, with a link to the engagement.
    const [told] = await t.deps.db.select().from(notifications).where(and(eq(notifications.userId, leo.id), eq(notifications.kind, "engagement.approver-changed")));
    expect(told.link).toBe(`/client/engagements/${e.id}`);

    // A hiring member hands it on to another, or to an owner; every member reads who it is.
    expect((await leo.api.put(approverUrl(e.id), { userId: kim.id })).status).toBe(200);
    expect((await kim.api.put(approverUrl(e.id), { userId: owner.id })).body.approver.userId).toBe(owner.id);
    for (const m of [leo, kim, amara, vic]) expect((await m.api.get(`/api/engagements/${e.id}`)).body.approver.userId).toBe(owner.id);
    expect((await e.expert.api.get(`/api/engagements/${e.id}`)).body.approver.userId).toBe(owner.id);
  });

  it("is refused to finance and viewers (403 naming the roles), to the expert, and to another company (404)", async () => {
    const e = await engagement();
    for (const m of [amara, vic]) {
      expect((await m.api.get(`/api/engagements/${e.id}`)).body.maySetApprover).toBe(false);
      const res = await m.api.put(approverUrl(e.id), { userId: leo.id });
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(refusalOf("engagement.set-approver"));
    }
    expect((await e.expert.api.put(approverUrl(e.id), { userId: leo.id })).status).toBe(403);
    expect((await stranger.api.put(approverUrl(e.id), { userId: stranger.id })).status).toBe(404);
    expect((await owner.api.put(approverUrl(999_999), { userId: leo.id })).status).toBe(404);
    const [row] = await t.deps.db.select({ approverId: engagements.approverId }).from(engagements).where(eq(engagements.id, e.id));
    expect(row.approverId).toBe(owner.id);
  });

  it("must name an active owner or hiring member of the company: 400 for anyone else, 409 for finance or a viewer", async () => {
    const e = await engagement();
    for (const userId of [stranger.id, e.expert.id, 2_000_000_000]) {
      const res = await owner.api.put(approverUrl(e.id), { userId });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(APPROVER_MESSAGES.notMember);
      expect(res.body.error.details).toEqual([{ path: "userId", message: APPROVER_MESSAGES.notMember }]);
    }
    for (const m of [amara, vic]) {
      const res = await owner.api.put(approverUrl(e.id), { userId: m.id });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(APPROVER_MESSAGES.role);
    }
    for (const body of [{}, { userId: "leo" }, { userId: -1 }, { userId: 1.5 }]) {
      const res = await owner.api.put(approverUrl(e.id), body);
      expect(res.status).toBe(400);
      expect(res.body.error.details[0].path).toBe("userId");
    }
  });
});

describe("answering the weeks of an engagement with an approver", () => {
  it("is the approver's and the owners': another hiring member is told who may (403), finance and viewers by role", async () => {
    const e = await engagement();
    await owner.api.put(approverUrl(e.id), { userId: leo.id });
    const leoName = (await owner.api.get(`/api/engagements/${e.id}`)).body.approver.name as string;
    const first = e.startDate;
    const second = addDays(first, 7);
    await week(t.deps.db, e.id, first, [480, 480], "submitted");
    await week(t.deps.db, e.id, second, [480], "submitted");

    const mayAnswer = async (m: Member) => expectAnswer(timesheetWeekAnswer, (await m.api.get(`/api/engagements/${e.id}/timesheets/${first}`)).body).may.answer;
    expect({ owner: await mayAnswer(owner), leo: await mayAnswer(leo), kim: await mayAnswer(kim), amara: await mayAnswer(amara), vic: await mayAnswer(vic) }).toEqual({
      owner: true,
      leo: true,
      kim: false,
      amara: false,
      vic: false,
    });

    for (const [move, body] of [["approve", {}], ["dispute", { reason: "These are not the hours we agreed." }]] as const) {
      const res = await kim.api.post(`/api/engagements/${e.id}/timesheets/${first}/${move}`, body);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(notTheApprover(leoName));
      expect(res.body.error.message).toBe(`Only the engagement's approver (${leoName}) or an owner may approve or dispute its weeks.`);
    }
    for (const m of [amara, vic]) {
      const res = await m.api.post(`/api/engagements/${e.id}/timesheets/${first}/approve`, {});
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(refusalOf("engagement.answer-week"));
    }
    expect((await stranger.api.post(`/api/engagements/${e.id}/timesheets/${first}/approve`, {})).status).toBe(404);

    // The approver disputes one, and an owner, who always may, approves the other.
    const disputed = await leo.api.post(`/api/engagements/${e.id}/timesheets/${first}/dispute`, { reason: "Tuesday was a public holiday." });
    expect(disputed.status, disputed.text).toBe(200);
    expect(disputed.body.status).toBe("disputed");
    const approved = await owner.api.post(`/api/engagements/${e.id}/timesheets/${second}/approve`, {});
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.status).toBe("approved");
  });

  it("tells the approver and the owners of a week to answer, and nobody else of the company", async () => {
    const e = await engagement();
    await owner.api.put(approverUrl(e.id), { userId: leo.id });
    const coOwner = await colleague("owner");
    await week(t.deps.db, e.id, e.startDate, [480, 240], "draft");
    const submitted = await e.expert.api.post(`/api/engagements/${e.id}/timesheets/${e.startDate}/submit`, {});
    expect(submitted.status, submitted.text).toBe(200);
    const told = await t.deps.db
      .select({ userId: notifications.userId, link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.kind, "timesheet.submitted"), like(notifications.link, `/client/engagements/${e.id}?%`)));
    expect(told.map((n) => n.userId).sort((a, b) => a - b)).toEqual([owner.id, leo.id, coOwner.id].sort((a, b) => a - b));
    expect(new Set(told.map((n) => n.link))).toEqual(new Set([`/client/engagements/${e.id}?week=${e.startDate}`]));
  });

  it("falls back to the owners when the approver leaves the company or the role", async () => {
    const e = await engagement();
    const ivy = await colleague("hiring");
    expect((await owner.api.put(approverUrl(e.id), { userId: ivy.id })).status).toBe(200);
    await week(t.deps.db, e.id, e.startDate, [480], "submitted");

    // Made a viewer, Ivy no longer approves: the engagement names no approver and the owners answer.
    await owner.api.patch(`/api/company/members/${ivy.id}`, { role: "viewer" });
    const seen = expectAnswer(engagementDetailAnswer, (await leo.api.get(`/api/engagements/${e.id}`)).body);
    expect(seen.approver).toBeNull();
    const refused = await leo.api.post(`/api/engagements/${e.id}/timesheets/${e.startDate}/approve`, {});
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(notTheApprover(null));
    // Back in hiring, she approves it again; removed, she is gone for good.
    await owner.api.patch(`/api/company/members/${ivy.id}`, { role: "hiring" });
    expect((await owner.api.get(`/api/engagements/${e.id}`)).body.approver.userId).toBe(ivy.id);
    expect((await owner.api.delete(`/api/company/members/${ivy.id}`)).status).toBe(204);
    expect((await owner.api.get(`/api/engagements/${e.id}`)).body.approver).toBeNull();
    expect((await owner.api.put(approverUrl(e.id), { userId: ivy.id })).status).toBe(400);

    // Of the next week, only the owners hear.
    const next = addDays(e.startDate, 7);
    await week(t.deps.db, e.id, next, [300], "draft");
    expect((await e.expert.api.post(`/api/engagements/${e.id}/timesheets/${next}/submit`, {})).status).toBe(200);
    const told = await t.deps.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.kind, "timesheet.submitted"), eq(notifications.link, `/client/engagements/${e.id}?week=${next}`)));
    const owners = (await t.deps.db.select({ userId: companyMembers.userId }).from(companyMembers).where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, "owner")))).map((r) => r.userId);
    expect(told.map((n) => n.userId).sort((a, b) => a - b)).toEqual(owners.sort((a, b) => a - b));

    const approved = await owner.api.post(`/api/engagements/${e.id}/timesheets/${e.startDate}/approve`, {});
    expect(approved.status, approved.text).toBe(200);
  });
});

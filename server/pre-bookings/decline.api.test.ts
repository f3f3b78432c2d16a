// A decline has a reason (PRODUCT.md "Beyond: the joints of the journey"): the expert declines with a
// reason from the short list, or without one as SPEC.md's body allows; the client reads the reason
// and up to three other active experts the match finds for the same need and dates, never the one
// who declined.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DECLINE_REASON_TEXT, preBookingAnswer } from "@shared/contracts/pre-bookings";
import { availability, experts, notifications, preBookings } from "@shared/schema";
import { findExpert, updateExpert } from "../experts/experts.repo";
import { expectAnswer, expectListAnswer } from "../test/answer";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { addDays, todayUtc } from "@shared/calendar";

let t: TestServer;
let client: { api: ApiClient; id: number };
let admin: ApiClient;

beforeAll(async () => {
  t = await startTestServer({ seed: false });
  client = await t.createUser("client");
  admin = await t.loginAs("admin");
});
afterAll(async () => {
  await t?.close();
});

let skillCount = 0;
/** A skill no other test's experts have, so the match's pool for it is exactly the experts given it here. */
const uniqueSkill = () => `Skill${++skillCount}x${Date.now() % 100_000}`;

/** An expert with these skills, available from today, working 08:00–17:00 in Johannesburg (the client's London day overlaps it). */
async function expertWith(skills: string[], opts: { active?: boolean } = {}) {
  const e = await t.createUser("expert", { activeExpert: opts.active ?? true });
  await updateExpert(t.deps.db, (await findExpert(t.deps.db, e.id))!, { skills, timeZone: "Africa/Johannesburg", workStart: "08:00", workEnd: "17:00" });
  await t.deps.db.insert(availability).values({ expertId: e.id, availableFrom: todayUtc(), status: "available" });
  return e;
}

async function request(expertId: number) {
  const res = await client.api.post("/api/pre-bookings", { expertId, startDate: addDays(todayUtc(), 30), endDate: addDays(todayUtc(), 112), preInterviewRequested: false });
  expect(res.status, res.text).toBe(201);
  return res.body.id as number;
}

const clientView = async (id: number) => expectListAnswer(preBookingAnswer, (await client.api.get(`/api/pre-bookings/client/${client.id}?limit=100`)).body).find((b) => b.id === id)!;
/** The client's newest decline notice (each test declines one request). */
const declineNotice = async () => {
  const rows = await t.deps.db.select().from(notifications).where(and(eq(notifications.userId, client.id), eq(notifications.kind, "pre-booking.declined")));
  return rows.sort((a, b) => a.id - b.id).at(-1)!;
};

describe("declining with a reason", () => {
  it("keeps the reason, tells the client in their words, and offers at most three other experts who fit, never the one who declined", async () => {
    const skill = uniqueSkill();
    const decliner = await expertWith([skill, "SQL"]);
    const fitting: { id: number }[] = [];
    for (let i = 0; i < 4; i++) fitting.push(await expertWith([skill, "Python"]));
    const inactive = await expertWith([skill], { active: false });
    const id = await request(decliner.id);

    const res = await decliner.api.patch(`/api/pre-bookings/${id}`, { status: "declined", reason: "other_work" });
    expect(res.status, res.text).toBe(200);
    // The expert's own answer carries their reason, not the experts offered to the client.
    expect(expectAnswer(preBookingAnswer, res.body)).toMatchObject({ status: "declined", declineReason: "other_work", statusReason: DECLINE_REASON_TEXT.other_work.forClient, alternatives: [] });

    const seen = await clientView(id);
    expect(seen).toMatchObject({ status: "declined", declineReason: "other_work", statusReason: "The expert has taken other work for this time." });
    expect(seen.alternatives).toHaveLength(3);
    const offered = seen.alternatives.map((a) => a.expertId);
    expect(offered).not.toContain(decliner.id);
    expect(offered).not.toContain(inactive.id);
    expect(offered.every((o) => fitting.some((f) => f.id === o))).toBe(true);
    expect(seen.alternatives[0]).toMatchObject({ name: expect.stringMatching(/^Expert Tester/), role: "Data Engineer" });

    const adminSeen = expectListAnswer(preBookingAnswer, (await admin.get(`/api/pre-bookings?q=${id}&limit=100`)).body).find((b) => b.id === id)!;
    expect(adminSeen.alternatives.map((a) => a.expertId)).toEqual(offered);
    const expertSeen = expectListAnswer(preBookingAnswer, (await decliner.api.get(`/api/pre-bookings/expert/${decliner.id}`)).body).find((b) => b.id === id)!;
    expect(expertSeen).toMatchObject({ declineReason: "other_work", alternatives: [] });

    const notice = await declineNotice();
    expect(notice.body).toContain("The expert has taken other work for this time.");
    expect(notice.body).toMatch(/3 other experts fit the same need and dates: .+, .+ and .+\. See them on your pre-booking\./);
    for (const a of seen.alternatives) expect(notice.body).toContain(a.name);

    // An expert offered who is no longer active drops out of the answer.
    await t.deps.db.update(experts).set({ isActive: false }).where(eq(experts.userId, offered[0]));
    expect((await clientView(id)).alternatives.map((a) => a.expertId)).toEqual(offered.slice(1));
  });

  it("offers, for a booking made from a requisition, those who fit the requisition's whole need", async () => {
    const [lead, second] = [uniqueSkill(), uniqueSkill()];
    const decliner = await expertWith([lead, second]);
    const fitsNeed = await expertWith([second, lead]);
    // The declining expert's lead skill alone: enough without a requisition, not for this need.
    await expertWith([lead]);
    const need = { title: "Platform Engineer", mustHave: [lead, second], startDate: addDays(todayUtc(), 30), weeks: 12, headcount: 1, timeZone: "Europe/London", workStart: "09:00", workEnd: "17:00", minOverlapHours: 4 };
    const requisition = await client.api.post("/api/requisitions", need);
    expect(requisition.status, requisition.text).toBe(201);
    expect((await admin.post(`/api/requisitions/${requisition.body.id}/candidates`, { expertId: decliner.id, note: "Both skills, in production." })).status).toBe(201);
    const booked = await client.api.post("/api/pre-bookings", { expertId: decliner.id, requisitionId: requisition.body.id, startDate: addDays(todayUtc(), 30), endDate: addDays(todayUtc(), 112), preInterviewRequested: false });
    expect(booked.status, booked.text).toBe(201);

    expect((await decliner.api.patch(`/api/pre-bookings/${booked.body.id}`, { status: "declined", reason: "skills" })).status).toBe(200);
    expect((await clientView(booked.body.id)).alternatives.map((a) => a.expertId)).toEqual([fitsNeed.id]);
  });

  it("works without a reason, as SPEC.md's body: no reason kept, and still the alternatives", async () => {
    const skill = uniqueSkill();
    const decliner = await expertWith([skill]);
    const other = await expertWith([skill]);
    const id = await request(decliner.id);
    const res = await decliner.api.patch(`/api/pre-bookings/${id}`, { status: "declined" });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: "declined", declineReason: null, statusReason: null });
    const seen = await clientView(id);
    expect(seen.alternatives.map((a) => a.expertId)).toEqual([other.id]);
    expect((await declineNotice()).body).toMatch(/declined your pre-booking starting .+\. Another expert fits the same need and dates: Expert Tester\d+\./);
  });

  it("offers nobody when nobody else fits, and says nothing of it", async () => {
    const decliner = await expertWith([uniqueSkill()]);
    const id = await request(decliner.id);
    expect((await decliner.api.patch(`/api/pre-bookings/${id}`, { status: "declined", reason: "dates" })).status).toBe(200);
    expect((await clientView(id)).alternatives).toEqual([]);
    const notice = await declineNotice();
    expect(notice.body).toMatch(/declined your pre-booking starting .+\. The expert is not available on these dates\.$/);
  });

  it("refuses an unknown reason, and a reason with anything but a decline, with 400 naming the field", async () => {
    const decliner = await expertWith([uniqueSkill()]);
    const id = await request(decliner.id);
    for (const body of [{ status: "declined", reason: "bored" }, { status: "confirmed", reason: "dates" }, { status: "declined", reason: 3 }]) {
      const res = await decliner.api.patch(`/api/pre-bookings/${id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain("reason");
    }
    expect((await t.deps.db.select().from(preBookings).where(eq(preBookings.id, id)))[0].status).toBe("pending");
    // Who may comes first: the client cannot decline, with or without a reason.
    expect((await client.api.patch(`/api/pre-bookings/${id}`, { status: "declined", reason: "dates" })).status).toBe(403);
  });
});

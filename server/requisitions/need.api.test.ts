// A need that can be met (PRODUCT.md "Beyond: the joints of the journey"), over HTTP on the seeded
// pool: the fit count as the client types (the match's own hard filters, and with nobody, the filter
// that rules everyone out), fitCount on the requisition, and the client editing an open need with
// no candidate, the clock keeping its first deadline, against a proposal sent at the same moment.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { requisitionAnswer, requisitionFitAnswer } from "@shared/contracts/requisitions";
import { auditLog, availability, experts } from "@shared/schema";
import { expectAnswer } from "../test/answer";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { addDays, todayUtc } from "@shared/calendar";

let t: TestServer;
let admin: ApiClient;
let client: { api: ApiClient; id: number };
let otherClient: { api: ApiClient; id: number };

const START = addDays(todayUtc(), 14);

/** The need's fields the match reads: a New York working day. */
const needFields = (overrides: Record<string, unknown> = {}) => ({
  mustHave: ["Python"],
  niceToHave: [],
  startDate: START,
  weeks: 12,
  timeZone: "America/New_York",
  workStart: "09:00",
  workEnd: "17:00",
  minOverlapHours: 4,
  ...overrides,
});
const need = (overrides: Record<string, unknown> = {}) => ({ title: "Analytics Engineer", headcount: 1, notes: null, ...needFields(), ...overrides });

const fit = (body: Record<string, unknown>, api: ApiClient = client.api) => api.post("/api/requisitions/fit", body);
/** The match's own answer for the same need: how many pass every hard filter. */
const matchTotal = async (body: Record<string, unknown>) => {
  const res = await client.api.post("/api/match", { ...body, limit: 1 });
  expect(res.status, res.text).toBe(200);
  return res.body.total as number;
};

async function state(body: Record<string, unknown> = need(), api: ApiClient = client.api) {
  const res = await api.post("/api/requisitions", body);
  expect(res.status, res.text).toBe(201);
  return expectAnswer(requisitionAnswer, res.body);
}

/** An active expert with these skills, $50 an hour, working a New York day, free from today. */
async function expert(skills: string[]) {
  const e = await t.createUser("expert", { activeExpert: true });
  await t.deps.db.update(experts).set({ skills, hourlyRateCents: 5000, timeZone: "America/New_York", workStart: "09:00", workEnd: "17:00" }).where(eq(experts.userId, e.id));
  await t.deps.db.insert(availability).values({ expertId: e.id, availableFrom: todayUtc(), availableTo: null });
  return e;
}

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.loginAs("admin");
  otherClient = await t.createUser("client");
});
// A client opens at most 10 requisitions a day: each test has its own.
beforeEach(async () => {
  client = await t.createUser("client");
});
afterAll(async () => {
  await t?.close();
});

describe("the fit count", () => {
  it("is the match's count of experts passing every hard filter, for each need", async () => {
    const needs = [
      needFields(),
      needFields({ mustHave: ["SQL"], minOverlapHours: 6 }),
      needFields({ mustHave: ["Python", "SQL"], maxRate: 70, weeks: 4 }),
      needFields({ mustHave: ["python"], timeZone: "Europe/London", minOverlapHours: 8, startDate: addDays(todayUtc(), 60) }),
    ];
    const counts: number[] = [];
    for (const body of needs) {
      const res = await fit(body);
      expect(res.status, res.text).toBe(200);
      const answer = expectAnswer(requisitionFitAnswer, res.body);
      expect(answer.fitCount).toBe(await matchTotal(body));
      if (answer.fitCount > 0) expect(answer.ruledOutBy).toEqual([]);
      counts.push(answer.fitCount);
    }
    // The seeded pool has Python experts for a New York day.
    expect(counts[0]).toBeGreaterThan(0);
  });

  it("takes the form's whole body and leaves out what the match does not read", async () => {
    const res = await fit({ ...need(), title: "", headcount: "", maxRate: "" });
    expect(res.status, res.text).toBe(200);
    expect(res.body.fitCount).toBe(await matchTotal(needFields()));
  });

  it("with nobody, names the skills that rule everyone out", async () => {
    const res = await fit(needFields({ mustHave: ["Python", "Cobol-85"] }));
    expect(res.status, res.text).toBe(200);
    const answer = expectAnswer(requisitionFitAnswer, res.body);
    expect(answer.fitCount).toBe(0);
    expect(answer.ruledOutBy).toHaveLength(1);
    expect(answer.ruledOutBy[0]).toMatchObject({ filter: "skills", message: expect.stringContaining("No active expert has Python and Cobol-85.") });
    expect(answer.ruledOutBy[0].fitWithout).toBeGreaterThan(0);
  });

  it("with nobody, names the budget when it alone rules everyone out, with how many fit without it", async () => {
    const res = await fit(needFields({ maxRate: 1 }));
    const answer = expectAnswer(requisitionFitAnswer, res.body);
    expect(answer.fitCount).toBe(0);
    expect(answer.ruledOutBy).toEqual([
      { filter: "rate", fitWithout: await matchTotal(needFields()), message: expect.stringContaining("charges $1 an hour or less") },
    ]);
  });

  it("with nobody, names the shared hours when they alone rule everyone out", async () => {
    const res = await fit(needFields({ mustHave: ["SQL"], minOverlapHours: 24 }));
    const answer = expectAnswer(requisitionFitAnswer, res.body);
    expect(answer.fitCount).toBe(0);
    expect(answer.ruledOutBy.map((r) => r.filter)).toEqual(["overlap"]);
    expect(answer.ruledOutBy[0].fitWithout).toBe(await matchTotal(needFields({ mustHave: ["SQL"], minOverlapHours: 0 })));
  });

  it("is for signed-in clients, as the match, and names each field it refuses", async () => {
    expect((await fit(needFields(), t.anon())).status).toBe(401);
    expect((await fit(needFields(), (await t.createUser("expert")).api)).status).toBe(403);
    const res = await fit(needFields({ mustHave: [], workStart: "18:00" }));
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual(["mustHave", "workEnd"]);
  });

  it("comes with the requisition as fitCount", async () => {
    const r = await state(need({ mustHave: ["SQL"] }));
    expect(r.fitCount).toBe(await matchTotal(needFields({ mustHave: ["SQL"] })));
    expect(r.editable).toBe(true);
    const none = await state(need({ mustHave: ["Cobol-85"] }));
    expect(none.fitCount).toBe(0);
  });
});

describe("editing the need", () => {
  it("restates an open need with no candidate; the clock keeps its first deadline and the log says what changed", async () => {
    const r = await state(need({ mustHave: ["Cobol-85"] }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const res = await client.api.patch(`/api/requisitions/${r.id}`, need({ mustHave: ["Python"], niceToHave: ["dbt"], weeks: 8, maxRate: 90 }));
    expect(res.status, res.text).toBe(200);
    const edited = expectAnswer(requisitionAnswer, res.body);
    expect(edited).toMatchObject({ status: "open", mustHave: ["Python"], niceToHave: ["dbt"], weeks: 8, maxRate: 90, submittedAt: r.submittedAt, dueAt: r.dueAt, editable: true });
    expect(edited.fitCount).toBe(await matchTotal(needFields({ mustHave: ["Python"], weeks: 8, maxRate: 90 })));

    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "requisition.edited"), eq(auditLog.targetId, String(r.id))));
    expect(entry.changes).toEqual({ fields: ["must_have", "nice_to_have", "max_rate_cents", "weeks"] });
  });

  it("is its client's alone: anyone else is told it does not exist, admins may not", async () => {
    const r = await state();
    const e = await t.createUser("expert");
    for (const api of [otherClient.api, e.api]) {
      const res = await api.patch(`/api/requisitions/${r.id}`, need({ weeks: 3 }));
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe("Requisition not found");
    }
    expect((await admin.patch(`/api/requisitions/${r.id}`, need({ weeks: 3 }))).status).toBe(403);
    expect((await t.anon().patch(`/api/requisitions/${r.id}`, need({ weeks: 3 }))).status).toBe(401);
    expect((await client.api.get(`/api/requisitions/${r.id}`)).body.weeks).toBe(12);
  });

  it("refuses a need it cannot search for with 400 naming each field", async () => {
    const r = await state();
    const res = await client.api.patch(`/api/requisitions/${r.id}`, need({ title: " ", startDate: addDays(todayUtc(), -1), headcount: 0 }));
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual(["headcount", "startDate", "title"]);
  });

  it("is refused with 409 once a candidate is proposed, or once it is no longer open", async () => {
    const r = await state(need({ mustHave: ["Haskell-need"] }));
    const e = await expert(["Haskell-need"]);
    expect((await admin.post(`/api/requisitions/${r.id}/candidates`, { expertId: e.id, note: "Fits." })).status).toBe(201);
    const res = await client.api.patch(`/api/requisitions/${r.id}`, need({ mustHave: ["Haskell-need"], weeks: 2 }));
    expect(res.status).toBe(409);
    expect(res.body.error.message).toContain("A candidate has already been proposed");
    expect((await client.api.get(`/api/requisitions/${r.id}`)).body).toMatchObject({ weeks: 12, editable: false });

    const closed = await state();
    expect((await client.api.patch(`/api/requisitions/${closed.id}`, { status: "closed" })).status).toBe(200);
    const late = await client.api.patch(`/api/requisitions/${closed.id}`, need({ weeks: 2 }));
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe("This requisition is closed: its need can no longer be edited.");
  });

  it("and a proposal sent at the same moment cannot both win", async () => {
    for (let round = 0; round < 6; round++) {
      const skill = `Elixir-race-${round}`;
      const r = await state(need({ mustHave: [skill] }));
      const e = await expert([skill]);
      // The edit asks for a skill the expert lacks: after it, the expert no longer fits.
      const [edit, proposal] = await Promise.all([
        client.api.patch(`/api/requisitions/${r.id}`, need({ mustHave: ["Erlang-none"] })),
        admin.post(`/api/requisitions/${r.id}/candidates`, { expertId: e.id, note: "Fits." }),
      ]);
      expect([`${edit.status} ${proposal.status}`], `${edit.text} ${proposal.text}`).toEqual([expect.stringMatching(/^(200 409|409 201)$/)]);
      const now = (await client.api.get(`/api/requisitions/${r.id}`)).body;
      if (edit.status === 200) {
        expect(proposal.status).toBe(409);
        expect(now).toMatchObject({ mustHave: ["Erlang-none"], candidates: [] });
      } else {
        expect(edit.status).toBe(409);
        expect(proposal.status).toBe(201);
        expect(now.mustHave).toEqual([skill]);
        expect(now.candidates).toHaveLength(1);
      }
      expect(now.dueAt).toBe(r.dueAt);
    }
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availabilityAnswer } from "@shared/contracts/availability";
import { availability, users } from "@shared/schema";
import { expectAnswer } from "../test/answer";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";

let t: TestServer;
let anon: ApiClient;
let client: ApiClient;
let admin: ApiClient;
let thandi: ApiClient;
let thandiId: number;

const valid = { status: "available", availableFrom: "2027-01-10", availableTo: "2027-12-31", currentContractEndDate: "2027-01-05", preferredContractLength: 12, autoExtend: true };

beforeAll(async () => {
  t = await startTestServer();
  anon = t.anon();
  client = await t.loginAs("client");
  admin = await t.loginAs("admin");
  thandi = await t.loginAs("expert");
  const [row] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.username, "thandi"));
  thandiId = row.id;
});
afterAll(async () => {
  await t?.close();
});

describe("GET /api/availability/:expertId", () => {
  it("shows an active expert's record to anyone", async () => {
    const res = await anon.get(`/api/availability/${thandiId}`);
    expect(res.status).toBe(200);
    expectAnswer(availabilityAnswer, res.body);
    expect(res.body).toMatchObject({ expertId: thandiId, status: expect.any(String), availableFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect([3, 6, 12, 18, 24]).toContain(res.body.preferredContractLength);
  });

  it("answers 404 when the expert saved none, is unknown, or is inactive (except to themselves)", async () => {
    const fresh = await t.createUser("expert");
    expect((await anon.get(`/api/availability/${fresh.id}`)).status).toBe(404);
    expect((await anon.get("/api/availability/999999")).status).toBe(404);
    expect((await anon.get("/api/availability/nope")).status).toBe(400);
    const hidden = await t.createUser("expert", { activeExpert: false });
    expect((await hidden.api.post("/api/availability", valid)).status).toBe(201);
    expect((await anon.get(`/api/availability/${hidden.id}`)).status).toBe(404);
    expect((await client.get(`/api/availability/${hidden.id}`)).status).toBe(404);
    expect((await hidden.api.get(`/api/availability/${hidden.id}`)).status).toBe(200);
    expect((await admin.get(`/api/availability/${hidden.id}`)).status).toBe(200);
  });
});

describe("POST /api/availability", () => {
  it("creates the signed-in expert's record once, keeping the calendar day of ISO timestamps", async () => {
    const me = await t.createUser("expert");
    const res = await me.api.post("/api/availability", { ...valid, expertId: me.id, availableFrom: "2027-02-01T00:00:00.000Z", availableTo: "" });
    expect(res.status).toBe(201);
    expectAnswer(availabilityAnswer, res.body);
    expect(res.body).toMatchObject({ expertId: me.id, availableFrom: "2027-02-01", availableTo: null, preferredContractLength: 12, autoExtend: true, status: "available" });
    expect((await anon.get(`/api/availability/${me.id}`)).body.availableFrom).toBe("2027-02-01");
    const again = await me.api.post("/api/availability", valid);
    expect(again.status).toBe(409);
  });

  it("fills defaults: status available, 6 months, no auto-extend", async () => {
    const me = await t.createUser("expert");
    const res = await me.api.post("/api/availability", { availableFrom: "2027-03-01" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: "available", preferredContractLength: 6, autoExtend: false, availableTo: null, currentContractEndDate: null });
  });

  it("refuses another expert's id with 403 and writes nothing", async () => {
    const me = await t.createUser("expert");
    const other = await t.createUser("expert");
    const res = await me.api.post("/api/availability", { ...valid, expertId: other.id });
    expect(res.status).toBe(403);
    expect(await t.deps.db.select().from(availability).where(eq(availability.expertId, other.id))).toEqual([]);
  });

  it("refuses visitors (401) and non-experts (403)", async () => {
    expect((await anon.post("/api/availability", valid)).status).toBe(401);
    expect((await client.post("/api/availability", valid)).status).toBe(403);
    const candidate = await t.loginAs("candidate");
    expect((await candidate.post("/api/availability", valid)).status).toBe(403);
  });

  it("applies SPEC.md section 5's rules with 400s", async () => {
    const me = await t.createUser("expert");
    const cases: [object, string][] = [
      [{ ...valid, availableFrom: undefined }, "availableFrom"],
      [{ ...valid, availableFrom: "" }, "availableFrom"],
      [{ ...valid, availableFrom: "2027-02-30" }, "availableFrom"],
      [{ ...valid, availableFrom: "next week" }, "availableFrom"],
      [{ ...valid, availableTo: "2027-01-09" }, "availableTo"],
      [{ ...valid, preferredContractLength: 9 }, "preferredContractLength"],
      [{ ...valid, preferredContractLength: "six" }, "preferredContractLength"],
      [{ ...valid, status: "busy" }, "status"],
      [{ ...valid, autoExtend: "yes" }, "autoExtend"],
      [{ ...valid, currentContractEndDate: "soon" }, "currentContractEndDate"],
    ];
    for (const [body, field] of cases) {
      const res = await me.api.post("/api/availability", body);
      expect(res.status, field + res.text).toBe(400);
      expect(res.body.error.details.map((d: { path: string }) => d.path), field).toContain(field);
    }
    const missing = await me.api.post("/api/availability", { ...valid, availableFrom: undefined });
    expect(missing.body.error.message).toContain("Please provide your availability start date.");
    expect(await t.deps.db.select().from(availability).where(eq(availability.expertId, me.id))).toEqual([]);
  });

  it("accepts the same day as start and end, and every contract length and status", async () => {
    const me = await t.createUser("expert");
    expect((await me.api.post("/api/availability", { ...valid, availableTo: valid.availableFrom })).status).toBe(201);
    for (const length of [3, 6, 12, 18, 24]) {
      for (const status of ["available", "pre-booked", "booked", "unavailable"]) {
        const res = await me.api.put(`/api/availability/${me.id}`, { ...valid, preferredContractLength: length, status });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ preferredContractLength: length, status });
      }
    }
  });
});

describe("PUT /api/availability/:expertId", () => {
  it("updates the expert's own record", async () => {
    const res = await thandi.put(`/api/availability/${thandiId}`, { ...valid, expertId: thandiId, status: "booked", availableTo: null });
    expect(res.status).toBe(200);
    expectAnswer(availabilityAnswer, res.body);
    expect(res.body).toMatchObject({ expertId: thandiId, status: "booked", availableFrom: "2027-01-10", availableTo: null, autoExtend: true });
    expect((await anon.get(`/api/availability/${thandiId}`)).body.status).toBe("booked");
  });

  it("refuses another expert's record (403), including via the body, and leaves it unchanged", async () => {
    const me = await t.createUser("expert");
    const before = (await anon.get(`/api/availability/${thandiId}`)).body;
    expect((await me.api.put(`/api/availability/${thandiId}`, { ...valid, status: "unavailable" })).status).toBe(403);
    expect((await thandi.put(`/api/availability/${thandiId}`, { ...valid, expertId: me.id })).status).toBe(403);
    expect((await client.put(`/api/availability/${thandiId}`, valid)).status).toBe(403);
    expect((await anon.put(`/api/availability/${thandiId}`, valid)).status).toBe(401);
    expect((await anon.get(`/api/availability/${thandiId}`)).body).toEqual(before);
  });

  it("answers 404 when there is nothing to update yet, and 400 for bad input", async () => {
    const me = await t.createUser("expert");
    expect((await me.api.put(`/api/availability/${me.id}`, valid)).status).toBe(404);
    expect((await thandi.put(`/api/availability/${thandiId}`, { ...valid, availableTo: "2026-01-01" })).status).toBe(400);
    expect((await thandi.put(`/api/availability/${thandiId}`, { ...valid, preferredContractLength: 1 })).status).toBe(400);
    expect((await thandi.put("/api/availability/0", valid)).status).toBe(400);
  });
});

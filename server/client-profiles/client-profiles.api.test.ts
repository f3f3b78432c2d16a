import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientProfileSavedAnswer, savedClientProfileAnswer } from "@shared/contracts/client-profiles";
import { expectAnswer } from "../test/answer";
import { startTestServer, type TestServer } from "../test/harness";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const full = {
  companyName: "Acme Data",
  companySize: "51-200",
  industry: "FinTech",
  companyLocation: "London, UK",
  website: "https://acme.example",
  typicalProjectDuration: "6-12 months",
  preferredTeamSize: "2-3 people",
  budgetRange: "$15k-$30k",
  urgency: "Within 1 month",
};

describe("client profile", () => {
  it("answers the defaults before the first save, then saves every field and reads them back", async () => {
    const { api } = await t.createUser("client");
    const before = await api.get("/api/client/profile");
    expect(before.status).toBe(200);
    expectAnswer(savedClientProfileAnswer, before.body);
    expect(before.body).toMatchObject({ companyName: null, industry: null, timeZone: "Europe/London", workStart: "09:00", workEnd: "17:00", updatedAt: null });
    const saved = await api.post("/api/client/profile", full);
    expect(saved.status).toBe(200);
    expectAnswer(clientProfileSavedAnswer, saved.body);
    expect(saved.body).toMatchObject({ success: true, profile: full });
    const read = await api.get("/api/client/profile");
    expect(read.status).toBe(200);
    expectAnswer(savedClientProfileAnswer, read.body);
    expect(read.body).toMatchObject(full);
  });

  it("replaces the one profile on a second save; empty choices clear a field", async () => {
    const { api, id } = await t.createUser("client");
    await api.post("/api/client/profile", full);
    const again = await api.post("/api/client/profile", { companyName: "Acme Two", industry: "", website: "" });
    expect(again.status).toBe(200);
    expect(again.body.profile).toMatchObject({ userId: id, companyName: "Acme Two", industry: null, website: null, urgency: null });
  });

  it("accepts an empty profile (every field is optional)", async () => {
    const { api } = await t.createUser("client");
    const res = await api.post("/api/client/profile", {});
    expect(res.status).toBe(200);
    expect(res.body.profile.companyName).toBeNull();
  });

  it("refuses options outside the lists and a website that is not http(s)", async () => {
    const { api } = await t.createUser("client");
    const res = await api.post("/api/client/profile", { ...full, companySize: "5000", industry: "Piracy", website: "ftp://acme.example", budgetRange: "$1M" });
    expect(res.status).toBe(400);
    const paths = res.body.error.details.map((d: { path: string }) => d.path).sort();
    expect(paths).toEqual(["budgetRange", "companySize", "industry", "website"]);
  });

  it("is for clients only: experts and candidates get 403, visitors 401", async () => {
    expect((await (await t.loginAs("expert")).post("/api/client/profile", full)).status).toBe(403);
    expect((await (await t.loginAs("candidate")).get("/api/client/profile")).status).toBe(403);
    expect((await t.anon().post("/api/client/profile", full)).status).toBe(401);
    expect((await t.anon().get("/api/client/profile")).status).toBe(401);
  });

  it("keeps each client's profile their own", async () => {
    const a = await t.createUser("client");
    const b = await t.createUser("client");
    await a.api.post("/api/client/profile", full);
    expect((await b.api.get("/api/client/profile")).body).toMatchObject({ userId: b.id, companyName: null, updatedAt: null });
  });
});

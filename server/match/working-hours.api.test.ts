// Working hours on the expert profile, the client profile and at client sign-up.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/harness";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const fieldsOf = (body: { error: { details: { path: string }[] } }) => body.error.details.map((d) => d.path).sort();

describe("expert working hours (PUT /api/experts/profile)", () => {
  it("starts at the defaults and shows them on the public profile", async () => {
    const me = await t.createUser("expert");
    const res = await t.anon().get(`/api/experts/profile/${me.id}`);
    expect(res.body).toMatchObject({ timeZone: "Africa/Johannesburg", workStart: "08:00", workEnd: "17:00" });
  });

  it("saves a zone under its canonical name and the two times", async () => {
    const me = await t.createUser("expert");
    const res = await me.api.put("/api/experts/profile", { timeZone: "europe/amsterdam", workStart: "07:30", workEnd: "16:15" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ timeZone: "Europe/Amsterdam", workStart: "07:30", workEnd: "16:15" });
    expect((await me.api.put("/api/experts/profile", { timeZone: "UTC", workEnd: "24:00" })).body).toMatchObject({ timeZone: "UTC", workStart: "07:30", workEnd: "24:00" });
  });

  it("refuses unknown zones, malformed times and a day that ends before it starts, naming the field", async () => {
    const me = await t.createUser("expert");
    const bad = await me.api.put("/api/experts/profile", { timeZone: "Mars/Olympus_Mons", workStart: "8am", workEnd: "25:00" });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(["timeZone", "workEnd", "workStart"]);
    expect(bad.body.error.message).toContain("timeZone: Time zone must be a known IANA time zone");

    const reversed = await me.api.put("/api/experts/profile", { workStart: "17:00", workEnd: "09:00" });
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.details).toEqual([{ path: "workEnd", message: "Work end must be after work start" }]);

    // Alone, an end before the saved start (08:00) is refused too; a start of 24:00 never fits.
    const alone = await me.api.put("/api/experts/profile", { workEnd: "07:00" });
    expect(alone.status).toBe(400);
    expect(fieldsOf(alone.body)).toEqual(["workEnd"]);
    expect(fieldsOf((await me.api.put("/api/experts/profile", { workStart: "24:00" })).body)).toEqual(["workStart"]);
    expect((await t.anon().get(`/api/experts/profile/${me.id}`)).body).toMatchObject({ timeZone: "Africa/Johannesburg", workStart: "08:00", workEnd: "17:00" });
  });
});

describe("client working hours (/api/client/profile)", () => {
  it("takes the defaults on a first save without hours, then keeps saved hours when a save leaves them out", async () => {
    const { api } = await t.createUser("client");
    const first = await api.post("/api/client/profile", { companyName: "Acme" });
    expect(first.body.profile).toMatchObject({ timeZone: "Europe/London", workStart: "09:00", workEnd: "17:00" });
    const hours = await api.post("/api/client/profile", { companyName: "Acme", timeZone: "America/New_York", workStart: "08:30", workEnd: "16:30" });
    expect(hours.body.profile).toMatchObject({ timeZone: "America/New_York", workStart: "08:30", workEnd: "16:30" });
    const again = await api.post("/api/client/profile", { companyName: "Acme Two" });
    expect(again.body.profile).toMatchObject({ companyName: "Acme Two", timeZone: "America/New_York", workStart: "08:30", workEnd: "16:30" });
    expect((await api.get("/api/client/profile")).body).toMatchObject({ timeZone: "America/New_York", workStart: "08:30", workEnd: "16:30" });
  });

  it("refuses bad hours naming the field", async () => {
    const { api } = await t.createUser("client");
    const res = await api.post("/api/client/profile", { timeZone: "Europe/Atlantis", workStart: "18:00", workEnd: "10:00" });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual(["timeZone", "workEnd"]);
    const alone = await api.post("/api/client/profile", { workStart: "17:30" });
    expect(alone.status).toBe(400);
    expect(fieldsOf(alone.body)).toEqual(["workEnd"]);
  });

  it("starts from the browser's zone sent at sign-up, and ignores one the server does not know", async () => {
    const base = { password: "secret-pass-12", firstName: "Zoe", lastName: "Zone" };
    const res = await t.anon().post("/api/auth/register/client", { ...base, email: "zoe.zone@example.test", timeZone: "asia/singapore" });
    expect(res.status).toBe(201);
    const zoe = await t.login("zoe.zone@example.test", base.password);
    expect((await zoe.get("/api/client/profile")).body).toMatchObject({ companyName: null, timeZone: "Asia/Singapore", workStart: "09:00", workEnd: "17:00" });
    // The profile step of sign-up keeps the zone.
    expect((await zoe.post("/api/client/profile", { companyName: "Zoe Co" })).body.profile).toMatchObject({ companyName: "Zoe Co", timeZone: "Asia/Singapore" });

    const odd = await t.anon().post("/api/auth/register/client", { ...base, email: "odd.zone@example.test", timeZone: "Nowhere/Special" });
    expect(odd.status).toBe(201);
    const oddApi = await t.login("odd.zone@example.test", base.password);
    // No row was made: the answer is the defaults, nothing saved yet.
    expect((await oddApi.get("/api/client/profile")).body).toMatchObject({ timeZone: "Europe/London", updatedAt: null });
    expect((await oddApi.post("/api/client/profile", {})).body.profile.timeZone).toBe("Europe/London");
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { candidateProfiles, profileViews } from "@shared/schema";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { fileForm, minimalPdf } from "../test/pdf";
import { todayUtc } from "@shared/calendar";

/**
 * 'Profile Views': a client or an admin opening a talent's expert profile or candidate record counts
 * once per viewer per UTC day; the owner and visitors never count. A day is moved by changing the
 * recorded row's day.
 */

const DAY = 86_400_000;
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

/** An active expert who also keeps a candidate profile, so their own profile page shows the count. */
async function talent() {
  const expert = await t.createUser("expert");
  const saved = await expert.api.post("/api/candidate/profile", { name: "Lerato Khumalo", role: "Data Engineer", skills: ["Python"] });
  expect(saved.status, saved.text).toBe(200);
  return { ...expert, profileId: saved.body.profile.id as number };
}

const ownProfile = async (api: ApiClient) => {
  const res = await api.get("/api/candidate/profile");
  expect(res.status, res.text).toBe(200);
  return res.body as { profileViews: number; recentViews: { day: string; views: number }[] };
};
const open = async (api: ApiClient, expertId: number) => expect((await api.get(`/api/experts/profile/${expertId}`)).status).toBe(200);

describe("profile views", () => {
  it("never counts the owner or an anonymous visitor", async () => {
    const me = await talent();
    await open(me.api, me.id);
    await open(t.anon(), me.id);
    await me.api.get("/api/candidate/profile");
    expect((await ownProfile(me.api)).profileViews).toBe(0);
  });

  it("counts a client's opening of the expert profile once per day, however often and however racy", async () => {
    const me = await talent();
    const client = await t.createUser("client");
    await open(client.api, me.id);
    await open(client.api, me.id);
    await Promise.all(Array.from({ length: 5 }, () => open(client.api, me.id)));
    const mine = await ownProfile(me.api);
    expect(mine.profileViews).toBe(1);
    expect(mine.recentViews.at(-1)).toEqual({ day: todayUtc(), views: 1 });
  });

  it("counts the same viewer again the next day", async () => {
    const me = await talent();
    const client = await t.createUser("client");
    await open(client.api, me.id);
    const yesterday = todayUtc(new Date(Date.now() - DAY));
    await t.deps.db.update(profileViews).set({ day: yesterday }).where(and(eq(profileViews.talentId, me.id), eq(profileViews.viewerId, client.id)));
    await open(client.api, me.id);
    const mine = await ownProfile(me.api);
    expect(mine.profileViews).toBe(2);
    expect(mine.recentViews.slice(-2)).toEqual([
      { day: yesterday, views: 1 },
      { day: todayUtc(), views: 1 },
    ]);
  });

  it("counts two viewers on one day as two", async () => {
    const me = await talent();
    const [a, b] = [await t.createUser("client"), await t.createUser("client")];
    await open(a.api, me.id);
    await open(b.api, me.id);
    expect((await ownProfile(me.api)).profileViews).toBe(2);
  });

  it("counts an admin opening the candidate record or the expert profile, once a day between them", async () => {
    const me = await talent();
    const admin = await t.loginAs("admin");
    const record = await admin.get(`/api/admin/candidates/${me.profileId}`);
    expect(record.status).toBe(200);
    expect(record.body.profileViews).toBe(1);
    await open(admin, me.id);
    expect((await admin.get(`/api/admin/candidates/${me.profileId}`)).body.profileViews).toBe(1);
    expect((await ownProfile(me.api)).profileViews).toBe(1);
  });

  it("does not count another expert or a candidate looking", async () => {
    const me = await talent();
    const other = await t.createUser("expert");
    const candidate = await t.createUser("candidate");
    await open(other.api, me.id);
    await open(candidate.api, me.id);
    expect((await ownProfile(me.api)).profileViews).toBe(0);
  });

  it("shows the last 30 days, oldest first, with a zero for each quiet day, and adds the count kept before views were recorded", async () => {
    const me = await talent();
    const client = await t.createUser("client");
    await t.deps.db.update(candidateProfiles).set({ viewsBeforeLog: 7 }).where(eq(candidateProfiles.userId, me.id));
    await open(client.api, me.id);
    await t.deps.db.insert(profileViews).values({ talentId: me.id, viewerId: client.id, day: todayUtc(new Date(Date.now() - 40 * DAY)) });
    const mine = await ownProfile(me.api);
    expect(mine.profileViews).toBe(9);
    expect(mine.recentViews).toHaveLength(30);
    expect(mine.recentViews[0].day).toBe(todayUtc(new Date(Date.now() - 29 * DAY)));
    expect(mine.recentViews.reduce((sum, d) => sum + d.views, 0)).toBe(1);
  });

  it("counts an admin reading the CV (opening the record from the console's lists), never the owner", async () => {
    const me = await talent();
    const up = await me.api.request("POST", "/api/upload/cv", undefined, { raw: fileForm("cv", minimalPdf(), "cv.pdf") });
    expect(up.status, up.text).toBe(201);
    expect((await me.api.get(up.body.filePath)).status).toBe(200);
    expect((await ownProfile(me.api)).profileViews).toBe(0);
    const admin = await t.loginAs("admin");
    expect((await admin.get(up.body.filePath)).status).toBe(200);
    expect((await admin.get(up.body.filePath)).status).toBe(200);
    expect((await ownProfile(me.api)).profileViews).toBe(1);
  });
});

import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dreamTeamMembers, dreamTeams, experts, users } from "@shared/schema";
import { DEMO_ACCOUNTS } from "../demo/demo-accounts";
import { adminDreamTeamAnswer, dreamTeamAnswer, dreamTeamMemberAnswer } from "@shared/contracts/dream-teams";
import { expectAnswer, expectListAnswer } from "../test/answer";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";

let t: TestServer;
let dana: ApiClient;
let danaId: number;
let danaTeamId: number;
let other: { api: ApiClient; id: number };
let admin: ApiClient;
let expertIds: Record<string, number>;

beforeAll(async () => {
  t = await startTestServer();
  dana = await t.loginAs("client");
  admin = await t.loginAs("admin");
  other = await t.createUser("client");
  const [row] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.client.login));
  danaId = row.id;
  const [team] = await t.deps.db.select({ id: dreamTeams.id }).from(dreamTeams).where(and(eq(dreamTeams.clientId, danaId), eq(dreamTeams.name, "Risk Platform Squad")));
  danaTeamId = team.id;
  const rows = await t.deps.db.select({ id: users.id, username: users.username }).from(users).where(eq(users.userType, "expert"));
  expertIds = Object.fromEntries(rows.map((r) => [r.username, r.id]));
});
afterAll(async () => {
  await t?.close();
});

const memberRows = async (teamId: number, expertId: number) =>
  (
    await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(dreamTeamMembers)
      .where(and(eq(dreamTeamMembers.teamId, teamId), eq(dreamTeamMembers.expertId, expertId)))
  )[0].n;

describe("a client's own dream teams", () => {
  it("lists the signed-in client's teams with members' public fields and a total", async () => {
    const res = await dana.get(`/api/dream-teams/client/${danaId}`);
    expect(res.status).toBe(200);
    expectListAnswer(dreamTeamAnswer, res.body);
    expect(res.headers.get("x-total-count")).toBe("2");
    expect(res.body.map((team: { name: string }) => team.name).sort()).toEqual(["Analytics Refresh", "Risk Platform Squad"]);
    const squad = res.body.find((team: { id: number }) => team.id === danaTeamId);
    expect(squad).toMatchObject({ clientId: danaId, status: "active", memberCount: 3 });
    expect(squad.members[0]).toMatchObject({ expertId: expertIds.thandi, name: expect.any(String), role: expect.any(String) });
    expect(Object.keys(squad.members[0]).sort()).toEqual(["addedAt", "expertId", "hourlyRate", "isActive", "name", "profileImage", "role", "skills", "yearsExperience"]);
  });

  it("refuses another client's list with 403, lets an admin see it, and needs a sign-in", async () => {
    expect((await other.api.get(`/api/dream-teams/client/${danaId}`)).status).toBe(403);
    expect((await admin.get(`/api/dream-teams/client/${danaId}`)).status).toBe(200);
    expect((await t.anon().get(`/api/dream-teams/client/${danaId}`)).status).toBe(401);
    expect((await dana.get(`/api/dream-teams/client/abc`)).status).toBe(400);
  });
});

describe("creating a team", () => {
  it("creates a team owned by the caller and answers its id and name", async () => {
    const res = await other.api.post("/api/dream-teams", { name: "  Data Guild  ", description: "Pipelines" });
    expect(res.status).toBe(201);
    expectAnswer(dreamTeamAnswer, res.body);
    expect(res.body).toMatchObject({ id: expect.any(Number), name: "Data Guild", description: "Pipelines", clientId: other.id, members: [] });
    const list = await other.api.get(`/api/dream-teams/client/${other.id}`);
    expect(list.body.map((team: { id: number }) => team.id)).toContain(res.body.id);
  });

  it("refuses a blank name with SPEC's message", async () => {
    const res = await dana.post("/api/dream-teams", { name: "   " });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0]).toEqual({ path: "name", message: "Please enter a name for your dream team." });
    expect((await dana.post("/api/dream-teams", {})).status).toBe(400);
  });

  it("never creates a team for another client named in the body", async () => {
    const res = await dana.post("/api/dream-teams", { name: "Sneaky", clientId: other.id });
    expect(res.status).toBe(403);
    const [{ n }] = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(dreamTeams).where(eq(dreamTeams.name, "Sneaky"));
    expect(n).toBe(0);
    expect((await dana.post("/api/dream-teams", { name: "Mine", clientId: danaId })).status).toBe(201);
  });

  it("is for clients only", async () => {
    const expert = await t.loginAs("expert");
    expect((await expert.post("/api/dream-teams", { name: "Experts" })).status).toBe(403);
    expect((await t.anon().post("/api/dream-teams", { name: "Anyone" })).status).toBe(401);
  });
});

describe("team members", () => {
  it("lists members for the owner's company and an admin only: 404 for anyone else", async () => {
    const own = await dana.get(`/api/dream-teams/${danaTeamId}/members`);
    expect(own.status).toBe(200);
    expectListAnswer(dreamTeamMemberAnswer, own.body);
    expect(own.body).toHaveLength(3);
    expect((await admin.get(`/api/dream-teams/${danaTeamId}/members`)).status).toBe(200);
    expect((await other.api.get(`/api/dream-teams/${danaTeamId}/members`)).status).toBe(404);
    expect((await dana.get(`/api/dream-teams/999999/members`)).status).toBe(404);
  });

  it("adds an active expert once: a second add answers 200 and leaves one row", async () => {
    const team = (await other.api.post("/api/dream-teams", { name: "Adders" })).body;
    const first = await other.api.post(`/api/dream-teams/${team.id}/members`, { expertId: expertIds.ruan });
    expect(first.status).toBe(201);
    expectAnswer(dreamTeamMemberAnswer, first.body);
    expect(first.body).toMatchObject({ expertId: expertIds.ruan, isActive: true });
    const second = await other.api.post(`/api/dream-teams/${team.id}/members`, { expertId: expertIds.ruan });
    expect(second.status).toBe(200);
    expect(await memberRows(team.id, expertIds.ruan)).toBe(1);
    const members = await other.api.get(`/api/dream-teams/${team.id}/members`);
    expect(members.body.map((m: { expertId: number }) => m.expertId)).toEqual([expertIds.ruan]);
  });

  it("refuses unknown and inactive experts with 404 and bad ids with 400", async () => {
    const team = (await other.api.post("/api/dream-teams", { name: "Picky" })).body;
    const inactive = await t.createUser("expert", { activeExpert: false });
    expect((await other.api.post(`/api/dream-teams/${team.id}/members`, { expertId: inactive.id })).status).toBe(404);
    expect((await other.api.post(`/api/dream-teams/${team.id}/members`, { expertId: 999_999 })).status).toBe(404);
    expect((await other.api.post(`/api/dream-teams/${team.id}/members`, { expertId: "x" })).status).toBe(400);
    expect((await other.api.post(`/api/dream-teams/${team.id}/members`, {})).status).toBe(400);
    expect(await memberRows(team.id, inactive.id)).toBe(0);
  });

  it("tells another company's client that the team does not exist when they change it", async () => {
    expect((await other.api.post(`/api/dream-teams/${danaTeamId}/members`, { expertId: expertIds.johan })).status).toBe(404);
    expect(await memberRows(danaTeamId, expertIds.johan)).toBe(0);
    expect((await other.api.delete(`/api/dream-teams/${danaTeamId}/members/${expertIds.thandi}`)).status).toBe(404);
    expect(await memberRows(danaTeamId, expertIds.thandi)).toBe(1);
    expect((await other.api.post(`/api/dream-teams/999999/members`, { expertId: expertIds.johan })).status).toBe(404);
  });

  it("removes a member", async () => {
    const team = (await dana.post("/api/dream-teams", { name: "Removers" })).body;
    await dana.post(`/api/dream-teams/${team.id}/members`, { expertId: expertIds.nomvula });
    const res = await dana.delete(`/api/dream-teams/${team.id}/members/${expertIds.nomvula}`);
    expect(res.status).toBe(204);
    expect(await memberRows(team.id, expertIds.nomvula)).toBe(0);
    expect((await dana.delete(`/api/dream-teams/${team.id}/members/${expertIds.nomvula}`)).status).toBe(204);
  });

  it("hides a member from the client once the expert is deactivated; admins still see them", async () => {
    const team = (await dana.post("/api/dream-teams", { name: "Fading" })).body;
    const expert = await t.createUser("expert");
    await dana.post(`/api/dream-teams/${team.id}/members`, { expertId: expert.id });
    await t.deps.db.update(experts).set({ isActive: false }).where(eq(experts.userId, expert.id));
    expect((await dana.get(`/api/dream-teams/${team.id}/members`)).body).toEqual([]);
    expect((await admin.get(`/api/dream-teams/${team.id}/members`)).body).toHaveLength(1);
  });
});

describe("all dream teams (admin)", () => {
  it("needs an admin", async () => {
    expect((await dana.get("/api/dream-teams")).status).toBe(403);
    expect((await t.anon().get("/api/dream-teams")).status).toBe(401);
  });

  it("pages every team with its client's name, members and a total", async () => {
    const all = await admin.get("/api/dream-teams?limit=100");
    expect(all.status).toBe(200);
    expectListAnswer(adminDreamTeamAnswer, all.body);
    const total = Number(all.headers.get("x-total-count"));
    expect(total).toBe(all.body.length);
    const squad = all.body.find((team: { id: number }) => team.id === danaTeamId);
    expect(squad).toMatchObject({ clientName: "Dana Whitfield", companyName: "Northwind Analytics", status: "active", memberCount: 3 });
    const page = await admin.get("/api/dream-teams?limit=1&offset=1");
    expect(page.body).toHaveLength(1);
    expect(page.body[0].id).toBe(all.body[1].id);
    expect(page.headers.get("x-total-count")).toBe(String(total));
    expect((await admin.get("/api/dream-teams?limit=0")).status).toBe(400);
  });
});

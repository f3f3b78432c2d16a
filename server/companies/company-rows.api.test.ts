// The rows a client makes belong to their company (PRODUCT.md "Companies"): on the demo data, where
// Dana Whitfield made every Northwind row, Leo Hart and Amara Okafor read each of them and each list
// of them; a client of another company is told none exists (404), and is refused the company's
// lists by a member's id (403). What a member makes joins the company, each row still names the
// member who made it, and any member whose role may acts on it.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refusalOf } from "@shared/company-roles";
import { companyMembers, dreamTeams, engagements, interviews, invoices, notifications, preBookings, requisitions, timesheetWeeks, users } from "@shared/schema";
import { DEMO_ACCOUNTS, DEMO_COMPANY_MEMBERS, DEMO_PASSWORD } from "../demo/demo-accounts";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";

let t: TestServer;
let dana: ApiClient;
let colleagues: { name: string; api: ApiClient; id: number }[];
let stranger: { api: ApiClient; id: number };
let danaId: number;
let northwind: number;

const idOf = async (email: string) => (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

beforeAll(async () => {
  t = await startTestServer();
  dana = await t.loginAs("client");
  danaId = await idOf(DEMO_ACCOUNTS.client.login);
  [{ companyId: northwind }] = await t.deps.db.select({ companyId: companyMembers.companyId }).from(companyMembers).where(eq(companyMembers.userId, danaId));
  colleagues = await Promise.all(
    DEMO_COMPANY_MEMBERS.map(async (m) => ({ name: m.firstName, api: await t.login(m.login, DEMO_PASSWORD), id: await idOf(m.login) })),
  );
  stranger = await t.createUser("client");
  // The demo's interview is another company's: Dana has one of her own with an expert she booked,
  // written without a company, as the database then fills it in.
  const [booked] = await t.deps.db.select().from(preBookings).where(eq(preBookings.clientId, danaId)).limit(1);
  const startsAt = new Date(Date.now() + 3 * 86_400_000);
  await t.deps.db.insert(interviews).values({ clientId: danaId, expertId: booked.expertId, preBookingId: booked.id, startsAt, endsAt: new Date(startsAt.getTime() + 30 * 60_000), minutes: 30, meetingUrl: "https://meet.example.test/dana", createdBy: danaId });
});
afterAll(async () => {
  await t?.close();
});

/** Northwind's rows of a table, every one made by Dana (an invoice is the company's own, made for no member). */
async function northwindIds(table: typeof requisitions | typeof dreamTeams | typeof preBookings | typeof interviews | typeof engagements | typeof invoices) {
  const rows = await t.deps.db.select({ id: table.id, clientId: table.clientId }).from(table).where(eq(table.companyId, northwind));
  expect(rows.length, "Northwind has rows of this kind").toBeGreaterThan(0);
  expect(rows.every((r) => r.clientId === (table === invoices ? null : danaId))).toBe(true);
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

const idsOf = (body: { id: number }[]) => body.map((r) => r.id).sort((a, b) => a - b);

describe("the company's rows", () => {
  it("are in every member's lists, whoever of them made the rows", async () => {
    const lists: [string, number[]][] = [
      ["/api/requisitions?limit=100", await northwindIds(requisitions)],
      ["/api/engagements?limit=100", await northwindIds(engagements)],
      ["/api/invoices?limit=100", []], // the issued ones, below
      [`/api/dream-teams/client/${danaId}?limit=100`, await northwindIds(dreamTeams)],
      [`/api/pre-bookings/client/${danaId}?limit=100`, await northwindIds(preBookings)],
    ];
    const issued = (await t.deps.db.select({ id: invoices.id, status: invoices.status }).from(invoices).where(eq(invoices.companyId, northwind))).filter((i) => i.status !== "draft").map((i) => i.id);
    expect(issued.length).toBeGreaterThan(0);
    lists[2][1] = issued.sort((a, b) => a - b);
    for (const member of [{ name: "Dana", api: dana }, ...colleagues]) {
      for (const [url, ids] of lists) {
        const res = await member.api.get(url);
        expect(res.status, `${member.name} ${url}`).toBe(200);
        expect(idsOf(res.body), `${member.name} ${url}`).toEqual(ids);
      }
    }
    // The company's lists answer for the id of any of its members.
    for (const c of colleagues) {
      expect(idsOf((await dana.get(`/api/pre-bookings/client/${c.id}?limit=100`)).body)).toEqual(lists[4][1]);
      expect(idsOf((await c.api.get(`/api/dream-teams/client/${c.id}?limit=100`)).body)).toEqual(lists[3][1]);
    }
    // Interviews: the company's, beside nobody else's.
    const ownInterviews = await northwindIds(interviews);
    for (const member of colleagues) {
      const res = await member.api.get("/api/interviews?limit=100");
      expect(idsOf(res.body)).toEqual(ownInterviews);
    }
  });

  it("are read by every member, and by nobody outside the company (404)", async () => {
    const reads = [
      ...(await northwindIds(requisitions)).flatMap((id) => [`/api/requisitions/${id}`, `/api/threads/requisition/${id}/messages`]),
      ...(await northwindIds(engagements)).flatMap((id) => [`/api/engagements/${id}`, `/api/engagements/${id}/timesheets`, `/api/threads/engagement/${id}/messages`]),
      ...(await northwindIds(interviews)).map((id) => `/api/interviews/${id}`),
      ...(await northwindIds(dreamTeams)).flatMap((id) => [`/api/dream-teams/${id}/members`, `/api/dream-teams/${id}/plan?weeks=4`]),
      ...(await northwindIds(invoices)).flatMap((id) => [`/api/invoices/${id}`, `/api/invoices/${id}.pdf`]),
    ];
    const drafts = (await t.deps.db.select({ id: invoices.id, status: invoices.status }).from(invoices)).filter((i) => i.status === "draft").map((i) => `/api/invoices/${i.id}`);
    for (const url of reads) {
      // A draft is the admins' until it is issued.
      const shown = !drafts.some((d) => url === d || url === `${d}.pdf`);
      for (const member of colleagues) expect((await member.api.get(url)).status, `${member.name} ${url}`).toBe(shown ? 200 : 404);
      expect((await stranger.api.get(url)).status, `stranger ${url}`).toBe(404);
    }
    // Another company's lists, by the id of one of Northwind's members: refused.
    expect((await stranger.api.get(`/api/pre-bookings/client/${danaId}`)).status).toBe(403);
    expect((await stranger.api.get(`/api/dream-teams/client/${colleagues[0].id}`)).status).toBe(403);
    // And Northwind's rows are in none of the stranger's lists.
    for (const url of ["/api/requisitions", "/api/engagements", "/api/invoices", "/api/interviews", `/api/pre-bookings/client/${stranger.id}`, `/api/dream-teams/client/${stranger.id}`]) {
      expect((await stranger.api.get(url)).body, url).toEqual([]);
    }
  });

  it("are acted on by any member whose role may, whoever made them: the others of the company 403", async () => {
    const leo = colleagues.find((c) => c.name === "Leo")!;
    const amara = colleagues.find((c) => c.name === "Amara")!;
    const [week] = await t.deps.db
      .select({ engagementId: timesheetWeeks.engagementId, weekStart: timesheetWeeks.weekStart })
      .from(timesheetWeeks)
      .innerJoin(engagements, eq(engagements.id, timesheetWeeks.engagementId))
      .where(eq(engagements.companyId, northwind))
      .limit(1);
    // Weeks are answered by role (the role table): finance may not.
    const approve = await amara.api.post(`/api/engagements/${week.engagementId}/timesheets/${week.weekStart}/approve`, {});
    expect(approve.status).toBe(403);
    expect(approve.body.error.message).toBe(refusalOf("engagement.answer-week"));
    // Dana's team: Leo, hiring, changes it; Amara, finance, may not.
    const [team] = await northwindIds(dreamTeams);
    const { id: expertId } = await t.createUser("expert");
    const added = await leo.api.post(`/api/dream-teams/${team}/members`, { expertId });
    expect(added.status).toBe(201);
    const refused = await amara.api.delete(`/api/dream-teams/${team}/members/${expertId}`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(refusalOf("teams.change"));
    expect((await leo.api.delete(`/api/dream-teams/${team}/members/${expertId}`)).status).toBe(204);
    const made = await amara.api.post("/api/dream-teams", { name: "Finance's own team" });
    expect(made.status).toBe(403);
    expect(made.body.error.message).toBe(refusalOf("teams.change"));
    // Dana's interview: Leo may move it, Amara may not (asked before anything else).
    const [interview] = await northwindIds(interviews);
    const free = await leo.api.get(`/api/interviews/${interview}/slots?days=7`);
    expect(free.status).toBe(200);
    const moved = await leo.api.patch(`/api/interviews/${interview}`, { action: "move", startsAt: free.body.slots[0].startsAt, reason: "Dana is travelling that day." });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ startsAt: free.body.slots[0].startsAt, movedBy: "client", client: { id: danaId } });
    // Dana, who booked it, hears who moved it and why, as the expert does.
    const told = await t.deps.db.select().from(notifications).where(and(eq(notifications.userId, danaId), eq(notifications.kind, "interview.moved")));
    expect(told.map((n) => n.body)).toEqual([expect.stringMatching(/^Leo Hart \(Northwind Analytics\) moved your interview to .*Their reason: Dana is travelling that day\.$/)]);
    const slots = await amara.api.get(`/api/interviews/${interview}/slots`);
    expect(slots.status).toBe(403);
    expect(slots.body.error.message).toBe(refusalOf("interviews.change"));
    // Finance writes in the company's conversations.
    const [requisition] = await northwindIds(requisitions);
    expect((await amara.api.post(`/api/threads/requisition/${requisition}/messages`, { body: "The PO for this one is 4711." })).status).toBe(201);
    // The stranger is still told none of it exists.
    expect((await stranger.api.post(`/api/engagements/${week.engagementId}/timesheets/${week.weekStart}/approve`, {})).status).toBe(404);
    expect((await stranger.api.get(`/api/interviews/${interview}/slots`)).status).toBe(404);
    expect((await stranger.api.post(`/api/dream-teams/${team}/members`, { expertId })).status).toBe(404);
    expect((await stranger.api.post(`/api/threads/requisition/${requisition}/messages`, { body: "Hello?" })).status).toBe(404);
  });

  it("take in what a member makes, and keep who made it", async () => {
    const leo = colleagues.find((c) => c.name === "Leo")!;
    const made = await leo.api.post("/api/dream-teams", { name: "Leo's platform team" });
    expect(made.status).toBe(201);
    const [row] = await t.deps.db.select().from(dreamTeams).where(eq(dreamTeams.id, made.body.id));
    expect(row).toMatchObject({ clientId: leo.id, companyId: northwind });
    expect(idsOf((await dana.get(`/api/dream-teams/client/${danaId}?limit=100`)).body)).toContain(made.body.id);
    expect((await dana.get(`/api/dream-teams/${made.body.id}/members`)).status).toBe(200);
    expect((await stranger.api.get(`/api/dream-teams/${made.body.id}/members`)).status).toBe(404);
  });

  it("tell each member what their role may do on an engagement", async () => {
    const [id] = await northwindIds(engagements);
    const seen = Object.fromEntries(
      await Promise.all([{ name: "Dana", api: dana }, ...colleagues].map(async (m) => [m.name, (await m.api.get(`/api/engagements/${id}`)).body.mayEndTrial] as const)),
    );
    expect(seen).toEqual({ Dana: true, Leo: true, Amara: false });
  });
});

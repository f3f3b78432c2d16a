// POST /api/dream-teams/{id}/pre-bookings: one pending request per member, all or none, each expert
// told as for a single request; 409 naming the members who cannot take it and why; and two
// bookings racing each other (concurrently on PostgreSQL, one after the other on PGlite).
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availability, dreamTeamMembers, dreamTeams, notifications, preBookings } from "@shared/schema";
import { teamPreBookingAnswer } from "@shared/contracts/dream-teams";
import { expectAnswer } from "../test/answer";
import { startTestServer, type ApiClient, type TestServer } from "../test/harness";
import { addDays, todayUtc } from "@shared/calendar";

/** Real concurrency needs a server with several connections; PGlite runs one statement at a time. */
const CONCURRENT = Boolean(process.env.TEST_DATABASE_URL);

let t: TestServer;
let owner: ApiClient;
let ownerId: number;

const S = addDays(todayUtc(), 20);
const d = (offset: number) => addDays(S, offset);
const window = { startDate: S, endDate: d(27), contractLength: 3, preInterviewRequested: false, notes: "Team engagement" };

beforeAll(async () => {
  t = await startTestServer({ seed: false });
  ({ api: owner, id: ownerId } = await t.createUser("client"));
  await owner.post("/api/client/profile", { companyName: "Owner Co" });
});
afterAll(async () => {
  await t?.close();
});

async function expert(opts: { from?: string; to?: string | null; preferred?: number; active?: boolean } = {}) {
  const e = await t.createUser("expert", { activeExpert: opts.active ?? true });
  await t.deps.db.insert(availability).values({ expertId: e.id, availableFrom: opts.from ?? todayUtc(), availableTo: opts.to ?? null, preferredContractLength: opts.preferred ?? 6 });
  return e;
}

async function team(memberIds: number[], clientId = ownerId) {
  const [row] = await t.deps.db.insert(dreamTeams).values({ clientId, name: `Team of ${memberIds.length}` }).returning({ id: dreamTeams.id });
  if (memberIds.length) await t.deps.db.insert(dreamTeamMembers).values(memberIds.map((expertId) => ({ teamId: row.id, expertId })));
  return row.id;
}

const bookTeam = (teamId: number, body: Record<string, unknown> = window, api: ApiClient = owner) => api.post(`/api/dream-teams/${teamId}/pre-bookings`, body);
const bookingsOfTeam = (teamId: number) => t.deps.db.select().from(preBookings).where(eq(preBookings.dreamTeamId, teamId));
const noticesOf = (ids: number[]) => t.deps.db.select().from(notifications).where(and(inArray(notifications.userId, ids), eq(notifications.kind, "pre-booking.created")));

describe("booking a whole team", () => {
  it("makes one pending request per member, in member order, and tells each expert as a single request would", async () => {
    const [a, b, c] = [await expert({ preferred: 12 }), await expert(), await expert()];
    const teamId = await team([a.id, b.id, c.id]);
    const res = await bookTeam(teamId, { startDate: S, endDate: d(27), notes: "Team engagement" });
    expect(res.status).toBe(201);
    expectAnswer(teamPreBookingAnswer, res.body);
    expect(res.body.teamId).toBe(teamId);
    expect(res.body.preBookings.map((p: { expertId: number }) => p.expertId)).toEqual([a.id, b.id, c.id]);
    for (const p of res.body.preBookings) {
      expect(p).toMatchObject({ clientId: ownerId, dreamTeamId: teamId, dreamTeamName: "Team of 3", startDate: S, endDate: d(27), status: "pending", preInterviewRequested: true, notes: "Team engagement", companyName: "Owner Co" });
    }
    // No length asked: one length for the team (the default), whatever each expert prefers.
    expect(res.body.preBookings.map((p: { contractLength: number }) => p.contractLength)).toEqual([6, 6, 6]);

    // The same notice as a single request with the same dates and length.
    const single = await expert();
    expect((await owner.post("/api/pre-bookings", { expertId: single.id, startDate: S, endDate: d(27) })).status).toBe(201);
    const notices = await noticesOf([a.id, b.id, c.id, single.id]);
    expect(notices).toHaveLength(4);
    const bodyOf = (id: number) => notices.find((n) => n.userId === id)!.body;
    expect(bodyOf(b.id)).toBe(bodyOf(single.id));
    // One length for the team, with the days booked: the two never disagree.
    expect(bodyOf(a.id)).toMatch(/^Client Tester\d+ \(Owner Co\) would like to book you from .+ to .+: 27 days booked, of an intended 6-month contract\.$/);
    expect(notices.every((n) => n.title === "New pre-booking request" && n.link === "/expert/dashboard")).toBe(true);
    expect((await a.api.get("/api/notifications/unread-count")).body).toEqual({ count: 1 });
  });

  it("books nobody when one member cannot take it, and names each such member and why", async () => {
    const ok = await expert();
    const booked = await expert();
    const late = await expert({ from: d(3) });
    const early = await expert({ to: d(20) });
    // A confirmed booking of `booked` ending on the engagement's first day.
    await t.deps.db.insert(preBookings).values({ clientId: ownerId, expertId: booked.id, startDate: d(-5), endDate: S, status: "confirmed" });
    const teamId = await team([ok.id, booked.id, late.id, early.id]);

    const res = await bookTeam(teamId);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("team_not_bookable");
    const details = res.body.error.details as { path: string; expertId: number; reason: string; message: string; name: string }[];
    expect(details.map((x) => [x.expertId, x.reason])).toEqual(
      [
        [booked.id, "already_booked"],
        [late.id, "before_available_from"],
        [early.id, "after_available_to"],
      ].sort((x, y) => (x[0] as number) - (y[0] as number)),
    );
    expect(details.find((x) => x.expertId === booked.id)).toMatchObject({ path: `members.${booked.id}`, name: expect.stringMatching(/^Expert Tester/), message: expect.stringContaining("already booked from") });
    for (const x of details) expect(res.body.error.message).toContain(x.name);
    expect(await bookingsOfTeam(teamId)).toEqual([]);
    expect(await noticesOf([ok.id, booked.id, late.id, early.id])).toEqual([]);

    // Without them, the rest of the team books.
    for (const id of [booked.id, late.id, early.id]) {
      await t.deps.db.delete(dreamTeamMembers).where(and(eq(dreamTeamMembers.teamId, teamId), eq(dreamTeamMembers.expertId, id)));
    }
    expect((await bookTeam(teamId)).status).toBe(201);
  });

  it("books the members the owner can see: a deactivated one is neither booked, told nor named", async () => {
    const ok = await expert();
    const inactive = await expert({ active: false });
    const teamId = await team([ok.id, inactive.id]);
    const res = await bookTeam(teamId);
    expect(res.status).toBe(201);
    expect(res.body.preBookings.map((b: { expertId: number }) => b.expertId)).toEqual([ok.id]);
    expect(JSON.stringify(res.body)).not.toContain(`"expertId":${inactive.id}`);
    expect(await noticesOf([inactive.id])).toEqual([]);
  });

  it("lets pending requests overlap: the same team booked twice for the same dates", async () => {
    const teamId = await team([(await expert()).id, (await expert()).id]);
    expect((await bookTeam(teamId)).status).toBe(201);
    expect((await bookTeam(teamId)).status).toBe(201);
    expect(await bookingsOfTeam(teamId)).toHaveLength(4);
  });

  it("refuses dates that fit nobody with 400 naming the field, and an empty team with 409", async () => {
    const teamId = await team([(await expert()).id]);
    const cases: [Record<string, unknown>, string][] = [
      [{ endDate: d(10) }, "startDate"],
      [{ startDate: S }, "endDate"],
      [{ startDate: d(10), endDate: d(10) }, "endDate"],
      [{ startDate: addDays(todayUtc(), -1), endDate: d(10) }, "startDate"],
      [{ ...window, contractLength: 5 }, "contractLength"],
      [{ ...window, startDate: "soon" }, "startDate"],
    ];
    for (const [body, field] of cases) {
      const res = await bookTeam(teamId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.details.map((x: { path: string }) => x.path)).toEqual([field]);
    }
    // An expertId in the body is not part of this call.
    const extra = await bookTeam(teamId, { ...window, expertId: 1 });
    expect(extra.status).toBe(201);
    const empty = await bookTeam(await team([]));
    expect(empty.status).toBe(409);
    expect(empty.body.error.message).toContain("no members");
  });

  it("is the owner's: admins and experts 403; another company's client and a missing team 404; visitors 401", async () => {
    const teamId = await team([(await expert()).id]);
    expect((await bookTeam(teamId, window, (await t.createUser("client")).api)).status).toBe(404);
    expect((await bookTeam(teamId, window, await t.loginAs("admin"))).status).toBe(403);
    expect((await bookTeam(teamId, window, (await t.createUser("expert")).api)).status).toBe(403);
    expect((await bookTeam(teamId, window, t.anon())).status).toBe(401);
    expect((await bookTeam(999_999)).status).toBe(404);
    expect(await bookingsOfTeam(teamId)).toEqual([]);
  });
});

describe(`racing bookings (${CONCURRENT ? "concurrently, on PostgreSQL" : "one after the other, on PGlite"})`, () => {
  /** Runs the calls at once on PostgreSQL, in the order given on PGlite. */
  const race = async <T>(calls: (() => Promise<T>)[]): Promise<T[]> => {
    if (CONCURRENT) return Promise.all(calls.map((call) => call()));
    const out: T[] = [];
    for (const call of calls) out.push(await call());
    return out;
  };

  it("books overlapping teams completely, each of them, without waiting on each other in a circle", async () => {
    for (let round = 0; round < (CONCURRENT ? 5 : 1); round++) {
      const [a, b, c, d_] = [await expert(), await expert(), await expert(), await expert()];
      const other = await t.createUser("client");
      // Shared members listed in opposite orders.
      const teams = [await team([a.id, b.id, c.id]), await team([c.id, b.id, d_.id], other.id), await team([d_.id, a.id])];
      const answers = await race([() => bookTeam(teams[0]), () => bookTeam(teams[1], window, other.api), () => bookTeam(teams[2])]);
      expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
      for (const [i, size] of [3, 3, 2].entries()) expect(await bookingsOfTeam(teams[i])).toHaveLength(size);
      const perExpert = await t.deps.db.select().from(preBookings).where(inArray(preBookings.expertId, [a.id, b.id, c.id, d_.id]));
      expect(perExpert).toHaveLength(8);
    }
  });

  it("never half-books a team while a member confirms an overlapping request", async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < (CONCURRENT ? 6 : 1); round++) {
      const [a, b, c] = [await expert(), await expert(), await expert()];
      const rival = await t.createUser("client");
      const request = await rival.api.post("/api/pre-bookings", { expertId: c.id, startDate: d(10), endDate: d(40), preInterviewRequested: false });
      expect(request.status).toBe(201);
      const teamId = await team([a.id, b.id, c.id]);
      // On PGlite the confirmation goes first; on PostgreSQL whichever the database lets through first.
      const [confirm, booking] = await race([() => c.api.patch(`/api/pre-bookings/${request.body.id}`, { status: "confirmed" }), () => bookTeam(teamId)]);
      expect(confirm.status).toBe(200);
      const rows = await bookingsOfTeam(teamId);
      if (booking.status === 201) {
        expect(rows).toHaveLength(3);
        outcomes.push("team first");
      } else {
        expect(booking.status).toBe(409);
        expect(booking.body.error.details).toEqual([expect.objectContaining({ expertId: c.id, reason: "already_booked" })]);
        expect(rows).toHaveLength(0);
        expect(await noticesOf([a.id, b.id])).toEqual([]);
        outcomes.push("confirmation first");
      }
    }
    if (!CONCURRENT) expect(outcomes).toEqual(["confirmation first"]);
  });
});

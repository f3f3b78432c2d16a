// The demo data an empty database gets at start: enough to show every part of the product at once.
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPERT_SPECIALIZATIONS } from "@shared/constants";
import { LANDING_PROFILES } from "@shared/landing-profiles";
import { rateInDollars } from "@shared/money";
import { availability, blogPosts, candidateProfiles, clientProfiles, dreamTeamMembers, dreamTeams, engagements, experts, preBookings, users } from "@shared/schema";
import { expiryReasons, settlePreBookings } from "../pre-bookings/pre-bookings.service";
import { startTestServer, type TestServer } from "../test/harness";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-accounts";
import { isEmpty } from "./seed";
import { EXPIRED_REASON } from "./seed-pool";
import { POOL_PEOPLE } from "./seed-pool-people";
import { addDays, todayUtc } from "@shared/calendar";

const DAY = 86_400_000;
/** An expert's rate in whole dollars, as the API gives it (the column holds cents). */
const dollarsOfRate = sql<number | null>`(${experts.hourlyRateCents} / 100)::int`;
const PUBLIC_DIR = fileURLToPath(new URL("../../client/public", import.meta.url));

/** The specialization a role title names ("Senior Data Platform Engineer" → "Data Platform Engineer"). */
const specializationOf = (role: string) =>
  [...EXPERT_SPECIALIZATIONS].sort((a, b) => b.length - a.length).find((s) => role.includes(s)) ?? role;

/** Minutes a zone is ahead of UTC at an instant. */
function utcOffset(timeZone: string, at: Date) {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return (Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute")) - at.getTime()) / 60_000;
}
const observesDst = (timeZone: string) => utcOffset(timeZone, new Date("2026-01-15T12:00:00Z")) !== utcOffset(timeZone, new Date("2026-07-15T12:00:00Z"));

type Window = { startDate: string; endDate: string };
const overlaps = (a: Window, b: Window) => a.startDate <= b.endDate && b.startDate <= a.endDate;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe("demo data", () => {
  it("has the eight landing-page people as active experts with skills, rates and availability", async () => {
    const rows = await t.deps.db
      .select({ name: experts.name, isActive: experts.isActive, skills: experts.skills, hourlyRate: dollarsOfRate, from: availability.availableFrom })
      .from(experts)
      .leftJoin(availability, eq(availability.expertId, experts.userId));
    for (const person of LANDING_PROFILES) {
      const row = rows.find((r) => r.name === `${person.firstName} ${person.lastName}`);
      expect(row, person.slug).toBeDefined();
      expect(row!.isActive, person.slug).toBe(true);
      expect(row!.skills.length, person.slug).toBeGreaterThan(0);
      expect(row!.from, `${person.slug} availability`).toBeTruthy();
      if (person.hourlyRate !== null) expect(Number(row!.hourlyRate), person.slug).toBe(person.hourlyRate);
    }
  });

  it("has three published blog posts with real HTML and one draft", async () => {
    const posts = await t.deps.db.select().from(blogPosts);
    const published = posts.filter((p) => p.published);
    expect(published).toHaveLength(3);
    for (const post of published) {
      expect(post.publishedAt).not.toBeNull();
      expect(post.content).toMatch(/<(p|h2|ul)[\s>]/);
    }
    expect(posts.filter((p) => !p.published)).toHaveLength(1);
  });

  it("gives the demo client a dream team with members and pre-bookings in several states", async () => {
    const [client] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.client.login));
    const teams = await t.deps.db.select({ id: dreamTeams.id }).from(dreamTeams).where(eq(dreamTeams.clientId, client.id));
    expect(teams.length).toBeGreaterThanOrEqual(1);
    const [{ members }] = await t.deps.db
      .select({ members: sql<number>`count(*)::int` })
      .from(dreamTeamMembers)
      .where(eq(dreamTeamMembers.teamId, teams[0].id));
    expect(members).toBeGreaterThan(0);
    const bookings = await t.deps.db.select({ status: preBookings.status }).from(preBookings).where(eq(preBookings.clientId, client.id));
    expect(new Set(bookings.map((b) => b.status)).size).toBeGreaterThanOrEqual(3);
  });

  it("gives the demo client a requisition in each state, as the client and the console see them", async () => {
    const client = await t.login(DEMO_ACCOUNTS.client.login, DEMO_PASSWORD);
    const list = await client.get("/api/requisitions");
    expect(list.status).toBe(200);
    // The free replacement after the ended trial is open too: seed-engagements.api.test.ts looks at it.
    const needs = (list.body as { id: number; status: string; title: string }[]).filter((r) => r.title !== "MLOps Engineer");
    const byStatus = Object.fromEntries(needs.map((r) => [r.status, r]));
    expect(Object.keys(byStatus).sort()).toEqual(["filled", "open", "overdue", "shortlisted"]);
    expect(byStatus.open).toMatchObject({ daysLeft: 11, missedGuarantee: false, counts: { proposed: 1 } });
    expect(byStatus.overdue).toMatchObject({ daysLeft: 0, missedGuarantee: true });
    expect(byStatus.filled).toMatchObject({ counts: { confirmedBookings: 1 }, missedGuarantee: false });

    const shortlisted = await client.get(`/api/requisitions/${byStatus.shortlisted.id}`);
    expect(shortlisted.body.candidates.map((c: { decision: string | null }) => c.decision)).toEqual(["interview", null]);
    expect(shortlisted.body.candidates[0].reasons.matchedSkills).toEqual(["Python", "Spark", "Airflow"]);
    const messages = await client.get(`/api/threads/requisition/${shortlisted.body.id}/messages`);
    expect(messages.body.map((m: { authorRole: string }) => m.authorRole)).toEqual(["client", "admin"]);

    const filled = await client.get(`/api/requisitions/${byStatus.filled.id}`);
    expect(filled.body.candidates.map((c: { decision: string; booking: { status: string } | null }) => [c.decision, c.booking?.status ?? null])).toEqual([
      ["interview", "confirmed"],
      ["declined", null],
    ]);

    const admin = await t.loginAs("admin");
    const figures = (await admin.get("/api/admin/requisitions/figures")).body;
    expect(figures.shortlisted).toBeGreaterThanOrEqual(8);
    expect(figures.missedGuarantees).toBe(2);
    expect(figures.medianHoursToShortlist).toBeGreaterThan(0);
    expect(figures.p90HoursToShortlist).toBeGreaterThanOrEqual(figures.medianHoursToShortlist);
  });

  it("has the demo expert and the demo candidate with a profile", async () => {
    const [expert] = await t.deps.db.select({ userType: users.userType }).from(users).where(eq(users.username, DEMO_ACCOUNTS.expert.login));
    expect(expert.userType).toBe("expert");
    const [candidate] = await t.deps.db
      .select({ userType: users.userType, profile: candidateProfiles.name })
      .from(users)
      .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
      .where(eq(users.username, DEMO_ACCOUNTS.candidate.login));
    expect(candidate).toEqual({ userType: "candidate", profile: "Sipho Mthembu" });
  });

  it("keeps the demo client's four bookings (and its two engagements') and two teams, and gives its draft team members to plan with", async () => {
    const [client] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.client.login));
    const bookings = await t.deps.db.select({ status: preBookings.status }).from(preBookings).where(eq(preBookings.clientId, client.id));
    expect(bookings.map((b) => b.status).sort()).toEqual(["completed", "completed", "confirmed", "confirmed", "declined", "pending"]);
    const teams = await t.deps.db
      .select({ name: dreamTeams.name, members: sql<number>`(select count(*)::int from ${dreamTeamMembers} where ${dreamTeamMembers.teamId} = ${dreamTeams.id})` })
      .from(dreamTeams)
      .where(eq(dreamTeams.clientId, client.id));
    expect(Object.fromEntries(teams.map((t) => [t.name, t.members]))).toEqual({ "Risk Platform Squad": 3, "Analytics Refresh": 3 });
    const [profile] = await t.deps.db.select().from(clientProfiles).where(eq(clientProfiles.userId, client.id));
    expect(profile).toMatchObject({ timeZone: "Europe/London", workStart: "09:00", workEnd: "17:00" });
  });

  it("has at least 60 active experts over at least six roles, with skills, rates, years and bios", async () => {
    // Rates as the API gives them: whole dollars (the column holds cents).
    const rows = (await t.deps.db.select().from(experts).where(eq(experts.isActive, true))).map((e) => ({ ...e, hourlyRate: rateInDollars(e.hourlyRateCents) }));
    expect(rows.length).toBeGreaterThanOrEqual(60);
    const roles = new Map<string, number>();
    for (const e of rows) roles.set(specializationOf(e.role), (roles.get(specializationOf(e.role)) ?? 0) + 1);
    expect([...roles.keys()].filter((r) => (EXPERT_SPECIALIZATIONS as readonly string[]).includes(r)).length).toBeGreaterThanOrEqual(6);
    for (const [, n] of roles) expect(n).toBeGreaterThanOrEqual(5);
    const pool = rows.filter((e) => !LANDING_PROFILES.some((p) => e.name === `${p.firstName} ${p.lastName}`));
    for (const e of pool) {
      expect(e.skills.length, e.name).toBeGreaterThanOrEqual(4);
      expect(e.hourlyRate, e.name).toBeGreaterThanOrEqual(45);
      expect(e.hourlyRate, e.name).toBeLessThanOrEqual(140);
      expect(e.yearsExperience, e.name).toBeGreaterThanOrEqual(5);
      expect(e.bio!.length, e.name).toBeGreaterThan(80);
      expect(e.searchText, e.name).toBe([e.name, e.role, ...e.skills].join(" ").toLowerCase());
    }
    expect(new Set(pool.map((e) => e.bio)).size).toBeGreaterThan(pool.length * 0.9);
    const rates = rows.map((e) => e.hourlyRate).filter((r): r is number => r !== null);
    expect(Math.max(...rates) - Math.min(...rates)).toBeGreaterThanOrEqual(60);
    // Two new sign-ups wait for an admin.
    const inactive = await t.deps.db.select({ name: experts.name }).from(experts).where(eq(experts.isActive, false));
    expect(inactive.length).toBeGreaterThanOrEqual(1);
  });

  it("has every pool expert and client sign in with the demo password", async () => {
    const someone = POOL_PEOPLE.find((p) => !p.underReview)!;
    await expect(t.login(someone.slug, DEMO_PASSWORD)).resolves.toBeDefined();
    const [client] = await t.deps.db
      .select({ email: users.email })
      .from(users)
      .innerJoin(clientProfiles, eq(clientProfiles.userId, users.id))
      .where(sql`${users.email} <> ${DEMO_ACCOUNTS.client.login}`)
      .limit(1);
    await expect(t.login(client.email, DEMO_PASSWORD)).resolves.toBeDefined();
  });

  it("mostly works a South African day, a good share shifted for US clients, a few abroad in zones with daylight saving", async () => {
    const rows = await t.deps.db
      .select({ timeZone: experts.timeZone, workStart: experts.workStart, workEnd: experts.workEnd })
      .from(experts)
      .where(eq(experts.isActive, true));
    const sa = rows.filter((e) => e.timeZone === "Africa/Johannesburg");
    const standard = sa.filter((e) => e.workStart < "10:00");
    const shifted = sa.filter((e) => e.workStart >= "11:00");
    const dst = rows.filter((e) => observesDst(e.timeZone));
    expect(standard.length).toBeGreaterThan(rows.length / 2);
    expect(shifted.length).toBeGreaterThanOrEqual(8);
    expect(dst.length).toBeGreaterThanOrEqual(5);
    expect(new Set(dst.map((e) => e.timeZone)).size).toBeGreaterThanOrEqual(3);
    for (const e of rows) expect(Number.isNaN(utcOffset(e.timeZone, new Date()))).toBe(false);
    // Clients keep hours in their own zones too, on both sides of the Atlantic.
    const zones = await t.deps.db.selectDistinct({ timeZone: clientProfiles.timeZone }).from(clientProfiles);
    expect(zones.map((z) => z.timeZone)).toEqual(expect.arrayContaining(["Europe/London", "America/New_York"]));
  });

  it("has several clients with dream teams", async () => {
    const rows = await t.deps.db
      .select({ clientId: dreamTeams.clientId, members: sql<number>`(select count(*)::int from ${dreamTeamMembers} where ${dreamTeamMembers.teamId} = ${dreamTeams.id})` })
      .from(dreamTeams);
    expect(new Set(rows.map((r) => r.clientId)).size).toBeGreaterThanOrEqual(5);
    expect(rows.filter((r) => r.members >= 2).length).toBeGreaterThanOrEqual(6);
  });

  it("spreads pre-bookings over the last twelve weeks and the coming months, in every state", async () => {
    const rows = await t.deps.db.select().from(preBookings);
    const today = todayUtc();
    const weekOf = (d: Date) => Math.floor((Date.now() - d.getTime()) / (7 * DAY));
    const weeks = new Set(rows.filter((b) => weekOf(b.createdAt) < 12).map((b) => weekOf(b.createdAt)));
    expect(weeks.size).toBeGreaterThanOrEqual(11);
    expect(rows.filter((b) => b.startDate > addDays(today, 30)).length).toBeGreaterThanOrEqual(10);
    expect(rows.filter((b) => b.endDate > addDays(today, 90)).length).toBeGreaterThanOrEqual(20);
    const byStatus = (s: string) => rows.filter((b) => b.status === s).length;
    for (const s of ["pending", "confirmed", "declined", "completed"]) expect(byStatus(s), s).toBeGreaterThanOrEqual(10);
    // A booking made for a whole team shows up as several requests on one team.
    const [teamRequest] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(preBookings)
      .where(sql`${preBookings.status} = 'pending' and ${preBookings.dreamTeamId} is not null`)
      .groupBy(preBookings.dreamTeamId, preBookings.startDate)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    expect(teamRequest.n).toBeGreaterThanOrEqual(2);
  });

  it("follows the booking rules: no overlap with a confirmed booking, completed only once ended (or its engagement ended early), pending still open", async () => {
    const rows = await t.deps.db.select().from(preBookings);
    const endedEarly = new Set(
      (await t.deps.db.select().from(engagements)).filter((e) => e.endReason === "trial" || e.endReason === "admin").map((e) => e.preBookingId),
    );
    const avail = new Map((await t.deps.db.select().from(availability)).map((a) => [a.expertId, a]));
    const today = todayUtc();
    const held = rows.filter((b) => b.status === "confirmed" || b.status === "completed");
    for (const a of held) {
      for (const b of rows) {
        if (b.id === a.id || b.expertId !== a.expertId || b.status === "declined") continue;
        expect(overlaps(a, b), `booking ${a.id} (${a.status}) and ${b.id} (${b.status}) of expert ${a.expertId}`).toBe(false);
      }
    }
    for (const b of rows) {
      expect(b.endDate > b.startDate).toBe(true);
      if (b.status === "completed") {
        expect(b.endDate < today || endedEarly.has(b.id), `completed ${b.id}`).toBe(true);
        expect(b.completedAt!.getTime()).toBeGreaterThan(b.confirmedAt!.getTime());
      }
      if (b.status === "confirmed") {
        expect(b.endDate >= today, `confirmed ${b.id}`).toBe(true);
        expect(b.confirmedAt!.getTime()).toBeGreaterThan(b.createdAt.getTime());
      }
      if (b.status === "declined") expect(b.declinedAt!.getTime()).toBeGreaterThan(b.createdAt.getTime());
      if (b.status === "pending") {
        expect(Date.now() - b.createdAt.getTime()).toBeLessThan(5 * DAY);
        expect(b.startDate >= today).toBe(true);
      }
      // Requests still open or ahead of us fit the expert's saved availability (the demo client's are as they always were).
      const a = avail.get(b.expertId);
      if (b.status === "pending" || (b.status === "confirmed" && b.startDate > today)) {
        if (a && b.notes !== "Productionise the scoring model.") {
          expect(b.startDate >= a.availableFrom, `booking ${b.id} starts inside availability`).toBe(true);
          if (a.availableTo) expect(b.endDate <= a.availableTo, `booking ${b.id} ends inside availability`).toBe(true);
        }
      }
    }
    expect(EXPIRED_REASON).toBe(expiryReasons(5).unanswered);
  });

  it("has an engagement for every confirmed and completed booking, at its expert's rate, the completed ones ended", async () => {
    const rows = await t.deps.db
      .select({ status: preBookings.status, rate: dollarsOfRate, engagement: engagements })
      .from(preBookings)
      .innerJoin(experts, eq(experts.userId, preBookings.expertId))
      .leftJoin(engagements, eq(engagements.preBookingId, preBookings.id))
      .where(sql`${preBookings.status} in ('confirmed', 'completed')`);
    expect(rows.length).toBeGreaterThan(10);
    // The demo client's two worked engagements (accepted, one active and one ended in its trial) are seed-engagements.api.test.ts's.
    for (const r of rows.filter((x) => x.engagement === null || x.engagement.clientAcceptedAt === null)) {
      expect(r.engagement, `booking ${r.status}`).not.toBeNull();
      expect(r.engagement!.hourlyRateCents).toBe(r.rate! * 100);
      expect(r.engagement!.status).toBe(r.status === "completed" ? "ended" : "awaiting_acceptance");
    }
  });

  it("leaves nothing for the lifecycle job to decline or complete", async () => {
    expect(await settlePreBookings({ db: t.deps.db, config: t.config })).toEqual({ expired: 0, completed: 0 });
  });

  it("has a portrait file of both sizes for every seeded photo", async () => {
    const rows = await t.deps.db.select({ name: experts.name, profileImage: experts.profileImage }).from(experts);
    const photos = rows.filter((r) => r.profileImage);
    expect(photos.length).toBeGreaterThanOrEqual(60);
    for (const { name, profileImage } of photos) {
      expect(profileImage, name).toMatch(/^\/images\/people\/[a-z-]+-320\.webp$/);
      for (const size of ["160", "320"]) {
        const file = `${PUBLIC_DIR}${profileImage!.replace("-320.webp", `-${size}.webp`)}`;
        expect(fs.existsSync(file), file).toBe(true);
        expect(fs.statSync(file).size, file).toBeLessThan(12_000);
      }
    }
  });

  it("answers the searches the browser tests rely on as before the pool was added", async () => {
    const names = async (query: string) => ((await t.anon().get(`/api/experts?${query}`)).body as { name: string }[]).map((e) => e.name);
    expect(await names("q=ayesha")).toEqual(["Ayesha Patel"]);
    expect((await names("q=pieter"))[0]).toBe("Pieter van der Merwe");
    for (const p of LANDING_PROFILES) expect(await names(`q=${p.slug}`), p.slug).toEqual([`${p.firstName} ${p.lastName}`]);
    expect(await names("limit=6")).toContain("Johan Pretorius");
    expect(await names("skill=Spark")).toEqual(["Michael Naidoo", "Thandi Nkosi"]);
    expect(await names("skill=Spark&maxRate=70")).toEqual(["Thandi Nkosi"]);
    for (const q of ["sipho", "naledi", "lindiwe", "kafka%20streams", "bongani", "quasar", "qwabe"]) expect(await names(`q=${q}`), q).toEqual([]);
  });

  it("counts as not empty once seeded, so a restart seeds nothing more", async () => {
    expect(await isEmpty(t.deps.db)).toBe(false);
    const bare = await startTestServer({ seed: false });
    try {
      expect(await isEmpty(bare.deps.db)).toBe(true);
    } finally {
      await bare.close();
    }
  });
});

// The demo data an empty database gets at start: enough to show every part of the product at once.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANDING_PROFILES } from "@shared/landing-profiles";
import { availability, blogPosts, candidateProfiles, dreamTeamMembers, dreamTeams, experts, preBookings, users } from "@shared/schema";
import { startTestServer, type TestServer } from "../test/harness";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { isEmpty } from "./seed";

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
      .select({ name: experts.name, isActive: experts.isActive, skills: experts.skills, hourlyRate: experts.hourlyRate, from: availability.availableFrom })
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

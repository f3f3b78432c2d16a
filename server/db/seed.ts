import { eq, sql } from "drizzle-orm";
import { LANDING_PROFILES } from "@shared/landing-profiles";
import { availability, blogPosts, candidateProfiles, clientProfiles, dreamTeamMembers, dreamTeams, preBookings, users } from "@shared/schema";
import { hashPassword } from "../auth/password";
import type { Config } from "../config";
import { insertExpert } from "../experts/experts.repo";
import type { Db } from "./client";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-accounts";
import { DEMO_POSTS } from "./seed-blog";

const DAY = 86_400_000;
const isoDate = (offsetDays: number, from = Date.now()) => new Date(from + offsetDays * DAY).toISOString().slice(0, 10);

/** Creates or updates the admin account named by the configuration; runs at every start. */
export async function ensureAdmin(db: Db, config: Config) {
  const { username, password, email } = config.admin;
  const passwordHash = await hashPassword(password);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  if (existing) {
    await db.update(users).set({ passwordHash, isAdmin: true }).where(eq(users.id, existing.id));
    return existing.id;
  }
  const [row] = await db
    .insert(users)
    .values({ username, email, passwordHash, firstName: "Site", lastName: "Admin", userType: "client", isAdmin: true })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row?.id;
}

/** True when nothing but the admin account exists yet. */
export async function isEmpty(db: Db) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.isAdmin, false));
  return row.n === 0;
}

/** Demo data for a first look at the product. Idempotent per empty database; one transaction. */
export async function seedDemoData(db: Db) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const expertIds: number[] = [];
    for (const [i, p] of LANDING_PROFILES.entries()) {
      const [user] = await tx
        .insert(users)
        .values({
          username: p.slug,
          email: `${p.slug}@proteatalent.com`,
          passwordHash,
          firstName: p.firstName,
          lastName: p.lastName,
          userType: "expert",
        })
        .returning({ id: users.id });
      await insertExpert(tx, {
        userId: user.id,
        name: `${p.firstName} ${p.lastName}`,
        role: p.role,
        profileImage: `/images/people/${p.slug}-320.webp`,
        skills: p.skills,
        yearsExperience: p.yearsExperience,
        hourlyRate: p.hourlyRate,
        bio: p.bio,
        isActive: true,
      });
      await tx.insert(availability).values({
        expertId: user.id,
        status: i % 4 === 3 ? "pre-booked" : "available",
        availableFrom: isoDate(i * 3),
        availableTo: i % 2 === 0 ? isoDate(365) : null,
        preferredContractLength: [6, 12, 6, 3, 12, 6, 18, 6][i],
        autoExtend: i % 3 === 0,
      });
      expertIds.push(user.id);
    }

    const [client] = await tx
      .insert(users)
      .values({
        email: DEMO_ACCOUNTS.client.login,
        passwordHash,
        firstName: DEMO_ACCOUNTS.client.firstName,
        lastName: DEMO_ACCOUNTS.client.lastName,
        userType: "client",
      })
      .returning({ id: users.id });
    await tx.insert(clientProfiles).values({
      userId: client.id,
      companyName: "Northwind Analytics",
      companySize: "51-200",
      industry: "FinTech",
      companyLocation: "London, UK",
      website: "https://northwind.example",
      typicalProjectDuration: "6-12 months",
      preferredTeamSize: "2-3 people",
      budgetRange: "$30k-$50k",
      urgency: "Within 2 weeks",
    });

    const [team] = await tx
      .insert(dreamTeams)
      .values({ clientId: client.id, name: "Risk Platform Squad", description: "Data and ML engineers for the new credit-risk platform." })
      .returning({ id: dreamTeams.id });
    await tx.insert(dreamTeamMembers).values([0, 1, 2].map((i) => ({ teamId: team.id, expertId: expertIds[i] })));
    await tx.insert(dreamTeams).values({ clientId: client.id, name: "Analytics Refresh", status: "draft" });

    const now = Date.now();
    await tx.insert(preBookings).values([
      {
        clientId: client.id,
        expertId: expertIds[0],
        dreamTeamId: team.id,
        startDate: isoDate(14),
        endDate: isoDate(14 + 180),
        contractLength: 6,
        notes: "Lead the migration of our nightly batch jobs to Airflow.",
        status: "pending",
      },
      {
        clientId: client.id,
        expertId: expertIds[1],
        dreamTeamId: team.id,
        startDate: isoDate(7),
        endDate: isoDate(7 + 360),
        contractLength: 12,
        notes: "Productionise the scoring model.",
        status: "confirmed",
        confirmedAt: new Date(now - 2 * DAY),
      },
      {
        clientId: client.id,
        expertId: expertIds[2],
        startDate: isoDate(10),
        endDate: isoDate(10 + 90),
        contractLength: 3,
        preInterviewRequested: false,
        status: "declined",
        declinedAt: new Date(now - DAY),
      },
      {
        clientId: client.id,
        expertId: expertIds[3],
        startDate: isoDate(-120),
        endDate: isoDate(-30),
        contractLength: 3,
        status: "completed",
        createdAt: new Date(now - 130 * DAY),
        confirmedAt: new Date(now - 125 * DAY),
        completedAt: new Date(now - 29 * DAY),
      },
    ]);

    const [candidate] = await tx
      .insert(users)
      .values({
        username: DEMO_ACCOUNTS.candidate.login,
        email: DEMO_ACCOUNTS.candidate.email,
        passwordHash,
        firstName: DEMO_ACCOUNTS.candidate.firstName,
        lastName: DEMO_ACCOUNTS.candidate.lastName,
        userType: "candidate",
      })
      .returning({ id: users.id });
    await tx.insert(candidateProfiles).values({
      userId: candidate.id,
      name: `${DEMO_ACCOUNTS.candidate.firstName} ${DEMO_ACCOUNTS.candidate.lastName}`,
      role: "Data Engineer",
      yearsExperience: 6,
      linkedinProfileUrl: "https://www.linkedin.com/in/sipho-mthembu-example",
      skills: ["Python", "SQL", "Airflow", "AWS"],
      phone: "+27 82 555 0199",
      location: "Johannesburg, South Africa",
      availability: "Available",
      expectedSalary: 85000,
      preferredProjectType: "Contract",
      bio: "Data engineer who enjoys turning fragile spreadsheets into reliable pipelines.",
    });

    for (const post of DEMO_POSTS) {
      await tx.insert(blogPosts).values({
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        content: post.content,
        tags: [...post.tags],
        published: post.daysAgo !== null,
        publishedAt: post.daysAgo === null ? null : new Date(now - post.daysAgo * DAY),
      });
    }
  });
}

import { eq, sql } from "drizzle-orm";
import { LANDING_PROFILES } from "@shared/landing-profiles";
import { rateInCents } from "@shared/money";
import { backfillEngagements } from "../engagements/engagements.service";
import { insertClientCompanies, insertDemoColleagues, insertHudsonFinance } from "./seed-companies";
import { availability, blogPosts, candidateProfiles, clientProfiles, dreamTeamMembers, dreamTeams, experts, preBookings, users } from "@shared/schema";
import { hashPassword } from "../auth/password";
import { expertSearchText } from "../experts/experts.repo";
import type { Db } from "../db/client";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-accounts";
import { DEMO_POSTS } from "./seed-blog";
import { planPool, type PoolPlan } from "./seed-pool";
import { insertDemoEngagements } from "./seed-engagements";
import { insertDemoPayouts } from "./seed-payouts";
import { insertDemoRequisitions } from "./seed-requisitions";
import { insertDemoVetting } from "./seed-vetting";
import { addDays, daysAfter, todayUtc } from "@shared/calendar";
import { catchUpTheBooks } from "../books";


/** True when nothing but the admin account exists yet. */
export async function isEmpty(db: Db) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.isAdmin, false));
  return row.n === 0;
}

/**
 * Demo data for a first look at the product: the eight landing-page experts, the demo client with
 * two teams, a booking in each state and a requisition in each state (seed-requisitions.ts), an
 * engagement with its timesheet and invoices and one ended in its trial (seed-engagements.ts), the
 * demo expert's bank account and payouts, one paid and one scheduled (seed-payouts.ts), the
 * demo candidate, the blog, and a pool of some sixty more experts with clients, teams, bookings and
 * past requisitions around today (see seed-pool.ts). Dates count from the day it runs (UTC).
 * Idempotent per empty database; one transaction of multi-row inserts.
 */
export async function seedDemoData(db: Db, passwordCost: number, now: Date, payoutAccountKey: Buffer) {
  const passwordHash = await hashPassword(DEMO_PASSWORD, passwordCost);
  const today = todayUtc(now);
  const day = (offset: number) => addDays(today, offset);
  const pool = planPool(now);
  await db.transaction(async (tx) => {
    const landingUsers = await tx
      .insert(users)
      .values(
        LANDING_PROFILES.map((p) => ({
          username: p.slug,
          email: `${p.slug}@proteatalent.com`,
          passwordHash,
          firstName: p.firstName,
          lastName: p.lastName,
          userType: "expert" as const,
        })),
      )
      .returning({ id: users.id, username: users.username });
    const landingId = new Map(landingUsers.map((u) => [u.username!, u.id]));
    const expertIds = LANDING_PROFILES.map((p) => landingId.get(p.slug)!);
    await tx.insert(experts).values(
      LANDING_PROFILES.map((p, i) => {
        const profile = {
          userId: expertIds[i],
          name: `${p.firstName} ${p.lastName}`,
          role: p.role,
          profileImage: `/images/people/${p.slug}-320.webp`,
          skills: p.skills,
          yearsExperience: p.yearsExperience,
          hourlyRateCents: rateInCents(p.hourlyRate),
          bio: p.bio,
          isActive: true,
        };
        return { ...profile, searchText: expertSearchText(profile) };
      }),
    );
    await tx.insert(availability).values(
      LANDING_PROFILES.map((_, i) => ({
        expertId: expertIds[i],
        status: i % 4 === 3 ? ("pre-booked" as const) : ("available" as const),
        availableFrom: day(i * 3),
        availableTo: i % 2 === 0 ? day(365) : null,
        preferredContractLength: [6, 12, 6, 3, 12, 6, 18, 6][i],
        autoExtend: i % 3 === 0,
      })),
    );

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
      timeZone: "Europe/London",
      workStart: "09:00",
      workEnd: "17:00",
    });
    await insertClientCompanies(tx);

    const demoTeams = await tx
      .insert(dreamTeams)
      .values([
        { clientId: client.id, name: "Risk Platform Squad", description: "Data and ML engineers for the new credit-risk platform." },
        { clientId: client.id, name: "Analytics Refresh", status: "draft" as const },
      ])
      .returning({ id: dreamTeams.id, name: dreamTeams.name });
    const team = demoTeams.find((t) => t.name === "Risk Platform Squad")!;
    await tx.insert(dreamTeamMembers).values([0, 1, 2].map((i) => ({ teamId: team.id, expertId: expertIds[i] })));

    const demoBookings = await tx.insert(preBookings).values([
      {
        clientId: client.id,
        expertId: expertIds[0],
        dreamTeamId: team.id,
        startDate: day(14),
        endDate: day(14 + 180),
        contractLength: 6,
        notes: "Lead the migration of our nightly batch jobs to Airflow.",
        status: "pending",
        createdAt: now,
      },
      {
        clientId: client.id,
        expertId: expertIds[1],
        dreamTeamId: team.id,
        startDate: day(7),
        endDate: day(7 + 360),
        contractLength: 12,
        notes: "Productionise the scoring model.",
        status: "confirmed",
        createdAt: daysAfter(now, -3),
        confirmedAt: daysAfter(now, -2),
      },
      {
        clientId: client.id,
        expertId: expertIds[2],
        startDate: day(10),
        endDate: day(10 + 90),
        contractLength: 3,
        preInterviewRequested: false,
        status: "declined",
        createdAt: daysAfter(now, -2),
        declinedAt: daysAfter(now, -1),
      },
      {
        clientId: client.id,
        expertId: expertIds[3],
        startDate: day(-120),
        endDate: day(-30),
        contractLength: 3,
        status: "completed",
        createdAt: daysAfter(now, -130),
        confirmedAt: daysAfter(now, -125),
        completedAt: daysAfter(now, -29),
      },
    ]).returning({ id: preBookings.id, status: preBookings.status });

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

    await tx.insert(blogPosts).values(
      DEMO_POSTS.map((post) => ({
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        content: post.content,
        tags: [...post.tags],
        published: post.daysAgo !== null,
        publishedAt: post.daysAgo === null ? null : daysAfter(now, -post.daysAgo),
      })),
    );

    const poolClientIds = await insertPool(tx, pool, { passwordHash, demoClientId: client.id, demoTeamIds: Object.fromEntries(demoTeams.map((t) => [t.name, t.id])) });
    await insertDemoRequisitions(tx, {
      now,
      today,
      demoClientId: client.id,
      landingExpertIds: expertIds,
      confirmedBookingId: demoBookings.find((b) => b.status === "confirmed")!.id,
      poolClientIds,
    });
    await insertDemoColleagues(tx, { passwordHash, demoClientId: client.id });
    await insertHudsonFinance(tx, { passwordHash, ownerId: poolClientIds[0] });
    // Confirmed and completed bookings are engagements, made by the statement that made them for existing data.
    await backfillEngagements(tx);
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).orderBy(users.id).limit(1);
    await insertDemoVetting(tx, { now, adminId: admin?.id ?? null });
    await insertDemoEngagements(tx, { now, demoClientId: client.id, landingExpertIds: expertIds, adminId: admin?.id ?? null, journeyClientId: poolClientIds[0], overdueClientId: poolClientIds[1] });
    await insertDemoPayouts(tx, { now, thandiId: expertIds[0], earlierClientId: poolClientIds[2], adminId: admin?.id ?? null, accountKey: payoutAccountKey });
    // Demo accounts have verified addresses: they pre-book and are active from the start.
    await tx.update(users).set({ emailVerifiedAt: now }).where(sql`${users.emailVerifiedAt} is null`);
  });
  await catchUpTheBooks(db);
}

/** The pool's experts, clients, teams and bookings, one multi-row insert per table; resolves to the pool clients' ids. */
async function insertPool(tx: Db, pool: PoolPlan, ctx: { passwordHash: string; demoClientId: number; demoTeamIds: Record<string, number> }): Promise<number[]> {
  const expertUsers = await tx
    .insert(users)
    .values(
      pool.experts.map((e) => ({
        username: e.slug,
        email: e.email,
        passwordHash: ctx.passwordHash,
        firstName: e.firstName,
        lastName: e.lastName,
        userType: "expert" as const,
        createdAt: e.joinedAt,
        passwordChangedAt: e.joinedAt,
      })),
    )
    .returning({ id: users.id, username: users.username });
  const expertId = new Map(expertUsers.map((u) => [u.username!, u.id]));
  await tx.insert(experts).values(
    pool.experts.map((e) => {
      const profile = {
        userId: expertId.get(e.slug)!,
        name: e.name,
        role: e.role,
        profileImage: e.profileImage,
        skills: e.skills,
        yearsExperience: e.yearsExperience,
        hourlyRateCents: rateInCents(e.hourlyRate),
        bio: e.bio,
        isActive: e.isActive,
        timeZone: e.timeZone,
        workStart: e.workStart,
        workEnd: e.workEnd,
        createdAt: e.joinedAt,
      };
      return { ...profile, searchText: expertSearchText(profile) };
    }),
  );
  const withAvailability = pool.experts.filter((e) => e.availability);
  if (withAvailability.length) {
    await tx.insert(availability).values(withAvailability.map((e) => ({ expertId: expertId.get(e.slug)!, ...e.availability! })));
  }

  const clientUsers = await tx
    .insert(users)
    .values(
      pool.clients.map((c) => ({
        email: c.email,
        passwordHash: ctx.passwordHash,
        firstName: c.firstName,
        lastName: c.lastName,
        userType: "client" as const,
        createdAt: c.joinedAt,
        passwordChangedAt: c.joinedAt,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const clientByEmail = new Map(clientUsers.map((u) => [u.email, u.id]));
  const clientId = new Map<string, number>(pool.clients.map((c) => [c.key, clientByEmail.get(c.email)!]));
  clientId.set("demo", ctx.demoClientId);
  await tx.insert(clientProfiles).values(pool.clients.map((c) => ({ userId: clientId.get(c.key)!, ...c.profile, createdAt: c.joinedAt })));
  await insertClientCompanies(tx);

  const teamRows = await tx
    .insert(dreamTeams)
    .values(pool.teams.map((t) => ({ clientId: clientId.get(t.clientKey)!, name: t.name, description: t.description, status: t.status, createdAt: t.createdAt })))
    .returning({ id: dreamTeams.id, clientId: dreamTeams.clientId, name: dreamTeams.name });
  const teamId = (clientKey: string, name: string) =>
    clientKey === "demo" ? ctx.demoTeamIds[name] : teamRows.find((t) => t.clientId === clientId.get(clientKey) && t.name === name)!.id;
  await tx.insert(dreamTeamMembers).values([
    ...pool.teams.flatMap((t) => t.members.map((slug) => ({ teamId: teamId(t.clientKey, t.name), expertId: expertId.get(slug)!, addedAt: t.createdAt }))),
    ...pool.demoTeamMembers.members.map((slug) => ({ teamId: teamId("demo", pool.demoTeamMembers.teamName), expertId: expertId.get(slug)! })),
  ]);

  await tx.insert(preBookings).values(
    pool.bookings.map((b) => ({
      clientId: clientId.get(b.clientKey)!,
      expertId: expertId.get(b.expertSlug)!,
      dreamTeamId: b.teamName ? teamId(b.clientKey, b.teamName) : null,
      startDate: b.startDate,
      endDate: b.endDate,
      contractLength: b.contractLength,
      preInterviewRequested: b.preInterviewRequested,
      notes: b.notes,
      status: b.status,
      statusReason: b.statusReason,
      createdAt: b.createdAt,
      confirmedAt: b.confirmedAt,
      declinedAt: b.declinedAt,
      completedAt: b.completedAt,
      updatedAt: b.completedAt ?? b.declinedAt ?? b.confirmedAt ?? b.createdAt,
    })),
  );
  return pool.clients.map((c) => clientId.get(c.key)!);
}

// Demo requisitions: the demo client has one in each state a newcomer should see (open with days
// left, shortlisted with candidates and a conversation, overdue, filled from a confirmed booking), and
// the pool's clients have the last months' history the console's figures are made of. Dates count
// from the seed's `now`.
import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { CandidateDecision, RequisitionStatus } from "@shared/constants";
import type { MatchReasons } from "@shared/contracts/match";
import { rateInCents } from "@shared/money";
import { experts, preBookings, requisitionCandidates, requisitions, threadMessages, threads, users, type ExpertRow } from "@shared/schema";
import { overlapOf, ZoneClock } from "@shared/working-hours";
import { shortlistDueAt } from "@shared/flows/requisition";
import type { Db } from "../db/client";
import { addDays, daysAfter } from "@shared/calendar";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface DemoCandidate {
  expert: ExpertRow;
  proposedDaysAgo: number;
  note: string;
  decision?: CandidateDecision;
  declineReason?: string;
}

interface DemoRequisition {
  clientId: number;
  title: string;
  mustHave: string[];
  niceToHave: string[];
  maxRate: number | null;
  startInDays: number;
  weeks: number;
  headcount: number;
  notes: string | null;
  status: RequisitionStatus;
  submittedDaysAgo: number;
  shortlistedDaysAgo?: number;
  overdue?: boolean;
  filledDaysAgo?: number;
  closedDaysAgo?: number;
  candidates: DemoCandidate[];
}

const CLIENT_DAY = { timeZone: "Europe/London", workStart: "09:00", workEnd: "17:00" };

/** The reasons the match would have given, for the seed's engagement and the client's working day. */
function reasonsFor(expert: ExpertRow, r: DemoRequisition, startDate: string, clock: ZoneClock): { score: number; reasons: MatchReasons } {
  const own = new Map(expert.skills.map((s) => [s.toLowerCase(), s]));
  const wanted = [...r.mustHave, ...r.niceToHave];
  const matchedSkills = wanted.flatMap((s) => (own.has(s.toLowerCase()) ? [own.get(s.toLowerCase())!] : []));
  const missingSkills = r.niceToHave.filter((s) => !own.has(s.toLowerCase()));
  const overlapHours = overlapOf({ startDate, weeks: r.weeks }, CLIENT_DAY, expert, clock).overlapHours;
  const nice = r.niceToHave.length === 0 ? 1 : (r.niceToHave.length - missingSkills.length) / r.niceToHave.length;
  const score = Math.round((0.45 * nice + (0.25 * Math.min(overlapHours, 8)) / 8 + 0.2 + (0.1 * Math.min(expert.yearsExperience, 15)) / 15) * 10_000) / 10_000;
  return { score, reasons: { matchedSkills, missingSkills, overlapHours, coverage: 1, availableFrom: startDate } };
}

async function insertOne(tx: Db, r: DemoRequisition, now: Date, ctx: { adminId: number | null; clock: ZoneClock; today: string }) {
  const at = (daysAgo: number | undefined) => (daysAgo === undefined ? null : daysAfter(now, -daysAgo));
  const submittedAt = at(r.submittedDaysAgo)!;
  const startDate = addDays(ctx.today, r.startInDays);
  const [row] = await tx
    .insert(requisitions)
    .values({
      clientId: r.clientId,
      title: r.title,
      mustHave: r.mustHave,
      niceToHave: r.niceToHave,
      maxRateCents: rateInCents(r.maxRate),
      startDate,
      weeks: r.weeks,
      headcount: r.headcount,
      ...CLIENT_DAY,
      minOverlapHours: 4,
      notes: r.notes,
      status: r.status,
      submittedAt,
      dueAt: shortlistDueAt(submittedAt),
      shortlistedAt: at(r.shortlistedDaysAgo),
      overdueAt: r.overdue ? new Date(shortlistDueAt(submittedAt).getTime() + HOUR / 2) : null,
      filledAt: at(r.filledDaysAgo),
      closedAt: at(r.closedDaysAgo),
      updatedAt: at(Math.min(r.submittedDaysAgo, r.shortlistedDaysAgo ?? Infinity, r.filledDaysAgo ?? Infinity, r.closedDaysAgo ?? Infinity))!,
    })
    .returning({ id: requisitions.id });
  if (r.candidates.length) {
    await tx.insert(requisitionCandidates).values(
      r.candidates.map((c) => ({
        requisitionId: row.id,
        expertId: c.expert.userId,
        proposedBy: ctx.adminId,
        note: c.note,
        ...reasonsFor(c.expert, r, startDate, ctx.clock),
        proposedAt: at(c.proposedDaysAgo)!,
        decision: c.decision ?? null,
        declineReason: c.declineReason ?? null,
        decidedAt: c.decision ? at(Math.max(0, c.proposedDaysAgo - 1)) : null,
      })),
    );
  }
  return row.id;
}

export interface DemoRequisitionContext {
  now: Date;
  today: string;
  demoClientId: number;
  /** The eight landing-page experts, in LANDING_PROFILES order. */
  landingExpertIds: number[];
  /** The demo client's confirmed booking (of the second landing expert): the filled requisition's. */
  confirmedBookingId: number;
  poolClientIds: number[];
}

export async function insertDemoRequisitions(tx: Db, ctx: DemoRequisitionContext) {
  const { now, today, demoClientId } = ctx;
  const clock = new ZoneClock();
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).orderBy(asc(users.id)).limit(1);
  const adminId = admin?.id ?? null;
  const landing = new Map((await tx.select().from(experts).where(inArray(experts.userId, ctx.landingExpertIds))).map((e) => [e.userId, e]));
  const [thandi, pieter, , ruan, ayesha, johan, , michael] = ctx.landingExpertIds.map((id) => landing.get(id)!);
  const put = (r: DemoRequisition) => insertOne(tx, r, now, { adminId, clock, today });

  await put({
    clientId: demoClientId,
    title: "Analytics Engineer",
    mustHave: ["dbt", "SQL"],
    niceToHave: ["Looker"],
    maxRate: 70,
    startInDays: 21,
    weeks: 12,
    headcount: 1,
    notes: "Rebuild our finance marts in dbt and hand them over to the team.",
    status: "open",
    submittedDaysAgo: 3,
    candidates: [{ expert: ruan, proposedDaysAgo: 1, note: "Has rebuilt two finance warehouses in dbt and Looker; overlaps your whole morning." }],
  });

  const shortlisted = await put({
    clientId: demoClientId,
    title: "Senior Data Engineer",
    mustHave: ["Python", "Spark"],
    niceToHave: ["Airflow"],
    maxRate: null,
    startInDays: 14,
    weeks: 26,
    headcount: 1,
    notes: "Lead the move of our nightly batch jobs to Airflow on Spark.",
    status: "shortlisted",
    submittedDaysAgo: 9,
    shortlistedDaysAgo: 2,
    candidates: [
      { expert: thandi, proposedDaysAgo: 5, note: "Ran the same Airflow migration for a lender; strongest fit on every skill.", decision: "interview" },
      { expert: michael, proposedDaysAgo: 2, note: "Deep Spark and streaming experience; rate agreed per engagement." },
    ],
  });

  await put({
    clientId: demoClientId,
    title: "Streaming Platform Engineers",
    mustHave: ["Kafka"],
    niceToHave: ["Terraform"],
    maxRate: 90,
    startInDays: 30,
    weeks: 16,
    headcount: 2,
    notes: "Two engineers for the event platform behind our payments.",
    status: "overdue",
    submittedDaysAgo: 17,
    overdue: true,
    candidates: [{ expert: johan, proposedDaysAgo: 10, note: "Built Kafka on Terraform for two banks; the second candidate follows this week." }],
  });

  const filled = await put({
    clientId: demoClientId,
    title: "ML Engineer, credit scoring",
    mustHave: ["Python"],
    niceToHave: ["MLflow"],
    maxRate: 80,
    startInDays: 7,
    weeks: 52,
    headcount: 1,
    notes: "Productionise the scoring model.",
    status: "filled",
    submittedDaysAgo: 20,
    shortlistedDaysAgo: 13,
    filledDaysAgo: 2,
    candidates: [
      { expert: pieter, proposedDaysAgo: 15, note: "Took three models to production with MLflow on Kubernetes.", decision: "interview" },
      { expert: ayesha, proposedDaysAgo: 13, note: "Strong modeller, fluent in SQL.", decision: "declined", declineReason: "We need MLOps depth more than modelling." },
    ],
  });
  await tx.update(preBookings).set({ requisitionId: filled }).where(eq(preBookings.id, ctx.confirmedBookingId));

  // The shortlisted one has a conversation: the client asked, the team answered.
  const [thread] = await tx.insert(threads).values({ kind: "requisition", subjectId: shortlisted, createdAt: daysAfter(now, -4) }).returning({ id: threads.id });
  await tx.insert(threadMessages).values([
    { threadId: thread.id, authorId: demoClientId, body: "Could the start move a week later if the best candidate needs it?", createdAt: daysAfter(now, -4) },
    ...(adminId
      ? [{ threadId: thread.id, authorId: adminId, body: "Yes. Thandi can start on your date; we will ask the second candidate about the later one.", createdAt: new Date(now.getTime() - 4 * DAY + 2 * HOUR) }]
      : []),
  ]);

  // The pool's last months, for the console's figures: shortlists after 3 to 13 days, one late;
  // those since closed were closed by their clients once they had chosen.
  const python = await tx
    .select()
    .from(experts)
    .where(and(eq(experts.isActive, true), sql`'Python' = any(${experts.skills})`, notInArray(experts.userId, ctx.landingExpertIds)))
    .orderBy(asc(experts.userId))
    .limit(12);
  const history: { daysAgo: number; daysToShortlist: number; status: RequisitionStatus; title: string; overdue?: boolean }[] = [
    { daysAgo: 80, daysToShortlist: 6, status: "closed", title: "Data Engineer" },
    { daysAgo: 66, daysToShortlist: 11, status: "closed", title: "ML Engineer" },
    { daysAgo: 58, daysToShortlist: 3, status: "closed", title: "Data Scientist" },
    { daysAgo: 47, daysToShortlist: 16, status: "closed", title: "MLOps Engineer", overdue: true },
    { daysAgo: 39, daysToShortlist: 8, status: "closed", title: "Analytics Engineer" },
    { daysAgo: 31, daysToShortlist: 5, status: "closed", title: "Data Platform Engineer" },
    { daysAgo: 22, daysToShortlist: 13, status: "shortlisted", title: "AI Engineer" },
    { daysAgo: 15, daysToShortlist: 9, status: "shortlisted", title: "Senior Data Engineer" },
  ];
  for (const [i, h] of history.entries()) {
    const clientId = ctx.poolClientIds[i % ctx.poolClientIds.length];
    const pair = [python[(2 * i) % python.length], python[(2 * i + 1) % python.length]];
    const shortlistedDaysAgo = h.daysAgo - h.daysToShortlist;
    const ended = Math.max(0, shortlistedDaysAgo - 4);
    await put({
      clientId,
      title: h.title,
      mustHave: ["Python"],
      niceToHave: [],
      maxRate: null,
      startInDays: 21 - h.daysAgo,
      weeks: 12,
      headcount: 1,
      notes: null,
      status: h.status,
      submittedDaysAgo: h.daysAgo,
      shortlistedDaysAgo,
      overdue: h.overdue,
      closedDaysAgo: h.status === "closed" ? ended : undefined,
      candidates: pair.map((expert, k) => ({
        expert,
        proposedDaysAgo: k === 0 ? Math.min(h.daysAgo - 1, shortlistedDaysAgo + 2) : shortlistedDaysAgo,
        note: "Fits the need on every count.",
        decision: h.status === "shortlisted" ? undefined : k === 0 ? ("interview" as const) : ("declined" as const),
        declineReason: h.status === "shortlisted" || k === 0 ? undefined : "Chose the other candidate.",
      })),
    });
  }
}

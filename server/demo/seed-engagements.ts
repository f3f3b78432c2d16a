// Demo engagements, timesheets and invoices: the demo client works with Thandi (the demo expert)
// under accepted terms, Leo Hart approving her weeks, with weeks approved, disputed (and talked about), submitted and in draft;
// last month's invoice is paid through the bank's statement and this month's is a draft. Nomvula's
// engagement ended in its 30-day trial an hour ago: its hours on last month's invoice come back as
// a credit note (issued with the books at start; decision 093), and its free replacement is being
// searched for. Another company, Polder Energy, has an open invoice past its due date, which the
// demo statement in docs/demo pays. Weeks start on Mondays in the client's zone; dates count from
// the seed's `now`.
import { createHash } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { type TimesheetStatus } from "@shared/constants";
import { replacementFields } from "@shared/contracts/engagement-trial";
import { engagementTerms, expertAgreement } from "@shared/contracts/engagements";
import {
  acceptedTerms,
  bankEntries,
  bankStatements,
  clientProfiles,
  companies,
  companyOfMember,
  engagements,
  experts,
  interviews,
  invoiceLines,
  invoiceNumbers,
  invoices,
  payments,
  preBookings,
  requisitions,
  threadMessages,
  threads,
  timesheetDays,
  timesheetWeeks,
  users,
  type ClientProfileRow,
  type ExpertRow,
} from "@shared/schema";
import { lineAmountCents, payRateCents, totalsOf } from "@shared/money";
import { formatCreditorReference, invoicePaymentReference } from "@shared/payment-reference";
import { REMITTANCE } from "@shared/remittance";
import { shortlistDueAt } from "@shared/flows/requisition";
import type { Db } from "../db/client";
import { DEMO_COMPANY_MEMBERS } from "./demo-accounts";
import { addDays, addMonths, daysBetween, formatDay, monthOf, monthStart, mondayOf, todayUtc, utcDay, wallClock } from "@shared/calendar";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The first day of the month before the one `firstOfMonth` starts. */
const monthBefore = (firstOfMonth: string) => monthStart(addMonths(monthOf(firstOfMonth), -1));
/** A moment on a calendar day, near enough to the client's clock for demo data. */
const at = (date: string, time: string) => new Date(`${date}T${time}:00Z`);
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** Both acceptances carry the SHA-256 of the engagement's agreement exactly as the engagements service writes it. */
export async function acceptTerms(tx: Db, id: number) {
  const [row] = await tx
    .select({
      e: engagements,
      clientName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      companyName: clientProfiles.companyName,
      expertName: experts.name,
    })
    .from(engagements)
    .innerJoin(users, eq(users.id, engagements.clientId))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, engagements.clientId))
    .innerJoin(experts, eq(experts.userId, engagements.expertId))
    .where(eq(engagements.id, id));
  const hash = sha256(
    engagementTerms({
      id,
      preBookingId: row.e.preBookingId,
      termsVersion: row.e.termsVersion,
      clientName: row.clientName,
      companyName: row.companyName,
      expertName: row.expertName,
      startDate: row.e.startDate,
      endDate: row.e.endDate,
      hourlyRateCents: row.e.hourlyRateCents,
      weeklyHours: row.e.weeklyHours,
    }),
  );
  // The expert accepted their own agreement: their pay per hour, the payout day, the currency.
  const expertHash = sha256(
    expertAgreement({
      id,
      preBookingId: row.e.preBookingId,
      termsVersion: row.e.termsVersion,
      companyName: row.companyName,
      expertName: row.expertName,
      startDate: row.e.startDate,
      endDate: row.e.endDate,
      payRateCents: payRateCents(row.e.hourlyRateCents, row.e.platformFeePercent),
      weeklyHours: row.e.weeklyHours,
    }),
  );
  await tx
    .update(engagements)
    .set({ clientAcceptedSha256: hash, expertAcceptedSha256: expertHash, expertAgreementSha256: expertHash, expertAgreementAcceptedAt: row.e.expertAcceptedAt })
    .where(eq(engagements.id, id));
  // The version both accepted prices the engagement from its first week, as the acceptance records it.
  await tx.insert(acceptedTerms).values({
    engagementId: id,
    termsVersion: row.e.termsVersion,
    hourlyRateCents: row.e.hourlyRateCents,
    weeklyHours: row.e.weeklyHours,
    endDate: row.e.endDate,
    firstWeek: mondayOf(row.e.startDate),
    acceptedAt: row.e.expertAcceptedAt ?? row.e.activatedAt!,
  });
}

interface DemoWeek {
  weekStart: string;
  status: TimesheetStatus;
  /** Minutes on Monday to Friday; null where nothing is recorded. */
  minutes: (number | null)[];
  submittedAt?: Date;
  disputedAt?: Date;
  disputeReason?: string;
  approvedAt?: Date;
}

export interface DemoEngagementContext {
  now: Date;
  demoClientId: number;
  /** The eight landing-page experts, in LANDING_PROFILES order (Thandi first, Nomvula seventh). */
  landingExpertIds: number[];
  adminId: number | null;
  /** A pool client (Hudson Ledger) whose engagement's weeks are all still to be recorded. */
  journeyClientId: number;
  /** A pool client whose invoice of the month before last is open and past its due date. */
  overdueClientId: number;
}

/** Northwind's purchase order for Thandi's work, which its invoices carry. */
const DEMO_PO_NUMBER = "PO-2026-0147";

/** The demo client as their invoices name them, and the calendar the demo weeks and months count in. */
interface DemoClient {
  profile: ClientProfileRow;
  name: string;
  zone: string;
  /** The client's date now. */
  today: string;
  /** The Monday of the client's current week. */
  w0: string;
  /** The Monday `n` weeks from the current one. */
  week: (n: number) => string;
  /** The first days of this month and the one before; invoices count months in UTC (shared/contracts/invoices.ts). */
  thisMonth: string;
  lastMonth: string;
}

/** An engagement's booking, price and recorded weeks, before any row is written. */
interface EngagementPlan {
  expert: ExpertRow;
  start: string;
  end: string;
  rateCents: number;
  weeks: DemoWeek[];
}

/** Nomvula's engagement, and how it ended in its trial. */
interface TrialPlan extends EngagementPlan {
  endedAt: Date;
  endedDay: string;
  reason: string;
}

type Line = {
  kind: "hours" | "credit";
  engagementId: number;
  weekId: number | null;
  workMonth: string | null;
  description: string;
  minutes: number;
  rateCents: number;
  amountCents: number;
  onPaid: boolean;
};

export async function insertDemoEngagements(tx: Db, ctx: DemoEngagementContext) {
  const client = await readDemoClient(tx, ctx);
  const { thandi, nomvula } = await readDemoExperts(tx, ctx);
  const active = planActiveEngagement(client, thandi, ctx.now);
  const trial = planTrialEngagement(client, nomvula, ctx.now);
  const { a, b, replacementId } = await insertDemoClientEngagements(tx, ctx, client, active, trial);
  const c = await insertJourneyEngagement(tx, ctx, client, active.end);
  await insertJourneyInterview(tx, ctx);
  for (const id of [a, b, c]) await acceptTerms(tx, id);
  const weekId = await insertTimesheets(tx, ctx, [
    { engagementId: a, weeks: active.weeks },
    { engagementId: b, weeks: trial.weeks },
  ]);
  await insertDisputeConversation(tx, ctx, a, thandi.userId, active.weeks);
  await insertInvoices(tx, ctx, client, { a, b, active, trial, weekId });
  await insertOverdueInvoice(tx, ctx);
  return { activeEngagementId: a, trialEngagementId: b, replacementRequisitionId: replacementId };
}

async function readDemoClient(tx: Db, ctx: DemoEngagementContext): Promise<DemoClient> {
  const [profile] = await tx.select().from(clientProfiles).where(eq(clientProfiles.userId, ctx.demoClientId));
  const [user] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, ctx.demoClientId));
  const zone = profile.timeZone;
  const today = wallClock(ctx.now, zone).date;
  const w0 = mondayOf(today);
  const thisMonth = `${todayUtc(ctx.now).slice(0, 7)}-01`;
  return {
    profile,
    name: `${user.firstName} ${user.lastName}`,
    zone,
    today,
    w0,
    week: (n) => addDays(w0, 7 * n),
    thisMonth,
    lastMonth: monthBefore(thisMonth),
  };
}

/** Thandi (the demo expert) and Nomvula, the first and seventh landing-page experts. */
async function readDemoExperts(tx: Db, ctx: DemoEngagementContext) {
  const thandiId = ctx.landingExpertIds[0];
  const nomvulaId = ctx.landingExpertIds[6];
  const people = new Map((await tx.select().from(experts).where(inArray(experts.userId, [thandiId, nomvulaId]))).map((e) => [e.userId, e]));
  return { thandi: people.get(thandiId)!, nomvula: people.get(nomvulaId)! };
}

/** Thandi: active since the first Monday of last month, to the Friday of next week. */
function planActiveEngagement(client: DemoClient, thandi: ExpertRow, now: Date): EngagementPlan {
  const { today, w0, week } = client;
  const start = mondayOf(addDays(client.lastMonth, 6));
  const weeks: DemoWeek[] = [];
  for (let w = start; w <= w0; w = addDays(w, 7)) {
    if (w === w0) {
      // This week so far: the working days before today (today itself when the week has just begun).
      const done = [0, 1, 2, 3, 4].map((i) => (addDays(w, i) < today ? 480 : null));
      weeks.push({ weekStart: w, status: "draft", minutes: done.some((m) => m !== null) ? done : [240, null, null, null, null] });
    } else if (w === week(-1)) {
      weeks.push({ weekStart: w, status: "submitted", minutes: [480, 480, 480, 450, 480], submittedAt: new Date(now.getTime() - 2 * DAY) });
    } else if (w === week(-2)) {
      weeks.push({
        weekStart: w,
        status: "disputed",
        minutes: [480, 480, 600, 480, 480],
        submittedAt: at(addDays(w, 4), "16:00"),
        disputedAt: at(week(-1), "09:00"),
        disputeReason: "Wednesday shows 10 hours; we agreed on 8 a day unless we ask for more. Please correct it.",
      });
    } else {
      weeks.push({ weekStart: w, status: "approved", minutes: [480, 480, 480, 480, 360], submittedAt: at(addDays(w, 4), "16:00"), approvedAt: at(addDays(w, 7), "09:00") });
    }
  }
  return { expert: thandi, start, end: addDays(w0, 11), rateCents: thandi.hourlyRateCents ?? 6500, weeks };
}

/**
 * Nomvula: started on the Monday at least five days before this month's first day, so her first
 * week was approved (each on its Friday) before last month's invoice was issued and billed on it:
 * the trial's credit note names an issued invoice whatever the day the demo is seeded. The client
 * ended it an hour ago, or on the trial's 29th day if that came first, so its free replacement is
 * always within its 14-day clock; each week whose Friday came by the end is approved.
 */
function planTrialEngagement(client: DemoClient, nomvula: ExpertRow, now: Date): TrialPlan {
  const start = mondayOf(addDays(client.thisMonth, -5));
  const endedAt = new Date(Math.min(now.getTime() - HOUR, at(addDays(start, 28), "15:00").getTime()));
  const endedDay = wallClock(endedAt, client.zone).date;
  const weeks: DemoWeek[] = [];
  for (let w = start; addDays(w, 4) <= endedDay; w = addDays(w, 7)) {
    weeks.push({
      weekStart: w,
      status: "approved",
      minutes: [480, 480, 480, 480, 480],
      submittedAt: at(addDays(w, 4), "16:00"),
      // Approved on its Friday evening, or as late as the end allows.
      approvedAt: new Date(Math.min(at(addDays(w, 4), "18:00").getTime(), endedAt.getTime() - HOUR)),
    });
  }
  return {
    expert: nomvula,
    start,
    end: addDays(start, 12 * 7 - 1),
    rateCents: nomvula.hourlyRateCents ?? 6000,
    weeks,
    endedAt,
    endedDay,
    reason: `The pipelines need deeper Kubernetes operations experience than we expected; the first ${weeks.length === 1 ? "week" : `${weeks.length} weeks`} showed it.`,
  };
}

/**
 * Both parties accepted soon after the booking was confirmed; the hashes of the exact text are
 * written once the engagements have their ids (acceptTerms).
 */
const accepted = (confirmedAt: Date) => ({
  clientAcceptedAt: new Date(confirmedAt.getTime() + HOUR),
  clientAcceptedSha256: "0".repeat(64),
  expertAcceptedAt: new Date(confirmedAt.getTime() + 3 * HOUR),
  expertAcceptedSha256: "0".repeat(64),
  activatedAt: new Date(confirmedAt.getTime() + 3 * HOUR),
});

/** The demo client's two bookings and engagements, and the free replacement opened when Nomvula's ended. */
async function insertDemoClientEngagements(tx: Db, ctx: DemoEngagementContext, client: DemoClient, active: EngagementPlan, trial: TrialPlan) {
  const { demoClientId } = ctx;
  // Northwind's hiring manager approves Thandi's weeks (PRODUCT.md "Demo data").
  const hiring = DEMO_COMPANY_MEMBERS.find((m) => m.role === "hiring")!;
  const [leo] = await tx.select({ id: users.id }).from(users).where(eq(users.email, hiring.login));
  const [aBooking, bBooking] = await tx
    .insert(preBookings)
    .values([
      {
        clientId: demoClientId,
        expertId: active.expert.userId,
        startDate: active.start,
        endDate: active.end,
        contractLength: 3,
        preInterviewRequested: false,
        notes: "Move the nightly risk batch to Airflow on Spark.",
        status: "confirmed" as const,
        createdAt: at(addDays(active.start, -14), "10:00"),
        confirmedAt: at(addDays(active.start, -12), "10:00"),
        updatedAt: at(addDays(active.start, -12), "10:00"),
      },
      {
        clientId: demoClientId,
        expertId: trial.expert.userId,
        startDate: trial.start,
        endDate: trial.end,
        contractLength: 3,
        preInterviewRequested: false,
        notes: "Put the scoring models' pipelines on Kubeflow.",
        // Ending the engagement in the trial completed its booking then, as the trial does: her
        // remaining days are free again.
        status: "completed" as const,
        createdAt: at(addDays(trial.start, -12), "10:00"),
        confirmedAt: at(addDays(trial.start, -10), "10:00"),
        completedAt: trial.endedAt,
        updatedAt: trial.endedAt,
      },
    ])
    .returning({ id: preBookings.id, confirmedAt: preBookings.confirmedAt });

  // The free replacement for Nomvula, opened when her engagement ended, as the trial service opens one.
  const need = replacementFields(
    {
      endDate: trial.end,
      requisition: null,
      expert: { role: trial.expert.role, skills: trial.expert.skills },
      client: { timeZone: client.zone, workStart: client.profile.workStart, workEnd: client.profile.workEnd },
    },
    trial.endedDay,
  );
  const [replacement] = await tx
    .insert(requisitions)
    .values({ ...need, clientId: demoClientId, status: "open", submittedAt: trial.endedAt, dueAt: shortlistDueAt(trial.endedAt), updatedAt: trial.endedAt })
    .returning({ id: requisitions.id });

  const [a, b] = await tx
    .insert(engagements)
    .values([
      {
        preBookingId: aBooking.id,
        clientId: demoClientId,
        approverId: leo.id,
        expertId: active.expert.userId,
        hourlyRateCents: active.rateCents,
        startDate: active.start,
        endDate: active.end,
        status: "active" as const,
        poNumber: DEMO_PO_NUMBER,
        ...accepted(aBooking.confirmedAt!),
        createdAt: aBooking.confirmedAt!,
        updatedAt: aBooking.confirmedAt!,
      },
      {
        preBookingId: bBooking.id,
        clientId: demoClientId,
        expertId: trial.expert.userId,
        hourlyRateCents: trial.rateCents,
        startDate: trial.start,
        endDate: trial.end,
        status: "ended" as const,
        ...accepted(bBooking.confirmedAt!),
        endedAt: trial.endedAt,
        endReason: "trial" as const,
        endNote: trial.reason,
        replacementRequisitionId: replacement.id,
        createdAt: bBooking.confirmedAt!,
        updatedAt: trial.endedAt,
      },
    ])
    .returning({ id: engagements.id });
  // Its own position's one free replacement (docs/decisions/066-*).
  await tx.update(engagements).set({ replacedPositionId: b.id }).where(eq(engagements.id, b.id));
  return { a: a.id, b: b.id, replacementId: replacement.id };
}

/**
 * Lerato for Hudson Ledger: active since the week of last month's first day, nothing recorded yet,
 * nothing invoiced: the browser journey records, disputes, approves and invoices a week of it.
 */
async function insertJourneyEngagement(tx: Db, ctx: DemoEngagementContext, client: DemoClient, endDate: string) {
  const lerato = (await tx.select().from(experts).where(eq(experts.userId, ctx.landingExpertIds[2])))[0];
  const start = mondayOf(client.lastMonth);
  const [booking] = await tx
    .insert(preBookings)
    .values({
      clientId: ctx.journeyClientId,
      expertId: lerato.userId,
      startDate: start,
      endDate,
      contractLength: 3,
      preInterviewRequested: false,
      notes: "An assistant for the ledger's support desk, on our own documents.",
      status: "confirmed" as const,
      createdAt: at(addDays(start, -9), "14:00"),
      confirmedAt: at(addDays(start, -8), "14:00"),
      updatedAt: at(addDays(start, -8), "14:00"),
    })
    .returning({ id: preBookings.id, confirmedAt: preBookings.confirmedAt });
  const [c] = await tx
    .insert(engagements)
    .values({
      preBookingId: booking.id,
      clientId: ctx.journeyClientId,
      expertId: lerato.userId,
      hourlyRateCents: lerato.hourlyRateCents ?? 7500,
      startDate: start,
      endDate,
      status: "active" as const,
      ...accepted(booking.confirmedAt!),
      createdAt: booking.confirmedAt!,
      updatedAt: booking.confirmedAt!,
    })
    .returning({ id: engagements.id });
  return c.id;
}

/**
 * Ruan for Hudson Ledger: a request that asked for a pre-interview, three days old, whose interview
 * was held yesterday at 09:00 in New York and waits for the client's outcome; only a passed one lets
 * Ruan confirm (the New York browser journey records it).
 */
async function insertJourneyInterview(tx: Db, ctx: DemoEngagementContext) {
  const ruanId = ctx.landingExpertIds[3];
  const today = todayUtc(ctx.now);
  const createdAt = new Date(ctx.now.getTime() - 3 * DAY);
  const [booking] = await tx
    .insert(preBookings)
    .values({
      clientId: ctx.journeyClientId,
      expertId: ruanId,
      startDate: addDays(today, 21),
      endDate: addDays(today, 21 + 180),
      contractLength: 6,
      preInterviewRequested: true,
      notes: "Model the ledger's events for month-end close in dbt.",
      status: "pending" as const,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: preBookings.id });
  const startsAt = new Date(`${addDays(today, -1)}T14:00:00Z`);
  await tx.insert(interviews).values({
    clientId: ctx.journeyClientId,
    expertId: ruanId,
    preBookingId: booking.id,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 45 * 60_000),
    minutes: 45,
    meetingUrl: "https://meet.hudsonledger.example/ruan-botha",
    createdBy: ctx.journeyClientId,
    createdAt: new Date(createdAt.getTime() + 2 * HOUR),
    updatedAt: new Date(createdAt.getTime() + 2 * HOUR),
  });
}

/** The engagements' weeks and their days; resolves to the id of an engagement's week. */
async function insertTimesheets(tx: Db, ctx: DemoEngagementContext, recorded: { engagementId: number; weeks: DemoWeek[] }[]) {
  const plan = recorded.flatMap(({ engagementId, weeks }) => weeks.map((week) => ({ engagementId, week })));
  const weekRows = await tx
    .insert(timesheetWeeks)
    .values(
      plan.map(({ engagementId, week: w }) => ({
        engagementId,
        weekStart: w.weekStart,
        status: w.status,
        submittedAt: w.submittedAt ?? null,
        disputedAt: w.disputedAt ?? null,
        disputeReason: w.disputeReason ?? null,
        approvedAt: w.approvedAt ?? null,
        approvedBy: w.approvedAt ? ctx.demoClientId : null,
        updatedAt: w.approvedAt ?? w.disputedAt ?? w.submittedAt ?? ctx.now,
      })),
    )
    .returning({ id: timesheetWeeks.id, engagementId: timesheetWeeks.engagementId, weekStart: timesheetWeeks.weekStart });
  const weekId = (engagementId: number, weekStart: string) => weekRows.find((r) => r.engagementId === engagementId && r.weekStart === weekStart)!.id;
  await tx.insert(timesheetDays).values(
    plan.flatMap(({ engagementId, week: w }) =>
      w.minutes.flatMap((minutes, i) => (minutes === null ? [] : [{ weekId: weekId(engagementId, w.weekStart), day: addDays(w.weekStart, i), minutes }])),
    ),
  );
  return weekId;
}

/** The disputed week, talked about in the engagement's conversation. */
async function insertDisputeConversation(tx: Db, ctx: DemoEngagementContext, engagementId: number, expertId: number, weeks: DemoWeek[]) {
  const disputed = weeks.find((w) => w.status === "disputed")!;
  const [thread] = await tx.insert(threads).values({ kind: "engagement", subjectId: engagementId, createdAt: disputed.disputedAt! }).returning({ id: threads.id });
  await tx.insert(threadMessages).values([
    {
      threadId: thread.id,
      authorId: ctx.demoClientId,
      body: `I disputed the week of ${formatDay(disputed.weekStart)}: Wednesday shows 10 hours, and we agreed on 8 a day. Could you look at it?`,
      createdAt: new Date(disputed.disputedAt!.getTime() + 5 * 60_000),
    },
    {
      threadId: thread.id,
      authorId: expertId,
      body: "You are right: Thursday's planning session went onto Wednesday as well. I will correct the week and send it again.",
      createdAt: new Date(disputed.disputedAt!.getTime() + 3 * HOUR),
    },
  ]);
}

/**
 * A week's hours as invoice lines, one per month its days fall in (docs/decisions/065-*); a line of
 * last month goes on last month's invoice if the week was approved before that invoice was issued.
 */
function hoursLines(engagementId: number, weekId: number, plan: EngagementPlan, w: DemoWeek, paid: { month: string; issuedAt: Date }): Line[] {
  const byMonth = new Map<string, string[]>();
  w.minutes.forEach((m, i) => {
    if (m === null) return;
    const date = addDays(w.weekStart, i);
    const month = `${date.slice(0, 7)}-01`;
    byMonth.set(month, [...(byMonth.get(month) ?? []), date]);
  });
  return [...byMonth].map(([workMonth, dates]) => {
    const minutes = dates.reduce((sum, date) => sum + w.minutes[daysBetween(w.weekStart, date)]!, 0);
    const days = dates.length === 1 ? formatDay(dates[0]) : `${formatDay(dates[0])} to ${formatDay(dates.at(-1)!)}`;
    return {
      kind: "hours" as const,
      engagementId,
      weekId,
      workMonth,
      description: `${plan.expert.name}: week of ${formatDay(w.weekStart)}, ${days}`,
      minutes,
      rateCents: plan.rateCents,
      amountCents: lineAmountCents(minutes, plan.rateCents),
      onPaid: workMonth === paid.month && w.approvedAt! <= paid.issuedAt,
    };
  });
}

/**
 * Invoices: last month's, issued on the 1st and paid through the bank's statement; this month's
 * draft. As the invoices service makes them (docs/decisions/065-*): a week's days are billed in
 * their own month and a week approved after its month's invoice on the next one. The ended trial's
 * hours on the paid invoice are refunded by a credit note when the books catch up (decision 093).
 */
async function insertInvoices(
  tx: Db,
  ctx: DemoEngagementContext,
  client: DemoClient,
  worked: { a: number; b: number; active: EngagementPlan; trial: TrialPlan; weekId: (engagementId: number, weekStart: string) => number },
) {
  const { now, demoClientId } = ctx;
  const { a, b, active, trial, weekId } = worked;
  const issuedAt = new Date(Math.min(at(client.thisMonth, "06:00").getTime(), now.getTime() - 2 * HOUR));
  const paidAt = new Date(Math.min(issuedAt.getTime() + 3 * DAY, now.getTime() - HOUR));
  const paid = { month: client.lastMonth, issuedAt };
  const hours = [
    ...active.weeks.filter((w) => w.status === "approved").flatMap((w) => hoursLines(a, weekId(a, w.weekStart), active, w, paid)),
    ...trial.weeks.flatMap((w) => hoursLines(b, weekId(b, w.weekStart), trial, w, paid)),
  ];
  const paidLines = hours.filter((l) => l.onPaid);
  const draftLines = hours.filter((l) => !l.onPaid);
  const total = (lines: Line[]) => totalsOf(lines).totalCents;

  const [{ number }] = await tx
    .update(invoiceNumbers)
    .set({ lastNumber: sql`${invoiceNumbers.lastNumber} + 1` })
    .where(eq(invoiceNumbers.id, 1))
    .returning({ number: invoiceNumbers.lastNumber });
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyOfMember(demoClientId)));
  const [paidInvoice, draft] = await tx
    .insert(invoices)
    .values([
      {
        number,
        companyId: company.id,
        periodStart: client.lastMonth,
        status: "paid" as const,
        totalCents: total(paidLines),
        // What it says, kept as it was when it was issued (decisions 076 and 090).
        billedName: company.name,
        billedCompany: company.name,
        billedLocation: company.location,
        billedLegalName: company.legalName,
        billedAddress: company.billingAddress,
        billedTaxId: company.taxId,
        billedEmail: company.billingEmail,
        poNumbers: paidLines.some((l) => l.engagementId === a) ? [DEMO_PO_NUMBER] : [],
        paymentTermsDays: company.paymentTermsDays,
        paymentReference: invoicePaymentReference(number),
        remittance: REMITTANCE,
        dueDate: addDays(utcDay(issuedAt), company.paymentTermsDays),
        issuedAt,
        paidAt,
        paidBy: ctx.adminId,
        createdAt: issuedAt,
        updatedAt: paidAt,
      },
      { companyId: company.id, periodStart: client.thisMonth, status: "draft" as const, totalCents: total(draftLines), createdAt: trial.endedAt, updatedAt: trial.endedAt },
    ])
    .returning({ id: invoices.id });
  const row = (invoiceId: number) => (l: Line, position: number) => ({
    invoiceId,
    position,
    kind: l.kind,
    engagementId: l.engagementId,
    weekId: l.weekId,
    workMonth: l.workMonth,
    description: l.description,
    minutes: l.minutes,
    rateCents: l.rateCents,
    amountCents: l.amountCents,
  });
  await tx.insert(invoiceLines).values([...paidLines.map(row(paidInvoice.id)), ...draftLines.map(row(draft.id))]);
  // Paid by bank transfer quoting its reference, found in the statement an admin uploaded (decision 092).
  await insertStatementPayment(tx, ctx, { invoiceId: paidInvoice.id, companyId: company.id, number, cents: total(paidLines), paidAt, payer: company.name });
}

/** A payment matched from an uploaded camt.053 statement, as the payments service records one. */
async function insertStatementPayment(tx: Db, ctx: DemoEngagementContext, p: { invoiceId: number; companyId: number; number: number; cents: number; paidAt: Date; payer: string }) {
  const bookedOn = utcDay(p.paidAt);
  const [statement] = await tx
    .insert(bankStatements)
    .values({ format: "camt053", fileName: `statement-${bookedOn}.xml`, uploadedBy: ctx.adminId, uploadedAt: p.paidAt })
    .returning({ id: bankStatements.id });
  const [entry] = await tx
    .insert(bankEntries)
    .values({
      statementId: statement.id,
      entryId: `DEMO-${bookedOn}-${p.number}`,
      bookedOn,
      amountCents: p.cents,
      currency: "USD",
      reference: formatCreditorReference(invoicePaymentReference(p.number)),
      counterparty: p.payer,
      status: "matched" as const,
      createdAt: p.paidAt,
    })
    .returning({ id: bankEntries.id });
  await tx.insert(payments).values({ bankEntryId: entry.id, invoiceId: p.invoiceId, companyId: p.companyId, appliedCents: p.cents, excessCents: 0, recordedBy: null, recordedAt: p.paidAt });
}

/** The rate, days and hours of the overdue demo invoice: fixed, so the statement in docs/demo pays it to the cent. */
export const OVERDUE_DEMO_INVOICE = { rateCents: 9_500, weeks: 3, minutesPerDay: 480, totalCents: 3 * 5 * lineAmountCents(480, 9_500) } as const;

/**
 * Polder Energy's invoice for the month before last: three full weeks of a pool expert's work,
 * approved, issued on the first of last month and unpaid, so it is past its due date whatever the
 * day. Numbered after Northwind's, so its payment reference is the one the demo statement quotes.
 */
async function insertOverdueInvoice(tx: Db, ctx: DemoEngagementContext) {
  const thisMonth = monthStart(monthOf(todayUtc(ctx.now)));
  const lastMonth = monthBefore(thisMonth);
  const billed = monthBefore(lastMonth);
  const first = mondayOf(addDays(billed, 6)); // the month's first Monday
  const end = addDays(first, 7 * OVERDUE_DEMO_INVOICE.weeks - 3); // its third Friday
  const [expert] = await tx
    .select()
    .from(experts)
    .where(
      sql`${experts.isActive} and ${experts.hourlyRateCents} is not null and ${experts.userId} not in (${sql.join(ctx.landingExpertIds.map((id) => sql`${id}`), sql`, `)})
          and not exists (select 1 from ${preBookings} b where b.expert_id = ${experts.userId} and b.status in ('confirmed', 'completed')
                           and b.start_date <= ${end} and b.end_date >= ${first})`,
    )
    .orderBy(experts.userId)
    .limit(1);
  const confirmedAt = at(addDays(first, -10), "15:00");
  const [booking] = await tx
    .insert(preBookings)
    .values({
      clientId: ctx.overdueClientId,
      expertId: expert.userId,
      startDate: first,
      endDate: end,
      contractLength: 3,
      preInterviewRequested: false,
      notes: "Three weeks to move our reporting models to dbt.",
      status: "completed" as const,
      createdAt: at(addDays(first, -12), "10:00"),
      confirmedAt,
      completedAt: at(addDays(end, 1), "00:00"),
      updatedAt: at(end, "18:00"),
    })
    .returning({ id: preBookings.id });
  const [e] = await tx
    .insert(engagements)
    .values({
      preBookingId: booking.id,
      clientId: ctx.overdueClientId,
      expertId: expert.userId,
      hourlyRateCents: OVERDUE_DEMO_INVOICE.rateCents,
      startDate: first,
      endDate: end,
      status: "ended" as const,
      endReason: "completed" as const,
      endedAt: at(addDays(end, 1), "00:00"),
      ...accepted(confirmedAt),
      createdAt: confirmedAt,
      updatedAt: at(addDays(end, 1), "00:00"),
    })
    .returning({ id: engagements.id, companyId: engagements.companyId });
  await acceptTerms(tx, e.id);
  const weekStarts = Array.from({ length: OVERDUE_DEMO_INVOICE.weeks }, (_, i) => addDays(first, 7 * i));
  const weekRows = await tx
    .insert(timesheetWeeks)
    .values(weekStarts.map((weekStart) => ({ engagementId: e.id, weekStart, status: "approved" as const, submittedAt: at(addDays(weekStart, 4), "17:00"), approvedAt: at(addDays(weekStart, 7), "10:00"), approvedBy: ctx.overdueClientId, updatedAt: at(addDays(weekStart, 7), "10:00") })))
    .returning({ id: timesheetWeeks.id, weekStart: timesheetWeeks.weekStart });
  await tx.insert(timesheetDays).values(weekRows.flatMap((w) => [0, 1, 2, 3, 4].map((i) => ({ weekId: w.id, day: addDays(w.weekStart, i), minutes: OVERDUE_DEMO_INVOICE.minutesPerDay }))));

  const [{ number }] = await tx
    .update(invoiceNumbers)
    .set({ lastNumber: sql`${invoiceNumbers.lastNumber} + 1` })
    .where(eq(invoiceNumbers.id, 1))
    .returning({ number: invoiceNumbers.lastNumber });
  const [company] = await tx.select().from(companies).where(eq(companies.id, e.companyId));
  const issuedAt = at(lastMonth, "06:00");
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number,
      companyId: company.id,
      periodStart: billed,
      status: "open" as const,
      totalCents: OVERDUE_DEMO_INVOICE.totalCents,
      billedName: company.name,
      billedCompany: company.name,
      billedLocation: company.location,
      billedLegalName: company.legalName,
      billedAddress: company.billingAddress,
      billedTaxId: company.taxId,
      billedEmail: company.billingEmail,
      paymentTermsDays: company.paymentTermsDays,
      paymentReference: invoicePaymentReference(number),
        remittance: REMITTANCE,
      dueDate: addDays(lastMonth, company.paymentTermsDays),
      issuedAt,
      createdAt: issuedAt,
      updatedAt: issuedAt,
    })
    .returning({ id: invoices.id });
  const minutes = 5 * OVERDUE_DEMO_INVOICE.minutesPerDay;
  await tx.insert(invoiceLines).values(
    weekRows.map((w, position) => ({
      invoiceId: invoice.id,
      position,
      kind: "hours" as const,
      engagementId: e.id,
      weekId: w.id,
      workMonth: billed,
      description: `${expert.name}: week of ${formatDay(w.weekStart)}, ${formatDay(w.weekStart)} to ${formatDay(addDays(w.weekStart, 4))}`,
      minutes,
      rateCents: OVERDUE_DEMO_INVOICE.rateCents,
      amountCents: lineAmountCents(minutes, OVERDUE_DEMO_INVOICE.rateCents),
    })),
  );
}

// Demo payouts (PRODUCT.md "Demo data"): Thandi keeps a bank account (changed long ago, so nothing
// waits on it), was paid for an earlier engagement's hours two months ago, and has last month's
// Northwind hours in a scheduled payout. Made by the payouts' own run, send and paid moves, so the
// figures, lines and books are what the product makes; the notices of those moves are not kept
// (demo accounts open on a quiet bell).
import { eq, like } from "drizzle-orm";
import { addDays, addMonths, daysAfter, monthOf, monthStart, mondayOf } from "@shared/calendar";
import { payoutDayOf } from "@shared/contracts/payouts";
import { engagements, expertBankAccounts, experts, notifications, payoutRuns, payouts, preBookings, timesheetDays, timesheetWeeks, users } from "@shared/schema";
import type { Db } from "../db/client";
import { markPaid, markRunSent, runMonth } from "../payouts/payouts.service";
import { sealAccount } from "../payouts/seal";
import { acceptTerms } from "./seed-engagements";

const at = (date: string, time: string) => new Date(`${date}T${time}:00Z`);

/** The demo's rates of the day, rand per dollar. */
export const DEMO_USD_ZAR_RATES = { paid: "18.2150", scheduled: "18.4321" } as const;

export async function insertDemoPayouts(tx: Db, ctx: { now: Date; thandiId: number; earlierClientId: number; adminId: number | null; accountKey: Buffer }) {
  const [thandi] = await tx.select().from(experts).where(eq(experts.userId, ctx.thandiId));
  await tx.insert(expertBankAccounts).values({
    expertId: thandi.userId,
    bankName: "First National Bank",
    branchCode: "250655",
    accountType: "cheque",
    sealed: sealAccount(ctx.accountKey, thandi.userId, { accountHolder: thandi.name, accountNumber: "62123456789" }),
    last4: "6789",
    changedAt: daysAfter(ctx.now, -90),
  });

  // Two months ago: two weeks for another client, approved, the engagement complete.
  const paidMonth = addMonths(monthOf(ctx.now), -2);
  const start = mondayOf(addDays(monthStart(paidMonth), 7));
  const end = addDays(start, 11);
  const [booking] = await tx
    .insert(preBookings)
    .values({
      clientId: ctx.earlierClientId,
      expertId: thandi.userId,
      startDate: start,
      endDate: end,
      contractLength: 3,
      preInterviewRequested: false,
      notes: "Two weeks to tidy the month-end reconciliation jobs, ahead of a longer contract.",
      status: "completed",
      createdAt: at(addDays(start, -10), "10:00"),
      confirmedAt: at(addDays(start, -8), "10:00"),
      completedAt: at(end, "18:00"),
      updatedAt: at(end, "18:00"),
    })
    .returning({ id: preBookings.id, confirmedAt: preBookings.confirmedAt });
  const accepted = new Date(booking.confirmedAt!.getTime() + 3_600_000);
  const [earlier] = await tx
    .insert(engagements)
    .values({
      preBookingId: booking.id,
      clientId: ctx.earlierClientId,
      expertId: thandi.userId,
      hourlyRateCents: thandi.hourlyRateCents ?? 6500,
      startDate: start,
      endDate: end,
      status: "ended",
      clientAcceptedAt: accepted,
      clientAcceptedSha256: "0".repeat(64),
      expertAcceptedAt: accepted,
      expertAcceptedSha256: "0".repeat(64),
      activatedAt: accepted,
      endedAt: at(end, "18:00"),
      endReason: "completed",
      createdAt: booking.confirmedAt!,
      updatedAt: at(end, "18:00"),
    })
    .returning({ id: engagements.id });
  await acceptTerms(tx, earlier.id);
  for (const monday of [start, addDays(start, 7)]) {
    const [week] = await tx
      .insert(timesheetWeeks)
      .values({ engagementId: earlier.id, weekStart: monday, status: "approved", submittedAt: at(addDays(monday, 4), "16:00"), approvedAt: at(addDays(monday, 7), "09:00") })
      .returning({ id: timesheetWeeks.id });
    await tx.insert(timesheetDays).values([0, 1, 2, 3, 4].map((i) => ({ weekId: week.id, day: addDays(monday, i), minutes: 480 })));
  }

  // Its run, sent and paid on its payout day; then last month's run, scheduled.
  const [admin] = ctx.adminId === null ? [] : await tx.select().from(users).where(eq(users.id, ctx.adminId));
  const payday = payoutDayOf(paidMonth);
  const paidRun = await runMonth(tx, null, paidMonth, DEMO_USD_ZAR_RATES.paid, at(payday, "06:00"));
  const paid = paidRun.items.find((p) => p.expertId === thandi.userId)!;
  if (admin) {
    await markRunSent(tx, admin, paidRun.id, at(payday, "08:00"));
    await markPaid(tx, admin, paid.id, at(payday, "15:00"));
    await tx.update(payoutRuns).set({ createdAt: at(payday, "06:00"), sentAt: at(payday, "08:00") }).where(eq(payoutRuns.id, paidRun.id));
    await tx.update(payouts).set({ sentAt: at(payday, "08:00"), paidAt: at(payday, "15:00") }).where(eq(payouts.id, paid.id));
  }
  await runMonth(tx, null, addMonths(monthOf(ctx.now), -1), DEMO_USD_ZAR_RATES.scheduled, ctx.now);
  await tx.delete(notifications).where(like(notifications.kind, "payout.%"));
}

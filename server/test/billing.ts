/**
 * Test rows for billing, written straight to the database: an active engagement from a confirmed
 * pre-booking, timesheet weeks with their days' minutes, and an engagement ended in its trial.
 */
import { eq } from "drizzle-orm";
import type { TimesheetStatus } from "@shared/constants";
import { acceptedTerms, engagements, preBookings, timesheetDays, timesheetWeeks } from "@shared/schema";
import type { Db } from "../db/client";
import { addDays, mondayOf } from "@shared/calendar";

export async function activeEngagement(db: Db, opts: { clientId: number; expertId: number; rateCents: number; startDate: string; endDate: string }) {
  const [booking] = await db
    .insert(preBookings)
    .values({ clientId: opts.clientId, expertId: opts.expertId, startDate: opts.startDate, endDate: opts.endDate, status: "confirmed", confirmedAt: new Date() })
    .returning();
  const [row] = await db
    .insert(engagements)
    .values({
      preBookingId: booking.id,
      clientId: opts.clientId,
      expertId: opts.expertId,
      hourlyRateCents: opts.rateCents,
      startDate: opts.startDate,
      endDate: opts.endDate,
      status: "active",
      activatedAt: new Date(`${opts.startDate}T00:00:00Z`),
      // The expert accepted their own agreement with the terms: its hours are paid out.
      expertAgreementAcceptedAt: new Date(`${opts.startDate}T00:00:00Z`),
    })
    .returning();
  // Both parties accepted these terms when it started: they price it from its first week.
  await db.insert(acceptedTerms).values({
    engagementId: row.id,
    termsVersion: row.termsVersion,
    hourlyRateCents: row.hourlyRateCents,
    weeklyHours: row.weeklyHours,
    endDate: row.endDate,
    firstWeek: mondayOf(row.startDate),
    acceptedAt: row.activatedAt!,
  });
  return row;
}

/**
 * A week from its Monday with `minutes[i]` on day i (Monday first; missing days none), in `status`
 * (approved by default).
 */
export async function week(db: Db, engagementId: number, monday: string, minutes: number[], status: TimesheetStatus = "approved") {
  const [row] = await db
    .insert(timesheetWeeks)
    .values({
      engagementId,
      weekStart: monday,
      status,
      submittedAt: status === "draft" ? null : new Date(),
      approvedAt: status === "approved" ? new Date() : null,
      disputeReason: status === "disputed" ? "Hours do not match" : null,
    })
    .returning();
  const days = minutes.map((m, i) => ({ weekId: row.id, day: addDays(monday, i), minutes: m }));
  if (days.length) await db.insert(timesheetDays).values(days);
  return row;
}

export async function approve(db: Db, weekId: number) {
  await db.update(timesheetWeeks).set({ status: "approved", approvedAt: new Date() }).where(eq(timesheetWeeks.id, weekId));
}

/** Ends the engagement as the trial rule does: the client not satisfied, at `at`. */
export async function endInTrial(db: Db, engagementId: number, at: Date) {
  await db
    .update(engagements)
    .set({ status: "ended", endedAt: at, endReason: "trial", endNote: "Not the fit we needed." })
    .where(eq(engagements.id, engagementId));
}

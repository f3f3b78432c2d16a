import { deleteExpiredCredentials } from "./auth/auth.service";
import type { AppDeps } from "./deps";
import { deleteExpiredRejectedCvs } from "./experts/reviews.service";
import { sendDueMail } from "./notifications/mail-sender";
import { remindExpiringPreBookings, settlePreBookings } from "./pre-bookings/pre-bookings.service";

type Job = { name: string; everyMs: number; run: (deps: AppDeps) => Promise<unknown> };

/** Periodic housekeeping. Each job is safe to run on several instances at once. */
export const JOBS: Job[] = [
  { name: "expire-credentials", everyMs: 60 * 60_000, run: (d) => deleteExpiredCredentials(d.db) },
  { name: "settle-pre-bookings", everyMs: 5 * 60_000, run: (d) => settlePreBookings(d) },
  { name: "remind-pre-bookings", everyMs: 5 * 60_000, run: (d) => remindExpiringPreBookings(d) },
  { name: "delete-rejected-cvs", everyMs: 60 * 60_000, run: (d) => deleteExpiredRejectedCvs(d) },
  // Does nothing without SMTP_URL.
  { name: "send-mail", everyMs: 5_000, run: (d) => sendDueMail(d) },
];

export function startJobs(deps: AppDeps): () => void {
  const timers = JOBS.map((job) => {
    const tick = () => job.run(deps).catch((err) => deps.logger.warn({ err, job: job.name }, "job failed"));
    void tick();
    return setInterval(tick, job.everyMs).unref();
  });
  return () => timers.forEach(clearInterval);
}

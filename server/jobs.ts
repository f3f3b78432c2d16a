import { deleteExpiredCredentials } from "./auth/auth.service";
import type { AppDeps } from "./deps";
import { deleteExpiredRejectedCvs } from "./experts/reviews.service";
import { CHANNELS, subscribe } from "./lib/broadcast";
import { MAIL_LIMITS, sendDueMail } from "./notifications/mail-sender";
import { mailUnreadNotifications } from "./notifications/notifications.service";
import { remindExpiringPreBookings, settlePreBookings } from "./pre-bookings/pre-bookings.service";
import { markOverdueRequisitions } from "./requisitions/requisitions.service";
import { purgeExpired } from "./retention";
import { endFinishedEngagements } from "./engagements/engagements.service";
import { autoApproveWeeks, remindTimesheets } from "./timesheets/timesheets.service";
import { runMonthlyInvoices } from "./invoices/invoices.service";
import { mailInvoiceReminders } from "./invoices/invoice-mails.service";
import { remindInterviews } from "./interviews/interviews.service";
import { runMonthlyPayouts } from "./payouts/payouts.service";

type Job = {
  name: string;
  everyMs: number;
  /** Resolves true when there may be more to do at once (the run stopped at its limit). */
  run: (deps: AppDeps) => Promise<unknown>;
  /** Also run when a notification is made anywhere (heard over the database), not only on the clock. */
  onNotification?: boolean;
};

/** Periodic housekeeping. Each job is safe to run on several instances at once. */
export const JOBS: Job[] = [
  { name: "expire-credentials", everyMs: 60 * 60_000, run: (d) => deleteExpiredCredentials(d.db) },
  { name: "settle-pre-bookings", everyMs: 5 * 60_000, run: (d) => settlePreBookings(d) },
  { name: "remind-pre-bookings", everyMs: 5 * 60_000, run: (d) => remindExpiringPreBookings(d) },
  { name: "delete-rejected-cvs", everyMs: 60 * 60_000, run: (d) => deleteExpiredRejectedCvs(d) },
  // The 14-day shortlist clock: open requisitions past their deadline become overdue (a batch that
  // stops at its limit goes again at once).
  { name: "mark-overdue-requisitions", everyMs: 60 * 60_000, run: (d) => markOverdueRequisitions(d) },
  // Conversations: a message still unread 15 minutes on is queued for e-mail, once.
  { name: "mail-unread-messages", everyMs: 60_000, run: (d) => mailUnreadNotifications(d) },
  // Engagements whose end date has passed end as completed, both parties told once.
  { name: "end-finished-engagements", everyMs: 60 * 60_000, run: (d) => endFinishedEngagements(d) },
  // A submitted timesheet week unanswered for 5 days is approved, both parties told once.
  { name: "auto-approve-timesheets", everyMs: 15 * 60_000, run: (d) => autoApproveWeeks(d) },
  // On Friday in the expert's zone: the week not yet submitted is reminded of, once.
  { name: "remind-timesheets", everyMs: 60 * 60_000, run: (d) => remindTimesheets(d) },
  // Interviews: both parties reminded 24 hours and 15 minutes before, once each.
  { name: "remind-interviews", everyMs: 60_000, run: (d) => remindInterviews(d) },
  // The audit log after a year, attempt counters after a day, spent links after a week, sent mail after a month.
  { name: "purge-expired-records", everyMs: 60 * 60_000, run: (d) => purgeExpired(d) },
  // Does nothing without SMTP_URL. A new notification wakes it, so mail leaves within moments, not
  // at the next tick; a run that stopped at its limit goes again at once.
  {
    name: "send-mail",
    everyMs: 5_000,
    onNotification: true,
    run: async (d) => (await sendDueMail(d)).sent >= MAIL_LIMITS.perRun,
  },
  // Invoices: on the first of each month (within the hour), each client's invoice for the month
  // before; the invoice row's key and lock make every other run and instance a no-op.
  { name: "issue-monthly-invoices", everyMs: 60 * 60_000, run: (d) => runMonthlyInvoices(d) },
  // An open invoice unpaid the day after its due date, and 7 days after that: its company is
  // reminded by mail with the PDF, once each; the claim's unique key makes other runs a no-op.
  { name: "mail-invoice-reminders", everyMs: 60 * 60_000, run: (d) => mailInvoiceReminders(d) },
  // Payouts: from the 5th of each month (within the hour), the month before is run once at the last
  // rate entered; the run's unique month and its lock make every other run and instance a no-op.
  { name: "run-monthly-payouts", everyMs: 60 * 60_000, run: (d) => runMonthlyPayouts(d) },
];

/**
 * `run` now, unless it is already running in this process: then once more when it ends (however
 * many times it was asked meanwhile). Also once more when the run says there is more to do.
 */
export function coalesced(run: () => Promise<unknown>) {
  let running = false;
  let again = false;
  return async function go(): Promise<void> {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        if ((await run()) === true) again = true;
      } while (again);
    } finally {
      running = false;
    }
  };
}

/**
 * How long a job woken by a notification waits before it runs: every notification of that moment
 * (a burst of bookings) is then handled by one run, so the work the wake-ups add stays bounded
 * however fast notifications come.
 */
export const WAKE_DELAY_MS = 500;

/**
 * Starts `jobs` (all by default) on their clocks, and those woken by notifications listening. The
 * function returned stops them; its `listening` resolves once the wake-ups are heard.
 */
export function startJobs(deps: AppDeps, jobs: Job[] = JOBS): (() => void) & { listening: Promise<unknown> } {
  const started = jobs.map((job) => {
    const tick = coalesced(() => job.run(deps));
    const safeTick = () => tick().catch((err) => deps.logger.warn({ err, job: job.name }, "job failed"));
    void safeTick();
    const timer = setInterval(safeTick, job.everyMs).unref();
    let wake: NodeJS.Timeout | null = null;
    const woken = () => {
      wake ??= setTimeout(() => {
        wake = null;
        void safeTick();
      }, WAKE_DELAY_MS).unref();
    };
    const listening = job.onNotification && deps.config.mail ? subscribe(deps.database, CHANNELS.notifications, { onMessage: woken }) : null;
    const heard = listening?.catch((err) => deps.logger.warn({ err, job: job.name }, "job cannot listen for notifications; it runs on its clock alone"));
    const stop = () => {
      clearInterval(timer);
      if (wake) clearTimeout(wake);
      void listening?.then((unlisten) => unlisten()).catch(() => {});
    };
    return { stop, heard };
  });
  return Object.assign(() => started.forEach((s) => s.stop()), { listening: Promise.all(started.map((s) => s.heard)) });
}

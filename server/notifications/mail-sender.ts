import nodemailer from "nodemailer";
import type { Config } from "../config";
import type { AppDeps } from "../deps";
import * as outbox from "./mail-outbox.repo";
import { ACCOUNT_LINK_SECONDS } from "@shared/constants";
import { renderAccountMail, renderNotificationMail, type MailContent } from "./mail-render";

/**
 * Sends what the mail outbox holds (docs/decisions/035-mail-outbox.md): a periodic job in every
 * server process (server/jobs.ts) claims due rows, sends each through SMTP and marks it sent; a
 * refusal or a server that cannot be reached puts it back for later, waiting longer each time.
 * Several processes and instances run it at once without sending a mail twice: a claim is one
 * statement that skips rows another sender holds. Only a sender that dies between handing a
 * message to the SMTP server and marking it sent can cause a second copy, once its lease ends.
 */

export const MAIL_LIMITS = {
  /**
   * Mail one run sends at most. Rows are claimed one at a time, so a claim never outlives the
   * send it is for; a run stops at the first failure (the server is away or refusing: the next
   * run tries again, and other rows wait their turn rather than each wait for a timeout).
   */
  perRun: 100,
  /** How long a claim holds a row: longer than one send can take (see the SMTP timeouts). */
  leaseSeconds: 120,
  /** The first retry's pause, doubled after each failure up to `maxRetrySeconds`. */
  firstRetrySeconds: 30,
  maxRetrySeconds: 3_600,
  /** Mail not sent within this many days is given up (it tells of something long settled). */
  maxAgeDays: 7,
};

export interface Mailer {
  send(message: MailContent & { to: string }): Promise<void>;
}

/** Pause before attempt `attempt + 1`, after `attempt` failed. */
export function retryDelaySeconds(attempt: number) {
  return Math.min(MAIL_LIMITS.firstRetrySeconds * 2 ** Math.max(0, attempt - 1), MAIL_LIMITS.maxRetrySeconds);
}

/** An SMTP mailer for the configured server. Timeouts keep one send well inside a claim's lease. */
export function smtpMailer(mail: NonNullable<Config["mail"]>): Mailer {
  const transport = nodemailer.createTransport({ url: mail.smtpUrl, connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 30_000 });
  return {
    async send(message) {
      await transport.sendMail({ from: mail.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
  };
}

/** One mailer per SMTP server and process. */
const mailers = new Map<string, Mailer>();

/** What an error may say in the outbox and the log: never the SMTP URL's credentials. */
function describe(err: unknown, mail: NonNullable<Config["mail"]>) {
  const e = err as { message?: string; responseCode?: number; code?: string };
  let text = `${e.code ? `${e.code}: ` : ""}${e.message ?? String(err)}`;
  try {
    const { password } = new URL(mail.smtpUrl);
    if (password) text = text.split(decodeURIComponent(password)).join("***").split(password).join("***");
  } catch {
    // the URL was checked at start
  }
  return text;
}

/**
 * Sends the due mail of the outbox; nothing without SMTP_URL (rows stay queued). Safe to run
 * anywhere, any number of times at once.
 */
export async function sendDueMail(deps: Pick<AppDeps, "db" | "config" | "logger">, opts: { mailer?: Mailer } = {}) {
  const { db, config, logger } = deps;
  const result = { sent: 0, failed: 0, gaveUp: 0 };
  const mail = config.mail;
  if (!mail) return result;
  let mailer = opts.mailer ?? mailers.get(mail.smtpUrl);
  if (!mailer) mailers.set(mail.smtpUrl, (mailer = smtpMailer(mail)));

  result.gaveUp = await outbox.giveUp(db, MAIL_LIMITS.maxAgeDays, ACCOUNT_LINK_SECONDS);
  for (let i = 0; i < MAIL_LIMITS.perRun; i += 1) {
    const [row] = await outbox.claimDue(db, 1, MAIL_LIMITS.leaseSeconds);
    if (!row) break;
    const content =
      row.accountMail && row.accountLink
        ? renderAccountMail(row.accountMail, { firstName: row.firstName }, mail.linkBase, row.accountLink)
        : renderNotificationMail({ kind: row.kind ?? "", title: row.title ?? "", body: row.body ?? "", link: row.link }, { firstName: row.firstName }, mail.linkBase);
    try {
      await mailer.send({ ...content, to: row.to });
    } catch (err) {
      result.failed += 1;
      const error = describe(err, mail);
      const wait = retryDelaySeconds(row.attempt);
      logger.warn({ outboxId: row.id, attempt: row.attempt, retryInSeconds: wait, err: error }, "notification e-mail not sent; will try again");
      await outbox.markFailed(db, row.id, row.attempt, error, wait);
      break;
    }
    result.sent += 1;
    await outbox.markSent(db, row.id, row.attempt);
  }
  return result;
}

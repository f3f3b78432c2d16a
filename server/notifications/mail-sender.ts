import nodemailer from "nodemailer";
import type { Config } from "../config";
import type { AppDeps } from "../deps";
import * as outbox from "./mail-outbox.repo";
import { ACCOUNT_LINK_SECONDS } from "@shared/constants";
import { INVITING_KINDS } from "@shared/contracts/notifications";
import { renderAccountMail, renderDigestMail, renderNotificationMail, type MailAttachment, type MailCalendar, type MailContent } from "./mail-render";

/**
 * Sends what the mail outbox holds (docs/decisions/035-mail-outbox.md): a periodic job in every
 * server process (server/jobs.ts) claims due rows, sends each through SMTP and marks it sent; a
 * refusal or a server that cannot be reached puts it back for later, waiting longer each time.
 * Several processes and instances run it at once without sending a mail twice: a claim is one
 * statement that skips rows another sender holds. Only a sender that dies between handing a
 * message to the SMTP server and marking it sent can cause a second copy, once its lease ends.
 */

export const MAIL_LIMITS = {
  /** Mail one run sends at most; a run that reaches it goes again at once (server/jobs.ts). */
  perRun: 200,
  /**
   * Mail in flight at once in one process. Rows are claimed this many at a time, each is sent over
   * its own connection of the SMTP pool, and the next claim waits for the whole batch, so a claim
   * never outlives the send it is for. A run stops after the first batch with a failure (the
   * server is away or refusing: the next run tries again, and other rows wait their turn rather
   * than each wait for a timeout).
   */
  concurrency: 8,
  /** How long a claim holds a row: longer than one send can take (see the SMTP timeouts). */
  leaseSeconds: 120,
  /** The first retry's pause, doubled after each failure up to `maxRetrySeconds`. */
  firstRetrySeconds: 30,
  maxRetrySeconds: 3_600,
  /** Mail not sent within this many days is given up (it tells of something long settled). */
  maxAgeDays: 7,
};

/**
 * Mail that goes on its own, at once: besides account mail (a reset, a verification, the notice to
 * a replaced address) and a discovery call's confirmations, the notices that carry an interview's
 * calendar invitation.
 */
export const MAIL_ALONE_KINDS = INVITING_KINDS;
export type { MailAttachment, MailCalendar } from "./mail-render";

export interface Mailer {
  send(message: MailContent & { to: string; calendar?: MailCalendar | null; attachments?: MailAttachment[] }): Promise<void>;
  /** Ends the mailer's open connections. */
  close?(): void;
}

/** Pause before attempt `attempt + 1`, after `attempt` failed. */
export function retryDelaySeconds(attempt: number) {
  return Math.min(MAIL_LIMITS.firstRetrySeconds * 2 ** Math.max(0, attempt - 1), MAIL_LIMITS.maxRetrySeconds);
}

/**
 * An SMTP mailer for the configured server: a pool of up to `MAIL_LIMITS.concurrency` connections,
 * each kept open while mail keeps coming (closed after 30 s idle or 100 messages), so a burst is not
 * a connection and a greeting per message. Timeouts keep one send well inside a claim's lease.
 */
export function smtpMailer(mail: NonNullable<Config["mail"]>): Mailer {
  const transport = nodemailer.createTransport({
    url: mail.smtpUrl,
    pool: true,
    maxConnections: MAIL_LIMITS.concurrency,
    maxMessages: 100,
    idleTimeout: 30_000,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transport.sendMail({
        from: mail.from,
        // Replies reach a mailbox someone reads (MAIL_REPLY_TO), whatever the sender's address.
        replyTo: mail.replyTo,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        // nodemailer adds it as a text/calendar alternative with its method and as an .ics attachment.
        ...(message.calendar ? { icalEvent: { method: message.calendar.method, filename: "invitation.ics", content: message.calendar.content } } : {}),
        ...(message.attachments?.length ? { attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })) } : {}),
      });
    },
    close() {
      transport.close();
    },
  };
}

/** One mailer per SMTP server and process. */
const mailers = new Map<string, Mailer>();

/** Closes this process's SMTP connections (at shutdown; a later send opens new ones). */
export function closeMailers() {
  for (const mailer of mailers.values()) mailer.close?.();
  mailers.clear();
}

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
export async function sendDueMail(deps: Pick<AppDeps, "db" | "config" | "logger" | "mailParts">, opts: { mailer?: Mailer } = {}) {
  const { db, config, logger, mailParts } = deps;
  const result = { sent: 0, failed: 0, gaveUp: 0 };
  const mail = config.mail;
  if (!mail) return result;
  let mailer = opts.mailer ?? mailers.get(mail.smtpUrl);
  if (!mailer) mailers.set(mail.smtpUrl, (mailer = smtpMailer(mail)));

  result.gaveUp = await outbox.giveUp(db, MAIL_LIMITS.maxAgeDays, ACCOUNT_LINK_SECONDS);
  while (result.sent + result.failed < MAIL_LIMITS.perRun) {
    const room = Math.min(MAIL_LIMITS.concurrency, MAIL_LIMITS.perRun - result.sent - result.failed);
    // Each mail is the rows it tells of: one row alone, or a recipient's waiting notices together.
    const alone = (await outbox.claimDue(db, room, MAIL_LIMITS.leaseSeconds, MAIL_ALONE_KINDS)).map((row) => [row]);
    const digests = alone.length < room ? await outbox.claimDigests(db, room - alone.length, MAIL_LIMITS.leaseSeconds, mail.digestHoldSeconds, MAIL_ALONE_KINDS) : [];
    const mails = [...alone, ...digests];
    if (mails.length === 0) break;
    const outcomes = await Promise.allSettled(
      mails.map(async (rows) => {
        const last = rows[rows.length - 1];
        if (last.discoveryCallId !== null) {
          const message = await mailParts.discoveryCall(db, config, { discoveryCallId: last.discoveryCallId, toAdmin: last.userId !== null, firstName: last.firstName }, mail.linkBase);
          // A call deleted meanwhile has nothing left to confirm.
          if (message) await mailer.send({ ...message, to: last.to });
          return;
        }
        if (last.invoiceMailId !== null) {
          const message = await mailParts.invoice(db, { invoiceMailId: last.invoiceMailId, firstName: last.firstName }, mail.linkBase);
          // A reminder of an invoice paid meanwhile has nothing left to ask.
          if (message) await mailer.send({ ...message, to: last.to });
          return;
        }
        const calendar = rows.length === 1 && !last.accountMail ? await mailParts.invitation(db, { ...last, firstName: last.firstName ?? "" }, mail) : null;
        await mailer.send({ ...contentOf(rows, mail, config.contactEmail), to: last.to, calendar });
      }),
    );
    await outbox.markSent(db, mails.filter((_, i) => outcomes[i].status === "fulfilled").flat());
    let failed = false;
    for (const [i, outcome] of outcomes.entries()) {
      if (outcome.status === "fulfilled") {
        result.sent += 1;
        continue;
      }
      failed = true;
      result.failed += 1;
      const error = describe(outcome.reason, mail);
      for (const row of mails[i]) {
        const wait = retryDelaySeconds(row.attempt);
        logger.warn({ outboxId: row.id, attempt: row.attempt, retryInSeconds: wait, err: error }, "notification e-mail not sent; will try again");
        await outbox.markFailed(db, row.id, row.attempt, error, wait);
      }
    }
    if (failed) break;
  }
  return result;
}

/** One row's own mail, or several notices to one person as a digest. */
function contentOf(rows: outbox.ClaimedMail[], mail: NonNullable<Config["mail"]>, contactEmail: string) {
  const [row] = rows;
  // An invitee has no account, so no name yet.
  const recipient = { firstName: row.firstName ?? "there" };
  if (row.accountMail) {
    return renderAccountMail(row.accountMail, recipient, mail.linkBase, row.accountLink, { newAddress: row.currentAddress ?? undefined, contactEmail, companyName: row.invitingCompany ?? undefined });
  }
  const notices = rows.map((r) => ({ kind: r.kind ?? "", title: r.title ?? "", body: r.body ?? "", link: r.link }));
  return notices.length === 1 ? renderNotificationMail(notices[0], recipient, mail.linkBase) : renderDigestMail(notices, recipient, mail.linkBase);
}

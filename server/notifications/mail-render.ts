/**
 * A notification as an e-mail: subject, plain text and HTML, with a link to the screen that
 * answers it. Everything from the database is text (names and company names are typed by users):
 * it is escaped in the HTML, the name and the paragraph print as one line each in both parts
 * (shared/one-line.ts), and the link is the site's own origin plus the notification's path.
 */
import { oneLine } from "@shared/one-line";
import type { AccountMailKind } from "@shared/schema";
import type { Config } from "../config";
import type { Db } from "../db/client";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** A file a mail carries as an attachment (a discovery call's calendar file, an invoice's PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string | Buffer;
}

/** A calendar invitation a mail carries (an interview's), sent as its text/calendar part and an .ics attachment. */
export interface MailCalendar {
  method: "REQUEST" | "CANCEL";
  content: string;
}

/**
 * What other domains add to the mail the outbox sends, given to the sender by the app's composition
 * (server/bootstrap.ts), so the sender imports no domain: the calendar invitation of an interview's
 * notice, a discovery call's confirmation (a visitor's or an admin's), and an invoice's mail.
 */
export interface MailParts {
  invitation(db: Db, mail: { kind: string | null; link: string | null; to: string; firstName: string }, sender: { replyTo: string; linkBase: string }): Promise<MailCalendar | null>;
  discoveryCall(db: Db, config: Config, call: { discoveryCallId: number; toAdmin: boolean; firstName: string | null }, linkBase: string): Promise<(MailContent & { attachments: MailAttachment[] }) | null>;
  /** An invoice's mail with its PDF (issued, or a reminder); null when there is nothing left to say (paid meanwhile). */
  invoice(db: Db, mail: { invoiceMailId: number; firstName: string | null }, linkBase: string): Promise<(MailContent & { attachments: MailAttachment[] }) | null>;
}

export interface MailNotification {
  kind: string;
  title: string;
  body: string;
  link: string | null;
}

const SITE = "Protea Talent";

/** What the button says, by what the reader is asked to do. */
function action(kind: string) {
  if (kind === "pre-booking.created" || kind === "pre-booking.reminder") return "Answer the request";
  if (kind.startsWith("pre-booking.")) return "See your bookings";
  if (kind.startsWith("review.")) return "See your profile";
  if (kind.startsWith("requisition.")) return "See the requisition";
  if (kind === "thread.message") return "Read and answer";
  if (kind.startsWith("interview.")) return "See the interview";
  return `Open ${SITE}`;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The site's origin plus a path of ours; anything else (another origin, "//host") becomes the home page. */
export function linkTo(linkBase: string, path: string | null) {
  const safe = path && path.startsWith("/") && !path.startsWith("//") && !path.includes("\\") ? path : "/";
  return new URL(safe, linkBase).toString();
}

/** What an account mail's text may name besides the recipient. */
interface AccountFacts {
  /** The account's address now. */
  newAddress?: string;
  contactEmail?: string;
  /** The company an invitation is from. */
  companyName?: string;
}

/** Each account mail: its title, its text, and the button to its link (none: the mail has no link). */
const ACCOUNT_MAIL: Record<AccountMailKind, { title: string; body: (facts: AccountFacts) => string; label: string | null }> = {
  "password-reset": {
    title: "Set a new password",
    body: () =>
      "Someone, hopefully you, asked to set a new password for your account. The link below works once, for one hour. If it was not you, ignore this e-mail: your password stays as it is.",
    label: "Set a new password",
  },
  "verify-email": {
    title: "Please verify your e-mail address",
    body: () =>
      "Please confirm that this address is yours by opening the link below (it works for 48 hours). Until then you can look around, but not pre-book experts or be activated as an expert.",
    label: "Verify my e-mail address",
  },
  // To the address that was replaced: no link, since whoever changed it may be reading the new one.
  "email-changed": {
    title: "Your e-mail address was changed",
    body: (facts) =>
      `The e-mail address of your ${SITE} account was changed to ${maskAddress(facts.newAddress ?? "")}. ` +
      `If you made this change, there is nothing to do. If you did not, write to us at ${facts.contactEmail ?? "our support address"} at once: someone who knows your password may have taken over your account.`,
    label: null,
  },
  // To the expert, whatever their settings: the account their pay goes to changed.
  "bank-account-changed": {
    title: "Your bank account for payouts was changed",
    body: (facts) =>
      "The bank account your payouts are paid into was changed. Payouts wait 72 hours after a change, so there is time to stop one that was not yours. " +
      `If you made this change, there is nothing to do. If you did not, write to us at ${facts.contactEmail ?? "our support address"} at once and change your password.`,
    label: null,
  },
  // To an address with no account yet: the link makes one, in the company.
  "company-invitation": {
    title: "You are invited to join your company",
    body: (facts) =>
      `${facts.companyName ?? "Your company"} invites you to join its team on ${SITE}. Open the link below to choose your name and password; it works once, for 7 days. ` +
      "If you did not expect this, ignore this e-mail: nothing happens without you.",
    label: "Join the company",
  },
};

/** An address with most of its first part hidden: enough to recognise, not to write to. */
export function maskAddress(address: string) {
  const at = address.lastIndexOf("@");
  if (at < 1) return "…";
  return `${address[0]}…@${address.slice(at + 1)}`;
}

/** An account mail: a password reset or an address to verify with its single-use link, or the notice to a replaced address. */
export function renderAccountMail(kind: AccountMailKind, recipient: { firstName: string }, linkBase: string, link: string | null, facts: AccountFacts = {}): MailContent {
  const m = ACCOUNT_MAIL[kind];
  const footer = `You get this e-mail because of a request on your ${SITE} account. It is sent whatever your notification settings.`;
  const button = m.label ? { url: linkTo(linkBase, link), label: m.label } : null;
  return page(`${m.title} | ${SITE}`, m.title, recipient.firstName, m.body(facts), button, footer);
}

/** Every mail's HTML around its content: the site, the title, the greeting, then `inner` and the footer. */
function frame(title: string, firstName: string, inner: string, footer: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<p style="margin:0 0 8px;font-size:14px;color:#52606d">${SITE}</p>
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(title)}</h1>
<p style="margin:0 0 8px;font-size:16px">Hello ${escapeHtml(firstName)},</p>
${inner}<p style="margin:0;font-size:12px;color:#7b8794">${escapeHtml(footer)}</p>
</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}

/**
 * `details`: lines of "label: value" after the paragraph (bank details a payer copies), each one line,
 * in the text part one per line and in the HTML one per row.
 */
function page(subjectLine: string, title: string, name: string, paragraph: string, button: { url: string; label: string } | null, footer: string, details: string[] = []): MailContent {
  // One line: a header is no place for a line break.
  const subject = subjectLine.replace(/[\r\n]+/g, " ");
  // The HTML shows the paragraph as one; the text part says it the same way, and a name never breaks a line.
  const firstName = oneLine(name);
  const body = oneLine(paragraph);
  const lines = details.map(oneLine);
  const text = [`Hello ${firstName},`, "", body, "", ...(lines.length ? [...lines, ""] : []), ...(button ? [`${button.label}: ${button.url}`, ""] : []), "--", footer, ""].join("\n");
  const listed = lines.length ? `<p style="margin:0 0 24px;font-size:15px;line-height:1.6">${lines.map(escapeHtml).join("<br>")}</p>\n` : "";
  const html = frame(title, firstName, `<p style="margin:0 0 24px;font-size:16px;line-height:1.5">${escapeHtml(body)}</p>
${listed}${button ? `<p style="margin:0 0 24px"><a href="${escapeHtml(button.url)}" style="display:inline-block;padding:12px 20px;background:#0f766e;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(button.label)}</a></p>\n` : ""}`, footer);
  return { subject, text, html };
}

/**
 * A mail of another domain's making in the same frame: a discovery call's confirmation. `button`
 * may lead off the site (a video meeting); everything else is text, escaped like any other.
 */
export function renderMessage(m: { subject: string; title: string; firstName: string; paragraph: string; details?: string[]; button: { url: string; label: string } | null; footer: string }): MailContent {
  return page(`${m.subject} | ${SITE}`, m.title, m.firstName, m.paragraph, m.button, m.footer, m.details);
}

export function renderNotificationMail(n: MailNotification, recipient: { firstName: string }, linkBase: string): MailContent {
  const url = linkTo(linkBase, n.link);
  const footer = `You get these e-mails because e-mail notifications are on for your ${SITE} account. You can turn them off in your notification settings.`;
  return page(`${n.title} | ${SITE}`, n.title, recipient.firstName, n.body, { url, label: action(n.kind) }, footer);
}

/** How many notices a digest lists; the rest are counted ("and 3 more"), all of them are in the bell. */
export const DIGEST_LISTED = 20;

/**
 * Several notices to one person in one mail (docs/decisions/075-*): each with its title, its
 * paragraph and the link to its screen, oldest first.
 */
export function renderDigestMail(notices: MailNotification[], recipient: { firstName: string }, linkBase: string): MailContent {
  const listed = notices.slice(0, DIGEST_LISTED).map((n) => ({ title: oneLine(n.title), body: oneLine(n.body), url: linkTo(linkBase, n.link), label: action(n.kind) }));
  const more = notices.length - listed.length;
  const title = `${notices.length} new notifications`;
  const firstName = oneLine(recipient.firstName);
  const intro = `Here is what is new for you on ${SITE}.`;
  const rest = more > 0 ? `And ${more} more: see them all under the bell on ${SITE}.` : "";
  const footer = `You get these e-mails because e-mail notifications are on for your ${SITE} account. Notices that arrive together come in one e-mail. You can turn them off in your notification settings.`;
  const text = [
    `Hello ${firstName},`,
    "",
    intro,
    "",
    ...listed.flatMap((n) => [`* ${n.title}`, `  ${n.body}`, `  ${n.label}: ${n.url}`, ""]),
    ...(rest ? [rest, ""] : []),
    "--",
    footer,
    "",
  ].join("\n");
  const items = listed
    .map(
      (n) =>
        `<tr><td style="padding:0 0 20px"><p style="margin:0 0 4px;font-size:16px;font-weight:bold">${escapeHtml(n.title)}</p>` +
        `<p style="margin:0 0 6px;font-size:15px;line-height:1.5">${escapeHtml(n.body)}</p>` +
        `<a href="${escapeHtml(n.url)}" style="color:#0f766e;font-size:14px">${escapeHtml(n.label)}</a></td></tr>`,
    )
    .join("\n");
  const html = frame(title, firstName, `<p style="margin:0 0 24px;font-size:16px;line-height:1.5">${escapeHtml(intro)}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">
${items}
</table>
${rest ? `<p style="margin:0 0 24px;font-size:15px">${escapeHtml(rest)}</p>\n` : ""}`, footer);
  return { subject: `${title} | ${SITE}`, text, html };
}

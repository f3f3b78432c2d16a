/**
 * A notification as an e-mail: subject, plain text and HTML, with a link to the screen that
 * answers it. Everything from the database is text (names and company names are typed by users):
 * it is escaped in the HTML, and the link is the site's own origin plus the notification's path.
 */

export interface MailContent {
  subject: string;
  text: string;
  html: string;
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
  return `Open ${SITE}`;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The site's origin plus a path of ours; anything else (another origin, "//host") becomes the home page. */
export function linkTo(linkBase: string, path: string | null) {
  const safe = path && path.startsWith("/") && !path.startsWith("//") && !path.includes("\\") ? path : "/";
  return new URL(safe, linkBase).toString();
}

export function renderNotificationMail(n: MailNotification, recipient: { firstName: string }, linkBase: string): MailContent {
  const url = linkTo(linkBase, n.link);
  const label = action(n.kind);
  const footer = `You get these e-mails because e-mail notifications are on for your ${SITE} account. You can turn them off in your notification settings.`;
  // One line: a title typed nowhere by users, but a header is no place for a line break anyway.
  const subject = `${n.title} | ${SITE}`.replace(/[\r\n]+/g, " ");
  const text = [`Hello ${recipient.firstName},`, "", n.body, "", `${label}: ${url}`, "", "--", footer, ""].join("\n");
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(n.title)}</title></head>
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<p style="margin:0 0 8px;font-size:14px;color:#52606d">${SITE}</p>
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(n.title)}</h1>
<p style="margin:0 0 8px;font-size:16px">Hello ${escapeHtml(recipient.firstName)},</p>
<p style="margin:0 0 24px;font-size:16px;line-height:1.5">${escapeHtml(n.body)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;background:#0f766e;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(label)}</a></p>
<p style="margin:0;font-size:12px;color:#7b8794">${escapeHtml(footer)}</p>
</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
  return { subject, text, html };
}

// Mail a journey's server sent through the journey's own SMTP server (server/test/smtp.ts).
import type { ReceivedMail, TestSmtp } from '../../server/test/smtp';

/**
 * Waits until the server's mail job has delivered a mail to `to` whose subject starts with
 * `subject`, or that `matches`; fails naming what did arrive.
 */
export async function mailTo(smtp: TestSmtp, to: string, subject: string | ((mail: ReceivedMail) => boolean), timeoutMs = 20_000): Promise<ReceivedMail> {
  const matches = typeof subject === 'string' ? (m: ReceivedMail) => m.headers.subject?.startsWith(subject) ?? false : subject;
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mail = smtp.received.find((m) => m.to.includes(to) && matches(m));
    if (mail) return mail;
    if (Date.now() > until) {
      const what = typeof subject === 'string' ? `"${subject}"` : 'the mail looked for';
      throw new Error(`no ${what} to ${to}; received: ${smtp.received.map((m) => `${m.to}: ${m.headers.subject}`).join('; ') || 'nothing'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

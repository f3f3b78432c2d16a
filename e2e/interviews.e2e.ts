// An interview across time zones in a real browser (PRODUCT.md "Interviews across zones"): the demo
// client in London schedules an interview with Thandi in Johannesburg from a pending pre-booking,
// picking a time from the slots both working days share; it appears on Thandi's open dashboard
// without a reload, with its meeting link as "Join" on both; the invitation mailed to her says where
// (LOCATION, URL) and whom to answer (ORGANIZER: the reply mailbox). The client moves it, giving a
// reason; Thandi's page follows with the reason, and the invitation mailed to her carries the new
// time and a raised SEQUENCE, her mail the reason. The new screens are checked with axe at 1280 and
// 375 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp, type TestSmtp } from '../server/test/smtp';
import { answered, axeAt, expectClean, launchBrowser, newPage } from './support/browser';
import { mailTo } from './support/mail';
import { startServer, type TestServer } from './support/server';

const CLIENT = { login: 'demo.client@northwind.example', password: 'demo-pass-2026' };
const EXPERT = { login: 'thandi', email: 'thandi@proteatalent.com', password: 'demo-pass-2026' };
const LIVE_MS = 3_000;
const MEETING_URL_TEMPLATE = 'https://meet.example.test/protea-{id}';
const REPLY_TO = 'interviews@proteatalent.test';
const MOVE_REASON = 'Our CTO can only join later that week.';

describe('interviews across time zones', () => {
  let smtp: TestSmtp;
  let server: TestServer;
  let browser: Browser;
  let client: Page;
  let expert: Page;
  let movedTo = '';

  beforeAll(async () => {
    smtp = await startSmtp();
    browser = await launchBrowser();
    // A server of its own: it mails through this journey's SMTP server (SMTP_URL).
    server = await startServer({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Protea Talent <no-reply@proteatalent.test>', MAIL_REPLY_TO: `Protea Interviews <${REPLY_TO}>`, MEETING_URL_TEMPLATE },
    });
  });

  afterAll(async () => {
    await client?.context().close();
    await expert?.context().close();
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  const streamOpen = (page: Page) => page.waitForResponse((r) => new URL(r.url()).pathname === '/api/notifications/stream' && r.status() === 200);
  async function signIn(page: Page, login: string, password: string, lands: string) {
    await page.goto('/login');
    const stream = streamOpen(page);
    await page.getByLabel('Username').fill(login);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`**${lands}`);
    await stream;
  }

  it('lets the London client book a time inside both working days, shown on both clocks', async () => {
    expert = await newPage(browser, { baseURL: server.baseURL });
    await signIn(expert, EXPERT.login, EXPERT.password, '/expert/dashboard');
    const expertInterviews = expert.getByRole('region', { name: 'Your interviews' });
    await expertInterviews.getByText('No interviews yet.').waitFor();

    client = await newPage(browser, { baseURL: server.baseURL });
    await signIn(client, CLIENT.login, CLIENT.password, '/client/dashboard');
    // The dashboard says what waits, and its link opens the team page at that pre-booking.
    await client.getByRole('region', { name: 'What needs you now' }).getByRole('link', { name: /^Schedule the pre-interview with Thandi/ }).click();
    await client.waitForURL(/\/client\/team#pre-booking-\d+$/);
    await client.getByRole('tab', { name: /^Prebookings/, selected: true }).waitFor();
    await client.getByRole('region', { name: 'Your interviews' }).getByText('No interviews yet.').waitFor();
    await client.getByRole('tab', { name: /^Prebookings/ }).click();
    await client.getByRole('button', { name: /^Schedule interview with Thandi/ }).click();

    const dialog = client.getByRole('dialog', { name: /^Schedule an interview with Thandi/ });
    await dialog.waitFor();
    const slots = dialog.getByRole('button', { name: /^Book / });
    await slots.first().waitFor();
    // London's 09:00 is 11:00 in Johannesburg (10:00 while London keeps summer time).
    await dialog.getByText(/in Johannesburg$/).first().waitFor();
    await dialog.getByText(/your times in London/).waitFor();
    // A link is made for them: their own is optional.
    await dialog.getByRole('textbox', { name: 'Your meeting link' }).waitFor();
    await axeAt(client, [1280, 375]);

    // Another length asks again; back to 30 minutes.
    const listed = answered(client, 'GET', /^\/api\/interviews\/slots$/);
    await dialog.getByText('60 minutes').click();
    expect((await listed).status()).toBe(200);
    await dialog.getByText('30 minutes').click();
    await slots.first().waitFor();
    const chosen = slots.nth(2);
    const startsAt = (await chosen.getAttribute('data-starts-at'))!;
    const booked = answered(client, 'POST', /^\/api\/interviews$/);
    await chosen.click();
    const bookedAnswer = await booked;
    expect(bookedAnswer.status()).toBe(201);
    const { id, meetingUrl } = (await bookedAnswer.json()) as { id: number; meetingUrl: string };
    expect(meetingUrl.startsWith(MEETING_URL_TEMPLATE.replace('{id}', `interview-${id}-`))).toBe(true);
    const at = Date.now();
    await dialog.waitFor({ state: 'detached' });

    const card = client.getByRole('region', { name: 'Your interviews' }).getByTestId('interview').first();
    await card.getByRole('heading', { name: /^Interview with Thandi/ }).waitFor();
    await card.getByText('Status: Scheduled').waitFor();
    await card.getByText(/in Johannesburg\) · 30 minutes/).waitFor();
    expect(await card.getByRole('link', { name: /^Join the video meeting with Thandi/ }).getAttribute('href')).toBe(meetingUrl);
    await axeAt(client, [1280, 375]);

    // Thandi's open dashboard shows it without a reload, on her clock with London's beside.
    const expertCard = expertInterviews.getByTestId('interview').first();
    await expertCard.getByRole('heading', { name: /^Interview with Dana Whitfield/ }).waitFor({ timeout: LIVE_MS });
    console.log(`booking → expert's screen: ${Date.now() - at} ms`);
    await expertCard.getByText(/\(Johannesburg; .* in London\)/).waitFor();
    expect(await expertCard.getByRole('link', { name: /^Join the video meeting with Dana Whitfield/ }).getAttribute('href')).toBe(meetingUrl);
    await axeAt(expert, [1280, 375]);

    const invite = await mailTo(smtp, EXPERT.email, 'Interview booked');
    expect(invite.calendar?.contentType).toMatch(/method=REQUEST/i);
    expect(invite.calendar?.content).toContain(`DTSTART:${startsAt.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
    expect(invite.attachments.map((a) => a.filename)).toContain('invitation.ics');
    // Where they meet, and a mailbox that reads the answers (lines unfolded first: RFC 5545 folds at 75 octets).
    const unfolded = invite.calendar!.content.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain(`\r\nLOCATION:${meetingUrl}\r\n`);
    expect(unfolded).toContain(`\r\nURL;VALUE=URI:${meetingUrl}\r\n`);
    expect(unfolded).toMatch(new RegExp(`\r\nORGANIZER;CN="?Protea Interviews"?:mailto:${REPLY_TO}\r\n`));
    expectClean(client);
    expectClean(expert);
  });

  it('lets the client move it: the expert sees the new time live and is mailed the updated invitation', async () => {
    const card = client.getByRole('region', { name: 'Your interviews' }).getByTestId('interview').first();
    const before = (await card.textContent())!;
    await card.getByRole('button', { name: /^Move/ }).click();
    const dialog = client.getByRole('dialog', { name: /^Move the interview/ });
    await dialog.waitFor();
    const slots = dialog.getByRole('button', { name: /^Move to / });
    await slots.first().waitFor();
    await dialog.getByRole('textbox', { name: 'Why are you moving it?' }).fill(MOVE_REASON);
    await axeAt(client, [1280, 375]);
    const target = slots.nth(8);
    movedTo = (await target.getAttribute('data-starts-at'))!;
    const moved = answered(client, 'PATCH', /^\/api\/interviews\/\d+$/);
    await target.click();
    expect((await moved).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await card.textContent()) !== before).toBe(true);

    // Thandi's card follows.
    const expertCard = expert.getByRole('region', { name: 'Your interviews' }).getByTestId('interview').first();
    const clientTime = await client.evaluate(
      (iso) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Johannesburg', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso)),
      movedTo,
    );
    await expertCard.getByText(new RegExp(`, ${clientTime}–`)).waitFor({ timeout: LIVE_MS });
    // With why, and who moved it.
    await expertCard.getByText(MOVE_REASON).waitFor();
    expect(await expertCard.getByTestId('move-reason').textContent()).toMatch(/^Moved by Dana Whitfield \(Northwind Analytics\) on /);

    const update = await mailTo(smtp, EXPERT.email, 'Interview moved');
    expect(update.text).toContain(`Their reason: ${MOVE_REASON}`);
    const ics = update.calendar!.content;
    expect(update.calendar!.contentType).toMatch(/method=REQUEST/i);
    expect(ics).toContain(`DTSTART:${movedTo.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
    expect(ics).toMatch(/\r\nSEQUENCE:1\r\n/);
    expectClean(client);
    expectClean(expert);
  });
});

// A New York client's journey in a real browser (PRODUCT.md "Beyond: the joints of the journey"):
// Lerato submits a week of Hudson Ledger's engagement (Hudson Ledger is the demo data's New York
// client); a new client in New York states a need and sees how many experts fit it as it is typed,
// books an expert with a pre-interview and schedules it, the meeting link on the card and in the
// invitation; Hudson Ledger records yesterday's pre-interview with Ruan as passed, and only then does
// Ruan's confirmation go through; last, the mail Marcus got about the week opens that very week,
// which he approves.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatLongDay, mondayOf, previousMonth, todayUtc } from '@shared/calendar';
import { startSmtp, type TestSmtp } from '../server/test/smtp';
import { api, newClient, newExpert, tokenFor, type Account } from './support/accounts';
import { answered, axeAt, expectClean, launchBrowser, newPage } from './support/browser';
import { openClientPage } from './support/client-area';
import { mailTo } from './support/mail';
import { startServer, type TestServer } from './support/server';

const DEMO_PASSWORD = 'demo-pass-2026';
const MARCUS = { login: 'marcus.bell@hudsonledger.example', name: 'Marcus Bell' };
const MEETING_URL_TEMPLATE = 'https://meet.example.test/new-york-{id}';
// Hudson Ledger's engagement with Lerato starts on the Monday of the week of last month's first day;
// two weeks later lies wholly inside it, and in the past.
const WEEK = addDays(mondayOf(`${previousMonth(new Date())}-01`), 14);

describe('a New York client, from a need to a week approved', () => {
  let smtp: TestSmtp;
  let server: TestServer;
  let browser: Browser;
  const pages: Page[] = [];

  beforeAll(async () => {
    smtp = await startSmtp();
    browser = await launchBrowser();
    // A server of its own: it mails through this journey's SMTP server (a notice's mail waits 5 s for
    // the next, not a minute) and makes meeting links.
    server = await startServer({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Protea Talent <no-reply@proteatalent.test>', MAIL_REPLY_TO: 'interviews@proteatalent.test', MEETING_URL_TEMPLATE, MAIL_DIGEST_HOLD_SECONDS: '5' } });
  });

  afterAll(async () => {
    for (const page of pages) await page.context().close();
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  async function signedIn(login: string, password: string, lands: string) {
    const page = await newPage(browser, { baseURL: server.baseURL });
    pages.push(page);
    await page.goto('/login');
    await page.getByLabel('Username').fill(login);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`**${lands}`);
    return page;
  }
  const WEEK_LINK = new RegExp(`https?://\\S+/client/engagements/\\d+\\?week=${WEEK}`);

  let client: Account;
  let clientPage: Page;
  let marcus: Page;

  it("lets Lerato submit a week of Hudson Ledger's engagement, whose mail to Marcus is on its way", async () => {
    const lerato = await signedIn('lerato', DEMO_PASSWORD, '/expert/dashboard');
    await lerato.getByRole('region', { name: 'Your engagements' }).getByRole('link', { name: /Hudson Ledger/ }).click();
    await lerato.waitForURL(/\/engagements\/\d+$/);
    await lerato.getByLabel('Week', { exact: true }).selectOption(WEEK);
    for (let i = 0; i < 5; i++) await lerato.getByLabel(`Hours on ${formatLongDay(addDays(WEEK, i))}`).selectOption('420');
    const submitted = answered(lerato, 'POST', new RegExp(`/timesheets/${WEEK}/submit$`));
    await lerato.getByRole('button', { name: 'Submit the week' }).click();
    expect((await submitted).status()).toBe(200);
    expectClean(lerato);
  });

  it('states a need and sees how many experts fit it before the clock starts', async () => {
    client = await newClient(server.baseURL, { timeZone: 'America/New_York' });
    clientPage = await signedIn(client.login, client.password, '/client/dashboard');
    await openClientPage(clientPage, 'Needs');
    await clientPage.getByRole('region', { name: 'Your shortlists' }).getByRole('link', { name: 'Start your shortlist' }).click();
    await clientPage.waitForURL('**/client/shortlist/new');
    const form = clientPage.getByRole('form', { name: 'Who you need' });
    await form.getByLabel('Role title').fill('Analytics Engineer');
    await form.getByLabel('Must-have skills').fill('pyth');
    await clientPage.getByRole('option', { name: /^Python/ }).click();
    await form.getByRole('list', { name: 'Must-have skills chosen' }).getByText('Python').waitFor();
    // Counted by the server from the need as typed, in the client's New York hours.
    const fits = form.getByText(/^\d+ experts? fits? this need\.$/);
    await fits.waitFor();
    expect(Number((await fits.textContent())!.match(/^(\d+)/)![1])).toBeGreaterThan(0);
    await axeAt(clientPage);
    const created = answered(clientPage, 'POST', /^\/api\/requisitions$/);
    await form.getByRole('button', { name: 'Start the 14-day clock' }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    expect(((await answer.json()) as { fitCount: number }).fitCount).toBeGreaterThan(0);
    await clientPage.getByRole('heading', { level: 1, name: 'Analytics Engineer' }).waitFor();
    await clientPage.getByText('14 days left').waitFor();
    expectClean(clientPage);
  });

  it('books an expert with a pre-interview and schedules it, the meeting link on the card and in the invitation', async () => {
    const expert = await newExpert(server.baseURL, {
      active: true,
      profile: { role: 'Analytics Engineer', skills: ['Python', 'dbt'], yearsExperience: 8, hourlyRate: 70 },
      availability: { availableFrom: todayUtc(), preferredContractLength: 6 },
    });
    const start = addDays(todayUtc(), 21);
    const token = await tokenFor(server.baseURL, client.login, client.password);
    await api(server.baseURL, token, 'POST', '/api/pre-bookings', { expertId: expert.id, startDate: start, endDate: addDays(start, 90), contractLength: 6, preInterviewRequested: true });

    await openClientPage(clientPage, 'Dashboard');
    await clientPage.getByRole('region', { name: 'What needs you now' }).getByRole('link', { name: new RegExp(`^Schedule the pre-interview with ${expert.firstName}`) }).click();
    await clientPage.waitForURL(/\/client\/team#pre-booking-\d+$/);
    await clientPage.getByRole('button', { name: new RegExp(`^Schedule interview with ${expert.firstName}`) }).click();
    const dialog = clientPage.getByRole('dialog', { name: new RegExp(`^Schedule an interview with ${expert.firstName}`) });
    await dialog.getByText(/your times in New York/).waitFor();
    const slots = dialog.getByRole('button', { name: /^Book / });
    await slots.first().waitFor();
    const booked = answered(clientPage, 'POST', /^\/api\/interviews$/);
    await slots.first().click();
    const bookedAnswer = await booked;
    expect(bookedAnswer.status()).toBe(201);
    const { id, meetingUrl } = (await bookedAnswer.json()) as { id: number; meetingUrl: string };
    expect(meetingUrl.startsWith(MEETING_URL_TEMPLATE.replace('{id}', `interview-${id}-`))).toBe(true);
    await dialog.waitFor({ state: 'detached' });

    const card = clientPage.getByRole('region', { name: 'Your interviews' }).getByTestId('interview').first();
    await card.getByText('Status: Scheduled').waitFor();
    expect(await card.getByRole('link', { name: new RegExp(`^Join the video meeting with ${expert.firstName}`) }).getAttribute('href')).toBe(meetingUrl);
    await axeAt(clientPage);

    const invite = await mailTo(smtp, expert.email, 'Interview booked');
    const ics = invite.calendar!.content.replace(/\r\n[ \t]/g, '');
    expect(ics).toContain(`\r\nLOCATION:${meetingUrl}\r\n`);
    expect(ics).toContain('mailto:interviews@proteatalent.test');
    expectClean(clientPage);
  });

  it("confirms Hudson Ledger's request only after the pre-interview is recorded as passed", async () => {
    const ruan = await signedIn('ruan', DEMO_PASSWORD, '/expert/dashboard');
    const request = ruan.getByRole('article', { name: /^Pre-booking from Marcus Bell · Hudson Ledger/ }).filter({ hasText: 'month-end close' });
    // Before the outcome: no Confirm on the card, and why (the server's 409 is the API tests').
    await request.getByText('Your pre-interview with the client is scheduled: you can confirm once it is recorded as passed.').waitFor();
    expect(await request.getByRole('button', { name: /^Confirm/ }).count()).toBe(0);

    marcus = await signedIn(MARCUS.login, DEMO_PASSWORD, '/client/dashboard');
    await marcus.getByRole('region', { name: 'What needs you now' }).getByRole('link', { name: /^Record how your interview with Ruan Botha went/ }).click();
    await marcus.waitForURL(/\/client\/team#interview-\d+$/);
    const card = marcus.getByRole('region', { name: 'Your interviews' }).getByTestId('interview').filter({ hasText: 'Ruan Botha' }).first();
    expect(await card.getByRole('link', { name: /^Join the video meeting with Ruan/ }).getAttribute('href')).toBe('https://meet.hudsonledger.example/ruan-botha');
    await card.getByRole('button', { name: /^Record the outcome/ }).click();
    const dialog = marcus.getByRole('dialog', { name: /^How did the interview with Ruan Botha go\?/ });
    await dialog.getByLabel('Passed', { exact: true }).check();
    await dialog.getByLabel('Notes').fill('Clear on dbt tests and on closing the month.');
    const recorded = answered(marcus, 'PATCH', /^\/api\/interviews\/\d+$/);
    await dialog.getByRole('button', { name: 'Record the outcome' }).click();
    expect((await recorded).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });

    await ruan.reload();
    await request.getByText(/Pre-interview passed/).waitFor();
    const confirmed = answered(ruan, 'PATCH', /^\/api\/pre-bookings\/\d+$/);
    await request.getByRole('button', { name: /^Confirm/ }).click();
    expect((await confirmed).status()).toBe(200);
    await request.getByText('Confirmed', { exact: true }).waitFor();
    expectClean(ruan);
    expectClean(marcus);
  });

  it('opens the week to approve from the mail about it', async () => {
    const mail = await mailTo(smtp, MARCUS.login, (m) => WEEK_LINK.test(m.text ?? ''));
    const url = new URL(mail.text!.match(WEEK_LINK)![0]);
    await marcus.goto(url.pathname + url.search);
    await marcus.getByRole('heading', { name: `Week of ${formatLongDay(WEEK)}` }).waitFor();
    const approved = answered(marcus, 'POST', new RegExp(`/timesheets/${WEEK}/approve$`));
    await marcus.getByRole('button', { name: 'Approve', exact: true }).click();
    expect((await approved).status()).toBe(200);
    await marcus.getByText(/This week is locked: its hours can no longer change\./).waitFor();
    await axeAt(marcus);
    expectClean(marcus);
  });
});

// A company in a real browser: an owner invites a colleague to finance from the Company page, the
// colleague joins through the link the server mailed (to an SMTP server this journey runs), lands
// signed in on the dashboard under the company's name, and finds on the Company page the billing
// details but no button to invite, change a role or remove. Both pages axe-clean, the join page and
// the finance member's Company page at 375 px without sideways scroll. At Northwind Analytics, its
// finance member reads the company's invoices and finds no way to approve a week its hiring member,
// the engagement's approver, may approve, nor to choose another approver.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp, type ReceivedMail, type TestSmtp } from '../server/test/smtp';
import { api, newClient, tokenFor, uniqueTag } from './support/accounts';
import { expectClean, formatViolations, launchBrowser, newPage, pageWidth, runAxe } from './support/browser';
import { openClientPage } from './support/client-area';
import { DEMO_COMPANY_MEMBERS, DEMO_PASSWORD } from '../server/demo/demo-accounts';
import { formatLongDay } from '@shared/calendar';
import { startServer, type TestServer } from './support/server';

const PASSWORD = 'violet-harbour-2026';

describe('a company', () => {
  let smtp: TestSmtp;
  let server: TestServer;
  let browser: Browser;
  const pages: Page[] = [];

  beforeAll(async () => {
    smtp = await startSmtp();
    browser = await launchBrowser();
    // A server of its own: it mails through this journey's SMTP server (SMTP_URL).
    server = await startServer({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Protea Talent <no-reply@proteatalent.test>' } });
  });

  afterEach(async () => {
    for (const page of pages.splice(0)) await page.context().close();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  async function invitationTo(to: string): Promise<ReceivedMail> {
    for (;;) {
      const mail = smtp.received.find((m) => m.to.includes(to) && m.headers.subject?.startsWith('You are invited'));
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async function signIn(page: Page, email: string, password: string) {
    await page.goto('/login');
    await page.getByLabel('Username').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/client/dashboard');
  }

  it('invites a finance member who joins by the mailed link and sees only what finance may do', async () => {
    const owner = await newClient(server.baseURL, { firstName: 'Olive' });
    const companyName = `Journey Co ${uniqueTag().slice(-6)}`;
    await api(server.baseURL, await tokenFor(server.baseURL, owner.email, owner.password), 'PUT', '/api/company', { name: companyName });
    const ownerPage = await newPage(browser, { baseURL: server.baseURL, viewport: { width: 1280, height: 900 } });
    pages.push(ownerPage);
    await signIn(ownerPage, owner.email, owner.password);

    await ownerPage.getByRole('navigation', { name: 'Client area' }).getByRole('link', { name: 'Company' }).click();
    await ownerPage.getByRole('heading', { name: 'Your company' }).waitFor();
    await ownerPage.getByRole('heading', { name: 'Invitations' }).waitFor();
    await ownerPage.locator('[aria-label^="Loading"]').first().waitFor({ state: 'detached' });
    expect(formatViolations(await runAxe(ownerPage))).toBe('');

    const invitee = `fin-${uniqueTag()}@journeys.example`;
    await ownerPage.getByLabel('E-mail address').fill(invitee);
    await ownerPage.getByLabel('Role', { exact: true }).selectOption('finance');
    await ownerPage.getByRole('button', { name: 'Send invitation' }).click();
    await ownerPage.getByRole('list', { name: 'Pending invitations' }).getByText(invitee).waitFor();

    const mail = await invitationTo(invitee);
    expect(mail.text).toContain(`${companyName} invites you to join its team`);
    const link = /(https?:\/\/\S+\/join#token=[\w-]+)/.exec(mail.text ?? '')?.[1];
    expect(link).toBeTruthy();
    const url = new URL(link!);

    const finance = await newPage(browser, { baseURL: server.baseURL, viewport: { width: 375, height: 800 } });
    pages.push(finance);
    await finance.goto(`${url.pathname}${url.hash}`);
    await finance.getByRole('heading', { name: 'Join your company' }).waitFor();
    await finance.getByText(`${companyName} invites ${invitee} to join as Finance`).waitFor();
    await finance.waitForFunction(() => !window.location.hash);
    expect(formatViolations(await runAxe(finance))).toBe('');
    expect((await pageWidth(finance)).wider).toEqual([]);

    await finance.getByLabel('First name').fill('Amara');
    await finance.getByLabel('Last name').fill('Okafor');
    await finance.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await finance.getByLabel('Confirm password').fill(PASSWORD);
    await finance.getByRole('button', { name: `Join ${companyName}` }).click();
    await finance.waitForURL('**/client/dashboard');
    await finance.getByRole('navigation', { name: 'Client area' }).getByText(companyName).waitFor();

    await finance.getByRole('navigation', { name: 'Client area' }).getByRole('link', { name: 'Company' }).click();
    await finance.getByRole('heading', { name: 'Billing details' }).waitFor();
    await finance.getByText('Olive').first().waitFor();
    await finance.locator('[aria-label^="Loading"]').first().waitFor({ state: 'detached' });
    expect(await finance.getByRole('button', { name: 'Edit the billing details' }).count()).toBe(1);
    expect(await finance.getByRole('button', { name: 'Send invitation' }).count()).toBe(0);
    expect(await finance.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
    expect(await finance.getByRole('combobox', { name: /^Role of/ }).count()).toBe(0);
    expect(await finance.getByRole('heading', { name: 'Invitations' }).count()).toBe(0);
    expect(formatViolations(await runAxe(finance))).toBe('');
    expect((await pageWidth(finance)).wider).toEqual([]);

    // The owner sees the new member in place of the invitation.
    await ownerPage.reload();
    await ownerPage.getByText('Amara Okafor').waitFor();
    expectClean(ownerPage);
    expectClean(finance);
  });

  it("lets Northwind's finance member read the invoices, and only its hiring member approve a week", async () => {
    const login = (role: 'hiring' | 'finance') => DEMO_COMPANY_MEMBERS.find((m) => m.role === role)!.login;
    // A week waiting for Northwind's answer, found as its members would through the API.
    const token = await tokenFor(server.baseURL, login('finance'), DEMO_PASSWORD);
    const engagements = await api<{ id: number }[]>(server.baseURL, token, 'GET', '/api/engagements');
    let waiting: { engagementId: number; weekStart: string } | undefined;
    for (const e of engagements) {
      const weeks = await api<{ weekStart: string; status: string }[]>(server.baseURL, token, 'GET', `/api/engagements/${e.id}/timesheets`);
      const week = weeks.find((w) => w.status === 'submitted');
      if (week) waiting = { engagementId: e.id, weekStart: week.weekStart };
    }
    expect(waiting).toBeDefined();
    const { engagementId, weekStart } = waiting!;

    const openWaitingWeek = async (page: Page) => {
      await page.goto(`/client/engagements/${engagementId}`);
      await page.getByLabel('Week', { exact: true }).selectOption(weekStart);
      await page.getByRole('heading', { name: `Week of ${formatLongDay(weekStart)}` }).waitFor();
    };

    const finance = await newPage(browser, { baseURL: server.baseURL, viewport: { width: 1280, height: 900 } });
    pages.push(finance);
    await signIn(finance, login('finance'), DEMO_PASSWORD);
    await openClientPage(finance, 'Invoices');
    await finance.getByRole('link', { name: /, invoice INV-\d{6}$/ }).first().click();
    await finance.waitForURL(/\/client\/invoices\/\d+$/);
    await finance.getByTestId('invoice-total').waitFor();
    expect(formatViolations(await runAxe(finance))).toBe('');
    await openWaitingWeek(finance);
    expect(await finance.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
    expect(await finance.getByRole('button', { name: 'Dispute' }).count()).toBe(0);
    expect(await finance.getByRole('button', { name: 'End in the trial' }).count()).toBe(0);
    await finance.getByRole('heading', { name: 'Approver: Leo Hart' }).waitFor();
    expect(await finance.getByRole('button', { name: 'Change approver' }).count()).toBe(0);
    expect(formatViolations(await runAxe(finance))).toBe('');

    const hiring = await newPage(browser, { baseURL: server.baseURL, viewport: { width: 1280, height: 900 } });
    pages.push(hiring);
    await signIn(hiring, login('hiring'), DEMO_PASSWORD);
    await openWaitingWeek(hiring);
    await hiring.getByRole('button', { name: 'Approve', exact: true }).waitFor();
    // The approver may hand the weeks on to another owner or hiring member.
    await hiring.getByRole('heading', { name: 'Approver: Leo Hart' }).waitFor();
    // The choice reads "Loading the members…" (empty, disabled) until the company's members arrive.
    await expect.poll(() => hiring.getByRole('combobox', { name: 'Approver' }).inputValue()).not.toBe('');
    expect(formatViolations(await runAxe(hiring))).toBe('');
    expectClean(finance);
    expectClean(hiring);
  });
});

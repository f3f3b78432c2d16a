// A forgotten password in a real browser: 'Forgot password?' on the sign-in page, the link read
// out of the mail the server delivered to an SMTP server this journey runs, a new password set on
// the page the link opens, and signing in with it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp, type ReceivedMail, type TestSmtp } from '../server/test/smtp';
import { expectClean, formatViolations, launchBrowser, newPage, runAxe } from './support/browser';
import { startServer, type TestServer } from './support/server';

const DEMO_CLIENT = 'demo.client@northwind.example';
const DEMO_PASSWORD = 'demo-pass-2026';
const NEW_PASSWORD = 'a-fresh-start-2026';

describe('password reset', () => {
  let smtp: TestSmtp;
  let server: TestServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    smtp = await startSmtp();
    browser = await launchBrowser();
    // A server of its own: it mails through this journey's SMTP server (SMTP_URL).
    server = await startServer({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Protea Talent <no-reply@proteatalent.test>' } });
  });

  afterEach(async () => {
    await page?.context().close();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  /** Waits until the server's mail job has delivered a reset mail to `to`. */
  async function resetMailTo(to: string): Promise<ReceivedMail> {
    for (;;) {
      const mail = smtp.received.find((m) => m.to.includes(to) && m.headers.subject?.startsWith('Set a new password'));
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it('asks for a link, sets a new password from the mailed link, and signs in with it', async () => {
    page = await newPage(browser, { baseURL: server.baseURL, viewport: { width: 375, height: 800 } });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    expect(formatViolations(await runAxe(page))).toBe('');

    await page.getByLabel('E-mail address').fill(DEMO_CLIENT);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByRole('status').filter({ hasText: 'If an account uses that e-mail address' }).waitFor();

    const mail = await resetMailTo(DEMO_CLIENT);
    const link = /(https?:\/\/\S+\/reset-password#token=[\w-]+)/.exec(mail.text ?? '')?.[1];
    expect(link).toBeTruthy();
    // The link names the server's public origin; this server listens on its own port, so open
    // the link's path and fragment there.
    const url = new URL(link!);
    await page.goto(`${url.pathname}${url.hash}`);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    // The token is taken out of the address bar once read.
    await page.waitForFunction(() => !window.location.hash);
    expect(formatViolations(await runAxe(page))).toBe('');

    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been changed. Please sign in with the new one.').waitFor();

    // The old password no longer signs in; the new one does.
    const old = await page.request.post('/api/auth/login', { data: { email: DEMO_CLIENT, password: DEMO_PASSWORD } });
    expect(old.status()).toBe(401);
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await page.getByLabel('Username').fill(DEMO_CLIENT);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/client/dashboard');
    await page.getByRole('heading', { name: 'Client Dashboard' }).waitFor();
    // The dashboard's Account card (change password, change address, sign out everywhere) at 375 px.
    await page.getByRole('heading', { name: 'Account', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Sign out everywhere' }).waitFor();
    // Checked once every list of the dashboard has loaded.
    await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
    expect(formatViolations(await runAxe(page))).toBe('');

    expectClean(page);

    // The same link, opened again, changes nothing and says why.
    const again = await newPage(browser, { baseURL: server.baseURL, viewport: { width: 375, height: 800 } });
    try {
      await again.goto(`${url.pathname}${url.hash}`);
      await again.getByLabel('New password', { exact: true }).fill('yet-another-pass');
      await again.getByLabel('Confirm new password').fill('yet-another-pass');
      await again.getByRole('button', { name: 'Set new password' }).click();
      await again.getByRole('alert').filter({ hasText: 'This link has already been used.' }).waitFor();
      expectClean(again, { allowConsole: [/status of 400/] });
    } finally {
      await again.context().close();
    }
  });
});

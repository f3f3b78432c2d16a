// My data in a real browser on a phone-sized screen: a client downloads the JSON copy of their data,
// then deletes the account from the dashboard's dialog and can no longer sign in.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, formatViolations, launchBrowser, newPage, runAxe, downloadedBytes } from './support/browser';
import { sharedServer, type SharedServer } from './support/server';

const PHONE = { width: 375, height: 740 };

describe('my data', () => {
  let server: SharedServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await sharedServer();
  });

  afterEach(async () => {
    await page?.context().close();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const signIn = async (login: string, password: string) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill(login);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
  };

  it('downloads the copy, then deletes the account after the password is confirmed', async () => {
    page = await newPage(browser, { baseURL: server.baseURL, viewport: PHONE });
    const email = `mydata-${Date.now()}@example.com`;
    const made = await page.request.post('/api/auth/register/client', {
      data: { email, password: 'secret-123', firstName: 'Thandi', lastName: 'Mokoena', userType: 'client' },
    });
    expect(made.status()).toBe(201);

    await signIn(email, 'secret-123');
    await page.waitForURL('**/client/dashboard');
    const section = page.getByRole('region', { name: 'My data' });
    await section.scrollIntoViewIfNeeded();

    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d+-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse((await downloadedBytes(download)).toString('utf8'));
    expect(data.account).toMatchObject({ email, firstName: 'Thandi', userType: 'client' });

    await section.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    expect(formatViolations(await runAxe(page))).toBe('');
    const password = dialog.getByLabel('Password', { exact: true });
    await password.fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('That password is not correct. Your account has not been deleted.').waitFor();

    await password.fill('secret-123');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);

    await signIn(email, 'secret-123');
    await page.getByText(/Invalid username or password/).first().waitFor();
    // The refused deletion and the refused sign-in are the only errors the page may log.
    expectClean(page, { allowConsole: [/status of 400/, /status of 401/] });
  });
});

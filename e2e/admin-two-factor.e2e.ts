// An admin turns on two-factor sign-in in Chromium: scans (reads) the key shown, confirms with a
// code made from it, keeps the recovery codes, signs out, signs in with password and code, and
// finds all of it in the audit log. Accessibility of the new screens at desktop and phone width.
import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, formatViolations, launchBrowser, newPage, runAxe } from './support/browser';
import { E2E_ADMIN, startServer, type TestServer } from './support/server';

const ADMIN = E2E_ADMIN;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 800 };

describe('admin two-factor sign-in', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let secret = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    // A server of its own: it turns on two-factor sign-in for the admin every other journey signs in as.
    server = await startServer({ env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } });
    page = await newPage(browser, { baseURL: server.baseURL });
  });

  afterAll(async () => {
    await page?.context().close();
    await browser?.close();
    await server?.stop();
  });

  /** axe finds nothing at desktop width and at 375 px, where nothing may stick out sideways either. */
  async function expectAccessible(what: string) {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      const violations = await runAxe(page);
      expect(violations, `${what} at ${viewport.width} px: ${formatViolations(violations)}`).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${what} at ${viewport.width} px scrolls sideways`).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize(DESKTOP);
  }

  async function signInWithPassword() {
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
  }

  it('enrols from the Security tab with a code computed from the key shown', async () => {
    await page.goto('/admin/dreamteam');
    await signInWithPassword();
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('tab', { name: 'Security', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Two-factor sign-in' }).waitFor();
    await page.getByLabel('Your password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

    const qr = page.getByRole('img', { name: /QR code/ });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    secret = (await page.getByTestId('two-factor-secret').textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{26,}$/);
    await expectAccessible('the set-up');

    await page.getByLabel('Code from the app').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await expectAccessible('the recovery codes');

    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByText(/^On since /).waitFor();
    expect(await page.getByText('10 of 10 recovery codes left', { exact: false }).count()).toBe(1);
  });

  it('signs out, then needs the password and a code to get back in', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await signInWithPassword();
    const code = page.getByLabel('Code');
    await code.waitFor();
    // The password alone opened nothing: no admin token in the browser, the console API refused.
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    expect((await page.request.get('/api/admin/overview')).status()).toBe(401);
    await expectAccessible('the code step');

    // The code of the next 30-second step: the one used to enrol cannot be used again, and a step
    // ahead is within the drift the server allows.
    await code.fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('adminToken'))).toBeTruthy();
  });

  it('shows the enrolment and both sign-ins in the audit log', async () => {
    await page.getByRole('tab', { name: 'Audit log', exact: true }).click();
    const table = page.getByRole('table', { name: 'Audit log entries' });
    await table.waitFor();
    const rows = table.locator('tbody tr');
    const texts = await rows.allTextContents();
    const signIns = texts.filter((t) => t.includes('Signed in'));
    expect(signIns.some((t) => t.includes('method: code'))).toBe(true);
    expect(signIns.some((t) => t.includes('method: password'))).toBe(true);
    expect(texts.some((t) => t.includes('Two-factor enrolled'))).toBe(true);
    // Newest first: the sign-in with a code tops the list.
    expect(texts[0]).toContain('method: code');

    await page.getByLabel('Action').selectOption('two-factor.enrolled');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain(ADMIN.username);
    await expectAccessible('the audit log');
    expectClean(page);
  });
});

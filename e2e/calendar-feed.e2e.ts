// The private calendar feed in a real browser (PRODUCT.md "Calendar feed"): a client finds
// the Calendar feed card on the dashboard, makes the address, copies it (it is shown this once), and
// a calendar app (a request with no session) reads the feed; after a reload the card says since when
// there is one, and the client makes a new address with the keyboard alone, after the
// confirmation, and the old one is not found. The expert's dashboard has the card too. The card is
// checked with axe at 1280 and 375 px, and fits a phone's width.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, formatViolations, launchBrowser, newPage, runAxe } from './support/browser';
import { newClient, newExpert, type Account } from './support/accounts';
import { sharedServer, type SharedServer } from './support/server';

describe('the calendar feed', () => {
  let server: SharedServer;
  let browser: Browser;
  let page: Page;
  /** The address the client made in the first journey, seen then and never again. */
  let oldAddress = '';
  let client: Account;
  let expert: Account;

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await sharedServer();
    // A client and an expert of this journey's own: the feed addresses it makes are theirs.
    const today = new Date().toISOString().slice(0, 10);
    [client, expert] = await Promise.all([
      newClient(server.baseURL),
      newExpert(server.baseURL, { availability: { availableFrom: today, preferredContractLength: 6 } }),
    ]);
  });

  afterAll(async () => {
    await page?.context().close();
    await browser?.close();
  });

  const signIn = async (who: Account, dashboard: string) => {
    page = await newPage(browser, { baseURL: server.baseURL, context: { permissions: ['clipboard-read', 'clipboard-write'] } });
    await page.goto('/login');
    await page.getByLabel('Username').fill(who.login);
    await page.getByLabel('Password', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`**${dashboard}`);
  };

  /** A calendar app: no cookie, no token, just the address. */
  const poll = (address: string) => fetch(address, { headers: { 'If-None-Match': '"none"' } });

  it("gives the client an address to copy, once, which a calendar app reads without signing in", async () => {
    await signIn(client, '/client/dashboard');
    const card = page.getByRole('region', { name: 'Calendar feed' });
    await card.getByText(/You have no feed address yet/).waitFor();
    await card.getByRole('button', { name: 'Make my feed address' }).click();
    const field = card.getByLabel('Your feed address');
    await field.waitFor();
    await expect.poll(() => field.inputValue(), { timeout: 15_000 }).toMatch(new RegExp(`^${server.baseURL}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    const address = await field.inputValue();
    await card.getByText('Copy it now: it is shown only this once.').waitFor();

    await card.getByRole('button', { name: 'Copy' }).click();
    await card.getByText('Feed address copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    oldAddress = address;

    const feed = await poll(address);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/);

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await card.scrollIntoViewIfNeeded();
      const violations = await runAxe(page);
      expect(violations, `${page.url()} at ${width} px:\n${formatViolations(violations)}`).toEqual([]);
      // Nothing of the card is wider than the screen.
      const box = (await card.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('says since when after a reload, never the address; makes a new one with the keyboard, and the old one is then not found', async () => {
    await page.reload();
    const card = page.getByRole('region', { name: 'Calendar feed' });
    await card.getByText(/You made your feed address on \d{1,2} [A-Z][a-z]{2} \d{4}/).waitFor();
    expect(await card.getByLabel('Your feed address').count()).toBe(0);
    const field = card.getByLabel('Your feed address');
    const old = oldAddress;

    await card.getByRole('button', { name: 'Make a new address' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Make a new feed address?' });
    await dialog.getByText(/The current address stops working at once/).waitFor();
    await dialog.getByRole('button', { name: 'Make a new address' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await field.waitFor();
    await expect.poll(() => field.inputValue(), { timeout: 15_000 }).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const address = await field.inputValue();
    expect(address).not.toBe(old);

    expect((await poll(old)).status).toBe(404);
    expect((await poll(address)).status).toBe(200);
    expectClean(page);
    await page.context().close();
  });

  it("is on the expert's dashboard too", async () => {
    await signIn(expert, '/expert/dashboard');
    const card = page.getByRole('region', { name: 'Calendar feed' });
    await card.getByText(/You have no feed address yet/).waitFor();
    await card.getByRole('button', { name: 'Make my feed address' }).waitFor();
    expectClean(page);
  });
});

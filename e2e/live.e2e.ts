// Live in a real browser (PRODUCT.md "Notifications"): an expert keeps the dashboard open while a
// client, in another browser, pre-books them; the request and the bell's new figure appear on the
// expert's page without a reload, within 2 s of the client's answer. The expert confirms, and the
// client's open dashboard shows it the same way. Expert, client and candidate each have an e-mail switch.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answered, expectClean, formatViolations, launchBrowser, newPage, runAxe } from './support/browser';
import { openClientPage } from './support/client-area';
import { newCandidate, newClient, newExpert, type Account } from './support/accounts';
import { sharedServer, type SharedServer } from './support/server';

const LIVE_MS = 2_000;
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

describe('live updates', () => {
  let server: SharedServer;
  let browser: Browser;
  const pages: Page[] = [];
  // This journey's own people: the expert is active and available for the next 365 days, at a
  // rate (a confirmed booking becomes an engagement at it), with nothing booked yet.
  let CLIENT: Account;
  let EXPERT: Account;
  let CANDIDATE: Account;

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await sharedServer();
    [CLIENT, EXPERT, CANDIDATE] = await Promise.all([
      newClient(server.baseURL),
      newExpert(server.baseURL, {
        profile: { role: 'Data Engineer', skills: ['Dagster'], yearsExperience: 7, hourlyRate: 80 },
        availability: { availableFrom: day(0), availableTo: day(365), preferredContractLength: 6 },
        active: true,
      }),
      newCandidate(server.baseURL, {}, { name: 'Zodwa Candidate', role: 'Data Engineer' }),
    ]);
  });

  afterAll(async () => {
    for (const p of pages) await p.context().close();
    await browser?.close();
  });

  /** Signs in and waits until the page's live stream is open. */
  const signedIn = async (who: Account, landing: string, viewport?: { width: number; height: number }) => {
    const page = await newPage(browser, { baseURL: server.baseURL, viewport });
    pages.push(page);
    await page.goto('/login');
    const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/notifications/stream' && r.status() === 200);
    await page.getByLabel('Username').fill(who.login);
    await page.getByLabel('Password', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`**${landing}`);
    await stream;
    // Marks this document: still there at the end means the page was never reloaded.
    await page.evaluate(() => ((window as unknown as { liveMark: string }).liveMark = 'unchanged'));
    return page;
  };

  const unreadOf = async (page: Page) => {
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.waitFor();
    return Number((await bell.getAttribute('aria-label'))!.match(/(\d+) unread/)![1]);
  };

  const notReloaded = async (page: Page) => expect(await page.evaluate(() => (window as unknown as { liveMark?: string }).liveMark)).toBe('unchanged');

  const toast = (page: Page, text: string | RegExp) => page.locator('li[data-state="open"]').filter({ hasText: text }).first().waitFor();


  it("shows a client's request on the expert's open dashboard, and the expert's answer on the client's", async () => {
    const note = `Live fraud scoring ${Date.now()}`;
    const expert = await signedIn(EXPERT, '/expert/dashboard');
    await expert.getByRole('heading', { level: 1, name: 'Expert Dashboard' }).waitFor();
    await expert.getByText('No prebookings yet').waitFor();
    const expertUnread = await unreadOf(expert);

    const client = await signedIn(CLIENT, '/client/dashboard');
    await client.getByRole('heading', { level: 1, name: 'Client Dashboard' }).waitFor();
    await openClientPage(client, 'Team');
    const clientUnread = await unreadOf(client);

    // --- The client pre-books the expert.
    const search = client.getByRole('search', { name: 'Search experts' });
    await search.getByLabel('Search').fill(EXPERT.lastName);
    const results = client.getByRole('list', { name: 'Search results' });
    await results.getByRole('button', { name: `Book ${EXPERT.name}` }).click();
    const dialog = client.getByRole('dialog', { name: new RegExp(`^Pre-book ${EXPERT.name}`) });
    await dialog.getByText('Current availability').waitFor();
    await dialog.getByLabel('Start date').fill(day(200));
    await dialog.getByLabel('End date').fill(day(290));
    await dialog.getByLabel('Notes').fill(note);
    // No pre-interview: the expert may confirm at once (a pre-interview comes first otherwise).
    await dialog.getByLabel('Request a pre-interview').uncheck();
    const booked = answered(client, 'POST', /^\/api\/pre-bookings$/);
    await dialog.getByRole('button', { name: 'Submit Pre-booking' }).click();
    expect((await booked).status()).toBe(201);

    // --- Within 2 s of that answer, the expert's open page shows the request and the bell's new figure.
    const request = expert.getByRole('article', { name: `Pre-booking from ${CLIENT.name}` }).filter({ hasText: note });
    await Promise.all([
      request.getByText('Pending').waitFor({ timeout: LIVE_MS }),
      expert.getByRole('button', { name: `Notifications, ${expertUnread + 1} unread` }).waitFor({ timeout: LIVE_MS }),
    ]);
    await notReloaded(expert);

    await toast(client, 'Pre-booking submitted');
    await dialog.waitFor({ state: 'hidden' });
    await client.getByRole('tab', { name: /^Prebookings/ }).click();
    const card = client.getByTestId('client-pre-booking').filter({ hasText: note });
    await card.getByText('Pending').waitFor();

    // --- The expert confirms; within 2 s the client's open dashboard says so.
    const confirmed = answered(expert, 'PATCH', /^\/api\/pre-bookings\/\d+$/);
    await request.getByRole('button', { name: /^Confirm/ }).click();
    expect((await confirmed).status()).toBe(200);
    // Two notices in the confirmation's one transaction: the booking confirmed, and the engagement
    // it made, whose terms the client is asked to accept.
    await Promise.all([
      card.getByText('Confirmed').waitFor({ timeout: LIVE_MS }),
      client.getByRole('button', { name: `Notifications, ${clientUnread + 2} unread` }).waitFor({ timeout: LIVE_MS }),
    ]);
    await notReloaded(client);
    await toast(expert, 'Booking confirmed');

    // The bell's list has the notice at the top, from the database.
    await client.getByRole('button', { name: `Notifications, ${clientUnread + 2} unread` }).click();
    const panel = client.getByRole('region', { name: 'Your notifications' });
    await panel.getByRole('listitem').getByText(/^Booking confirmed/).waitFor();
    await panel.getByText(/^Showing \d+ of \d+$/).waitFor();
    await client.keyboard.press('Escape');

    expectClean(expert);
    expectClean(client);
  });

  it('lets an expert, a client and a candidate turn e-mail off and on again, by keyboard', async () => {
    for (const [login, landing, screen] of [
      [EXPERT, '/expert/dashboard', null],
      [CLIENT, '/client/dashboard', null],
      [CANDIDATE, '/', '/candidate/profile'],
    ] as const) {
      const page = await signedIn(login, landing);
      if (screen) await page.goto(screen);
      const region = page.getByRole('region', { name: 'Email notifications' });
      const toggle = region.getByRole('switch', { name: 'Email me my notifications' });
      await toggle.waitFor();
      expect(await toggle.getAttribute('aria-checked')).toBe('true');
      await toggle.focus();
      await page.keyboard.press('Space');
      await toast(page, 'Email notifications off');
      expect(await toggle.getAttribute('aria-checked')).toBe('false');
      expect((await (await page.request.get('/api/notifications/preferences')).json()).emailNotifications).toBe(false);

      await page.reload();
      await toggle.waitFor();
      expect(await toggle.getAttribute('aria-checked')).toBe('false');
      await toggle.focus();
      await page.keyboard.press('Enter');
      await toast(page, 'Email notifications on');
      expect(await toggle.getAttribute('aria-checked')).toBe('true');

      await page.waitForFunction(() =>
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      );
      const violations = await runAxe(page);
      expect(violations, formatViolations(violations)).toEqual([]);
      expectClean(page);
    }
  });

  it("pages the bell's list with 'Show more' to the database's total, and fits a 375 px phone", async () => {
    const phone = await signedIn(EXPERT, '/expert/dashboard', { width: 375, height: 812 });
    await phone.getByRole('switch', { name: 'Email me my notifications' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // More notices than one page holds: requests in short windows after the earlier ones (days 296 on).
    const expertId = ((await (await phone.request.get('/api/auth/me')).json()) as { user: { id: number } }).user.id;
    const totalOf = async () => Number((await phone.request.get('/api/notifications?limit=1')).headers()['x-total-count']);
    const client = await signedIn(CLIENT, '/client/dashboard');
    for (let i = 0; (await totalOf()) <= 20; i += 1) {
      const answer = await client.request.post('/api/pre-bookings', {
        data: { expertId, startDate: day(296 + 3 * i), endDate: day(297 + 3 * i), contractLength: 3, preInterviewRequested: false, notes: `Short look ${i}` },
      });
      expect(answer.status()).toBe(201);
    }
    const total = await totalOf();

    await phone.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const panel = phone.getByRole('region', { name: 'Your notifications' });
    await panel.getByText(`Showing 20 of ${total}`).waitFor();
    const box = await panel.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await panel.getByRole('button', { name: 'Show more' }).click();
    await panel.getByText(`Showing ${Math.min(40, total)} of ${total}`).waitFor();
    expect(await panel.getByTestId('notification-item').count()).toBe(Math.min(40, total));
    expect(await panel.getByRole('button', { name: 'Show more' }).count()).toBe(total > 40 ? 1 : 0);

    await phone.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
    const violations = await runAxe(phone);
    expect(violations, formatViolations(violations)).toEqual([]);
    await phone.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    // Focus goes back to the bell a moment after the panel has left the page.
    await expect.poll(() => phone.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('notification-bell');
    expectClean(phone);
    expectClean(client);
  });
});

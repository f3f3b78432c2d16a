// The marketplace story in a real browser: the demo client's dashboard as seeded; a client searches,
// builds a dream team and pre-books an expert (wrong dates first); the expert is notified and
// confirms; the client sees it. The clients who book are this journey's own; the demo experts they
// book take requests at dates no other journey asks for.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, formatViolations, launchBrowser, newPage, runAxe } from './support/browser';
import { openClientPage } from './support/client-area';
import { newClient, type Account } from './support/accounts';
import { sharedServer, type SharedServer } from './support/server';

const DEMO_PASSWORD = 'demo-pass-2026';
const DEMO_CLIENT: Pick<Account, 'login' | 'password'> = { login: 'demo.client@northwind.example', password: DEMO_PASSWORD };
// Ayesha is the fifth demo expert: available from 12 days after seeding, until 365 days, 12 months preferred.
const EXPERT = { login: 'ayesha', password: DEMO_PASSWORD, name: /^Ayesha/ };
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** An expert's saved window as the server has it (the demo data's dates count from the day it was seeded). */
async function windowOf(baseURL: string, name: string): Promise<{ from: string; to: string }> {
  const [found] = (await (await fetch(`${baseURL}/api/experts?q=${encodeURIComponent(name)}`)).json()) as { id: number }[];
  const saved = (await (await fetch(`${baseURL}/api/availability/${found.id}`)).json()) as { availableFrom: string; availableTo: string };
  return { from: saved.availableFrom, to: saved.availableTo };
}

describe('marketplace', () => {
  let server: SharedServer;
  let browser: Browser;
  const pages: Page[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await sharedServer();
  });

  afterAll(async () => {
    for (const p of pages) await p.context().close();
    await browser?.close();
  });

  const signedIn = async (who: Pick<Account, 'login' | 'password'>, landing: string) => {
    const page = await newPage(browser, { baseURL: server.baseURL });
    pages.push(page);
    await page.goto('/login');
    await page.getByLabel('Username').fill(who.login);
    await page.getByLabel('Password', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`**${landing}`);
    return page;
  };

  /** The unread figure on the bell. */
  const unreadOf = async (page: Page) => {
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.waitFor();
    return Number((await bell.getAttribute('aria-label'))!.match(/(\d+) unread/)![1]);
  };

  /** Waits for an open toast with this text (found by markup: a modal dialog hides the rest from the accessibility tree). */
  const toast = (page: Page, text: string | RegExp) => page.locator('li[data-state="open"]').filter({ hasText: text }).first().waitFor();

  const expectAccessible = async (page: Page) => {
    // Colours are only final once entry animations (panel, dialog, toast) have ended.
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
  };

  it('runs the whole story: search, team, pre-booking, notification, confirmation', async () => {
    // --- The demo client's dashboard, as seeded (only looked at).
    const demo = await signedIn(DEMO_CLIENT, '/client/dashboard');
    await demo.getByRole('heading', { level: 1, name: 'Client Dashboard' }).waitFor();
    await openClientPage(demo, 'Team');
    // The demo client's four bookings, and the two its engagements came from (one ended in its trial).
    await demo.getByRole('tab', { name: 'Prebookings (6)' }).waitFor();
    await demo.getByRole('tab', { name: 'Dream Teams (2)' }).waitFor();
    const featured = demo.getByRole('region', { name: 'Featured Experts' });
    await expect.poll(() => featured.getByRole('button', { name: /^Book / }).count()).toBe(6);
    await expectAccessible(demo);

    await featured.getByRole('button', { name: 'View Johan Pretorius' }).click();
    const profile = demo.getByRole('dialog', { name: 'Johan Pretorius' });
    await profile.getByText(/lakehouse/i).first().waitFor();
    await demo.keyboard.press('Escape');
    await profile.waitFor({ state: 'hidden' });
    expectClean(demo);

    // --- The expert keeps the dashboard open; what is unread there so far.
    const expert = await signedIn(EXPERT, '/expert/dashboard');
    const expertUnread = await unreadOf(expert);

    // --- A client of this journey's own searches and builds a team.
    const own = await newClient(server.baseURL);
    const client = await signedIn(own, '/client/dashboard');
    await client.getByRole('heading', { level: 1, name: 'Client Dashboard' }).waitFor();
    await openClientPage(client, 'Team');
    const clientUnread = await unreadOf(client);

    const search = client.getByRole('search', { name: 'Search experts' });
    await search.getByLabel('Search').fill('zzz-nobody');
    await client.getByText('No experts found').first().waitFor();
    await search.getByLabel('Search').fill('ayesha');
    const results = client.getByRole('list', { name: 'Search results' });
    await expect.poll(() => results.locator(':scope > li').count()).toBe(1);

    await results.getByRole('button', { name: /^Add to Team/ }).click();
    await toast(client, 'Select a team first');
    await client.getByText('Please select a dream team before adding experts.').first().waitFor();

    await client.getByRole('button', { name: 'Create Team' }).click();
    await toast(client, 'Team name required');
    await client.getByLabel('New team name').fill('Fraud Detection Crew');
    await client.getByRole('button', { name: 'Create Team' }).click();
    await toast(client, 'Dream team created');
    await client.getByRole('tab', { name: 'Dream Teams (1)' }).waitFor();
    const team = client.getByRole('region', { name: 'Fraud Detection Crew' });
    await team.getByRole('button', { name: /Selected/ }).waitFor();

    await results.getByRole('button', { name: /^Add to Team.*Ayesha Patel.*Fraud Detection Crew/ }).click();
    await toast(client, 'Expert added');
    await team.getByRole('list', { name: 'Members of Fraud Detection Crew' }).getByText(EXPERT.name).waitFor();

    // --- The client pre-books: no dates, then wrong dates, then good ones.
    await results.getByRole('button', { name: /^Book Ayesha/ }).click();
    const dialog = client.getByRole('dialog', { name: /^Pre-book Ayesha/ });
    await dialog.waitFor();
    await dialog.getByText('Current availability').waitFor();
    expect(await dialog.getByLabel('Contract length').inputValue()).toBe('12');
    const ayesha = await windowOf(server.baseURL, 'Ayesha Patel');
    expect(await dialog.getByLabel('Start date').getAttribute('min')).toBe(ayesha.from);
    expect(await dialog.getByLabel('End date').getAttribute('max')).toBe(ayesha.to);
    await dialog.getByText(/confirmed after a successful pre-interview$/).waitFor();
    await dialog.getByLabel('Request a pre-interview').uncheck();
    await dialog.getByText(/confirmed after expert approval$/).waitFor();
    await expectAccessible(client);

    const submit = dialog.getByRole('button', { name: 'Submit Pre-booking' });
    await submit.click();
    await toast(client, 'Missing dates');

    await dialog.getByLabel('Start date').fill(addDays(ayesha.from, -1));
    await dialog.getByLabel('End date').fill(day(60));
    await submit.click();
    await toast(client, 'Invalid start date');
    await dialog.getByText(/only available from/).first().waitFor();

    await dialog.getByLabel('Start date').fill(day(40));
    await dialog.getByLabel('End date').fill(day(30));
    await submit.click();
    await toast(client, 'Invalid dates');

    await dialog.getByLabel('End date').fill(addDays(ayesha.to, 35));
    await submit.click();
    await toast(client, 'Invalid end date');

    await dialog.getByLabel('Start date').fill(day(20));
    await dialog.getByLabel('End date').fill(day(110));
    // The days booked and the intended contract (Ayesha's preferred 12 months), in one phrase.
    await dialog.getByText('90 days booked, of an intended 12-month contract').waitFor();
    // Confirmed on the expert's approval alone: with a pre-interview, the expert confirms only after it passed (interviews.e2e.ts).
    await dialog.getByText(/confirmed after expert approval$/).waitFor();
    await dialog.getByLabel('Notes').fill('Real-time fraud scoring for card payments.');
    await submit.click();
    await toast(client, 'Pre-booking submitted');
    await dialog.waitFor({ state: 'hidden' });

    await client.getByRole('tab', { name: 'Prebookings (1)' }).click();
    const clientCard = client.getByTestId('client-pre-booking').filter({ hasText: EXPERT.name });
    await clientCard.getByText('Pending').waitFor();
    await clientCard.getByText('Fraud Detection Crew').waitFor();
    expectClean(client);

    // --- The expert hears of it and confirms.
    await expert.reload();
    const bell = expert.getByRole('button', { name: `Notifications, ${expertUnread + 1} unread` });
    await bell.waitFor();
    await bell.click();
    const panel = expert.getByRole('region', { name: 'Your notifications' });
    // The newest notice is at the top.
    const notice = panel.getByTestId('notification-item').first();
    await notice.getByText('New pre-booking request').first().waitFor();
    await notice.getByText(own.name, { exact: false }).first().waitFor();
    await expectAccessible(expert);
    await notice.getByRole('button', { name: /^Mark as read/ }).click();
    await expert.getByRole('button', { name: `Notifications, ${expertUnread} unread` }).waitFor();
    await expert.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });

    const request = expert.getByRole('article', { name: `Pre-booking from ${own.name}` }).filter({ hasText: 'Real-time fraud scoring' });
    await request.getByText('Pending').waitFor();
    await request.getByRole('button', { name: /^Confirm/ }).click();
    await toast(expert, 'Booking confirmed');
    await request.getByText('Confirmed').waitFor();
    expect(await request.getByRole('button', { name: /^Confirm|^Decline/ }).count()).toBe(0);
    expectClean(expert);

    // --- The client sees the confirmation and the notice.
    const again = await signedIn(own, '/client/dashboard');
    // The booking confirmed, and the engagement it made (its terms to accept): one transaction, two notices.
    const clientBell = again.getByRole('button', { name: `Notifications, ${clientUnread + 2} unread` });
    await clientBell.waitFor();
    await clientBell.click();
    await again.getByRole('region', { name: 'Your notifications' }).getByText('Booking confirmed').first().waitFor();
    await again.getByRole('button', { name: 'Mark all as read' }).click();
    await again.getByRole('button', { name: 'Notifications, 0 unread' }).waitFor();
    await again.keyboard.press('Escape');
    await openClientPage(again, 'Team');
    await again.getByRole('tab', { name: 'Prebookings (1)' }).click();
    await again.getByTestId('client-pre-booking').filter({ hasText: EXPERT.name }).getByText('Confirmed').waitFor();
    expectClean(again);
  });

  it("scrolls a long list of requests, declines one, and reports an answer made elsewhere", async () => {
    const client = await signedIn(await newClient(server.baseURL), '/client/dashboard');
    await openClientPage(client, 'Team');
    const experts = await (await client.request.get('/api/experts?q=pieter')).json();
    const pieterId: number = experts[0].userId;
    const ids: number[] = [];
    // After the demo's confirmed booking of Pieter (days 7 to 367): a request overlapping it is refused.
    for (let i = 0; i < 8; i++) {
      const res = await client.request.post('/api/pre-bookings', {
        data: { expertId: pieterId, startDate: day(400 + i), endDate: day(490 + i), notes: `Request number ${i + 1}`, preInterviewRequested: false },
      });
      expect(res.status()).toBe(201);
      ids.push((await res.json()).id);
    }

    const expert = await signedIn({ login: 'pieter', password: DEMO_PASSWORD }, '/expert/dashboard');
    const list = expert.getByRole('region', { name: 'Recent Pre-bookings' });
    await list.getByRole('article').first().waitFor();
    const box = await list.evaluate((el) => ({ client: el.clientHeight, scroll: el.scrollHeight, max: getComputedStyle(el).maxHeight }));
    expect(box.max).toBe('600px');
    expect(box.client).toBeLessThanOrEqual(600);
    expect(box.scroll).toBeGreaterThan(box.client);

    const newest = list.getByRole('article').filter({ hasText: 'Request number 8' });
    await newest.getByRole('button', { name: /^Decline/ }).click();
    // Declining asks for the reason the client reads.
    await newest.getByLabel('Why are you declining? The client sees your reason.').selectOption('dates');
    await newest.getByRole('button', { name: 'Decline request' }).click();
    await toast(expert, 'Booking declined');
    await newest.getByText('Declined').waitFor();

    // Answered in another tab: this page still shows it pending, and the server refuses the second answer.
    const other = list.getByRole('article').filter({ hasText: 'Request number 7' });
    expect((await expert.request.patch(`/api/pre-bookings/${ids[6]}`, { data: { status: 'confirmed' } })).status()).toBe(200);
    await other.getByRole('button', { name: /^Decline/ }).click();
    await other.getByLabel('Why are you declining? The client sees your reason.').selectOption('other');
    await other.getByRole('button', { name: 'Decline request' }).click();
    await toast(expert, 'Failed to update booking');
    await other.getByText('Confirmed').waitFor();
    expectClean(expert, { allowConsole: [/status of 409/] });

    await client.reload();
    await client.getByRole('tab', { name: /^Prebookings/ }).click();
    const declined = client.getByTestId('client-pre-booking').filter({ hasText: 'Request number 8' });
    await declined.getByText('Declined').waitFor();
    await declined.getByText('The expert is not available on these dates.').waitFor();
  });

  it("gives a new client the empty states, filters by skill and rate, removes a member, and books without the expert's availability", async () => {
    const page = await newPage(browser, { baseURL: server.baseURL });
    pages.push(page);
    const email = 'new.client@acme.example';
    const registered = await page.request.post('/api/auth/register/client', {
      data: { email, password: 'secret-123', firstName: 'Nia', lastName: 'Fresh' },
    });
    expect(registered.status()).toBe(201);
    await page.goto('/login');
    await page.getByLabel('Username').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/client/dashboard');
    await openClientPage(page, 'Team');

    // --- Empty states: no bookings, with a way back to the experts; no teams yet.
    await page.getByRole('tab', { name: 'Dream Teams (0)' }).waitFor();
    await page.getByRole('tab', { name: 'Prebookings (0)' }).click();
    await page.getByText('No prebookings yet').waitFor();
    await page.getByRole('button', { name: 'Browse Experts' }).click();
    await page.getByRole('tab', { name: 'Browse Experts', selected: true }).waitFor();
    await page.getByText('No dream teams yet.', { exact: false }).waitFor();

    // --- Skill is exact; a maximum rate drops experts without a rate (Michael has none).
    const search = page.getByRole('search', { name: 'Search experts' });
    const results = page.getByRole('list', { name: 'Search results' });
    const shown = () => results.getByRole('heading').allTextContents();
    await search.getByLabel('Skill').selectOption('Spark');
    await expect.poll(shown).toEqual(['Michael Naidoo', 'Thandi Nkosi']);
    await search.getByLabel('Max hourly rate (USD)').fill('70');
    await expect.poll(shown).toEqual(['Thandi Nkosi']);
    await search.getByLabel('Max hourly rate (USD)').fill('60');
    await page.getByText('No experts found').first().waitFor();
    await search.getByLabel('Max hourly rate (USD)').fill('');
    await expect.poll(shown).toEqual(['Michael Naidoo', 'Thandi Nkosi']);

    // A card shows 3 of Thandi's 6 skills and '+3 more'.
    const thandi = results.locator(':scope > li').filter({ has: page.getByRole('heading', { name: 'Thandi Nkosi' }) });
    expect(await thandi.getByRole('list', { name: 'Skills' }).locator(':scope > li').allTextContents()).toEqual(['Python', 'Spark', 'Airflow', '+3 more']);

    // --- Add to a new team, then remove again.
    await page.getByLabel('New team name').fill('Streaming Squad');
    await page.getByRole('button', { name: 'Create Team' }).click();
    await toast(page, 'Dream team created');
    const team = page.getByRole('region', { name: 'Streaming Squad' });
    await team.getByRole('button', { name: /Selected/ }).waitFor();
    await thandi.getByRole('button', { name: /^Add to Team/ }).click();
    await toast(page, 'Expert added');
    const members = team.getByRole('list', { name: 'Members of Streaming Squad' });
    await members.getByText('Thandi Nkosi').waitFor();
    await team.getByRole('button', { name: 'Remove Thandi Nkosi from Streaming Squad' }).click();
    await toast(page, 'Expert removed');
    await members.waitFor({ state: 'detached' });
    await team.getByText('0 members').waitFor();

    // --- The booking dialog opens even when the expert's availability cannot be fetched (network failure).
    await page.route('**/api/availability/**', (route) => route.abort('failed'));
    await thandi.getByRole('button', { name: 'Book Thandi Nkosi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pre-book Thandi Nkosi' });
    await dialog.getByRole('button', { name: 'Submit Pre-booking' }).waitFor();
    expect(await dialog.getByText('Current availability').count()).toBe(0);
    // The dialog's card shows 4 skills, then '+2 more'.
    expect(await dialog.getByRole('list', { name: 'Skills' }).locator(':scope > li').allTextContents()).toEqual(['Python', 'Spark', 'Airflow', 'dbt', '+2 more']);
    // Without a saved window the length defaults to 6 months, and only the past is ruled out.
    expect(await dialog.getByLabel('Contract length').inputValue()).toBe('6');
    expect(await dialog.getByLabel('Start date').getAttribute('min')).toBe(day(0));
    await dialog.getByLabel('Start date').fill(day(30));
    await dialog.getByLabel('End date').fill(day(90));
    await dialog.getByRole('button', { name: 'Submit Pre-booking' }).click();
    await toast(page, 'Pre-booking submitted');
    await page.getByRole('tab', { name: 'Prebookings (1)' }).click();
    const card = page.getByTestId('client-pre-booking').filter({ hasText: 'Thandi Nkosi' });
    await card.getByText('Pending').waitFor();
    await card.getByText('60 days booked, of an intended 6-month contract').waitFor();
    await page.unroute('**/api/availability/**');
    expectClean(page, { allowConsole: [/ERR_FAILED/] });
  });

  it('asks a signed-out visitor to sign in and comes back after', async () => {
    const page = await newPage(browser, { baseURL: server.baseURL });
    pages.push(page);
    await page.goto('/client/team');
    await page.getByText('Please sign in to continue.').waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/login?next=%2Fclient%2Fteam');
    await page.getByLabel('Username').fill(DEMO_CLIENT.login);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/client/team');
    await page.getByRole('tab', { name: 'Browse Experts' }).waitFor();
    expectClean(page);
  });
});

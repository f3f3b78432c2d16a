// From a need to a booked team in a real browser (PRODUCT.md "Beyond SPEC"): the client opens Find my
// team from the dashboard, picks a skill from the suggestions, loosens an empty answer in one click,
// turns the top results into a team, sees its plan and books the whole team; the plan also works on
// a 375 px phone (the timeline scrolls in its own labelled region); a booked expert finds the
// team's request on their dashboard; the expert keeps working hours.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANDING_PROFILES } from '../shared/landing-profiles';
import { POOL_PEOPLE } from '../server/db/seed-pool-people';
import { expectClean, formatViolations, launchBrowser, newPage, runAxe } from './support/browser';
import { startServer, type TestServer } from './support/server';

const DEMO_PASSWORD = 'demo-pass-2026';
const CLIENT_LOGIN = 'demo.client@northwind.example';
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
/** A demo expert's username (the seed's slug) by their full name. */
const usernameOf = (name: string) => [...LANDING_PROFILES, ...POOL_PEOPLE].find((p) => `${p.firstName} ${p.lastName}` === name)?.slug;

describe('find my team', () => {
  let server: TestServer;
  let browser: Browser;
  const pages: Page[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await startServer();
  });

  afterAll(async () => {
    for (const p of pages) await p.context().close();
    await browser?.close();
    await server?.stop();
  });

  const signedIn = async (login: string, landing: string, viewport?: { width: number; height: number }) => {
    const page = await newPage(browser, { baseURL: server.baseURL, viewport, context: { timezoneId: 'America/New_York' } });
    pages.push(page);
    await page.goto('/login');
    await page.getByLabel('Username').fill(login);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`**${landing}`);
    return page;
  };

  const toast = (page: Page, text: string | RegExp) => page.locator('li[data-state="open"]').filter({ hasText: text }).first().waitFor();

  const expectAccessible = async (page: Page) => {
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
  };

  let planUrl = '';
  /** The experts the team booking asked for, by name. */
  let bookedNames: string[] = [];

  it('matches as the client types, loosens an empty answer, and makes a team of the top results', async () => {
    const client = await signedIn(CLIENT_LOGIN, '/client/dashboard');
    await client.getByRole('heading', { level: 1, name: 'Client Dashboard' }).waitFor();
    await client.getByRole('link', { name: 'Find my team' }).click();
    await client.waitForURL('**/client/match');
    await client.getByRole('heading', { level: 1, name: 'Find my team' }).waitFor();

    const form = client.getByRole('form', { name: 'What you need' });
    await client.getByText('Add at least one must-have skill to see who fits.').waitFor();
    await form.getByLabel('Start date').fill(day(30));
    await form.getByLabel('Must-have skills').fill('pyth');
    await client.getByRole('option', { name: /^Python/ }).click();
    await form.getByRole('list', { name: 'Must-have skills chosen' }).getByText('Python').waitFor();

    const matches = client.getByRole('list', { name: 'Matches, best first' });
    await matches.getByRole('article').first().waitFor();
    const first = matches.getByRole('article').first();
    await first.getByRole('list', { name: 'Matched skills' }).getByText('Python').waitFor();
    expect(await first.getByRole('img', { name: /^Shares / }).count()).toBe(1);
    const count = await matches.getByRole('article').count();
    expect(count).toBeGreaterThanOrEqual(2);
    await expectAccessible(client);

    // A budget nobody meets, then one click drops it.
    await form.getByLabel('Max hourly rate (USD)').fill('1');
    await client.getByText('Your budget ruled out the most').waitFor();
    await client.getByRole('button', { name: 'Drop the budget' }).click();
    await matches.getByRole('article').first().waitFor();
    expect(await form.getByLabel('Max hourly rate (USD)').inputValue()).toBe('');

    const chosen = Math.min(count, 3);
    await expect.poll(() => matches.getByRole('checkbox', { checked: true }).count()).toBe(chosen);
    const create = client.getByRole('form', { name: 'Create a dream team' });
    await create.getByLabel('Team name').fill('Python Crew');
    await create.getByRole('button', { name: `Create a dream team from these (${chosen})` }).click();
    await toast(client, 'Dream team created');
    await client.waitForURL('**/client/teams/*/plan?*');
    planUrl = new URL(client.url()).pathname + new URL(client.url()).search;
    expect(planUrl).toContain(`from=${day(30)}`);
    // The client's saved working day goes with it.
    expect(planUrl).toMatch(/timeZone=[^&]+&workStart=\d\d%3A\d\d&workEnd=\d\d%3A\d\d$/);
    expectClean(client);
  });

  it('shows when the whole team can start and books it', async () => {
    const client = await signedIn(CLIENT_LOGIN, '/client/dashboard');
    await client.goto(planUrl);
    await client.getByRole('heading', { level: 1, name: 'Python Crew: plan' }).waitFor();
    await client.getByText(/^The whole team (can start on|is free from the date you chose)/).waitFor();
    const timeline = client.getByRole('region', { name: /^Team timeline/ });
    await timeline.waitFor();
    expect(await timeline.getByTestId('plan-member').count()).toBeGreaterThanOrEqual(2);
    await client.getByRole('img', { name: /^(All members share|The members share no hour)/ }).waitFor();
    await expectAccessible(client);

    const booking = client.getByRole('form', { name: 'Book the team' });
    await booking.getByLabel('Notes').fill('Python platform, from the match.');
    await booking.getByRole('button', { name: /^Book the team/ }).click();
    await toast(client, 'Pre-booking submitted');
    await client.getByText(/pre-booking requests were sent/).waitFor();

    await client.getByRole('link', { name: 'Go to your dashboard' }).click();
    await client.getByRole('tab', { name: /^Prebookings/ }).click();
    const teamCards = client.getByTestId('client-pre-booking').filter({ hasText: 'Python Crew' });
    await expect.poll(() => teamCards.count()).toBeGreaterThanOrEqual(2);
    bookedNames = await teamCards.getByRole('heading').allTextContents();
    expectClean(client);
  });

  it("shows the team's request on a booked expert's dashboard", async () => {
    const name = bookedNames[0];
    const username = name && usernameOf(name);
    expect(username, `a demo expert named ${name}`).toBeTruthy();
    const expert = await signedIn(username!, '/expert/dashboard');
    await expert.getByRole('heading', { level: 1, name: 'Expert Dashboard' }).waitFor();
    const request = expert.getByRole('article', { name: 'Pre-booking from Dana Whitfield' }).filter({ hasText: 'Python platform, from the match.' });
    await request.getByText('Pending').waitFor();
    await request.getByText('Python Crew').waitFor();
    await request.getByRole('button', { name: /^Confirm/ }).waitFor();
    expectClean(expert);
  });

  it('fits a 375 px phone: the timeline scrolls sideways in a focusable region, the page does not', async () => {
    const phone = await signedIn(CLIENT_LOGIN, '/client/dashboard', { width: 375, height: 812 });
    await phone.goto(planUrl);
    const timeline = phone.getByRole('region', { name: /^Team timeline/ });
    await timeline.waitFor();
    expect(await timeline.getAttribute('tabindex')).toBe('0');
    const widths = await timeline.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await phone.goto('/client/match');
    await phone.getByRole('heading', { level: 1, name: 'Find my team' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(phone);
    expectClean(phone);
  });

  it("lets an expert set working hours and see that day in clients' zones", async () => {
    const expert = await signedIn('thandi', '/expert/dashboard');
    const form = expert.getByRole('form', { name: 'Working hours' });
    await form.waitFor();
    expect(await form.getByLabel('Time zone', { exact: true }).inputValue()).toBe('Africa/Johannesburg');
    await form.getByLabel('Work start').fill('10:00');
    await form.getByLabel('Work end').fill('09:00');
    await form.getByRole('button', { name: 'Save working hours' }).click();
    await form.getByText('Work end must be after work start').waitFor();
    await form.getByLabel('Work end').fill('19:00');
    await form.getByRole('list', { name: "Your day in clients' time zones" }).getByText(/^Your day in New York time: /).waitFor();
    await form.getByRole('button', { name: 'Save working hours' }).click();
    await toast(expert, 'Working hours saved');
    await expectAccessible(expert);
    expectClean(expert);
  });
});

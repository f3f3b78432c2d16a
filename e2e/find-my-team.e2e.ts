// From a need to a booked team in a real browser (PRODUCT.md "Beyond SPEC"): a client opens Find my
// team from the dashboard, picks a skill from the suggestions, loosens an empty answer in one click,
// turns the top results into a team, sees its plan and books the whole team; the plan also works on
// a 375 px phone (the timeline scrolls in its own labelled region); a booked expert finds the
// team's request on their dashboard; the expert keeps working hours.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANDING_PROFILES } from '../shared/landing-profiles';
import { POOL_PEOPLE } from '../server/demo/seed-pool-people';
import { expectClean, formatViolations, launchBrowser, newPage, runAxe } from './support/browser';
import { openClientPage } from './support/client-area';
import { newClient, newExpert, type Account } from './support/accounts';
import { sharedServer, type SharedServer } from './support/server';

const DEMO_PASSWORD = 'demo-pass-2026';
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
/** A demo expert's username (the seed's slug) by their full name. */
const usernameOf = (name: string) => [...LANDING_PROFILES, ...POOL_PEOPLE].find((p) => `${p.firstName} ${p.lastName}` === name)?.slug;

describe('find my team', () => {
  let server: SharedServer;
  let browser: Browser;
  const pages: Page[] = [];
  // This journey's own client (in New York, like its browser) and expert; the demo experts are
  // those the match finds.
  let client: Account;
  let expert: Account;

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await sharedServer();
    [client, expert] = await Promise.all([
      newClient(server.baseURL, { timeZone: 'America/New_York' }),
      newExpert(server.baseURL, { availability: { availableFrom: day(0), preferredContractLength: 6 } }),
    ]);
  });

  afterAll(async () => {
    for (const p of pages) await p.context().close();
    await browser?.close();
  });

  const signedIn = async (who: Pick<Account, 'login' | 'password'>, landing: string, viewport?: { width: number; height: number }) => {
    const page = await newPage(browser, { baseURL: server.baseURL, viewport, context: { timezoneId: 'America/New_York' } });
    pages.push(page);
    await page.goto('/login');
    await page.getByLabel('Username').fill(who.login);
    await page.getByLabel('Password', { exact: true }).fill(who.password);
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
    const page = await signedIn(client, '/client/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Client Dashboard' }).waitFor();
    await openClientPage(page, 'Needs');
    await page.getByRole('link', { name: 'Find my team' }).click();
    await page.waitForURL('**/client/match');
    await page.getByRole('heading', { level: 1, name: 'Find my team' }).waitFor();

    const form = page.getByRole('form', { name: 'What you need' });
    await page.getByText('Add at least one must-have skill to see who fits.').waitFor();
    await form.getByLabel('Start date').fill(day(30));
    await form.getByLabel('Must-have skills').fill('pyth');
    await page.getByRole('option', { name: /^Python/ }).click();
    await form.getByRole('list', { name: 'Must-have skills chosen' }).getByText('Python').waitFor();

    const matches = page.getByRole('list', { name: 'Matches, best first' });
    await matches.getByRole('article').first().waitFor();
    const first = matches.getByRole('article').first();
    await first.getByRole('list', { name: 'Matched skills' }).getByText('Python').waitFor();
    expect(await first.getByRole('img', { name: /^Shares / }).count()).toBe(1);
    const count = await matches.getByRole('article').count();
    expect(count).toBeGreaterThanOrEqual(2);
    await expectAccessible(page);

    // A budget nobody meets, then one click drops it.
    await form.getByLabel('Max hourly rate (USD)').fill('1');
    await page.getByText('Your budget ruled out the most').waitFor();
    await page.getByRole('button', { name: 'Drop the budget' }).click();
    await matches.getByRole('article').first().waitFor();
    expect(await form.getByLabel('Max hourly rate (USD)').inputValue()).toBe('');

    const chosen = Math.min(count, 3);
    await expect.poll(() => matches.getByRole('checkbox', { checked: true }).count()).toBe(chosen);
    const create = page.getByRole('form', { name: 'Create a dream team' });
    await create.getByLabel('Team name').fill('Python Crew');
    await create.getByRole('button', { name: `Create a dream team from these (${chosen})` }).click();
    await toast(page, 'Dream team created');
    await page.waitForURL('**/client/teams/*/plan?*');
    planUrl = new URL(page.url()).pathname + new URL(page.url()).search;
    expect(planUrl).toContain(`from=${day(30)}`);
    // The client's saved working day goes with it.
    expect(planUrl).toMatch(/timeZone=[^&]+&workStart=\d\d%3A\d\d&workEnd=\d\d%3A\d\d$/);
    expectClean(page);
  });

  it('shows when the whole team can start and books it', async () => {
    const page = await signedIn(client, '/client/dashboard');
    await page.goto(planUrl);
    await page.getByRole('heading', { level: 1, name: 'Python Crew: plan' }).waitFor();
    await page.getByText(/^The whole team (can start on|is free from the date you chose)/).waitFor();
    const timeline = page.getByRole('region', { name: /^Team timeline/ });
    await timeline.waitFor();
    expect(await timeline.getByTestId('plan-member').count()).toBeGreaterThanOrEqual(2);
    await page.getByRole('img', { name: /^(All members share|The members share no hour)/ }).waitFor();
    await expectAccessible(page);

    const booking = page.getByRole('form', { name: 'Book the team' });
    await booking.getByLabel('Notes').fill('Python platform, from the match.');
    await booking.getByRole('button', { name: /^Book the team/ }).click();
    await toast(page, 'Pre-booking submitted');
    await page.getByText(/pre-booking requests were sent/).waitFor();

    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await openClientPage(page, 'Team');
    await page.getByRole('tab', { name: /^Prebookings/ }).click();
    const teamCards = page.getByTestId('client-pre-booking').filter({ hasText: 'Python Crew' });
    await expect.poll(() => teamCards.count()).toBeGreaterThanOrEqual(2);
    bookedNames = await teamCards.getByRole('heading').allTextContents();
    expectClean(page);
  });

  it("shows the team's request on a booked expert's dashboard", async () => {
    const name = bookedNames[0];
    const username = name && usernameOf(name);
    expect(username, `a demo expert named ${name}`).toBeTruthy();
    const booked = await signedIn({ login: username!, password: DEMO_PASSWORD }, '/expert/dashboard');
    await booked.getByRole('heading', { level: 1, name: 'Expert Dashboard' }).waitFor();
    const request = booked.getByRole('article', { name: `Pre-booking from ${client.name}` }).filter({ hasText: 'Python platform, from the match.' });
    await request.getByText('Pending').waitFor();
    await request.getByText('Python Crew').waitFor();
    // The team asked for pre-interviews: the expert confirms once theirs has passed, and may decline now.
    await request.getByText(/asked for a pre-interview first/).waitFor();
    expect(await request.getByRole('button', { name: /^Confirm/ }).count()).toBe(0);
    await request.getByRole('button', { name: /^Decline/ }).waitFor();
    expectClean(booked);
  });

  it('fits a 375 px phone: the timeline scrolls sideways in a focusable region, the page does not', async () => {
    const phone = await signedIn(client, '/client/dashboard', { width: 375, height: 812 });
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
    const page = await signedIn(expert, '/expert/dashboard');
    const form = page.getByRole('form', { name: 'Working hours' });
    await form.waitFor();
    expect(await form.getByLabel('Time zone', { exact: true }).inputValue()).toBe('Africa/Johannesburg');
    await form.getByLabel('Work start').fill('10:00');
    await form.getByLabel('Work end').fill('09:00');
    await form.getByRole('button', { name: 'Save working hours' }).click();
    await form.getByText('Work end must be after work start').waitFor();
    await form.getByLabel('Work end').fill('19:00');
    await form.getByRole('list', { name: "Your day in clients' time zones" }).getByText(/^Your day in New York time: /).waitFor();
    await form.getByRole('button', { name: 'Save working hours' }).click();
    await toast(page, 'Working hours saved');
    await expectAccessible(page);
    expectClean(page);
  });
});

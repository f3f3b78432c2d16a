// The expert hub in a real browser: an active expert edits availability (a missing start date first)
// and the profile; a newly registered expert sees the under-review notice and saves availability.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, formatViolations, launchBrowser, newPage, runAxe } from './support/browser';
import { newExpert, uniqueTag } from './support/accounts';
import { sharedServer, type SharedServer } from './support/server';

const DEMO_PASSWORD = 'demo-pass-2026';
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
/** A 1×1 PNG. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);

describe('expert hub', () => {
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

  const open = async (path: string, viewport?: { width: number; height: number }) => {
    const page = await newPage(browser, { baseURL: server.baseURL, viewport });
    pages.push(page);
    await page.goto(path);
    return page;
  };

  const toast = (page: Page, text: string | RegExp) => page.locator('li[data-state="open"]').filter({ hasText: text }).first().waitFor();

  const expectAccessible = async (page: Page) => {
    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
  };

  it('lets an active expert update availability and the profile', async () => {
    // An expert of this journey's own, activated, with an availability record.
    const own = await newExpert(server.baseURL, {
      profile: { role: 'Data Engineer', skills: ['Flink'], yearsExperience: 8, hourlyRate: 65 },
      availability: { availableFrom: day(1), availableTo: day(365), preferredContractLength: 6 },
      active: true,
    });
    const page = await open('/login');
    await page.getByLabel('Username').fill(own.login);
    await page.getByLabel('Password', { exact: true }).fill(own.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/expert/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Expert Dashboard' }).waitFor();
    await page.getByText(own.name).first().waitFor();
    expect(await page.getByText('Profile under review').count()).toBe(0);
    const me = (await (await page.request.get('/api/auth/me')).json()).user as { id: number };

    // --- Availability: the saved record is shown; a missing start date is refused in the browser.
    const form = page.getByRole('form', { name: 'Availability' });
    const from = form.getByLabel('Available from');
    await expect.poll(() => from.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const statusLabels = await form.getByLabel('Status').locator('option').allTextContents();
    expect(statusLabels).toEqual(['Available', 'Pre-Booked', 'Booked', 'Unavailable']);
    const lengths = await form.getByLabel('Preferred contract length').locator('option').allTextContents();
    expect(lengths).toEqual(['3 months', '6 months (recommended)', '12 months', '18 months', '24 months']);

    await from.fill('');
    await form.getByRole('button', { name: 'Update Availability' }).click();
    await toast(page, 'Missing information');
    await page.locator('li[data-state="open"]').filter({ hasText: 'Please provide your availability start date.' }).first().waitFor();
    expect(await from.getAttribute('aria-invalid')).toBe('true');

    await from.fill(day(30));
    await form.getByLabel('Available to').fill(day(200));
    await form.getByLabel('Current contract end date').fill(day(25));
    await form.getByLabel('Status').selectOption('booked');
    await form.locator('[data-status="booked"]').waitFor();
    await form.getByLabel('Preferred contract length').selectOption('12');
    await form.getByLabel(/Auto-extend/).check();
    await form.getByRole('button', { name: 'Update Availability' }).click();
    await toast(page, 'Availability updated');
    const saved = await (await page.request.get(`/api/availability/${me.id}`)).json();
    expect(saved).toMatchObject({ status: 'booked', availableFrom: day(30), availableTo: day(200), currentContractEndDate: day(25), preferredContractLength: 12, autoExtend: true });

    // --- Profile: role, skills, rate, bio and a photo. (No skill another journey searches for.)
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const profile = page.getByRole('form', { name: 'Edit profile' });
    await profile.getByLabel('Role').fill('Lead Data Engineer');
    await profile.getByLabel('Skills').fill('Flink, Scala, Kafka Streams, flink');
    await profile.getByLabel('Hourly rate (USD)').fill('72');
    await profile.getByLabel('Bio').fill('Leads streaming platforms for fintechs.');
    await profile.getByLabel('Photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await toast(page, 'Photo updated');
    await profile.getByRole('button', { name: 'Save Profile' }).click();
    await toast(page, 'Profile updated');
    await page.getByTestId('expert-role').filter({ hasText: 'Lead Data Engineer' }).waitFor();
    await page.getByText('$72/hr').first().waitFor();
    await page.getByText('Kafka Streams').first().waitFor();

    const found = await (await page.request.get('/api/experts?q=kafka%20streams')).json();
    expect(found).toEqual([expect.objectContaining({ id: me.id, role: 'Lead Data Engineer', skills: ['Flink', 'Scala', 'Kafka Streams'], hourlyRate: 72 })]);
    expect(found[0].profileImage).toMatch(new RegExp(`^/api/experts/${me.id}/photo\\?v=\\d+$`));
    const photo = await page.request.get(found[0].profileImage);
    expect(photo.headers()['content-type']).toBe('image/png');

    // The dashboard still has the expert's pre-bookings.
    await page.getByRole('heading', { name: 'Recent Pre-bookings' }).waitFor();
    await expectAccessible(page);
    expectClean(page);
  });

  it('shows a newly registered expert the under-review notice and saves their first availability', async () => {
    const page = await open('/register/expert', { width: 375, height: 800 });
    await page.getByLabel('First Name').fill('Naledi');
    await page.getByLabel('Last Name').fill('Mahlangu');
    await page.getByLabel('Specialization').selectOption('Data Scientist');
    const tag = uniqueTag();
    await page.getByLabel('Email').fill(`naledi-${tag}@example.com`);
    await page.getByLabel('Username').fill(`naledi-${tag}`);
    await page.getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByLabel('Confirm Password').fill('secret-123');
    await page.getByRole('button', { name: 'Create Expert Account' }).click();
    await page.waitForURL('**/expert/dashboard');
    await page.getByText('Profile under review').waitFor();
    await page.getByText('Your profile is under review.', { exact: false }).waitFor();
    await page.getByText('No prebookings yet').waitFor();

    // Nobody else can find the new expert yet.
    const listed = await (await page.request.get('/api/experts?q=naledi')).json();
    expect(listed).toEqual([]);

    const form = page.getByRole('form', { name: 'Availability' });
    expect(await form.getByLabel('Available from').inputValue()).toBe('');
    await form.getByLabel('Available from').fill(day(14));
    await form.getByRole('button', { name: 'Update Availability' }).click();
    await toast(page, 'Availability updated');
    // Saved once (POST); the next save updates the same record (PUT).
    await form.getByLabel('Status').selectOption('unavailable');
    await form.getByRole('button', { name: 'Update Availability' }).click();
    await page.locator('li[data-state="open"]').filter({ hasText: 'Availability updated' }).first().waitFor();
    const me = (await (await page.request.get('/api/auth/me')).json()).user as { id: number };
    await expect.poll(async () => (await (await page.request.get(`/api/availability/${me.id}`)).json()).status).toBe('unavailable');
    await expectAccessible(page);
    // The first visit asks for an availability record that does not exist yet (404).
    expectClean(page, { allowConsole: [/status of 404/] });
  });

  it('wraps a name of one long word at phone width instead of widening the dashboard', async () => {
    const page = await open('/register/expert', { width: 360, height: 800 });
    const longName = 'Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaft';
    await page.getByLabel('First Name').fill('Anathi');
    await page.getByLabel('Last Name').fill(longName);
    await page.getByLabel('Specialization').selectOption('Data Engineer');
    const tag = uniqueTag();
    await page.getByLabel('Email').fill(`anathi-${tag}@example.com`);
    await page.getByLabel('Username').fill(`anathi-${tag}`);
    await page.getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByLabel('Confirm Password').fill('secret-123');
    await page.getByRole('button', { name: 'Create Expert Account' }).click();
    await page.waitForURL('**/expert/dashboard');
    await page.getByText(`Anathi ${longName}`).first().waitFor();
    await page.getByText('No prebookings yet').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expectClean(page, { allowConsole: [/status of 404/] });
  });

  it('asks a signed-out visitor to sign in and comes back after', async () => {
    const page = await open('/expert/dashboard');
    await page.getByText('Please sign in to continue.').waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/login?next=%2Fexpert%2Fdashboard');
    await page.getByLabel('Username').fill('pieter');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/expert/dashboard');
    await page.getByText('Pieter van der Merwe').first().waitFor();
    expectClean(page);
  });
});

// /booking: a visitor in New York books a discovery call, retrying after someone takes their slot first.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DISCOVERY_MESSAGES } from '../shared/contracts/discovery-calls';
import { expectClean, formatViolations, launchBrowser, newPage, pageProblems, runAxe } from './support/browser';
import { sharedServer, startServer, type SharedServer, type TestServer } from './support/server';

const ZONE = 'America/New_York';

const timeIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso));

describe('booking a discovery call', () => {
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

  const slotRadios = () => page.getByRole('group', { name: /^Times on / }).getByRole('radio');
  /** The radios are visually hidden inside their pill-shaped labels, which is what a visitor clicks. */
  const pick = (value: string) => page.locator('label').filter({ has: page.locator(`input[type="radio"][value="${value}"]`) }).click();

  it('books a slot in the visitor time zone after the first choice is taken, with a working calendar file', async () => {
    page = await newPage(browser, { baseURL: server.baseURL, context: { timezoneId: ZONE } });
    const response = await page.goto('/booking');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Book a Free Discovery Call' }).waitFor();
    for (const blurb of ['Targeted Matching', 'Fast Turnaround', 'Risk-Free']) {
      await page.getByRole('heading', { name: blurb, exact: true }).waitFor();
    }
    await slotRadios().first().waitFor({ state: 'attached' });
    await page.getByText('Times are shown in your time zone, New York').waitFor();

    // A later day keeps the chosen slots well clear of the one-hour booking margin while the test runs.
    const laterDay = (await page
      .getByRole('group', { name: 'Day' })
      .getByRole('radio', { name: /: \d+ free times$/ })
      .nth(1)
      .getAttribute('value'))!;
    await pick(laterDay);
    await expect.poll(() => page.locator(`input[type="radio"][value="${laterDay}"]`).isChecked()).toBe(true);

    // Someone else takes the slot the visitor is about to choose.
    const first = (await slotRadios().first().getAttribute('value'))!;
    expect(await slotRadios().first().getAttribute('aria-label')).toBe(
      `${timeIn(first, ZONE)} your time (${timeIn(first, 'Africa/Johannesburg')} in Johannesburg)`,
    );
    const taken = await fetch(`${server.baseURL}/api/discovery-calls`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        slotStart: first,
        name: 'Early Bird',
        email: 'early@contoso.example',
        company: 'Contoso',
        needs: 'A data platform engineer',
        timeZone: 'Europe/London',
      }),
    });
    expect(taken.status).toBe(201);

    await pick(first);
    await page.getByText(`Your call: `).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Morgan Reyes');
    await page.getByLabel('Work email').fill('morgan@gmail.com');
    await page.getByLabel('Company').fill('Northwind Analytics');
    await page.getByLabel('What do you need?').fill('Two senior data engineers for a Snowflake migration.');
    const submit = page.getByRole('button', { name: 'Book Free Discovery Call' });
    await submit.click();
    // The shared schema refuses a personal address before anything is sent.
    await page.getByText(DISCOVERY_MESSAGES.workEmail).waitFor();
    await page.getByLabel('Work email').fill('morgan@northwind.example');
    await submit.click();

    await page.getByRole('alert').filter({ hasText: DISCOVERY_MESSAGES.taken }).waitFor();
    // The list refreshes without the taken slot, and nothing is chosen any more.
    await page.locator(`input[type="radio"][value="${first}"]`).waitFor({ state: 'detached' });
    await page.getByText('Choose a day and a time for your call.').waitFor();

    const second = (await slotRadios().first().getAttribute('value'))!;
    expect(second).not.toBe(first);
    await pick(second);
    await expect.poll(() => page.locator(`input[type="radio"][value="${second}"]`).isChecked()).toBe(true);
    await submit.click();

    const confirmed = page.getByRole('heading', { name: 'Your discovery call is booked' });
    await confirmed.waitFor();
    await expect.poll(() => confirmed.evaluate((el) => el === document.activeElement)).toBe(true);
    const timeText = page.getByText(`That is ${timeIn(second, 'Africa/Johannesburg')} in Johannesburg.`);
    await timeText.waitFor();
    await page.getByText(/EST|EDT/).first().waitFor();

    const link = page.getByRole('link', { name: 'Add to calendar (.ics)' });
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/api\/discovery-calls\/[0-9a-f-]{36}\/calendar\.ics$/);
    const ics = await page.request.get(href);
    expect(ics.status()).toBe(200);
    expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
    const text = await ics.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain(`DTSTART:${second.replace(/[-:]/g, '').replace('.000', '')}\r\n`);
    expect(text).toContain('SUMMARY:Protea Talent discovery call\r\n');

    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
    // The refused booking is logged by Chromium as a failed resource load; that is the point of the test.
    expectClean(page, { allowConsole: [/status of 409/] });
  });

  it('shows the empty state on a day without free slots and passes axe on a phone', async () => {
    page = await newPage(browser, { baseURL: server.baseURL, viewport: { width: 375, height: 800 }, context: { timezoneId: 'Europe/London' } });
    await page.goto('/booking');
    await slotRadios().first().waitFor({ state: 'attached' });
    const weekend = (await page.getByRole('radio', { name: /: no free times$/ }).first().getAttribute('value'))!;
    await pick(weekend);
    await page.getByText(DISCOVERY_MESSAGES.noSlots).waitFor();
    expect(await slotRadios().count()).toBe(0);
    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
    expectClean(page);
  });
});

describe('booking with a configured scheduling widget', () => {
  let widget: http.Server;
  let widgetOrigin: string;
  const widgetHits: string[] = [];
  let server: TestServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    // A stand-in for the third-party widget, on another origin of this machine.
    widget = http.createServer((req, res) => {
      widgetHits.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Widget</title><p>Pick a time</p>');
    });
    await new Promise<void>((resolve) => widget.listen(0, '127.0.0.1', resolve));
    widgetOrigin = `http://127.0.0.1:${(widget.address() as AddressInfo).port}`;
    browser = await launchBrowser();
    // A server of its own: the widget is configured in its environment.
    server = await startServer({ env: { SCHEDULING_EMBED_URL: `${widgetOrigin}/discovery-call` } });
  });

  afterAll(async () => {
    await page?.context().close();
    await browser?.close();
    await server?.stop();
    await new Promise((resolve) => widget?.close(resolve));
  });

  it('embeds the widget in a titled, lazily loaded frame instead of our scheduler', async () => {
    page = await newPage(browser, { baseURL: server.baseURL });
    await page.goto('/booking');
    const frame = page.locator('iframe[title="Book a free 15-minute discovery call"]');
    await frame.waitFor({ state: 'attached' });
    expect(await frame.getAttribute('src')).toBe(`${widgetOrigin}/discovery-call`);
    expect(await frame.getAttribute('loading')).toBe('lazy');
    await page.getByRole('heading', { name: 'Risk-Free', exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: '1. Pick a time' }).count()).toBe(0);
    await frame.scrollIntoViewIfNeeded();
    await expect.poll(() => widgetHits).toContain('/discovery-call');
    const problems = pageProblems(page);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    // The only other origin contacted is the configured widget's.
    expect(problems.thirdPartyRequests.every((r) => r.includes(widgetOrigin))).toBe(true);
  });
});

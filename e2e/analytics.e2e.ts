// Analytics with a tracking script configured (PRODUCT.md): one app_ready event at start-up and
// the script added 300 ms later. The script's host is answered locally so the test stays offline.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { startServer, type TestServer } from './support/server';

const TRACKING_URL = 'https://tracking.example.com/t.js';

describe('analytics with a tracking script configured', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    // A server of its own: the tracking script is configured in its environment.
    server = await startServer({ env: { TRACKING_SCRIPT_URL: TRACKING_URL } });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('pushes one app_ready event, then adds the tracking script after 300 ms', async () => {
    const page = await newPage(browser, { baseURL: server.baseURL });
    let trackerRequests = 0;
    await page.route(TRACKING_URL, (route) => {
      trackerRequests += 1;
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__tracked = true;' });
    });
    const start = new Date('2026-03-02T09:00:00Z');
    // Installed a little before `start` so pausing there is always forward, however slow the machine.
    await page.clock.install({ time: new Date(start.getTime() - 60_000) });
    await page.clock.pauseAt(start);
    await page.goto('/about');
    await page.waitForFunction(() => Array.isArray((window as unknown as { dataLayer?: unknown[] }).dataLayer));

    const tracker = page.locator(`script[src="${TRACKING_URL}"]`);
    const events = await page.evaluate(() => (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer);
    expect(events.filter((e) => e.event === 'app_ready')).toHaveLength(1);
    expect(events[0].timestamp).toBe(start.getTime());

    await page.clock.runFor(299);
    expect(await tracker.count()).toBe(0);
    await page.clock.runFor(1);
    await tracker.waitFor({ state: 'attached' });
    await page.waitForFunction(() => (window as unknown as { __tracked?: boolean }).__tracked === true);
    expect(trackerRequests).toBe(1);

    // Client-side navigation does not start analytics again.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL('**/faq');
    await page.clock.runFor(1000);
    const after = await page.evaluate(() => (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer);
    expect(after.filter((e) => e.event === 'app_ready')).toHaveLength(1);
    expect(await tracker.count()).toBe(1);
    await page.context().close();
  });
});

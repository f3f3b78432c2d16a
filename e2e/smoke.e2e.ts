// The built SPA is served by the real server, and unknown routes land on the 404 screen.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, launchBrowser, newPage } from './support/browser';
import { sharedServer, type SharedServer } from './support/server';

describe('smoke', () => {
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

  it('renders the landing page', async () => {
    page = await newPage(browser, { baseURL: server.baseURL });
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await page.locator('#root > *, main').first().waitFor({ state: 'visible' });
    expectClean(page);
  });

  it('shows Page Not Found for an unknown route', async () => {
    page = await newPage(browser, { baseURL: server.baseURL });
    const response = await page.goto('/no-such-page');
    expect([200, 404]).toContain(response?.status());
    await page.getByText('Page Not Found').first().waitFor({ state: 'visible' });
    // The server may answer an unknown route with a real 404, which Chromium logs for the document.
    expectClean(page, { allowConsole: [/status of 404 .*\/no-such-page/] });
  });
});

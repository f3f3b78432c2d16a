// Every admin screen, at desktop and at phone width, checked by axe: the two sign-in forms, the blog
// list and post editor, and each tab of the console. WCAG 2.1 A/AA and axe's best practices
// (heading order among them). At phone width the weekly chart scrolls sideways, by keyboard too.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, formatViolations, launchBrowser, newPage, pageWidth, runAxe } from './support/browser';
import { E2E_ADMIN, sharedServer, type SharedServer } from './support/server';

const ADMIN = E2E_ADMIN;
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 800 },
];
/** A post of the demo data: the newest as seeded, the draft. */
const SEEDED_POST = 'Draft: Building a Modern Data Stack on a Startup Budget';
const CONSOLE_TABS = ['Overview', 'Requisitions', 'Experts', 'Prebookings', 'Dream Teams', 'Discovery Calls', 'Candidates', 'Invoices', 'Payments', 'Books'];
const AXE_RULES = { runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } };

/** axe finds nothing, and nothing is wider than the window. */
async function expectAccessible(page: Page, screen: string, width: number) {
  const violations = await runAxe(page, AXE_RULES);
  expect(violations, `${screen} at ${width}px:\n${formatViolations(violations)}`).toEqual([]);
  const measured = await pageWidth(page);
  expect(measured.width, `${screen} at ${width}px, wider than the window:\n${measured.wider.join('\n')}`).toBeLessThanOrEqual(width);
}

/** Waits until no skeleton or loading list is left on the page. */
const settled = (page: Page) => page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });

describe('admin screens with axe', () => {
  let server: SharedServer;
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await sharedServer();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of VIEWPORTS) {
    it(`axe finds nothing on any admin screen at ${viewport.width}px`, async () => {
      const page = await newPage(browser, { baseURL: server.baseURL, viewport });
      try {
        // The console's sign-in form.
        await page.goto('/admin/dreamteam');
        await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
        await expectAccessible(page, 'console sign-in', viewport.width);

        // The blog's sign-in form, then the list of posts.
        await page.goto('/admin/blog');
        await page.getByRole('heading', { name: 'Blog Admin Login' }).waitFor();
        await expectAccessible(page, 'blog sign-in', viewport.width);
        await page.getByLabel('Username').fill(ADMIN.username);
        await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
        await page.getByRole('button', { name: 'Sign In' }).click();
        await page.getByRole('list', { name: 'Blog posts' }).waitFor();
        await expectAccessible(page, 'blog list', viewport.width);

        // A new post, with its preview filled in.
        await page.getByRole('button', { name: 'New Post' }).click();
        await page.getByRole('heading', { name: 'Create New Post' }).waitFor();
        await page.getByLabel('Title').fill('Streaming features for fraud scoring');
        await page.getByLabel('Excerpt').fill('How a small team moved scoring to streaming.');
        await page.getByLabel('Content').fill('<p>We moved <strong>fraud scoring</strong> to streaming.</p><h3>What changed</h3><p>Latency.</p>');
        await expectAccessible(page, 'new post', viewport.width);
        await page.getByRole('button', { name: 'Cancel' }).click();

        // An existing post in the editor: a seeded one (the newest may be another journey's).
        const seeded = page.getByRole('list', { name: 'Blog posts' }).getByRole('listitem').filter({ hasText: SEEDED_POST });
        await seeded.getByRole('button', { name: /^Edit / }).click();
        await page.getByRole('heading', { name: 'Edit Post' }).waitFor();
        await expectAccessible(page, 'edit post', viewport.width);

        // Each tab of the console.
        await page.goto('/admin/dreamteam');
        for (const tab of CONSOLE_TABS) {
          await page.getByRole('tab', { name: tab, exact: true }).click();
          if (tab === 'Overview') await page.getByRole('img', { name: 'Pre-bookings per week' }).waitFor();
          else await page.getByRole('heading', { level: 2, name: tab, exact: true }).waitFor();
          await settled(page);
          await expectAccessible(page, `console ${tab}`, viewport.width);
        }
        expectClean(page);
      } finally {
        await page.context().close();
      }
    });
  }

  it('lets the keyboard scroll the weekly chart at phone width', async () => {
    const page = await newPage(browser, { baseURL: server.baseURL, viewport: { width: 375, height: 800 } });
    try {
      await page.goto('/admin/dreamteam');
      await page.getByLabel('Username').fill(ADMIN.username);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      const chart = page.getByRole('region', { name: 'Pre-bookings per week' });
      await chart.waitFor();
      const scroll = await chart.evaluate((el) => ({ overflows: el.scrollWidth > el.clientWidth, left: el.scrollLeft }));
      expect(scroll).toEqual({ overflows: true, left: 0 });
      // Reached with Tab (not by a click) and scrolled with the arrow keys.
      for (let presses = 0; presses < 60 && !(await chart.evaluate((el) => el === document.activeElement)); presses++) await page.keyboard.press('Tab');
      expect(await chart.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('End');
      await expect.poll(() => chart.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    } finally {
      await page.context().close();
    }
  });
});

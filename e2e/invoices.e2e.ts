// The client's invoices in a real browser (PRODUCT.md "Invoices"): the demo client opens 'Your
// invoices' from the dashboard, reads one invoice with its lines and totals, and downloads its PDF;
// both screens are checked with axe at 1280 and 375 px. Engagements and their timesheets are made by
// other screens, so the invoice answers are served from this test's own figures (the server's
// invoices, amounts and PDF are covered by server/invoices/invoices.api.test.ts).
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectClean, formatViolations, launchBrowser, newPage, runAxe } from './support/browser';
import { startServer, type TestServer } from './support/server';

const CLIENT = { login: 'demo.client@northwind.example', password: 'demo-pass-2026' };

const summary = {
  id: 41,
  number: 7,
  status: 'open',
  clientId: 1,
  clientName: 'Demo Client',
  companyName: 'Northwind',
  month: '2026-10',
  periodStart: '2026-10-01',
  totalCents: 137_408,
  issuedAt: '2026-11-01T00:20:00.000Z',
  paidAt: null,
  updatedAt: '2026-11-01T00:20:00.000Z',
};
const invoice = {
  ...summary,
  lines: [
    { id: 1, kind: 'hours', engagementId: 9, weekId: 11, weekStart: '2026-10-05', workMonth: '2026-10', description: 'Grace Hopper: week of 5 Oct 2026, 5 Oct 2026 to 7 Oct 2026', minutes: 945, rateCents: 8_502, amountCents: 133_907 },
    { id: 2, kind: 'hours', engagementId: 9, weekId: 12, weekStart: '2026-10-12', workMonth: '2026-10', description: 'Grace Hopper: week of 12 Oct 2026, 12 Oct 2026', minutes: 60, rateCents: 8_502, amountCents: 8_502 },
    { id: 3, kind: 'credit', engagementId: 10, weekId: null, weekStart: null, workMonth: null, description: 'Trial credit: Alan Turing, ended in its 30-day trial on 8 Oct 2026', minutes: 30, rateCents: 10_001, amountCents: -5_001 },
  ],
  hoursCents: 142_409,
  creditsCents: -5_001,
  minutes: 1_005,
};
const paid = { ...summary, id: 40, number: 6, status: 'paid', month: '2026-09', periodStart: '2026-09-01', totalCents: 48_000, paidAt: '2026-10-04T09:00:00.000Z' };

async function serveInvoices(page: Page) {
  await page.route(/\/api\/invoices(\?.*)?$/, (route: Route) =>
    route.fulfill({ status: 200, contentType: 'application/json', headers: { 'X-Total-Count': '2' }, body: JSON.stringify([summary, paid]) }),
  );
  await page.route(/\/api\/invoices\/41$/, (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(invoice) }));
  await page.route(/\/api\/invoices\/41\.pdf$/, (route: Route) =>
    route.fulfill({ status: 200, contentType: 'application/pdf', headers: { 'Content-Disposition': 'attachment; filename="INV-000007-2026-10.pdf"' }, body: Buffer.from('%PDF-1.4\n%%EOF\n') }),
  );
}

describe("the client's invoices", () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await startServer();
  });

  afterAll(async () => {
    await page?.context().close();
    await browser?.close();
    await server?.stop();
  });

  const axeAt = async (widths: number[]) => {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      const violations = await runAxe(page);
      expect(violations, `${page.url()} at ${width} px:\n${formatViolations(violations)}`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${page.url()} at ${width} px`).toBeLessThanOrEqual(width);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  it('lists them, opens one with its lines and totals, and downloads its PDF', async () => {
    page = await newPage(browser, { baseURL: server.baseURL });
    await serveInvoices(page);
    await page.goto('/login');
    await page.getByLabel('Username').fill(CLIENT.login);
    await page.getByLabel('Password', { exact: true }).fill(CLIENT.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/client/dashboard');

    await page.getByRole('link', { name: 'Your invoices' }).click();
    await page.waitForURL('**/client/invoices');
    await page.getByRole('heading', { level: 1, name: 'Your invoices' }).waitFor();
    const october = page.getByRole('listitem').filter({ hasText: 'October 2026' });
    await october.getByText('$1,374.08').waitFor();
    await page.getByRole('listitem').filter({ hasText: 'September 2026' }).getByText('Paid', { exact: true }).waitFor();
    await axeAt([1280, 375]);

    await october.getByRole('link', { name: /October 2026/ }).click();
    await page.waitForURL('**/client/invoices/41');
    await page.getByRole('heading', { level: 2, name: 'Invoice INV-000007 for October 2026' }).waitFor();
    await page.getByRole('cell', { name: '-$50.01' }).waitFor();
    expect(await page.getByTestId('invoice-total').textContent()).toBe('$1,374.08');
    await axeAt([1280, 375]);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download PDF' }).click();
    expect((await download).suggestedFilename()).toBe('INV-000007-2026-10.pdf');
    expectClean(page);
  });
});

// Paying experts in a real browser (PRODUCT.md "Payout runs"), on the demo data, where last month's
// run is made and waits to be sent: an admin asks to run last month again and is told a month is
// paid once, opens the run, downloads the bank's CSV with its balance-of-payments category, marks
// the run sent and Thandi's payout paid; Thandi finds it paid on her hub, with the next payout and
// her bank account masked, and downloads its statement. Each screen is checked with axe.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, monthLabel, monthOf } from '@shared/calendar';
import { pdfText } from '../server/test/pdf-text';
import { answered, axeAt, downloadedBytes, expectClean, launchBrowser, newPage } from './support/browser';
import { E2E_ADMIN, startServer, type TestServer } from './support/server';

const ADMIN = E2E_ADMIN;
const PASSWORD = 'demo-pass-2026';
const month = addMonths(monthOf(new Date()), -1);

describe('a month of payouts, from the console to the expert', () => {
  let server: TestServer;
  let browser: Browser;
  let admin: Page;
  let expert: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    // A server of its own: it sends the demo's run to the bank.
    server = await startServer({ env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } });
  });

  afterAll(async () => {
    for (const page of [admin, expert]) await page?.context().close();
    await browser?.close();
    await server?.stop();
  });

  const signIn = async (page: Page, login: string, password: string, landing?: string) => {
    await page.getByLabel('Username').fill(login);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    if (landing) await page.waitForURL(`**${landing}`);
    await page.getByText('Login successful').first().waitFor();
  };

  it('lets an admin run a month once, download the batch, send the run and mark a payout paid', async () => {
    admin = await newPage(browser, { baseURL: server.baseURL });
    await admin.goto('/admin/dreamteam#payouts');
    await signIn(admin, ADMIN.username, ADMIN.password);
    await admin.getByRole('tab', { name: 'Payouts' }).click();
    const form = admin.getByRole('form', { name: "Run a month's payouts" });
    await form.waitFor();
    await admin.getByRole('table', { name: 'Payout runs' }).waitFor();
    await axeAt(admin);

    // Last month was run already: a second run is refused and pays nobody.
    await form.getByLabel('Month').fill(month);
    await form.getByLabel('USD→ZAR rate').fill('18.9000');
    const refused = answered(admin, 'POST', /^\/api\/admin\/payout-runs$/);
    await form.getByRole('button', { name: 'Run payouts' }).click();
    expect((await refused).status()).toBe(409);
    await form.getByRole('alert').filter({ hasText: 'a month is paid once' }).waitFor();

    await admin.getByRole('button', { name: `Open ${monthLabel(month)}` }).click();
    const payouts = admin.getByRole('table', { name: `Payouts for ${monthLabel(month)}` });
    await payouts.waitFor();
    await axeAt(admin);

    const download = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Batch CSV' }).click();
    const csv = (await downloadedBytes(await download)).toString('utf8');
    expect(csv.split('\r\n')[0]).toContain('bopCategory');
    expect(csv).toMatch(/,ZAR,PT PAYOUT [\d-]+ \d+,231,/);

    await admin.getByRole('button', { name: 'Mark run sent' }).click();
    const paid = admin.getByRole('button', { name: /^Paid to Thandi/ });
    await paid.waitFor();
    await paid.click();
    await payouts.getByRole('row').filter({ hasText: 'Thandi' }).getByText('Paid', { exact: true }).waitFor();
    // The refused second run is the one error the page logs.
    expectClean(admin, { allowConsole: [/status of 409 \(Conflict\).*\/api\/admin\/payout-runs/] });
  });

  it("shows Thandi the payout paid on her hub, with her next payout and masked account, and its statement", async () => {
    expert = await newPage(browser, { baseURL: server.baseURL });
    await expert.goto('/login');
    await signIn(expert, 'thandi', PASSWORD, '/expert/dashboard');
    await expert.getByRole('region', { name: 'Next payout' }).getByText(/^Next payout: /).waitFor();
    await expert.getByRole('region', { name: 'Bank account for payouts' }).getByText('••••6789').waitFor();
    const list = expert.getByRole('region', { name: 'Your payouts' });
    const item = list.getByRole('listitem').filter({ hasText: monthLabel(month) });
    await item.getByText('Paid', { exact: true }).waitFor();
    await axeAt(expert);

    const download = expert.waitForEvent('download');
    await item.getByRole('button', { name: `Statement for ${monthLabel(month)}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^payout-${month}-\\d+\\.pdf$`));
    const { text } = await pdfText(await downloadedBytes(file));
    expect(text).toContain(`Payout statement: ${monthLabel(month)}`);
    expect(text).toContain('Northwind');
    expect(text).toContain('18.4321');
    expectClean(expert);
  });
});

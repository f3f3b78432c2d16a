// From hours to a paid-for month in a real browser (PRODUCT.md "Timesheets", "Invoices", "Trial and
// replacement"), on the demo data: the expert (Lerato, for Hudson Ledger) records and submits a week
// of last month with one day wrong; the client disputes it; the expert corrects and submits it again;
// the client approves it; an admin issues last month's invoices from the console; the client reads
// the invoice, how to pay it and its PDF, whose text carries the same total; the admin uploads the
// bank's statement whose entry quotes the invoice's reference, and Hudson's finance member finds it
// paid. The demo client's engagement ended in its trial leads to its free replacement. Every screen
// on the way is checked with axe at 1280 and 375 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCreditorReference } from '@shared/payment-reference';
import { pdfText } from '../server/test/pdf-text';
import { answered, axeAt, downloadedBytes, expectClean, launchBrowser, newPage } from './support/browser';
import { openClientPage } from './support/client-area';
import { E2E_ADMIN, startServer, type TestServer } from './support/server';
import { addDays, formatLongDay, mondayOf, monthLabel, previousMonth } from '@shared/calendar';

const ADMIN = E2E_ADMIN;
const PASSWORD = 'demo-pass-2026';
const EXPERT = 'lerato';
const CLIENT = 'marcus.bell@hudsonledger.example';
const DEMO_CLIENT = 'demo.client@northwind.example';
const FINANCE = 'nadia.rahman@hudsonledger.example';

// Last month (UTC, as invoices count months); the seeded engagement starts on the Monday of the week
// of its first day, so the week after lies wholly inside it.
const month = previousMonth(new Date());
const weekStart = addDays(mondayOf(`${month}-01`), 7);
const days = [0, 1, 2, 3, 4].map((i) => addDays(weekStart, i));
// Lerato's rate is $75 an hour: 40 hours are $3,000.00.
const TOTAL = '$3,000.00';

describe('from a timesheet week to a paid-for month', () => {
  let server: TestServer;
  let browser: Browser;
  let expert: Page;
  let client: Page;
  let admin: Page;
  /** The issued invoice's payment reference, as the run answered it. */
  let reference: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    // A server of its own: it issues last month's invoices for every client on the server, and counts them.
    server = await startServer({ env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } });
  });

  afterAll(async () => {
    for (const page of [expert, client, admin]) await page?.context().close();
    await browser?.close();
    await server?.stop();
  });

  const signIn = async (page: Page, login: string, password: string, landing?: string) => {
    await page.getByLabel('Username').fill(login);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    if (landing) await page.waitForURL(`**${landing}`);
    // The sign-in's toast is on screen before any axe check, so the check waits for it to fade in
    // rather than measuring it half-way (a contrast finding no reader sees).
    await page.getByText('Login successful').first().waitFor();
  };
  /** Opens the engagement from 'Your engagements' (the expert's dashboard, the client's Engagements page) and shows the journey's week. */
  const openWeek = async (page: Page, party: RegExp) => {
    await page.getByRole('region', { name: 'Your engagements' }).getByRole('link', { name: party }).click();
    await page.waitForURL(/\/engagements\/\d+$/);
    await page.getByLabel('Week', { exact: true }).selectOption(weekStart);
    await page.getByRole('heading', { name: `Week of ${formatLongDay(weekStart)}` }).waitFor();
  };
  const hoursOn = (page: Page, date: string) => page.getByLabel(`Hours on ${formatLongDay(date)}`);
  const weekMove = (page: Page, move: 'submit' | 'approve' | 'dispute') => answered(page, 'POST', new RegExp(`/timesheets/${weekStart}/${move}$`));

  it('lets the expert record and submit a week of last month', async () => {
    expert = await newPage(browser, { baseURL: server.baseURL });
    await expert.goto('/login');
    await signIn(expert, EXPERT, PASSWORD, '/expert/dashboard');
    await openWeek(expert, /Hudson Ledger/);
    await expert.getByText('Draft', { exact: true }).first().waitFor();
    // Friday is entered as 12 hours by mistake.
    for (const date of days) await hoursOn(expert, date).selectOption(date === days[4] ? '720' : '480');
    await expert.getByText('44:00').first().waitFor();
    // Over the 40 hours a week agreed: said as the hours are picked, and such a week waits for the client.
    await expert.getByRole('status').filter({ hasText: '4 hours over the 40 hours a week agreed.' }).waitFor();
    await axeAt(expert);
    const submitted = weekMove(expert, 'submit');
    await expert.getByRole('button', { name: 'Submit the week' }).click();
    expect((await submitted).status()).toBe(200);
    await expert.getByText(/It is over the agreed hours, so it is never approved automatically/).waitFor();
    expectClean(expert);
  });

  it('lets the client dispute it, the expert correct it, and the client approve it', async () => {
    client = await newPage(browser, { baseURL: server.baseURL });
    await client.goto('/login');
    await signIn(client, CLIENT, PASSWORD, '/client/dashboard');
    await openClientPage(client, 'Engagements');
    await openWeek(client, /Lerato/);
    await client.getByRole('button', { name: 'Dispute' }).click();
    await client.getByLabel(/What is wrong with this week\?/).fill('Friday shows 12 hours; we agreed on 8 a day.');
    await axeAt(client);
    const disputed = weekMove(client, 'dispute');
    await client.getByRole('button', { name: 'Send the dispute' }).click();
    expect((await disputed).status()).toBe(200);
    await client.getByRole('alert').filter({ hasText: 'Friday shows 12 hours' }).waitFor();

    await expert.reload();
    await expert.getByLabel('Week', { exact: true }).selectOption(weekStart);
    await expert.getByRole('alert').filter({ hasText: 'Friday shows 12 hours' }).waitFor();
    await hoursOn(expert, days[4]).selectOption('480');
    await expert.getByText('40:00').first().waitFor();
    expect(await expert.getByText(/over the 40 hours a week agreed/).count()).toBe(0);
    await axeAt(expert);
    const resubmitted = weekMove(expert, 'submit');
    await expert.getByRole('button', { name: 'Submit the week' }).click();
    expect((await resubmitted).status()).toBe(200);

    await client.reload();
    await client.getByLabel('Week', { exact: true }).selectOption(weekStart);
    await client.getByText('Disputed before', { exact: false }).waitFor();
    const approved = weekMove(client, 'approve');
    await client.getByRole('button', { name: 'Approve', exact: true }).click();
    expect((await approved).status()).toBe(200);
    await client.getByText(/This week is locked: its hours can no longer change\./).waitFor();
    await axeAt(client);
    expectClean(expert);
    expectClean(client);
  });

  it("lets an admin issue last month's invoices from the console", async () => {
    admin = await newPage(browser, { baseURL: server.baseURL });
    await admin.goto('/admin/dreamteam#engagements');
    await signIn(admin, ADMIN.username, ADMIN.password);
    await admin.getByRole('heading', { level: 2, name: 'Engagements', exact: true }).waitFor();
    await axeAt(admin);

    await admin.getByRole('tab', { name: 'Requisitions' }).click();
    await admin.getByRole('heading', { name: 'The 30-day trial' }).waitFor();
    await axeAt(admin);

    await admin.getByRole('tab', { name: 'Invoices' }).click();
    const form = admin.getByRole('form', { name: "Issue a month's invoices" });
    await form.waitFor();
    expect(await form.getByLabel('Month').inputValue()).toBe(month);
    await axeAt(admin);
    const run = answered(admin, 'POST', /^\/api\/invoices\/run$/);
    await form.getByRole('button', { name: 'Issue invoices' }).click();
    const result = await (await run).json();
    expect(result.month).toBe(month);
    expect(result.invoices).toHaveLength(1);
    reference = result.invoices[0].paymentReference;
    expect(reference).toMatch(/^RF\d{2}\d+$/);
    await admin.getByText('1 invoice issued').first().waitFor();
    expectClean(admin);
  });

  it('shows the client the invoice with its total, and its PDF says the same', async () => {
    await client.goto('/client/dashboard');
    await openClientPage(client, 'Invoices');
    const item = client.getByRole('listitem').filter({ hasText: monthLabel(month) });
    await item.getByText(TOTAL).waitFor();
    await axeAt(client);

    await item.getByRole('link', { name: new RegExp(monthLabel(month)) }).click();
    await client.waitForURL(/\/client\/invoices\/\d+$/);
    await client.getByRole('heading', { level: 2, name: new RegExp(`^Invoice INV-\\d{6} for ${monthLabel(month)}$`) }).waitFor();
    expect(await client.getByTestId('invoice-total').textContent()).toBe(TOTAL);
    await client.getByRole('region', { name: 'How to pay' }).getByText(formatCreditorReference(reference)).waitFor();
    await client.getByText(`week of`, { exact: false }).first().waitFor();
    await axeAt(client);

    const download = client.waitForEvent('download');
    await client.getByRole('link', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^INV-\\d{6}-${month}\\.pdf$`));
    const bytes = await downloadedBytes(file);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await pdfText(bytes);
    expect(text).toContain(TOTAL);
    expect(text).toContain('Lerato');
    expectClean(client);
  });

  it("lets an admin record the company's transfer from the bank's statement", async () => {
    await admin.getByRole('tab', { name: 'Payments' }).click();
    const form = admin.getByRole('form', { name: 'Upload a bank statement' });
    await form.waitFor();
    await axeAt(admin);
    const today = new Date().toISOString().slice(0, 10);
    const csv = ['date,amount,currency,reference,counterparty,entryId', `${today},3000.00,USD,${reference},Hudson Ledger,E2E-${reference}`].join('\n');
    await form.getByLabel('Statement file').setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const uploaded = answered(admin, 'POST', /^\/api\/admin\/bank-statements$/);
    await form.getByRole('button', { name: 'Upload statement' }).click();
    expect((await uploaded).status()).toBe(201);
    await form.getByRole('status').filter({ hasText: '1 payment recorded, 0 waiting for you' }).waitFor();
    await axeAt(admin);
    expectClean(admin);
  });

  it("shows Hudson's finance member the invoice paid by the transfer, with nothing left to pay", async () => {
    const finance = await newPage(browser, { baseURL: server.baseURL });
    try {
      await finance.goto('/login');
      await signIn(finance, FINANCE, PASSWORD, '/client/dashboard');
      await openClientPage(finance, 'Invoices');
      const item = finance.getByRole('listitem').filter({ hasText: monthLabel(month) });
      await item.getByText('Paid', { exact: true }).waitFor();
      await item.getByRole('link', { name: new RegExp(monthLabel(month)) }).click();
      await finance.waitForURL(/\/client\/invoices\/\d+$/);
      const settled = finance.getByRole('region', { name: 'Credit notes and payments' });
      await settled.getByText('Payment received', { exact: false }).waitFor();
      await settled.getByText('bank transfer', { exact: false }).waitFor();
      expect(await finance.getByRole('region', { name: 'How to pay' }).count()).toBe(0);
      await axeAt(finance);
      expectClean(finance);
    } finally {
      await finance.context().close();
    }
  });

  it("leads the demo client from the engagement ended in its trial to its free replacement's search", async () => {
    const demo = await newPage(browser, { baseURL: server.baseURL });
    try {
      await demo.goto('/login');
      await signIn(demo, DEMO_CLIENT, PASSWORD, '/client/dashboard');
      await openClientPage(demo, 'Engagements');
      const engagements = demo.getByRole('region', { name: 'Your engagements' });
      await engagements.getByRole('link', { name: /Nomvula/ }).click();
      await demo.waitForURL(/\/client\/engagements\/\d+$/);
      const replacement = demo.getByRole('region', { name: 'Your free replacement' });
      await replacement.waitFor();
      await axeAt(demo);
      await replacement.getByRole('link', { name: 'See the search' }).click();
      await demo.waitForURL(/\/client\/requisitions\/\d+$/);
      await demo.getByText(/^Replacement for Nomvula .+’s engagement ended in the trial$/).waitFor();
      await axeAt(demo);

      // Thandi's engagement began more than 30 days ago or not: either way the page says only what applies.
      await demo.goto('/client/engagements');
      await engagements.getByRole('link', { name: /Thandi/ }).click();
      await demo.waitForURL(/\/client\/engagements\/\d+$/);
      await demo.getByRole('heading', { name: 'Timesheets' }).waitFor();
      await axeAt(demo);
      expectClean(demo);
    } finally {
      await demo.context().close();
    }
  });
});

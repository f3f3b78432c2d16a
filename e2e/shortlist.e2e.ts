// The 14-day shortlist in a real browser (PRODUCT.md "Beyond: from a shortlist…"): the demo client's
// shortlists, one in each state; a client of the journey's own states a need and watches its clock;
// an admin, in another browser, proposes two candidates from the match's suggestions; they arrive on
// the client's open page without a reload; the client marks one for interview and writes a message
// that the admin's open console shows live. A visitor who clicks the landing page's 'Start Your Free
// Shortlist' signs up and lands on the form. The screens are checked with axe at 1280 and 375 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answered, axeAt, expectClean, launchBrowser, newPage } from './support/browser';
import { openClientPage } from './support/client-area';
import { newClient } from './support/accounts';
import { E2E_ADMIN, sharedServer, type SharedServer } from './support/server';

const ADMIN = E2E_ADMIN;
const DEMO_CLIENT = { login: 'demo.client@northwind.example', password: 'demo-pass-2026' };
const LIVE_MS = 2_000;

describe('the 14-day shortlist', () => {
  let server: SharedServer;
  let browser: Browser;
  let client: Page;
  let admin: Page;
  const title = `Platform Engineer ${Date.now().toString(36)}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await sharedServer();
  });

  afterAll(async () => {
    await client?.context().close();
    await admin?.context().close();
    await browser?.close();
  });

  const streamOpen = (page: Page) => page.waitForResponse((r) => new URL(r.url()).pathname === '/api/notifications/stream' && r.status() === 200);

  /** Signs in through /login and waits until the page's live stream is open. */
  const signIn = async (page: Page, who: { login: string; password: string }) => {
    await page.goto('/login');
    const stream = streamOpen(page);
    await page.getByLabel('Username').fill(who.login);
    await page.getByLabel('Password', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/client/dashboard');
    await stream;
  };

  it("shows the demo client's shortlists, one in each state", async () => {
    const demo = await newPage(browser, { baseURL: server.baseURL });
    try {
      await signIn(demo, DEMO_CLIENT);
      await openClientPage(demo, 'Needs');
      const shortlists = demo.getByRole('region', { name: 'Your shortlists' });
      await shortlists.getByRole('article').first().waitFor();
      for (const state of ['Searching', 'Shortlisted', 'Overdue', 'Filled']) await shortlists.getByText(`Status: ${state}`).first().waitFor();
      await axeAt(demo, [1280, 375]);
      expectClean(demo);
    } finally {
      await demo.context().close();
    }
  });

  it('lets a client state a need and shows its clock at once', async () => {
    // A client of this journey's own: the need it states is theirs.
    client = await newPage(browser, { baseURL: server.baseURL });
    await signIn(client, await newClient(server.baseURL));
    await openClientPage(client, 'Needs');
    const shortlists = client.getByRole('region', { name: 'Your shortlists' });
    await shortlists.getByText('No shortlists yet.', { exact: false }).waitFor();

    await shortlists.getByRole('link', { name: 'Start your shortlist' }).click();
    await client.waitForURL('**/client/shortlist/new');
    const form = client.getByRole('form', { name: 'Who you need' });
    await form.getByLabel('Role title').fill(title);
    await form.getByLabel('Must-have skills').fill('pyth');
    await client.getByRole('option', { name: /^Python/ }).click();
    await form.getByRole('list', { name: 'Must-have skills chosen' }).getByText('Python').waitFor();
    await form.getByLabel('Notes').fill('Own our data platform end to end.');
    // Who fits, counted by the server as the need is typed.
    await form.getByText(/^\d+ experts? fits? this need\.$/).waitFor();
    await axeAt(client, [1280, 375]);
    const created = answered(client, 'POST', /^\/api\/requisitions$/);
    await form.getByRole('button', { name: 'Start the 14-day clock' }).click();
    expect((await created).status()).toBe(201);

    await client.waitForURL(/\/client\/requisitions\/\d+$/);
    await client.getByRole('heading', { level: 1, name: title }).waitFor();
    await client.getByText('14 days left').waitFor();
    await client.getByText('Status: Searching').waitFor();
    // Open with no candidate yet: the need may still be edited, in the same form, its clock kept.
    await client.getByRole('button', { name: 'Edit need' }).click();
    const edit = client.getByRole('form', { name: 'Edit the need' });
    await edit.getByText(/^\d+ experts? fits? this need\.$/).waitFor();
    await edit.getByLabel('Length in weeks').fill('8');
    const saved = answered(client, 'PATCH', /^\/api\/requisitions\/\d+$/);
    await edit.getByRole('button', { name: 'Save the need' }).click();
    expect((await saved).status()).toBe(200);
    await client.getByText(/, 8 weeks$/).waitFor();
    await client.getByText('14 days left').waitFor();
    await client.getByText('Our team is searching. Candidates appear here as they are proposed, and you are told at once.').waitFor();
    await client.evaluate(() => ((window as unknown as { liveMark: string }).liveMark = 'unchanged'));
    expectClean(client);
  });

  it("shows the admin's two proposals on the client's open page, and the client's message on the admin's", async () => {
    admin = await newPage(browser, { baseURL: server.baseURL });
    await admin.goto('/admin/dreamteam#requisitions');
    await admin.getByLabel('Username').fill(ADMIN.username);
    await admin.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    const stream = streamOpen(admin);
    await admin.getByRole('button', { name: 'Sign In' }).click();
    await admin.getByRole('heading', { level: 2, name: 'Requisitions', exact: true }).waitFor();
    await stream;
    await admin.getByRole('heading', { name: 'The 14-day promise' }).waitFor();
    await axeAt(admin, [1280, 375]);

    await admin.getByRole('button', { name: `Open ${title}` }).click();
    const suggestions = admin.getByTestId('suggestion');
    await suggestions.first().waitFor();
    await axeAt(admin, [1280, 375]);

    // Two proposals, each timed from the server's answer to the candidate on the client's screen.
    const delays: number[] = [];
    for (let i = 0; i < 2; i++) {
      const card = suggestions.filter({ hasNot: admin.getByText('Proposed', { exact: true }) }).first();
      const name = (await card.getByRole('heading', { level: 4 }).textContent())!;
      const proposed = answered(admin, 'POST', /^\/api\/requisitions\/\d+\/candidates$/);
      await card.getByRole('button', { name: `Propose ${name}` }).click();
      expect((await proposed).status()).toBe(201);
      const at = Date.now();
      await client.getByRole('article', { name }).waitFor({ timeout: LIVE_MS });
      delays.push(Date.now() - at);
      await admin.getByRole('article', { name }).getByText('Proposed', { exact: true }).waitFor();
    }
    console.log(`proposal → client's screen: ${delays.map((d) => `${d} ms`).join(', ')}`);
    await client.getByText('Status: Shortlisted').waitFor({ timeout: LIVE_MS });
    await client.getByText('2 of 2 candidates proposed').waitFor();
    expect(await client.evaluate(() => (window as unknown as { liveMark?: string }).liveMark)).toBe('unchanged');

    // The client marks the first for interview and writes to the team.
    const first = client.getByTestId('candidate').first();
    const answer = answered(client, 'PATCH', /^\/api\/requisitions\/\d+\/candidates\/\d+$/);
    await first.getByRole('button', { name: /^Mark for interview/ }).click();
    expect((await answer).status()).toBe(200);
    await first.getByText('For interview', { exact: true }).waitFor();
    await client.getByRole('button', { name: 'Book them (1)' }).waitFor();
    await axeAt(client, [1280, 375]);

    const text = `Can the first candidate start a week later? ${Date.now()}`;
    await client.getByLabel('Your message').fill(text);
    const sent = answered(client, 'POST', /^\/api\/threads\/requisition\/\d+\/messages$/);
    await client.getByRole('button', { name: 'Send' }).click();
    expect((await sent).status()).toBe(201);
    const sentAt = Date.now();
    await admin.getByRole('list', { name: 'Messages' }).getByText(text).waitFor({ timeout: LIVE_MS });
    console.log(`message → admin's screen: ${Date.now() - sentAt} ms`);
    await admin.getByText('For interview', { exact: true }).waitFor({ timeout: LIVE_MS });
    expectClean(client);
    expectClean(admin);
  });

  it("takes a visitor from the landing page's button through sign-up to the shortlist form", async () => {
    const visitor = await newPage(browser, { baseURL: server.baseURL });
    try {
      await visitor.goto('/');
      await visitor.locator('main').getByRole('link', { name: 'Start Your Free Shortlist' }).click();
      await visitor.waitForURL('**/register/client?next=%2Fclient%2Fshortlist%2Fnew');
      await visitor.getByLabel('First Name').fill('Ada');
      await visitor.getByLabel('Last Name').fill('Byron');
      await visitor.getByLabel('Email').fill(`ada.${Date.now()}@engines.example`);
      await visitor.getByLabel('Password', { exact: true }).fill('secret-123');
      await visitor.getByLabel('Confirm Password').fill('secret-123');
      await visitor.getByRole('button', { name: 'Create Account' }).click();
      await visitor.waitForURL('**/client/shortlist/new');
      await visitor.getByRole('heading', { level: 1, name: 'Start your shortlist' }).waitFor();
      await visitor.getByRole('form', { name: 'Who you need' }).waitFor();
      expectClean(visitor);
    } finally {
      await visitor.context().close();
    }
  });
});

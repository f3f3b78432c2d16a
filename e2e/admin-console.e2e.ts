// The admin console in a real browser: sign-in through the admin gate, tiles that match the
// data, deactivating an expert (gone from clients' search), and filtering bookings.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOverview } from '../shared/contracts/admin';
import { fileForm, minimalPdf } from '../server/test/pdf';
import { expectClean, formatViolations, launchBrowser, newPage, pageProblems, runAxe } from './support/browser';
import { adminToken, newExpert, PASSING_VETTING, tokenFor } from './support/accounts';
import { E2E_ADMIN, startServer, type TestServer } from './support/server';

const ADMIN = E2E_ADMIN;
const CLIENT = { login: 'demo.client@northwind.example', password: 'demo-pass-2026' };
const CANDIDATE = { login: 'sipho', password: 'demo-pass-2026' };
/** Rows per page of the console's lists (ADMIN_PAGE_SIZE in client/src/components/admin/list-parts.tsx). */
const ADMIN_PAGE = 20;

type Booking = { id: number; status: string; expertName: string; confirmedAt: string | null };
const idsOf = (rows: { id: number }[]) => rows.map((b) => String(b.id));

/** Signs a demo user in over the API and answers their bearer header. */
async function bearerFor(baseURL: string, body: Record<string, string>) {
  const res = await fetch(`${baseURL}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

describe('admin console', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    // A server of its own: its tiles and lists count the whole database, and it deactivates a demo expert others book.
    server = await startServer({ env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } });
    page = await newPage(browser, { baseURL: server.baseURL });
  });

  afterAll(async () => {
    await page?.context().close();
    await browser?.close();
    await server?.stop();
  });

  /** An API answer with the admin's cookie (the browser context's jar). */
  const adminGet = async (path: string) => {
    const res = await page.request.get(path);
    expect(res.status(), `GET ${path}`).toBe(200);
    return { body: await res.json(), total: Number(res.headers()['x-total-count']) };
  };

  /** Every row of a list, page by page of 100 (the API's largest page). */
  const adminGetAll = async <T,>(path: string) => {
    const rows: T[] = [];
    for (;;) {
      const { body, total } = await adminGet(`${path}${path.includes('?') ? '&' : '?'}limit=100&offset=${rows.length}`);
      rows.push(...(body as T[]));
      if (rows.length >= total || (body as T[]).length === 0) {
        expect(rows, path).toHaveLength(total);
        return rows;
      }
    }
  };

  const overviewTiles = async () => ((await adminGet('/api/admin/overview')).body as AdminOverview).tiles;

  /** The number shown on a summary tile. */
  const tile = (key: string) => page.locator(`[data-tile="${key}"] dd`);

  const openTab = async (name: string) => {
    await page.getByRole('tab', { name, exact: true }).click();
    if (name === 'Overview') await tile('totalExperts').waitFor();
    else await page.getByRole('heading', { level: 2, name, exact: true }).waitFor();
  };

  /** Booking ids shown in the Prebookings table, in order. */
  const bookingIds = async () =>
    (await page.getByRole('table', { name: 'Pre-bookings' }).locator('tbody tr td:first-child').allTextContents()).map((t) => t.replace(/\D/g, ''));

  it('asks for the admin sign-in at /admin/dreamteam and refuses the console API without it', async () => {
    await page.goto('/admin/dreamteam');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect((await page.request.get('/api/admin/overview')).status()).toBe(401);

    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('adminToken'))).toBeTruthy();
    // The shared admin header links both admin areas.
    const nav = page.getByRole('navigation', { name: 'Admin' });
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/admin/blog');
  });

  it('shows tiles that match the API and the demo data, and a readable weekly chart', async () => {
    const { body: overview } = (await adminGet('/api/admin/overview')) as { body: AdminOverview };
    const experts = await adminGet('/api/experts?includeInactive=true&limit=1');
    const active = await adminGet('/api/experts?includeInactive=false&limit=1');
    const pending = await adminGet('/api/pre-bookings?status=pending&limit=1');
    const completed = await adminGet('/api/pre-bookings?status=completed&limit=1');
    const teams = await adminGet('/api/dream-teams?limit=1');
    const calls = await adminGet('/api/admin/discovery-calls?limit=1');

    // Each tile counts what the lists count. Demo data: experts awaiting review besides the active
    // ones, bookings in every state, teams, and no discovery calls yet.
    expect(overview.tiles.totalExperts).toBe(experts.total);
    expect(overview.tiles.activeExperts).toBe(active.total);
    expect(overview.tiles.pendingBookings).toBe(pending.total);
    expect(overview.tiles.completedBookings).toBe(completed.total);
    expect(overview.tiles.dreamTeams).toBe(teams.total);
    expect(overview.tiles.discoveryCalls).toBe(calls.total);
    expect(overview.tiles.activeExperts).toBeGreaterThan(0);
    expect(overview.tiles.totalExperts).toBeGreaterThan(overview.tiles.activeExperts);
    expect(overview.tiles.pendingBookings).toBeGreaterThan(0);
    expect(overview.tiles.completedBookings).toBeGreaterThan(0);
    expect(overview.tiles.dreamTeams).toBeGreaterThan(0);
    expect(overview.tiles.discoveryCalls).toBe(0);
    // 'This month' counts confirmations since the first of the month (UTC).
    const bookings = await adminGetAll<Booking>('/api/pre-bookings');
    const monthStart = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1);
    const confirmedThisMonth = bookings.filter(
      (b) => b.confirmedAt && Date.parse(b.confirmedAt) >= monthStart && ['confirmed', 'completed'].includes(b.status),
    ).length;
    expect(overview.tiles.confirmedBookingsThisMonth).toBe(confirmedThisMonth);

    for (const [key, value] of Object.entries(overview.tiles)) {
      if (key === 'newDiscoveryCalls') continue;
      expect(await tile(key).textContent(), key).toBe(String(value));
    }
    expect(await page.locator('[data-tile="confirmedBookingsThisMonth"] dt').textContent()).toContain('this month');

    const chart = page.getByRole('img', { name: 'Pre-bookings per week' });
    await chart.waitFor();
    // The same figures in a table for screen readers: 12 weeks, and this week's bookings in the last row.
    const rows = page.getByRole('table', { name: 'Pre-bookings per week by status' }).locator('tbody tr');
    expect(await rows.count()).toBe(12);
    const last = overview.weekly.at(-1)!;
    expect(await rows.last().locator('td').allTextContents()).toEqual([last.pending, last.confirmed, last.declined, last.completed, last.total].map(String));

    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
  });

  it('deactivates an expert, who then disappears from a client\'s search and cannot be booked', async () => {
    const before = await overviewTiles();
    const auth = await bearerFor(server.baseURL, { email: CLIENT.login, password: CLIENT.password });
    const clientTotal = async () => {
      const res = await fetch(`${server.baseURL}/api/experts?limit=1`, { headers: auth });
      expect(res.status).toBe(200);
      return Number(res.headers.get('x-total-count'));
    };
    const clientSeesBefore = await clientTotal();
    expect(clientSeesBefore).toBe(before.activeExperts);

    await openTab('Experts');
    const experts = page.getByRole('table', { name: 'Experts' }).locator('tbody tr');
    await expect.poll(() => experts.count()).toBe(Math.min(before.totalExperts, ADMIN_PAGE));
    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
    // The list searches on the server; inactive experts included.
    await page.getByLabel('Search experts').fill('ruan');
    await expect.poll(() => experts.count()).toBe(1);
    await page.getByRole('row').filter({ hasText: 'Ruan Botha' }).waitFor();
    await page.getByLabel('Search experts').fill('thandi');
    await expect.poll(() => page.getByRole('table', { name: 'Experts' }).locator('tbody tr').count()).toBe(1);
    const row = page.getByRole('row').filter({ hasText: 'Thandi Nkosi' });
    await row.getByText('Active', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Deactivate Thandi Nkosi' }).click();
    await page.getByText('Expert status has been updated successfully.').first().waitFor();
    await row.getByText('Inactive', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Activate Thandi Nkosi' }).waitFor();

    // A client's search, signed in separately: Thandi is gone, and nobody else.
    const search = await fetch(`${server.baseURL}/api/experts?q=thandi`, { headers: auth });
    expect(search.status).toBe(200);
    expect(await search.json()).toEqual([]);
    expect(await clientTotal()).toBe(clientSeesBefore - 1);
    // Nor can the client book them any more.
    const thandiId = ((await adminGet('/api/experts?includeInactive=true&q=thandi')).body as { userId: number }[])[0].userId;
    const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const booking = await fetch(`${server.baseURL}/api/pre-bookings`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ expertId: thandiId, startDate: daysFromNow(30), endDate: daysFromNow(120), contractLength: 3 }),
    });
    expect(booking.status).toBe(404);

    // The overview follows the change.
    await openTab('Overview');
    await expect.poll(() => tile('activeExperts').textContent()).toBe(String(before.activeExperts - 1));
    expect(await tile('totalExperts').textContent()).toBe(String(before.totalExperts));
  });

  it('filters bookings by status and search text on the server, and marks a confirmed booking completed', async () => {
    const before = await overviewTiles();
    /** The console's first page for a query, as the API answers it. */
    const firstPage = async (query: string) => (await adminGet(`/api/pre-bookings?${query}&limit=${ADMIN_PAGE}`)) as { body: Booking[]; total: number };
    /** The table shows exactly these bookings, or says none match. */
    const showsExactly = async (rows: Booking[]) => {
      if (rows.length === 0) await page.getByText('No bookings match your criteria').waitFor();
      else await expect.poll(bookingIds).toEqual(idsOf(rows));
    };

    await openTab('Prebookings');
    const table = page.getByRole('table', { name: 'Pre-bookings' });
    await table.waitFor();
    const all = await firstPage('status=all');
    expect(all.body).toHaveLength(Math.min(all.total, ADMIN_PAGE));
    await showsExactly(all.body);

    const status = page.getByLabel('Status');
    await status.selectOption('confirmed');
    const confirmed = await firstPage('status=confirmed');
    expect(confirmed.total).toBeGreaterThan(0);
    expect(confirmed.total).toBeLessThan(all.total);
    expect(confirmed.body.every((b) => b.status === 'confirmed')).toBe(true);
    await showsExactly(confirmed.body);

    // Search by expert name within the status filter, then with every status: Ruan's bookings are
    // not all confirmed, so the two answers differ.
    const ruanConfirmed = await firstPage('q=ruan&status=confirmed');
    const ruanAll = await firstPage('q=ruan&status=all');
    expect(ruanAll.total).toBeGreaterThan(ruanConfirmed.total);
    await page.getByLabel('Search bookings').fill('ruan');
    await showsExactly(ruanConfirmed.body);
    await status.selectOption('all');
    await showsExactly(ruanAll.body);
    // Then by booking id: the highest id among the confirmed ones shown, which few others contain.
    const target = confirmed.body.reduce((a, b) => (b.id > a.id ? b : a));
    const byId = await firstPage(`q=${target.id}&status=all`);
    expect(idsOf(byId.body)).toContain(String(target.id));
    await page.getByLabel('Search bookings').fill(String(target.id));
    await showsExactly(byId.body);
    await page.getByLabel('Search bookings').fill('no such booking');
    await page.getByText('No bookings match your criteria').waitFor();

    // Mark that confirmed booking completed: it leaves the confirmed list and joins the completed ones.
    await page.getByLabel('Search bookings').fill('');
    await status.selectOption('confirmed');
    await showsExactly(confirmed.body);
    await page.getByRole('button', { name: `Mark completed: booking #${target.id}` }).click();
    await page.getByText(`Booking #${target.id} is marked completed.`).first().waitFor();
    await expect.poll(async () => (await bookingIds()).includes(String(target.id))).toBe(false);
    const stillConfirmed = await firstPage('status=confirmed');
    expect(stillConfirmed.total).toBe(confirmed.total - 1);
    await showsExactly(stillConfirmed.body);
    const after = await firstPage(`q=${target.id}&status=completed`);
    expect(idsOf(after.body)).toContain(String(target.id));

    await openTab('Overview');
    await expect.poll(() => tile('completedBookings').textContent()).toBe(String(before.completedBookings + 1));
  });

  it('moves a discovery call along and downloads a candidate\'s CV before activating them as an expert', async () => {
    // A visitor books the first free slot on /booking's API.
    const { slots } = (await (await fetch(`${server.baseURL}/api/discovery-calls/slots`)).json()) as { slots: string[] };
    const booked = await fetch(`${server.baseURL}/api/discovery-calls`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ slotStart: slots[0], timeZone: 'Europe/London', name: 'Ada Lovelace', email: 'ada@engines.example', company: 'Analytical Engines', needs: 'Two data engineers' }),
    });
    expect(booked.status).toBe(201);

    await openTab('Discovery Calls');
    const call = page.getByRole('listitem').filter({ hasText: 'Ada Lovelace' });
    await call.getByText('ada@engines.example').waitFor();
    await call.getByLabel("Status of Ada Lovelace's call").selectOption('contacted');
    await page.getByText("Ada Lovelace's call is now marked contacted.").first().waitFor();
    const calls = await adminGet('/api/admin/discovery-calls?status=contacted');
    expect((calls.body as { name: string }[]).map((c) => c.name)).toEqual(['Ada Lovelace']);

    // The demo candidate uploads a CV.
    const sipho = await bearerFor(server.baseURL, { username: CANDIDATE.login, password: CANDIDATE.password });
    const upload = await fetch(`${server.baseURL}/api/upload/cv`, { method: 'POST', headers: sipho, body: fileForm('cv', minimalPdf(), 'sipho-cv.pdf') });
    expect(upload.status).toBe(201);
    const { filePath } = (await upload.json()) as { filePath: string };
    const saved = await fetch(`${server.baseURL}/api/candidate/profile`, { method: 'PUT', headers: { ...sipho, 'content-type': 'application/json' }, body: JSON.stringify({ cvFilePath: filePath }) });
    expect(saved.status).toBe(200);

    await openTab('Candidates');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Sipho Mthembu/ }) });
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download CV of Sipho Mthembu' }).click()]);
    expect(download.suggestedFilename()).toBe('sipho-cv.pdf');

    // Vetted first (six stages passed), as every activation needs.
    const siphoId = ((await (await fetch(`${server.baseURL}/api/auth/me`, { headers: sipho })).json()) as { user: { id: number } }).user.id;
    const admin = await adminToken(server.baseURL);
    for (const [stage, body] of Object.entries(PASSING_VETTING)) {
      const res = await fetch(`${server.baseURL}/api/admin/experts/${siphoId}/vetting/${stage}`, { method: 'PUT', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect(res.status, stage).toBe(200);
    }
    await card.getByRole('button', { name: 'Activate as expert: Sipho Mthembu' }).click();
    await page.getByText('Sipho Mthembu is now an active expert clients can find.').first().waitFor();
    await openTab('Experts');
    await page.getByLabel('Search experts').fill('sipho');
    await page.getByRole('row').filter({ hasText: 'Sipho Mthembu' }).getByText('Active', { exact: true }).waitFor();
  });

  it('records six stages of vetting in the queue, then approves; rejects another only with a reason', async () => {
    type Review = { userId: number; name: string; reviewStatus: string };
    const firstPending = async () => {
      const { body, total } = await adminGet('/api/admin/experts/reviews?status=pending&limit=1');
      return { person: (body as Review[])[0], total };
    };
    // A new expert with a CV on file, awaiting review.
    const applicant = await newExpert(server.baseURL, { firstName: 'Vusi', lastName: 'Vetted' });
    const upload = await fetch(`${server.baseURL}/api/upload/cv`, { method: 'POST', headers: { authorization: `Bearer ${await tokenFor(server.baseURL, applicant.login, applicant.password)}` }, body: fileForm('cv', minimalPdf(), 'vusi.pdf') });
    expect(upload.status).toBe(201);
    await page.setViewportSize({ width: 1280, height: 900 });
    // The queue as it is now, the new applicant in it.
    await page.reload();
    await openTab('Experts');
    const { total } = await firstPending();
    await page.getByRole('heading', { level: 2, name: `Vetting queue (${total})` }).waitFor();
    const queue = page.getByRole('list', { name: 'Experts and candidates' });
    const item = queue.getByRole('listitem', { name: new RegExp(applicant.name) });

    // Approving before the stages are passed is refused, naming what is missing.
    await item.getByRole('button', { name: `Approve ${applicant.name}`, exact: true }).click();
    await page.getByText(/Vetting is not complete\. Still to pass: CV, Technical assessment/).first().waitFor();
    // The browser logs that refusal (409) as a console error; it is this test's own, expected.
    const logged = pageProblems(page).consoleErrors;
    await expect.poll(() => logged.findIndex((text) => /status of 409/.test(text))).toBeGreaterThanOrEqual(0);
    logged.splice(
      logged.findIndex((text) => /status of 409/.test(text)),
      1,
    );

    const recordStage = async (label: string, fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) => {
      await item.getByRole('button', { name: `Record ${label} for ${applicant.name}`, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `${label}: ${applicant.name}` });
      await fill(dialog);
      await dialog.getByRole('button', { name: 'Record', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
    };
    await recordStage('CV', async () => {});
    await recordStage('Technical assessment', async (d) => d.getByLabel(/Score/).fill('86'));
    await recordStage('Interview', async (d) => {
      await d.getByLabel(/Problem solving/).fill('4');
      await d.getByLabel(/System design/).fill('4');
      await d.getByLabel(/Communication/).fill('5');
    });
    await recordStage('English', async (d) => {
      await d.getByLabel(/CEFR level/).selectOption('C1');
      const violations = await runAxe(page);
      expect(violations, formatViolations(violations)).toEqual([]);
    });
    await recordStage('References', async (d) => d.getByLabel(/References checked/).fill('2'));
    await recordStage('Background check', async (d) => {
      await d.getByLabel(/Background check/).selectOption('true');
      await d.getByLabel(/Notes/).fill('Clear on every count.');
    });
    await item.getByRole('group', { name: 'Vetting: all six stages passed' }).waitFor();
    await item.getByText('Notes: Clear on every count.').waitFor();
    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);

    await item.getByRole('button', { name: `Approve ${applicant.name}`, exact: true }).click();
    await page.getByText('They are now visible to clients and have been told.').first().waitFor();
    await page.getByRole('heading', { level: 2, name: `Vetting queue (${total - 1})` }).waitFor();
    const profile = await fetch(`${server.baseURL}/api/experts/profile/${applicant.id}`);
    expect(profile.status).toBe(200);
    const { vetting } = (await profile.json()) as { vetting: { complete: boolean; stages: { score: number | null }[] } };
    expect(vetting.complete).toBe(true);
    expect(vetting.stages[1].score).toBe(86);
    expect(JSON.stringify(vetting)).not.toContain('Clear on every count');

    const { person: rejected } = await firstPending();
    await queue.getByRole('button', { name: `Reject ${rejected.name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Reject ${rejected.name}` });
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await dialog.getByText('Please give a reason for the rejection').waitFor();
    const dialogViolations = await runAxe(page);
    expect(dialogViolations, formatViolations(dialogViolations)).toEqual([]);
    await dialog.getByLabel('Reason').fill('We need more production experience with Spark.');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await page.getByText('They have been told, with your reason.').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.getByLabel('Show').selectOption('rejected');
    await queue.getByRole('listitem', { name: new RegExp(rejected.name) }).getByText('We need more production experience with Spark.').waitFor();
    expectClean(page);
  });

  it('turns a stale admin token away, and shows the empty states on a database without demo data', async () => {
    // A server of its own, without demo data (SEED_DEMO_DATA=false), for the empty states.
    const empty = await startServer({ env: { SEED_DEMO_DATA: 'false', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } });
    const fresh = await newPage(browser, { baseURL: empty.baseURL });
    try {
      // A stored token the server does not accept is no admin session: the login form, and the token gone.
      await fresh.goto('/admin/dreamteam');
      await fresh.evaluate(() => localStorage.setItem('adminToken', 'not-a-real-token'));
      await fresh.reload();
      await fresh.getByRole('heading', { name: 'Admin Login' }).waitFor();
      await expect.poll(() => fresh.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();

      await fresh.getByLabel('Username').fill(ADMIN.username);
      await fresh.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await fresh.getByRole('button', { name: 'Sign In' }).click();
      await fresh.locator('[data-tile="totalExperts"] dd').filter({ hasText: /^0$/ }).waitFor();
      await fresh.getByRole('tab', { name: 'Dream Teams', exact: true }).click();
      await fresh.getByText('No dream teams created yet').waitFor();
      await fresh.getByRole('tab', { name: 'Prebookings', exact: true }).click();
      await fresh.getByText('No bookings match your criteria').waitFor();
      expectClean(fresh, { allowConsole: [/status of 401/] });
    } finally {
      await fresh.context().close();
      await empty.stop();
    }
  });

  it('lists dream teams with their client and members, and works at phone width', async () => {
    await openTab('Dream Teams');
    // The open tab is in the address, so a reload comes back to it.
    expect(new URL(page.url()).hash).toBe('#teams');
    await page.reload();
    await page.getByRole('tab', { name: 'Dream Teams', selected: true }).waitFor();
    const squad = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Risk Platform Squad' }) });
    await squad.waitFor();
    expect(await squad.textContent()).toContain('Dana Whitfield');
    expect(await squad.textContent()).toContain('3 members');

    await page.setViewportSize({ width: 375, height: 800 });
    for (const tab of ['Prebookings', 'Experts', 'Dream Teams', 'Discovery Calls', 'Candidates']) {
      await openTab(tab);
      await page.locator('[role="tabpanel"] [aria-busy="true"]').first().waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), tab).toBeLessThanOrEqual(375);
      const violations = await runAxe(page);
      expect(violations, `${tab}:\n${formatViolations(violations)}`).toEqual([]);
    }
    await openTab('Overview');
    await tile('totalExperts').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expectClean(page);
  });
});

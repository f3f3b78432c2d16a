// Uploads on a slow connection: a 5 MB CV sent over a throttled link (the DevTools protocol's
// network emulation) shows its percentage moving and goes through; the next one is cancelled and
// says so; a refused file says why. What was typed in the form stays throughout.
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_MAX_BYTES } from '../shared/constants';
import { minimalPdf } from '../server/test/pdf';
import { expectClean, formatViolations, launchBrowser, newPage, runAxe } from './support/browser';
import { newCandidate } from './support/accounts';
import { sharedServer, type SharedServer } from './support/server';

/** Bytes per second up: 5 MB takes several seconds, so the bar is seen part-way. */
const UPLOAD_BYTES_PER_SECOND = 600 * 1024;

describe('uploads on a slow connection', () => {
  let server: SharedServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await sharedServer();
  });

  afterAll(async () => {
    await page?.context().close();
    await browser?.close();
  });

  async function throttle(cdp: CDPSession) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: -1, uploadThroughput: UPLOAD_BYTES_PER_SECOND });
  }

  const bar = () => page.getByRole('progressbar', { name: 'CV upload' });
  const percent = async () => Number(await bar().getAttribute('aria-valuenow'));

  /** Waits until the bar shows more than `above` percent (and less than 100) and returns it. */
  async function percentAbove(above: number): Promise<number> {
    await page.waitForFunction(
      (min) => {
        const value = Number(document.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow'));
        return value > min && value < 100;
      },
      above,
      { timeout: 30_000 },
    );
    return percent();
  }

  async function fillForm() {
    await page.getByLabel('Full Name').fill('Sipho Mthembu');
    await page.getByLabel('Role').selectOption('Data Engineer');
    await page.getByLabel('Location').fill('Durban');
    await page.getByLabel('Phone').fill('+27 82 555 0142');
  }

  async function expectFormIntact() {
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Sipho Mthembu');
    expect(await page.getByLabel('Role').inputValue()).toBe('Data Engineer');
    expect(await page.getByLabel('Location').inputValue()).toBe('Durban');
    expect(await page.getByLabel('Phone').inputValue()).toBe('+27 82 555 0142');
  }

  it('shows a 5 MB CV going up, lets the next one be cancelled, and says why a file is refused', async () => {
    // A candidate of this journey's own: the profile and CV it saves are theirs.
    const candidate = await newCandidate(server.baseURL);
    page = await newPage(browser, { baseURL: server.baseURL });
    await page.goto('/login?next=%2Fcandidate%2Fupload');
    await page.getByLabel('Username').fill(candidate.login);
    await page.getByLabel('Password', { exact: true }).fill(candidate.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/candidate/upload');
    const cdp = await page.context().newCDPSession(page);
    await throttle(cdp);

    // 1. A 5 MB PDF: bytes and a percentage that moves, then the profile is saved with it.
    await fillForm();
    const pdf = minimalPdf({ text: 'Sipho CV', padTo: CV_MAX_BYTES });
    await page.getByLabel('CV (PDF, max 5 MB)').setInputFiles({ name: 'sipho-cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByText('Selected: sipho-cv.pdf (5.0 MB)').waitFor();
    await page.getByRole('button', { name: 'Submit Profile' }).click();
    await bar().waitFor();
    const first = await percentAbove(0);
    const later = await percentAbove(first);
    expect(later).toBeGreaterThan(first);
    expect(await bar().getAttribute('aria-valuetext')).toMatch(/^\d+(\.\d)? (KB|MB) of 5\.0 MB sent \(\d+%\)$/);
    await page.getByText(/ of 5\.0 MB sent \(\d+%\)/).waitFor();
    expect(formatViolations(await runAxe(page))).toBe('');
    await page.waitForURL('**/expert/dashboard', { timeout: 60_000 });
    const saved = await (await page.request.get('/api/candidate/profile')).json();
    expect(saved).toMatchObject({ name: 'Sipho Mthembu', location: 'Durban', cvFileName: 'sipho-cv.pdf' });

    // 2. The next upload is cancelled part-way: it says so, nothing changes, the form stays.
    await page.goto('/candidate/upload');
    await page.getByRole('button', { name: 'Submit Profile' }).waitFor();
    await page.getByLabel('Location').fill('Durban');
    await page.getByLabel('Phone').fill('+27 82 555 0142');
    await page.getByLabel('CV (PDF, max 5 MB)').setInputFiles({ name: 'sipho-cv-2.pdf', mimeType: 'application/pdf', buffer: minimalPdf({ text: 'Second', padTo: CV_MAX_BYTES }) });
    await page.getByText('Selected: sipho-cv-2.pdf (5.0 MB)').waitFor();
    await page.getByRole('button', { name: 'Submit Profile' }).click();
    await percentAbove(0);
    await page.getByRole('button', { name: 'Cancel cv upload' }).click();
    await page.getByRole('status').filter({ hasText: 'Upload cancelled. Nothing was saved' }).waitFor();
    expect(await bar().count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/candidate/upload');
    await expectFormIntact();
    await page.getByText('Selected: sipho-cv-2.pdf (5.0 MB)').waitFor();
    const after = await (await page.request.get('/api/candidate/profile')).json();
    expect(after.cvFileName).toBe('sipho-cv.pdf');

    // 3. A file that is not a PDF is refused with the reason, and the form is still as typed.
    await page.getByLabel('CV (PDF, max 5 MB)').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Just some text, not a PDF at all.') });
    await page.locator('#cv-file-error').getByText('Please upload a PDF file for your CV.').waitFor();
    await expectFormIntact();
    // The first visit asks for a profile that does not exist yet (404).
    expectClean(page, { allowConsole: [/status of 404 .*\/api\/candidate\/profile/] });
  });
});

// Chromium for the journeys: launch, pages that record what went wrong, and axe checks.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result as AxeViolation, RunOptions as AxeRunOptions } from 'axe-core';
import { chromium, type Browser, type BrowserContextOptions, type BrowserServer, type Download, type Page, type Response } from 'playwright-core';
import { expect } from 'vitest';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];

const LAUNCH_OPTIONS = () => ({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: CHROMIUM_ARGS,
});

/** Where the run's one Chromium listens (set by e2e/global-setup.ts). */
export const BROWSER_ENDPOINT_ENV = 'E2E_BROWSER_ENDPOINT';

/** The run's one Chromium, for e2e/global-setup.ts. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH_OPTIONS());
}

/**
 * Debian's chromium (override with CHROMIUM_PATH): a connection to the run's one browser when the
 * global set-up started it, else a browser of its own. Closing it closes this connection's
 * contexts; the run's browser goes on for the next journey.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoint = process.env[BROWSER_ENDPOINT_ENV];
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch(LAUNCH_OPTIONS());
}

export interface NewPageOptions {
  /** The server's origin, e.g. from startServer().baseURL; relative page.goto() paths resolve against it. */
  baseURL: string;
  viewport?: { width: number; height: number };
  /** Anything else for the browser context (locale, timezoneId, storageState, ...). */
  context?: BrowserContextOptions;
}

export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
  thirdPartyRequests: string[];
}

const problemsByPage = new WeakMap<Page, PageProblems>();

/**
 * A page in its own context (fresh cookies and storage) that records every console.error,
 * uncaught page error and request to another origin than baseURL. Close it with
 * `await page.context().close()`.
 */
export async function newPage(browser: Browser, options: NewPageOptions): Promise<Page> {
  const origin = new URL(options.baseURL).origin;
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    timezoneId: 'UTC',
    locale: 'en-US',
    ...options.context,
    baseURL: options.baseURL,
  });
  const page = await context.newPage();
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], thirdPartyRequests: [] };
  problemsByPage.set(page, problems);

  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location();
    problems.consoleErrors.push(where.url ? `${message.text()} (at ${where.url}:${where.lineNumber})` : message.text());
  });
  page.on('pageerror', (error) => {
    problems.pageErrors.push(error.stack ?? error.message);
  });
  // Context-wide, so popups and workers opened from this page are covered too.
  context.on('request', (request) => {
    const url = request.url();
    if (!/^(https?|wss?):/i.test(url)) return; // data:, blob:, about: never leave the browser
    if (new URL(url).origin !== origin) problems.thirdPartyRequests.push(`${request.method()} ${url}`);
  });
  return page;
}

/** What the page has recorded so far (console errors, page errors, third-party requests). */
export function pageProblems(page: Page): PageProblems {
  const problems = problemsByPage.get(page);
  if (!problems) throw new Error('pageProblems(): this page was not created with newPage()');
  return problems;
}

export interface ExpectCleanOptions {
  /** Console errors matching one of these are expected by the test (e.g. a deliberate 401). */
  allowConsole?: RegExp[];
}

/** Fails the test when the page logged a console error, threw, or talked to another origin. */
export function expectClean(page: Page, options: ExpectCleanOptions = {}): void {
  const { consoleErrors, pageErrors, thirdPartyRequests } = pageProblems(page);
  const allowed = options.allowConsole ?? [];
  expect(
    {
      consoleErrors: consoleErrors.filter((text) => !allowed.some((pattern) => pattern.test(text))),
      pageErrors,
      thirdPartyRequests,
    },
    `page ${page.url()} is not clean`,
  ).toEqual({ consoleErrors: [], pageErrors: [], thirdPartyRequests: [] });
}

let axeSource: string | undefined;

function loadAxeSource(): string {
  const require = createRequire(import.meta.url);
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

/** WCAG 2.0/2.1 level A and AA unless the caller asks for something else. */
const DEFAULT_AXE_OPTIONS: AxeRunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
};

/**
 * Runs axe-core on the current document and returns its violations (empty when accessible).
 * Injected through the DevTools protocol, so the app's Content-Security-Policy stays in force.
 */
export async function runAxe(page: Page, options: AxeRunOptions = DEFAULT_AXE_OPTIONS): Promise<AxeViolation[]> {
  // A toast still fading in is measured at part of its opacity (a contrast finding that no reader
  // ever sees): let every finite animation finish first. Endless ones (skeletons, spinners) stay.
  // (At most 2 s: a paused animation never finishes.)
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(loadAxeSource());
  const results = await page.evaluate(
    (runOptions) =>
      (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(
        document,
        runOptions,
      ),
    options as object,
  );
  return results.violations;
}

/** One line per violation and offending element, for assertion messages. */
export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map((node) => `[${violation.impact}] ${violation.id}: ${violation.help} -> ${node.target.join(' ')}`),
    )
    .join('\n');
}

/** A download's bytes (read through the connection: the file lives beside the run's browser). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * How wide the page is, and the innermost elements reaching past the window (tag, classes and the
 * start of their text), so a failed width check says what to fix.
 */
export async function pageWidth(page: Page): Promise<{ width: number; wider: string[] }> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    const wider = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > limit + 0.5)
      .filter((el) => ![...el.children].some((child) => child.getBoundingClientRect().right > limit + 0.5))
      .slice(0, 5)
      .map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> ${(el.textContent ?? '').trim().slice(0, 80)}`);
    return { width: document.documentElement.scrollWidth, wider };
  });
}

/** The answer to the next `method` request whose path matches (start waiting before the click). */
export const answered = (page: Page, method: string, path: RegExp): Promise<Response> =>
  page.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname));

/**
 * axe finds nothing on the page at each width, and nothing is wider than the window; the page is
 * left at 1280 px.
 */
export async function axeAt(page: Page, widths: number[] = [1280, 375]): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const violations = await runAxe(page);
    expect(violations, `${page.url()} at ${width} px:\n${formatViolations(violations)}`).toEqual([]);
    const measured = await pageWidth(page);
    expect(measured.width, `${page.url()} at ${width} px, wider than the window:\n${measured.wider.join('\n')}`).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

// The public site in Chromium: prerendered pages and their tags, the header and mobile overlay,
// the landing page's carousel (on a controlled clock), case-study dialogs, floating button and
// video poster, the FAQ, analytics, the 404 page, no third-party requests, and axe on every route.
// Needs `npm run build` first (the bundle and the prerendered pages).
import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '@shared/public-pages';
import { expectClean, formatViolations, launchBrowser, newPage, pageProblems, runAxe } from './support/browser';
import { sharedServer, type SharedServer } from './support/server';

const MOBILE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const PUBLIC_ROUTES = PUBLIC_PAGES.map((page) => page.path);

describe('public site', () => {
  let server: SharedServer;
  let browser: Browser;
  const pages: Page[] = [];

  async function open(path: string, options: { viewport?: { width: number; height: number }; reducedMotion?: 'reduce' } = {}) {
    const page = await newPage(browser, {
      baseURL: server.baseURL,
      viewport: options.viewport ?? DESKTOP,
      context: options.reducedMotion ? { reducedMotion: options.reducedMotion } : undefined,
    });
    pages.push(page);
    const response = await page.goto(path);
    return { page, response };
  }

  /** Waits until React has hydrated the landing page (the carousel marks itself ready). */
  async function landingReady(page: Page) {
    await page.locator('[data-testid="profile-carousel"][data-ready="true"]').waitFor();
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await sharedServer();
  });

  afterEach(async () => {
    while (pages.length) await pages.pop()?.context().close();
  });

  afterAll(async () => {
    await browser?.close();
  });

  describe('prerendered HTML and tags', () => {
    it.each(PUBLIC_PAGES.map((meta) => [meta.path, meta] as const))('%s arrives with its content and its own tags', async (path, meta) => {
      const response = await fetch(server.baseURL + path);
      expect(response.status).toBe(200);
      const html = await response.text();
      const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
      expect(root).toMatch(/<h1[^>]*>/);
      expect(root).toContain('<main id="main"');
      const escape = (text: string) => text.replace(/&/g, '&amp;');
      expect(html).toContain(`<title>${escape(meta.title)}</title>`);
      expect(html).toContain(`<meta name="description" content="${escape(meta.description)}" />`);
      expect(html).toContain(`<link rel="canonical" href="${server.baseURL}${path}" />`);
      expect(html).toContain(`<meta property="og:title" content="${escape(meta.title)}" />`);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
      // CSP forbids inline scripts: besides inert JSON blocks, the only script is the boot script that
      // requests the bundle after the first paint, and the policy allows it by its hash alone.
      const csp = response.headers.get('content-security-policy') ?? '';
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/type="application\/json"/.test(attributes));
      expect(scripts).toHaveLength(1);
      const [, attributes, body] = scripts[0];
      expect(attributes).toBe('');
      expect(csp).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
      expect(/script-src ([^;]*)/.exec(csp)?.[1]).not.toContain("'unsafe-inline'");
    });

    it('the landing page HTML holds every section, in order', async () => {
      const html = await (await fetch(server.baseURL + '/')).text();
      const order = [
        'Build Your Next Data or AI Project in Record Time',
        'Start Your Free Shortlist',
        'See How It Works',
        'Play the 2-minute demo',
        'Why Choose Protea Talent',
        'Who We Work With',
        'Washington D.C.',
        'From First Call to First Commit in 3 Steps',
        'Meet Engineers Like These',
        'Why We&#x27;re Launching',
        'Roles We Fill',
        'Real Projects',
        'No upfront fees. No long-term commitments.',
        'Start Risk-Free Today',
        'Ready to Scale Your Team?',
      ];
      const positions = order.map((text) => html.indexOf(text));
      expect(positions.every((p) => p > 0), JSON.stringify(Object.fromEntries(order.map((t, i) => [t, positions[i]])))).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    });

    it('the blog list HTML holds every published post, as the API lists them', async () => {
      const posts = (await (await fetch(server.baseURL + '/api/blog/posts')).json()) as Array<{ title: string; slug: string }>;
      expect(posts.length).toBeGreaterThan(0);
      const html = await (await fetch(server.baseURL + '/blog')).text();
      const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
      expect(root).not.toContain('Loading blog posts');
      for (const post of posts) expect(root).toContain(`href="/blog/${post.slug}"`);
    });

    it('hydrates every public page without a console error or a request to another host', async () => {
      for (const path of PUBLIC_ROUTES) {
        const { page } = await open(path);
        await page.waitForLoadState('networkidle');
        expect(await page.locator('h1').count(), path).toBe(1);
        expectClean(page);
        await page.context().close();
        pages.pop();
      }
    });

    it('client-side navigation updates the title, description and canonical address', async () => {
      const { page } = await open('/');
      await landingReady(page);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
      await page.waitForURL('**/faq');
      const faq = PUBLIC_PAGES.find((p) => p.path === '/faq')!;
      await expect.poll(() => page.title()).toBe(faq.title);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(faq.description);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${server.baseURL}/faq`);
      expectClean(page);
    });
  });

  describe('accessibility', () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      it(`axe finds no violation on any public route at ${viewport.width}px`, async () => {
        for (const path of PUBLIC_ROUTES) {
          const { page } = await open(path, { viewport });
          await page.waitForLoadState('networkidle');
          expect(await page.locator('header').count(), `${path} banner`).toBeGreaterThan(0);
          expect(await page.locator('main#main').count(), `${path} main`).toBe(1);
          expect(await page.locator('footer').count(), `${path} contentinfo`).toBe(1);
          const violations = await runAxe(page);
          expect(violations, `${path} at ${viewport.width}px:\n${formatViolations(violations)}`).toEqual([]);
          await page.context().close();
          pages.pop();
        }
      });
    }
  });

  describe('header', () => {
    it('links to the public pages, Hire Talent and the careers page, and highlights Blog on posts', async () => {
      const { page } = await open('/blog/some-post', { viewport: { width: 1366, height: 800 } });
      await page.waitForLoadState('networkidle');
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const [name, href] of [
        ['How It Works', '/howitworks'],
        ['About Us', '/about'],
        ['FAQ', '/faq'],
        ['Blog', '/blog'],
      ]) {
        expect(await nav.getByRole('link', { name }).getAttribute('href')).toBe(href);
      }
      expect(await nav.getByRole('link', { name: 'Blog' }).getAttribute('aria-current')).toBe('page');
      expect(await nav.getByRole('link', { name: 'FAQ' }).getAttribute('aria-current')).toBeNull();
      const banner = page.locator('header').first();
      const join = banner.getByRole('link', { name: /Join Talent Pool/ });
      expect(await join.getAttribute('target')).toBe('_blank');
      expect(await banner.getByRole('link', { name: 'Hire Talent' }).getAttribute('href')).toBe('/booking');
      expect(await banner.getByRole('link', { name: 'Book Free Discovery Call' }).getAttribute('href')).toBe('/booking');
    });

    it('scrolls back to the top on navigation', async () => {
      const { page } = await open('/');
      await landingReady(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.locator('footer').getByRole('link', { name: 'About Us' }).click();
      await page.waitForURL('**/about');
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
    });
  });

  describe('mobile menu overlay', () => {
    async function openMenu(page: Page) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      await dialog.waitFor();
      return dialog;
    }
    const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);
    // The scroll lock is released just after the overlay leaves the page, so wait for it (fails if it never is).
    const scrollUnlocked = (page: Page) =>
      page.waitForFunction(() => getComputedStyle(document.body).overflow !== 'hidden', undefined, { timeout: 5_000 });
    const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

    it('opens with focus inside and scroll locked, and closes on Escape with focus back on the button', async () => {
      const { page } = await open('/', { viewport: MOBILE });
      await landingReady(page);
      const dialog = await openMenu(page);
      // The dialog moves focus in and locks scrolling in effects after it shows: wait for both.
      await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await expect.poll(() => bodyOverflow(page)).toBe('hidden');
      for (const name of ['How It Works', 'About Us', 'FAQ', 'Blog', 'Book Free Discovery Call']) {
        expect(await dialog.getByRole('link', { name }).count(), name).toBe(1);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      // Focus goes back to the button a moment after the dialog has left the page.
      await expect.poll(() => focusedLabel(page)).toBe('Open menu');
      await scrollUnlocked(page);
      expectClean(page);
    });

    it('closes on the close button and on a backdrop click', async () => {
      const { page } = await open('/', { viewport: MOBILE });
      await landingReady(page);
      let dialog = await openMenu(page);
      await dialog.getByRole('button', { name: 'Close menu' }).click();
      await dialog.waitFor({ state: 'hidden' });

      dialog = await openMenu(page);
      const box = await dialog.boundingBox();
      expect(box && box.height < MOBILE.height - 20).toBe(true);
      await page.mouse.click(MOBILE.width / 2, MOBILE.height - 10);
      await dialog.waitFor({ state: 'hidden' });
      expectClean(page);
    });

    it('closes on navigation', async () => {
      const { page } = await open('/', { viewport: MOBILE });
      await landingReady(page);
      const dialog = await openMenu(page);
      await dialog.getByRole('link', { name: 'FAQ' }).click();
      await page.waitForURL('**/faq');
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
      await scrollUnlocked(page);
    });

    it('closes when the viewport grows to desktop width', async () => {
      const { page } = await open('/about', { viewport: MOBILE });
      await page.waitForLoadState('networkidle');
      const dialog = await openMenu(page);
      await page.setViewportSize({ width: 1024, height: 800 });
      await dialog.waitFor({ state: 'hidden' });
      await scrollUnlocked(page);
    });
  });

  describe('landing page', () => {
    const track = (page: Page) => page.getByTestId('carousel-track');
    const slideIndex = async (page: Page) => Number(await track(page).getAttribute('data-index'));

    it('advances the carousel 344 px every 1000 ms, wraps after 8, and pauses on hover and focus', async () => {
      const start = new Date('2026-03-02T09:00:00Z');
      const page = await newPage(browser, { baseURL: server.baseURL, viewport: DESKTOP });
      pages.push(page);
      await page.clock.install({ time: start });
      await page.goto('/');
      await landingReady(page);
      await page.clock.pauseAt(new Date(start.getTime() + 60_000));
      const first = await slideIndex(page);

      await page.clock.runFor(999);
      expect(await slideIndex(page)).toBe(first);
      await page.clock.runFor(1);
      const second = (first + 1) % 8;
      expect(await slideIndex(page)).toBe(second);
      expect(await track(page).evaluate((el) => el.style.transform)).toBe(`translateX(${-344 * second}px)`);

      // Every index 0..7 is visited and it wraps back.
      const seen = new Set<number>([second]);
      for (let i = 0; i < 8; i++) {
        await page.clock.runFor(1000);
        seen.add(await slideIndex(page));
      }
      expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      expect(await slideIndex(page)).toBe((second + 8) % 8);

      // Hover pauses; leaving resumes.
      const carousel = page.getByTestId('profile-carousel');
      await carousel.hover();
      const hovered = await slideIndex(page);
      await page.clock.runFor(3000);
      expect(await slideIndex(page)).toBe(hovered);
      await page.mouse.move(5, 5);
      await page.clock.runFor(1000);
      expect(await slideIndex(page)).toBe((hovered + 1) % 8);

      // Keyboard focus inside pauses; focus leaving resumes.
      await carousel.getByRole('button', { name: 'Next profile' }).focus();
      const focused = await slideIndex(page);
      await page.clock.runFor(3000);
      expect(await slideIndex(page)).toBe(focused);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.clock.runFor(1000);
      expect(await slideIndex(page)).toBe((focused + 1) % 8);

      // The pause button stops it; Next and Previous still move it.
      await carousel.getByRole('button', { name: 'Stop automatic slide show' }).click();
      await page.mouse.move(5, 5);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const stopped = await slideIndex(page);
      await page.clock.runFor(3000);
      expect(await slideIndex(page)).toBe(stopped);
      await carousel.getByRole('button', { name: 'Previous profile' }).click();
      expect(await slideIndex(page)).toBe((stopped + 7) % 8);
      expectClean(page);
    });

    it('shows all eight sample profiles from the shared list, and never auto-advances under reduced motion', async () => {
      const page = await newPage(browser, { baseURL: server.baseURL, viewport: DESKTOP, context: { reducedMotion: 'reduce' } });
      pages.push(page);
      await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
      await page.goto('/');
      await landingReady(page);
      const slides = page.locator('[aria-roledescription="slide"]');
      expect(await slides.count()).toBe(8);
      expect(await slides.first().getAttribute('aria-label')).toBe('1 of 8: Thandi');
      const photo = slides.first().locator('img');
      // Our images carry the version of the images folder (kept for a year by browsers).
      expect(await photo.getAttribute('src')).toMatch(/^\/images\/people\/thandi-320\.webp\?v=[0-9a-f]{12}$/);
      expect(await photo.getAttribute('width')).toBe('80');
      expect(await photo.getAttribute('height')).toBe('80');
      await page.clock.runFor(5000);
      expect(await slideIndex(page)).toBe(0);
      expect(await page.getByRole('button', { name: 'Stop automatic slide show' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Next profile' }).click();
      expect(await slideIndex(page)).toBe(1);
    });

    it('opens each case study in a dialog with its four parts, and returns focus to its card', async () => {
      const { page } = await open('/');
      await landingReady(page);
      const figures = { intelligence: '28%', fraud: '95%', reporting: '60%', credit: '22%', crypto: '$12/month' };
      for (const [key, figure] of Object.entries(figures)) {
        const card = page.locator(`[data-case-study="${key}"]`);
        expect(await card.textContent()).toContain(figure);
        await card.click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        for (const part of ['Challenge', 'Tech Stack', 'Solution', 'Outcome']) {
          await dialog.getByRole('heading', { name: part }).waitFor();
        }
        expect(await dialog.getByRole('heading', { name: 'Outcome' }).locator('xpath=..').textContent()).toContain(figure);
        if (key === 'fraud') await dialog.getByRole('button', { name: 'Close' }).click();
        else await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-case-study'))).toBe(key);
      }
      expectClean(page);
    });

    it('shows the floating call button only once scrolled past 500 px', async () => {
      const { page } = await open('/');
      await landingReady(page);
      const floating = page.getByRole('link', { name: 'Book a 15 min Discovery Call' });
      expect(await floating.count()).toBe(0);
      await page.evaluate(() => window.scrollTo({ top: 500, behavior: 'instant' }));
      await page.waitForTimeout(0);
      expect(await floating.count()).toBe(0);
      await page.evaluate(() => window.scrollTo({ top: 501, behavior: 'instant' }));
      await floating.waitFor();
      expect(await floating.getAttribute('href')).toBe('/booking');
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await floating.waitFor({ state: 'detached' });
      expectClean(page);
    });

    it('links the hero, guarantee and banner buttons where SPEC.md and PRODUCT.md say', async () => {
      const { page } = await open('/');
      await landingReady(page);
      const main = page.locator('main');
      // Stating a need; a visitor is sent on to sign up first (PRODUCT.md "Beyond: from a shortlist…").
      expect(await main.getByRole('link', { name: 'Start Your Free Shortlist' }).getAttribute('href')).toBe('/client/shortlist/new');
      expect(await main.getByRole('link', { name: 'See How It Works' }).getAttribute('href')).toBe('/howitworks');
      // The guarantee is for buyers too: it starts a shortlist, not a candidate's CV (PRODUCT.md "Beyond: the joints…").
      expect(await main.getByRole('link', { name: 'Start Risk-Free Today' }).getAttribute('href')).toBe('/client/shortlist/new');
      const banner = page.getByRole('region', { name: 'Ready to Scale Your Team?' });
      expect(await banner.getByRole('link').getAttribute('href')).toBe('/booking');
    });

    it('loads the video player only after the poster is clicked', async () => {
      const { page } = await open('/');
      await landingReady(page);
      await page.waitForLoadState('networkidle');
      expect(pageProblems(page).thirdPartyRequests).toEqual([]);
      expect(await page.locator('iframe').count()).toBe(0);
      // Keep the test offline: the player's host is answered locally.
      await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }));
      await page.getByRole('button', { name: /Play the 2-minute demo/ }).click();
      const frame = page.locator('iframe');
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1/);
      expect(await frame.getAttribute('title')).toBeTruthy();
    });

    it('puts exactly one app_ready event on the dataLayer and loads no tracking script when none is configured', async () => {
      const { page } = await open('/');
      await landingReady(page);
      await page.waitForTimeout(400);
      const events = await page.evaluate(() => (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer);
      expect(events.filter((e) => e.event === 'app_ready')).toHaveLength(1);
      expect(typeof events[0].timestamp).toBe('number');
      expect(await page.locator('script[src]:not([type="module"])').count()).toBe(0);
    });
  });

  describe('FAQ', () => {
    it('opens several answers at once, by mouse and by keyboard', async () => {
      const { page } = await open('/faq');
      await page.waitForLoadState('networkidle');
      const triggers = page.locator('main button[aria-expanded]');
      expect(await triggers.count()).toBe(8);
      await triggers.nth(0).click();
      await triggers.nth(2).click();
      expect(await triggers.nth(0).getAttribute('aria-expanded')).toBe('true');
      expect(await triggers.nth(2).getAttribute('aria-expanded')).toBe('true');
      await page.getByText('There are no upfront or placement fees', { exact: false }).waitFor();

      await triggers.nth(4).focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(await triggers.nth(5).textContent());
      await page.keyboard.press('Space');
      for (const i of [0, 2, 4, 5]) expect(await triggers.nth(i).getAttribute('aria-expanded'), `question ${i}`).toBe('true');
      await page.keyboard.press('Enter');
      expect(await triggers.nth(5).getAttribute('aria-expanded')).toBe('false');
      expectClean(page);
    });
  });

  describe('other public pages', () => {
    it('How It Works shows three steps and four guarantee cards', async () => {
      const { page } = await open('/howitworks');
      for (const text of ['Define your requirements', 'Meet 2 to 3 matched seniors in 14 days', 'Interview, hire and onboard']) {
        await page.getByRole('heading', { name: text }).waitFor();
      }
      for (const text of ['14-Day Guarantee', 'Risk-Free Trial', 'Pre-Vetted Talent', 'Ongoing Support (24/7)']) {
        await page.getByRole('heading', { name: text }).waitFor();
      }
      expect(await page.locator('main a[href="/booking"]').count()).toBeGreaterThan(0);
    });

    it('About shows the three leaders and three principles', async () => {
      const { page } = await open('/about');
      for (const text of ['Founder & CEO', 'Chief Operating Officer', 'Head of Engineering Talent']) await page.getByText(text).waitFor();
      for (const text of ['Transparency & Trust', 'Long-term Relationships', 'Scalability & Flexibility']) {
        await page.getByRole('heading', { name: text }).waitFor();
      }
      const photos = page.locator('main img');
      expect(await photos.count()).toBe(3);
      for (const src of await photos.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute('src')))) {
        expect(src).toMatch(/^\/images\/people\/[a-z]+-320\.webp\?v=[0-9a-f]{12}$/);
      }
    });

    it('an unknown route answers 404 with the Page Not Found screen', async () => {
      const { page, response } = await open('/no-such-page');
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
      expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
      expectClean(page, { allowConsole: [/status of 404/] });
    });
  });
});

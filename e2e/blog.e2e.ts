// The blog in a real browser: an admin writes a draft that readers cannot see, publishes it, a
// reader finds and opens it, the admin edits and deletes it; and script hidden in a post never runs,
// neither through the server's sanitiser nor when raw HTML reaches the browser's own.
import { format } from 'date-fns';
import type { Browser, Dialog, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { xssPayloads } from '../server/test/xss-payloads';
import { expectClean, formatViolations, launchBrowser, newPage, runAxe } from './support/browser';
import { E2E_ADMIN, sharedServer, type SharedServer } from './support/server';

const ADMIN = E2E_ADMIN;
const FLAG = '__xssRan';
const SCRIPT = `window.${FLAG}=1`;

/** The corpus with its one harmless outside image pointed at this site (pages must not call other origins). */
const payloadsFor = (script: string) => xssPayloads(script).map((p) => ({ ...p, html: p.html.replaceAll('https://images.example/a.png', '/favicon.svg') }));

/** Chromium reports an inline handler attribute against the CSP as soon as DOMPurify's inert parser sees it; nothing runs. */
const CSP_PARSE_REPORT = /Executing inline event handler violates the following Content Security Policy/;

describe('blog', () => {
  let server: SharedServer;
  let browser: Browser;
  const pages: Page[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await sharedServer();
  });

  afterEach(async () => {
    for (const page of pages.splice(0)) await page.context().close();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function open(options: { bypassCSP?: boolean } = {}) {
    const page = await newPage(browser, { baseURL: server.baseURL, context: { bypassCSP: options.bypassCSP } });
    pages.push(page);
    return page;
  }

  /** Records every alert/confirm/prompt the page tries to open (and dismisses it). */
  function recordDialogs(page: Page) {
    const dialogs: string[] = [];
    page.on('dialog', (dialog: Dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    return dialogs;
  }

  async function signInAsAdmin(page: Page) {
    await page.goto('/admin/blog');
    await page.getByRole('heading', { name: 'Blog Admin Login' }).waitFor();
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { level: 1, name: 'Blog Administration' }).waitFor();
    await page.getByRole('list', { name: 'Blog posts' }).waitFor();
  }

  const postRow = (page: Page, title: string) =>
    page.getByRole('list', { name: 'Blog posts' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

  const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

  it('takes a post from draft to published to deleted, and shows readers only what is published', async () => {
    const admin = await open();
    await signInAsAdmin(admin);
    // The demo draft carries its label.
    await expect(postRow(admin, 'Draft: Building a Modern Data Stack on a Startup Budget').getByText('Draft', { exact: true }).isVisible()).resolves.toBe(true);

    // Create a draft: the slug follows the title, the preview shows the post as readers will.
    await admin.getByRole('button', { name: 'New Post' }).click();
    await admin.getByLabel('Title').fill('Hiring an ML Engineer: The 2027 Checklist!');
    expect(await admin.getByLabel('Slug').inputValue()).toBe('hiring-an-ml-engineer-the-2027-checklist');
    expect(await admin.getByLabel('Author').inputValue()).toBe('Protea Talent Team');
    await admin.getByLabel('Excerpt').fill('What to check before you hire a senior machine-learning engineer.');
    await admin.getByLabel('Content (HTML)').fill('<h2>Start with outcomes</h2><p>Write down what the model must achieve.</p><ul><li>Data access</li><li>Evaluation set</li></ul>');
    await admin.getByRole('textbox', { name: 'Tags' }).fill('AI, Hiring, , MLOps, Checklists');
    const preview = admin.getByTestId('post-preview');
    await preview.getByRole('heading', { name: 'Start with outcomes' }).waitFor();
    await expect(preview.getByRole('heading', { level: 2, name: 'Hiring an ML Engineer: The 2027 Checklist!' }).isVisible()).resolves.toBe(true);
    expect(await preview.getByRole('list', { name: 'Tags' }).getByRole('listitem').allTextContents()).toEqual(['AI', 'Hiring', 'MLOps', 'Checklists']);
    await expect(preview.getByText('No date').isVisible()).resolves.toBe(true);
    const violations = await runAxe(admin);
    expect(violations, formatViolations(violations)).toEqual([]);

    await admin.getByRole('button', { name: 'Create Post' }).click();
    await toast(admin, 'Blog post created successfully');
    const row = postRow(admin, 'Hiring an ML Engineer: The 2027 Checklist!');
    await row.waitFor();
    await expect(row.getByText('Draft', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(row.getByRole('link', { name: /View/ }).count()).resolves.toBe(0);

    // A reader does not see the draft, in the list or at its address.
    const reader = await open();
    await reader.goto('/blog');
    await reader.getByRole('heading', { level: 2, name: 'How to Hire a Senior Data Engineer in 14 Days' }).waitFor();
    await expect(reader.getByText('Hiring an ML Engineer', { exact: false }).count()).resolves.toBe(0);
    const draftResponse = await reader.goto('/blog/hiring-an-ml-engineer-the-2027-checklist');
    expect(draftResponse?.status()).toBe(404);
    await reader.getByRole('heading', { level: 1, name: 'Post Not Found' }).waitFor();
    await expect(reader.getByText("The blog post you're looking for doesn't exist.").isVisible()).resolves.toBe(true);

    // Publish it; in edit mode the slug stays put when the title changes.
    await row.getByRole('button', { name: /^Edit/ }).click();
    await admin.getByRole('heading', { name: 'Edit Post' }).waitFor();
    await admin.getByLabel('Title').fill('Hiring an ML Engineer: The 2027 Checklist');
    expect(await admin.getByLabel('Slug').inputValue()).toBe('hiring-an-ml-engineer-the-2027-checklist');
    expect(await admin.getByRole('textbox', { name: 'Tags' }).inputValue()).toBe('AI, Hiring, MLOps, Checklists');
    await admin.getByLabel('Published').check();
    await admin.getByRole('button', { name: 'Update Post' }).click();
    await toast(admin, 'Blog post updated successfully');
    const published = postRow(admin, 'Hiring an ML Engineer: The 2027 Checklist');
    await published.waitFor();
    await expect(published.getByText('Draft', { exact: true }).count()).resolves.toBe(0);
    const view = published.getByRole('link', { name: /View/ });
    expect(await view.getAttribute('href')).toBe('/blog/hiring-an-ml-engineer-the-2027-checklist');
    expect(await view.getAttribute('target')).toBe('_blank');

    // The reader finds it first in the list, with its date, read time and at most 3 tags, and opens it.
    await reader.goto('/blog');
    const card = reader.getByRole('listitem').filter({ has: reader.getByRole('heading', { level: 2, name: 'Hiring an ML Engineer: The 2027 Checklist' }) });
    await card.waitFor();
    const firstCardTitle = await reader.getByRole('heading', { level: 2 }).first().textContent();
    expect(firstCardTitle).toBe('Hiring an ML Engineer: The 2027 Checklist');
    await expect(card.getByText(format(new Date(), 'MMMM d, yyyy')).isVisible()).resolves.toBe(true);
    await expect(card.getByText('5 min read').isVisible()).resolves.toBe(true);
    expect(await card.getByRole('list', { name: 'Tags' }).getByRole('listitem').allTextContents()).toEqual(['AI', 'Hiring', 'MLOps']);
    await card.getByRole('link', { name: /Read More/ }).click();
    await reader.getByRole('heading', { level: 1, name: 'Hiring an ML Engineer: The 2027 Checklist' }).waitFor();
    expect(new URL(reader.url()).pathname).toBe('/blog/hiring-an-ml-engineer-the-2027-checklist');
    await expect(reader.getByRole('heading', { level: 2, name: 'Start with outcomes' }).isVisible()).resolves.toBe(true);
    await expect(reader.getByText('By Protea Talent Team').isVisible()).resolves.toBe(true);
    expect(await reader.getByRole('list', { name: 'Tags' }).getByRole('listitem').allTextContents()).toEqual(['AI', 'Hiring', 'MLOps', 'Checklists']);
    // A reader who wants a team starts a shortlist (signing up first), not a candidate's CV.
    expect(await reader.getByRole('link', { name: 'Start Your Project' }).getAttribute('href')).toBe('/client/shortlist/new');
    const postViolations = await runAxe(reader);
    expect(postViolations, formatViolations(postViolations)).toEqual([]);

    // The HTML the server answers for the address names the post, for link previews.
    const html = await (await reader.request.get('/blog/hiring-an-ml-engineer-the-2027-checklist')).text();
    expect(html).toContain('<meta property="og:title" content="Hiring an ML Engineer: The 2027 Checklist | Protea Talent" />');
    expect(html).toContain('<meta name="description" content="What to check before you hire a senior machine-learning engineer." />');

    await reader.getByRole('link', { name: 'Back to Blog' }).click();
    await reader.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();

    // Deleting asks first; Cancel keeps the post.
    await published.getByRole('button', { name: /^Delete/ }).click();
    const dialog = admin.getByRole('dialog', { name: 'Delete this post?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(published.isVisible()).resolves.toBe(true);
    await published.getByRole('button', { name: /^Delete/ }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(admin, 'Blog post deleted successfully');
    await published.waitFor({ state: 'detached' });

    await reader.goto('/blog/hiring-an-ml-engineer-the-2027-checklist');
    await reader.getByRole('heading', { level: 1, name: 'Post Not Found' }).waitFor();
    await reader.getByRole('link', { name: 'Back to Blog' }).click();
    await reader.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();

    expectClean(admin);
    // The reader's look at the draft's address was a deliberate 404.
    expectClean(reader, { allowConsole: [/status of 404/] });
  });

  it('shows a taken slug on the slug field', async () => {
    const admin = await open();
    await signInAsAdmin(admin);
    await admin.getByRole('button', { name: 'New Post' }).click();
    await admin.getByLabel('Title').fill('Another Take');
    await admin.getByLabel('Slug').fill('prototype-to-production-llm-features');
    await admin.getByLabel('Excerpt').fill('Excerpt');
    await admin.getByLabel('Content (HTML)').fill('<p>Body</p>');
    await admin.getByRole('button', { name: 'Create Post' }).click();
    const slug = admin.getByLabel('Slug');
    await admin.getByText('A post with this slug already exists. Please choose a different slug.').first().waitFor();
    expect(await slug.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await slug.getAttribute('aria-describedby')) ?? '';
    const messages = await Promise.all(describedBy.split(' ').map((id) => admin.locator(`[id="${id}"]`).textContent()));
    expect(messages).toContain('A post with this slug already exists. Please choose a different slug.');
    expectClean(admin, { allowConsole: [/status of 409/] });
  });

  it('never runs script saved in a post, in the admin preview or for readers', async () => {
    // A payload with a NUL character is refused by every write (Postgres text cannot hold it), so
    // only the others can be saved; the raw-HTML check below still feeds it to the browser.
    const payloads = payloadsFor(SCRIPT).filter((p) => !p.html.includes('\u0000'));
    const content = payloads.map((p, i) => `<p>Paragraph ${i}.</p>${p.swallowsFollowingText ? '' : p.html}`).join('\n') +
      // The payloads that swallow what follows go last, so every paragraph before them survives.
      payloads.filter((p) => p.swallowsFollowingText).map((p) => p.html).join('\n');

    const admin = await open();
    const adminDialogs = recordDialogs(admin);
    await signInAsAdmin(admin);
    await admin.getByRole('button', { name: 'New Post' }).click();
    await admin.getByLabel('Title').fill('Payload Post');
    await admin.getByLabel('Excerpt').fill('Every payload of the corpus.');
    await admin.getByLabel('Content (HTML)').fill(content);
    await admin.getByLabel('Published').check();
    await admin.getByTestId('post-preview').getByText('Paragraph 0.').waitFor();
    await admin.getByRole('button', { name: 'Create Post' }).click();
    await toast(admin, 'Blog post created successfully');

    const reader = await open();
    const readerDialogs = recordDialogs(reader);
    await reader.goto('/blog/payload-post');
    await reader.getByRole('heading', { level: 1, name: 'Payload Post' }).waitFor();
    await reader.getByText(`Paragraph ${payloads.length - 1}.`).waitFor();
    // Hover and click over everything a handler might hang on; images get time to fail.
    for (const el of await reader.locator('.post-content *').all()) await el.hover({ force: true, timeout: 1000 }).catch(() => {});
    await reader.waitForLoadState('networkidle');

    for (const page of [admin, reader]) {
      expect(await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], FLAG)).toBeUndefined();
      const live = await page.evaluate(() =>
        [...document.querySelectorAll('.post-content *')].flatMap((el) =>
          [...el.attributes].filter((a) => /^on/i.test(a.name) || /^\s*(javascript|vbscript|data:text)/i.test(a.value)).map((a) => `${el.tagName} ${a.name}=${a.value}`),
        ),
      );
      expect(live).toEqual([]);
    }
    expect(adminDialogs).toEqual([]);
    expect(readerDialogs).toEqual([]);
    expect(await reader.locator('.post-content script, .post-content iframe, .post-content object, .post-content embed, .post-content svg').count()).toBe(0);
    expectClean(admin, { allowConsole: [CSP_PARSE_REPORT] });
    expectClean(reader, { allowConsole: [/status of 404/] });

    // The post goes again: the blog other journeys read is the seeded one.
    const row = postRow(admin, 'Payload Post');
    await row.getByRole('button', { name: /^Delete/ }).click();
    await admin.getByRole('dialog', { name: 'Delete this post?' }).getByRole('button', { name: 'Delete' }).click();
    await toast(admin, 'Blog post deleted successfully');
    await row.waitFor({ state: 'detached' });
  });

  it("cleans raw HTML again in the browser, even with the page's CSP switched off", async () => {
    // Proves the flag would notice: with CSP bypassed, an inserted handler does run.
    const probe = await open({ bypassCSP: true });
    await probe.goto('/blog');
    await probe.evaluate((script) => document.body.insertAdjacentHTML('beforeend', `<img src="/no-such-image.png" onerror="${script}">`), SCRIPT);
    await probe.waitForFunction((flag) => (window as unknown as Record<string, unknown>)[flag] === 1, FLAG);

    // The API answer is swapped for raw, unsanitised payloads: only DOMPurify stands between them and the page.
    const reader = await open({ bypassCSP: true });
    const dialogs = recordDialogs(reader);
    const raw = payloadsFor(SCRIPT)
      .filter((p) => !p.swallowsFollowingText)
      .map((p, i) => `<p>Raw ${i}.</p>${p.html}`)
      .join('\n');
    await reader.route('**/api/blog/posts/raw-post', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ id: 999, title: 'Raw Post', slug: 'raw-post', excerpt: 'Raw.', content: raw, author: 'Someone', featuredImage: null, tags: [], published: true, publishedAt: new Date().toISOString() }),
      }),
    );
    await reader.goto('/blog/raw-post');
    await reader.getByRole('heading', { level: 1, name: 'Raw Post' }).waitFor();
    await reader.getByText('Raw 0.').waitFor();
    for (const el of await reader.locator('.post-content *').all()) await el.hover({ force: true, timeout: 1000 }).catch(() => {});
    await reader.waitForLoadState('networkidle');
    expect(await reader.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], FLAG)).toBeUndefined();
    expect(dialogs).toEqual([]);
    const html = await reader.locator('.post-content').innerHTML();
    expect(html).not.toMatch(/<script|\son\w+\s*=|javascript:|vbscript:|data:text/i);
    // The harmless text around the payloads is still there (a browser's parser may let a few unclosed tags swallow some).
    await expect(reader.getByText(/Raw \d+\./).count()).resolves.toBeGreaterThan(raw.split('<p>Raw ').length / 2);
    expectClean(reader, { allowConsole: [/status of 404/] });
  });
});

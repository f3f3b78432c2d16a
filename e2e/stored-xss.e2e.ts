// Stored XSS in a real browser: script payloads are saved through the API (and one visitor form) in
// every field a screen shows (people's names, company, notes, team names, expert and candidate
// profiles and addresses, the CV's file name, blog posts, discovery calls and the notifications made
// from them; uploaded photos and CVs carry markup after a real signature), then every screen that
// shows them is opened in Chromium. A trap installed before any page script records anything that
// runs: the payloads call window.__xss.push(n), alert/confirm/prompt are replaced, dialogs and CSP
// violations are recorded. Each screen must also show the payloads as text, so it cannot pass by
// showing nothing, and hold no element the payloads could have made (event-handler attributes,
// javascript: links, iframes with srcdoc, injected scripts or styles).
// The tour runs twice: with the site's Content-Security-Policy, where not even a blocked attempt
// may be reported, and with the policy bypassed, so the rendering alone is shown to be safe.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executableVectors } from '../server/test/xss-payloads';
import { fileForm, minimalPdf } from '../server/test/pdf';
import { expectClean, launchBrowser, newPage } from './support/browser';
import { openClientPage } from './support/client-area';
import { passVetting, tokenFor } from './support/accounts';
import { E2E_ADMIN, startServer, type TestServer } from './support/server';

const ADMIN = E2E_ADMIN;
const PASSWORD = 'stored-xss-pass-2026';
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/**
 * The vectors, each calling __xss.push(n) if it ever ran, n naming the field it was saved in:
 * script tags, event handlers on img, svg and details, attribute breakouts with both quotes,
 * javascript: links and bare URLs, an iframe srcdoc, a style import, a template expression and a
 * script-block breakout.
 */
const V = {
  script: (n: number) => `<script>__xss.push(${n})</script>`,
  img: (n: number) => `<img src=x onerror=__xss.push(${n})>`,
  svg: (n: number) => `<svg/onload=__xss.push(${n})>`,
  dquote: (n: number) => `"><img src=x onerror=__xss.push(${n})>`,
  squote: (n: number) => `'><svg onload=__xss.push(${n})>`,
  jsLink: (n: number) => `<a href=javascript:__xss.push(${n})>j</a>`,
  srcdoc: (n: number) => `<iframe srcdoc="<script>__xss.push(${n})</script>">`,
  details: (n: number) => `<details open ontoggle=__xss.push(${n})>`,
  template: (n: number) => `{{constructor.constructor('__xss.push(${n})')()}}`,
  style: (n: number) => `<style>@import'//xss.example/${n}.css'</style>`,
  endScript: (n: number) => `</script><script>__xss.push(${n})</script>`,
  jsUrl: (n: number) => `javascript:__xss.push(${n})`,
  hover: (n: number) => `<b onmouseover=__xss.push(${n})>b</b>`,
};
type Vector = keyof typeof V;
const ALL: Vector[] = ['script', 'img', 'svg', 'dquote', 'squote', 'jsLink', 'srcdoc', 'details', 'template', 'style', 'endScript', 'jsUrl'];

/** Field names by the number their payloads report, so a hit names the field. */
const FIELD_NAMES: string[] = [];
/** One field's payloads: one vector per entry of `kinds`, numbered after the field. */
function field(name: string, kinds: Vector[]) {
  const n = FIELD_NAMES.push(name) + 10;
  return kinds.map((kind) => V[kind](n));
}
/** A one-line field: its vectors joined by spaces (a name, a title). */
const line = (name: string, kinds: Vector[], prefix?: string) => [prefix, ...field(name, kinds)].filter(Boolean).join(' ');

/** What each field is saved with (every one within the field's length limit). */
const F = {
  clientFirst: line('client first name', ['img', 'svg', 'squote']),
  clientLast: line('client last name', ['dquote', 'jsUrl', 'script']),
  company: line('client company', ['details', 'srcdoc', 'template']),
  expertFirst: line('expert first name', ['script', 'img', 'jsUrl']),
  expertLast: line('expert last name', ['squote', 'template'], 'Qwabe'),
  expertRole: line('expert role', ['dquote', 'svg', 'jsUrl']),
  expertBio: field('expert bio', ALL),
  expertSkills: field('expert skills', ['img', 'srcdoc', 'details', 'template', 'style', 'endScript', 'jsLink']),
  teamName: line('dream team name', ['svg', 'dquote', 'template']),
  teamDescription: field('dream team description', ALL),
  bookingNotes: field('pre-booking notes', ALL),
  candidateName: line('candidate name', ['script', 'dquote', 'svg', 'template']),
  candidateBio: field('candidate bio', ALL),
  candidateSkills: field('candidate skills', ['img', 'squote', 'jsLink', 'style', 'endScript']),
  candidateLocation: line('candidate location', ['squote', 'jsLink', 'style']),
  blogTitle: line('blog title', ['img', 'dquote', 'template'], 'Corpus'),
  blogExcerpt: field('blog excerpt', ALL),
  blogAuthor: line('blog author', ['squote', 'svg', 'jsUrl']),
  blogTags: field('blog tags', ['img', 'svg', 'squote', 'jsUrl', 'hover']),
  callName: line('discovery call name', ['img', 'squote', 'jsUrl']),
  callCompany: line('discovery call company', ['dquote', 'details', 'srcdoc']),
  callNeeds: field('discovery call needs', ALL),
  // http(s) addresses that carry markup in their path or query (script schemes are refused, below).
  linkedinUrl: `https://linkedin.example/in/x${line('candidate LinkedIn URL', ['dquote'])}`,
  portfolioUrl: `https://portfolio.example/?q=${line('candidate portfolio URL', ['squote', 'svg'])}`,
  formName: line('booking form name', ['script', 'img', 'squote']),
  formCompany: line('booking form company', ['dquote', 'template']),
  formNeeds: field('booking form needs', ['svg', 'jsLink', 'details']),
};
const CV_FIELD = FIELD_NAMES.push('CV file name') + 10;
/** Sent as the CV's file name; no "/" (a path separator) or '"' (multipart quoting). */
const CV_FILE_NAME = `'><img src=x onerror=__xss.push(${CV_FIELD})><svg onload=__xss.push(${CV_FIELD})>{{7*7}}.pdf`;
const BLOG_CONTENT_FIELD = FIELD_NAMES.push('blog content') + 10;
const FILE_FIELD = FIELD_NAMES.push('uploaded file bytes') + 10;
/** Markup after a real file's signature: the upload checks pass, a browser sniffing for HTML would run it. */
const MARKUP_TAIL = Buffer.from(`\n<html><body><script>__xss.push(${FILE_FIELD})</script><img src=x onerror=__xss.push(${FILE_FIELD})></body></html>\n`);
/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
/** Long text fields hold their vectors one a line. */
const lines = (values: string[]) => values.join('\n');
const expertName = `${F.expertFirst} ${F.expertLast}`;
const clientName = `${F.clientFirst} ${F.clientLast}`;
/** The server keeps a CV's file name without path, control or markup characters (<>":;|*?). */
// eslint-disable-next-line no-control-regex -- the server drops control characters too
const cvShownName = CV_FILE_NAME.replace(/[\u0000-\u001f\u007f"<>|:*?;]/g, '');

const BLOG_SLUG = 'stored-xss-corpus';
const BLOG_MARKER = 'Readers see this paragraph.';
/** Raw vectors (the sanitiser must drop them) and escaped ones (readers must see them as text). */
const BLOG_ESCAPED = (['img', 'svg', 'script'] as const).map((kind) => V[kind](BLOG_CONTENT_FIELD));
/** The raw vectors come last: an unclosed svg or iframe takes what follows it along when dropped. */
const BLOG_CONTENT = [
  `<p>${BLOG_MARKER}</p>`,
  ...BLOG_ESCAPED.map((text) => `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`),
  `<p><a href="javascript:__xss.push(${BLOG_CONTENT_FIELD})">link</a> <img src="/favicon.svg" onload="__xss.push(${BLOG_CONTENT_FIELD})" alt="logo"></p>`,
  ...ALL.map((kind) => V[kind](BLOG_CONTENT_FIELD)),
].join('\n');

/** A tiny JSON client with a bearer token. */
class Api {
  token?: string;
  constructor(private readonly baseURL: string) {}

  async call<T = unknown>(method: string, path: string, body?: unknown, expected = [200, 201]): Promise<T> {
    const headers: Record<string, string> = {};
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(this.baseURL + path, { method, headers, body: payload });
    const text = await res.text();
    expect(expected, `${method} ${path} answered ${res.status}: ${text}`).toContain(res.status);
    return (text ? JSON.parse(text) : null) as T;
  }

  async login(path: string, username: string, password: string) {
    this.token = (await this.call<{ token: string }>('POST', path, { username, password })).token;
    return this;
  }
}

/** The screens the tour checks. */
const SCREENS = 23;

/**
 * What Chromium logs when it shows a file on its own: it asks for /favicon.ico (the site's icon is
 * an SVG), and under the file's sandbox policy it may neither style its image viewer nor run the
 * test's trap.
 */
const FILE_VIEWER_NOISE = [/\/favicon\.ico\b/, /^Applying inline style violates .*default-src 'none'/, /^Blocked script execution in .* sandboxed/];

interface Hit {
  screen: string;
  what: string;
}

/** Every element a payload could have made: handlers, script URLs, srcdoc frames, injected scripts and styles. */
function injectedMarkup(): string[] {
  const found: string[] = [];
  const urlAttrs = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background', 'poster']);
  for (const el of Array.from(document.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) found.push(`<${tag} ${name}="${attr.value}">`);
      if (name === 'srcdoc') found.push(`<${tag} srcdoc>`);
      // eslint-disable-next-line no-control-regex -- browsers ignore these inside URLs
      if (urlAttrs.has(name) && /^(javascript|vbscript|data:text)/i.test(attr.value.replace(/[\u0000-\u0020]/g, ''))) {
        found.push(`<${tag} ${name}="${attr.value}">`);
      }
    }
    if ((tag === 'script' || tag === 'style') && /__xss|xss\.example/.test(el.textContent ?? '')) found.push(`<${tag}> ${el.textContent}`);
    if (tag === 'img' && el.getAttribute('src') === 'x') found.push('<img src=x>');
    if (tag === 'iframe' || tag === 'details') found.push(`<${tag}>`);
  }
  return found;
}

describe('stored XSS', () => {
  let server: TestServer;
  let browser: Browser;
  let clientEmail: string;
  let expertUsername: string;
  let candidateUsername: string;
  let photoPath: string;

  beforeAll(async () => {
    // A server of its own: its payloads would fill the lists and screens every other journey reads.
    [browser, server] = await Promise.all([
      launchBrowser(),
      startServer({ env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } }),
    ]);
    const base = server.baseURL;
    const admin = await new Api(base).login('/api/admin/login', ADMIN.username, ADMIN.password);

    // A client with payload names and company.
    clientEmail = 'stored.xss.client@acme.example';
    await new Api(base).call('POST', '/api/auth/register/client', {
      email: clientEmail,
      password: PASSWORD,
      firstName: F.clientFirst,
      lastName: F.clientLast,
    });
    const client = await new Api(base).login('/api/auth/login', clientEmail, PASSWORD);
    await client.call('POST', '/api/client/profile', { companyName: F.company });

    // An expert with payload names, role, bio and skills, activated so clients find them.
    expertUsername = 'stored-xss-expert';
    const registered = await new Api(base).call<{ user: { id: number } }>('POST', '/api/auth/register/expert', {
      username: expertUsername,
      email: 'stored.xss.expert@acme.example',
      password: PASSWORD,
      firstName: F.expertFirst,
      lastName: F.expertLast,
      specialization: 'Data Engineer',
    });
    const expertId = registered.user.id;
    const expert = await new Api(base).login('/api/auth/login', expertUsername, PASSWORD);
    await expert.call('PUT', '/api/experts/profile', { role: F.expertRole, bio: lines(F.expertBio), skills: F.expertSkills, yearsExperience: 9, hourlyRate: 120 });
    const withPhoto = await expert.call<{ profileImage: string }>('POST', '/api/experts/profile/photo', fileForm('photo', Buffer.concat([PNG, MARKUP_TAIL]), 'photo.png', 'image/png'));
    photoPath = withPhoto.profileImage;
    await expert.call('POST', '/api/availability', { availableFrom: day(1), availableTo: day(365), preferredContractLength: 6 });
    await passVetting(base, expertId, await tokenFor(base, expertUsername, PASSWORD));
    await admin.call('PATCH', `/api/experts/${expertId}`, { isActive: true });

    // A dream team with the expert, and two pre-bookings with payload notes: one confirmed (the
    // client is notified with the expert's name), one left pending (the expert can answer it).
    const team = await client.call<{ id: number }>('POST', '/api/dream-teams', { name: F.teamName, description: lines(F.teamDescription) });
    await client.call('POST', `/api/dream-teams/${team.id}/members`, { expertId });
    const confirmed = await client.call<{ id: number }>('POST', '/api/pre-bookings', {
      expertId,
      dreamTeamId: team.id,
      startDate: day(10),
      endDate: day(100),
      notes: lines(F.bookingNotes),
      // Without a pre-interview, so the expert confirms it at once.
      preInterviewRequested: false,
    });
    await client.call('POST', '/api/pre-bookings', { expertId, startDate: day(20), endDate: day(200), notes: lines(F.bookingNotes) });
    await expert.call('PATCH', `/api/pre-bookings/${confirmed.id}`, { status: 'confirmed' });

    // A candidate with payload names, profile fields and CV file name.
    candidateUsername = 'stored-xss-candidate';
    await new Api(base).call('POST', '/api/auth/register/candidate', {
      username: candidateUsername,
      email: 'stored.xss.candidate@acme.example',
      password: PASSWORD,
      firstName: 'Sizwe',
      lastName: 'Dlamini',
    });
    const candidate = await new Api(base).login('/api/auth/login', candidateUsername, PASSWORD);
    const cv = await candidate.call<{ filePath: string; fileName: string }>(
      'POST',
      '/api/upload/cv',
      fileForm('cv', Buffer.concat([minimalPdf(), MARKUP_TAIL]), CV_FILE_NAME),
    );
    expect(cv.fileName).toBe(cvShownName);
    // The file goes back as a download that no browser may render or sniff as a page.
    const download = await fetch(base + cv.filePath, { headers: { authorization: `Bearer ${candidate.token}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
    // Address fields take http(s) only: script and data schemes, however spelt, are refused.
    const scriptUrls = ['javascript:__xss.push(1)', ' JaVaScRiPt:__xss.push(1)', 'java\tscript:__xss.push(1)', 'data:text/html,<script>__xss.push(1)</script>', 'vbscript:msgbox(1)'];
    for (const url of scriptUrls) {
      await candidate.call('PUT', '/api/candidate/profile', { linkedinProfileUrl: url }, [400]);
      await candidate.call('PUT', '/api/candidate/profile', { portfolioUrl: url }, [400]);
      await client.call('POST', '/api/client/profile', { companyName: F.company, website: url }, [400]);
      await admin.call('POST', '/api/admin/blog/posts', { title: 'Image', excerpt: 'x', content: 'x', featuredImage: url }, [400]);
    }
    await candidate.call('POST', '/api/candidate/profile', {
      linkedinProfileUrl: F.linkedinUrl,
      portfolioUrl: F.portfolioUrl,
      name: F.candidateName,
      role: 'Data Engineer',
      yearsExperience: 6,
      cvFilePath: cv.filePath,
      skills: F.candidateSkills,
      location: F.candidateLocation,
      bio: lines(F.candidateBio),
    });

    // A published blog post with payloads in every field.
    await admin.call('POST', '/api/admin/blog/posts', {
      title: F.blogTitle,
      slug: BLOG_SLUG,
      excerpt: lines(F.blogExcerpt),
      content: BLOG_CONTENT,
      author: F.blogAuthor,
      tags: F.blogTags,
      published: true,
    });

    // A discovery call booked by a visitor.
    const { slots } = await new Api(base).call<{ slots: string[] }>('GET', '/api/discovery-calls/slots');
    expect(slots.length).toBeGreaterThan(0);
    await new Api(base).call('POST', '/api/discovery-calls', {
      name: F.callName,
      email: 'buyer@acme.example',
      company: F.callCompany,
      needs: lines(F.callNeeds),
      slotStart: slots[0],
      timeZone: 'Africa/Johannesburg',
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /**
   * Opens the screens in fresh contexts with the trap installed. Returns everything the trap caught
   * and the screens that were checked.
   */
  async function tour(bypassCSP: boolean) {
    const hits: Hit[] = [];
    const contexts: BrowserContext[] = [];
    const screens: string[] = [];
    let screen = 'start';

    const open = async () => {
      const page = await newPage(browser, { baseURL: server.baseURL, context: { bypassCSP } });
      const context = page.context();
      contexts.push(context);
      await context.exposeBinding('__xssReport', (_source, what: string) => {
        // "payload 23 ran" names the field: 23 is FIELD_NAMES[13].
        hits.push({ screen, what: what.replace(/^payload (\d+)/, (m, n: string) => `${m} (${FIELD_NAMES[Number(n) - 11] ?? '?'})`) });
      });
      await context.addInitScript(() => {
        const report = (what: string) => (window as unknown as { __xssReport(w: string): void }).__xssReport(what);
        const trap = { push: (n: unknown) => report(`payload ${String(n)} ran`) };
        Object.defineProperty(window, '__xss', { value: trap, writable: false, configurable: false });
        for (const name of ['alert', 'confirm', 'prompt'] as const) {
          Object.defineProperty(window, name, { value: (message: unknown) => report(`${name}(${String(message)})`), writable: false, configurable: false });
        }
        document.addEventListener('securitypolicyviolation', (e) =>
          report(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} ${e.sample}`),
        );
      });
      page.on('dialog', (dialog) => {
        hits.push({ screen, what: `dialog ${dialog.type()}: ${dialog.message()}` });
        void dialog.dismiss();
      });
      return page;
    };

    /**
     * Waits until every text is visible, lets pending loads and handlers settle, then looks for
     * injected markup. A missing text, injected markup and anything the trap caught are all recorded
     * as hits, so a failure lists every problem of the tour at once.
     */
    const check = async (page: Page, name: string, texts: readonly string[], options: { document?: 'app' | 'file' } = {}) => {
      screen = name;
      screens.push(name);
      let timeout = 10_000;
      for (const text of texts) {
        const shown = await page
          .getByText(text.replace(/\s+/g, ' ').trim())
          .filter({ visible: true })
          .first()
          .waitFor({ timeout })
          .then(() => true)
          .catch(() => false);
        if (!shown) {
          hits.push({ screen: name, what: `not shown as text: ${text}` });
          timeout = 500; // the screen has loaded by now; no need to wait as long for the rest
        }
      }
      // A file served on its own comes with a sandbox policy that lets no script run in it at all,
      // the test's own included: with the policy in force there is nothing more to look at.
      if (options.document === 'file' && !bypassCSP) {
        screen = `after ${name}`;
        return;
      }
      // Failed image loads, toggles and imports report asynchronously: let the page go quiet.
      // (A file served on its own allows no requests, so there the frames must do.)
      await page.evaluate(async (roundTrip) => {
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        if (roundTrip) await fetch('/api/health');
      }, options.document !== 'file');
      for (const markup of await page.evaluate(injectedMarkup)) hits.push({ screen: name, what: `injected markup ${markup}` });
      // Until the next screen is checked, whatever is reported happened on the way to it.
      screen = `after ${name}`;
    };

    const signIn = async (login: string, landing: string) => {
      const page = await open();
      screen = `sign-in to ${landing}`;
      await page.goto(`/login?next=${encodeURIComponent(landing)}`);
      await page.getByLabel('Username').fill(login);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.pathname === landing);
      return page;
    };

    const openBell = async (page: Page, name: string, texts: string[]) => {
      await page.getByRole('button', { name: /^Notifications, \d+ unread/ }).click();
      const panel = page.getByRole('region', { name: 'Your notifications' });
      await panel.getByTestId('notification-item').first().waitFor();
      await check(page, name, texts);
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
    };

    // --- The client's dashboard (its welcome), then their team page: search results, the profile and
    // booking dialogs, teams, bookings, bell.
    const client = await signIn(clientEmail, '/client/dashboard');
    await check(client, 'client dashboard: welcome', [F.clientFirst]);
    await openClientPage(client, 'Team');
    await client.getByRole('search', { name: 'Search experts' }).getByLabel('Search').fill('Qwabe');
    const results = client.getByRole('list', { name: 'Search results' });
    await expect.poll(() => results.locator(':scope > li').count()).toBe(1);
    await check(client, 'client team: expert search', [expertName, F.expertRole, ...F.expertSkills.slice(0, 3)]);

    await results.getByRole('button', { name: /^View / }).click();
    const profile = client.getByRole('dialog');
    await check(client, 'expert profile dialog', [expertName, F.expertRole, ...F.expertBio, ...F.expertSkills]);
    await client.keyboard.press('Escape');
    await profile.waitFor({ state: 'hidden' });

    await results.getByRole('button', { name: /^Book / }).click();
    const booking = client.getByRole('dialog');
    await booking.getByText('Current availability').waitFor();
    await check(client, 'pre-booking dialog', [`Pre-book ${expertName}`, F.expertRole, ...F.expertSkills.slice(0, 4)]);
    await client.keyboard.press('Escape');
    await booking.waitFor({ state: 'hidden' });

    await client.getByRole('tab', { name: /^Dream Teams/ }).click();
    await check(client, 'client dashboard: dream teams', [F.teamName, expertName, F.expertRole]);

    await client.getByRole('tab', { name: /^Prebookings/ }).click();
    await client.getByTestId('client-pre-booking').first().waitFor();
    await check(client, 'client dashboard: pre-bookings', [expertName, F.teamName, ...F.bookingNotes]);
    await openBell(client, 'client notifications', [`${expertName} confirmed your pre-booking`]);

    // --- The expert's dashboard and bell.
    const expert = await signIn(expertUsername, '/expert/dashboard');
    await expert.getByRole('region', { name: 'Recent Pre-bookings' }).getByRole('article').first().waitFor();
    await check(expert, 'expert dashboard', [F.expertFirst, expertName, F.expertRole, clientName, F.company, ...F.bookingNotes, ...F.expertSkills.slice(0, 3)]);
    await openBell(expert, 'expert notifications', [`${clientName} (${F.company}) would like to book you`]);

    // --- The candidate's profile and upload pages.
    const candidate = await signIn(candidateUsername, '/candidate/profile');
    await check(candidate, 'candidate profile', [F.candidateName, F.candidateLocation, cvShownName, F.linkedinUrl, F.portfolioUrl, ...F.candidateBio, ...F.candidateSkills]);
    await candidate.goto('/candidate/upload');
    await check(candidate, 'candidate upload', [`On file: ${cvShownName}`]);

    // --- A visitor types payloads into the discovery-call form; the confirmation greets them by name.
    const visitor = await open();
    await visitor.goto('/booking');
    const times = visitor.getByRole('group', { name: /^Times on / }).getByRole('radio');
    await times.first().waitFor({ state: 'attached' });
    /** The radios are visually hidden inside their labels, which is what a visitor clicks. */
    const pick = (value: string) => visitor.locator('label').filter({ has: visitor.locator(`input[type="radio"][value="${value}"]`) }).click();
    // A later day keeps the slot clear of the booking margin while the test runs.
    const laterDay = (await visitor.getByRole('group', { name: 'Day' }).getByRole('radio', { name: /: \d+ free times$/ }).nth(1).getAttribute('value'))!;
    await pick(laterDay);
    await expect.poll(() => visitor.locator(`input[type="radio"][value="${laterDay}"]`).isChecked()).toBe(true);
    await pick((await times.first().getAttribute('value'))!);
    await visitor.getByText('Your call: ').waitFor();
    await visitor.getByLabel('Name', { exact: true }).fill(F.formName);
    await visitor.getByLabel('Work email').fill('visitor@contoso.example');
    await visitor.getByLabel('Company').fill(F.formCompany);
    await visitor.getByLabel('What do you need?').fill(lines(F.formNeeds));
    await visitor.getByRole('button', { name: 'Book Free Discovery Call' }).click();
    await visitor.getByRole('heading', { name: 'Your discovery call is booked' }).waitFor();
    await check(visitor, 'discovery call confirmation', [`Thank you, ${F.formName}.`]);

    // --- Every tab of the admin console, and the blog admin.
    const admin = await open();
    screen = 'admin sign-in';
    await admin.goto('/admin/dreamteam');
    await admin.getByLabel('Username').fill(ADMIN.username);
    await admin.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await admin.getByRole('button', { name: 'Sign In' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    const adminTab = async (tab: string, texts: string[]) => {
      await admin.getByRole('tab', { name: tab, exact: true }).click();
      if (tab === 'Overview') await admin.locator('[data-tile="totalExperts"] dd').waitFor();
      else await admin.getByRole('heading', { level: 2, name: tab, exact: true }).waitFor();
      await check(admin, `admin console: ${tab}`, texts);
    };
    await adminTab('Overview', []);
    await adminTab('Experts', [expertName, F.expertRole]);
    await adminTab('Prebookings', [expertName, clientName, F.company]);
    await adminTab('Dream Teams', [F.teamName, F.clientFirst, F.company, expertName, F.expertRole, ...F.teamDescription]);
    await adminTab('Discovery Calls', [F.callName, F.callCompany, ...F.callNeeds, F.formName, F.formCompany, ...F.formNeeds]);
    await adminTab('Candidates', [F.candidateName, F.candidateLocation, ...F.candidateSkills]);
    await admin.goto('/admin/blog');
    await admin.getByRole('list', { name: 'Blog posts' }).waitFor();
    await check(admin, 'blog admin list', [F.blogTitle, F.blogAuthor]);
    await admin.getByRole('button', { name: `Edit "${F.blogTitle}"` }).click();
    await admin.getByTestId('post-preview').getByText(BLOG_MARKER).waitFor();
    await check(admin, 'blog editor live preview', [F.blogTitle, F.blogAuthor, ...F.blogExcerpt, ...F.blogTags, ...BLOG_ESCAPED]);

    // --- The public blog: the list, then the post loaded from the server (its title and social tags
    // are written into the HTML) .
    const reader = await open();
    await reader.goto('/blog');
    await check(reader, 'blog list', [F.blogTitle, ...F.blogExcerpt, ...F.blogTags.slice(0, 3)]);
    await reader.goto(`/blog/${BLOG_SLUG}`);
    await check(reader, 'blog post', [F.blogTitle, F.blogAuthor, ...F.blogExcerpt, ...F.blogTags, BLOG_MARKER, ...BLOG_ESCAPED]);
    // The server's sanitiser and the browser's leave nothing executable in the article.
    for (const vector of executableVectors(await reader.locator('.post-content').innerHTML())) {
      hits.push({ screen: 'blog post', what: `executable content ${vector}` });
    }
    const title = await reader.title();
    if (!title.includes(F.blogTitle)) hits.push({ screen: 'blog post', what: `document title ${title}` });

    // The expert's photo, markup and all, opened on its own: an image, never a page.
    const viewer = await open();
    const photo = await viewer.goto(photoPath);
    expect(photo?.headers()['content-type']).toBe('image/png');
    await check(viewer, 'expert photo opened on its own', [], { document: 'file' });

    return { hits, screens, pages: contexts.flatMap((context) => context.pages()) };
  }

  /** Runs the tour; nothing may have run or been injected, and no page logged an error. */
  async function expectNothingRuns(bypassCSP: boolean) {
    const { hits, screens, pages } = await tour(bypassCSP);
    try {
      expect(hits, 'what ran or was injected, by screen').toEqual([]);
      for (const page of pages) expectClean(page, { allowConsole: new URL(page.url()).pathname.startsWith('/api/') ? FILE_VIEWER_NOISE : [] });
      expect(screens).toHaveLength(SCREENS);
    } finally {
      for (const page of pages) await page.context().close();
    }
  }

  it('runs nothing on any screen under the Content-Security-Policy, and nothing is even blocked', async () => {
    await expectNothingRuns(false);
  }, 120_000);

  it('runs nothing with the policy bypassed: the screens render every payload as text', async () => {
    await expectNothingRuns(true);
  }, 120_000);
});

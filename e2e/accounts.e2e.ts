// Accounts in a real browser: client and expert sign-up, the candidate's profile and CV, and
// signing in as each demo role.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { minimalPdf } from '../server/test/pdf';
import { expectClean, formatViolations, launchBrowser, newPage, runAxe, downloadedBytes } from './support/browser';
import { newCandidate } from './support/accounts';
import { E2E_ADMIN, sharedServer, type SharedServer } from './support/server';

const DEMO_PASSWORD = 'demo-pass-2026';
const ADMIN = E2E_ADMIN;

describe('accounts', () => {
  let server: SharedServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await sharedServer();
  });

  afterEach(async () => {
    await page?.context().close();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const open = async (path: string) => {
    page = await newPage(browser, { baseURL: server.baseURL });
    await page.goto(path);
    return page;
  };

  const signIn = async (login: string, password: string) => {
    await page.getByLabel('Username').fill(login);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
  };

  it('signs a client up through the whole form, saves the company profile and lands on the dashboard', async () => {
    await open('/register/client');
    await page.getByRole('heading', { level: 1, name: 'Create a Client Account' }).waitFor();
    await page.getByLabel('First Name').fill('Grace');
    await page.getByLabel('Last Name').fill('Hopper');
    await page.getByLabel('Email').fill('  Grace.Hopper@Example.COM ');
    await page.getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByLabel('Confirm Password').fill('secret-123');
    await page.getByLabel('Company Name').fill('Compiler Labs');
    await page.getByLabel('Company Size').selectOption('51-200');
    await page.getByLabel('Industry').selectOption('FinTech');
    await page.getByLabel('Company Location').fill('New York, USA');
    await page.getByLabel('Website').fill('https://compiler.example');
    await page.getByLabel('Typical Project Duration').selectOption('6-12 months');
    await page.getByLabel('Preferred Team Size').selectOption('2-3 people');
    await page.getByLabel('Budget Range').selectOption('$15k-$30k');
    await page.getByLabel('Urgency').selectOption('ASAP');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL('**/client/dashboard');
    const me = await page.request.get('/api/auth/me');
    expect((await me.json()).user).toMatchObject({ email: 'grace.hopper@example.com', userType: 'client' });
    const profile = await page.request.get('/api/client/profile');
    expect(profile.status()).toBe(200);
    expect(await profile.json()).toMatchObject({
      companyName: 'Compiler Labs',
      companySize: '51-200',
      industry: 'FinTech',
      website: 'https://compiler.example',
      urgency: 'ASAP',
    });
    expectClean(page);
  });

  it('lists every industry from SaaS to Other', async () => {
    await open('/register/client');
    await page.getByLabel('Industry').waitFor();
    const options = await page.getByLabel('Industry').locator('option').allTextContents();
    expect(options).toHaveLength(24); // the placeholder and 23 industries
    expect(options[1]).toBe('SaaS');
    expect(options.at(-1)).toBe('Other');
  });

  it('shows the mismatch toast and stays on the form when the passwords differ', async () => {
    await open('/register/client');
    await page.getByLabel('First Name').waitFor();
    expect(formatViolations(await runAxe(page))).toBe('');
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Last Name').fill('Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByLabel('Confirm Password').fill('secret-124');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Password mismatch', { exact: true }).first().waitFor();
    await page.getByText('Passwords do not match. Please try again.').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/register/client');
    expectClean(page);
  });

  it('tells a client the account already exists', async () => {
    await open('/register/client');
    await page.getByLabel('First Name').fill('Dana');
    await page.getByLabel('Last Name').fill('Again');
    await page.getByLabel('Email').fill('DEMO.CLIENT@northwind.example');
    await page.getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByLabel('Confirm Password').fill('secret-123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('An account with this information already exists. Please check your details or try logging in.').first().waitFor();
    expectClean(page, { allowConsole: [/status of 409/] });
  });

  it('sends a new client to /login when the automatic sign-in fails', async () => {
    await open('/register/client');
    await page.route('**/api/auth/login', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"message":"Down"}}' }));
    await page.getByLabel('First Name').fill('Katherine');
    await page.getByLabel('Last Name').fill('Johnson');
    await page.getByLabel('Email').fill('katherine@example.com');
    await page.getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByLabel('Confirm Password').fill('secret-123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Registration successful... Please log in to continue.').first().waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    expectClean(page, { allowConsole: [/status of 503/] });
  });

  it('tells an expert that the username is taken', async () => {
    await open('/register/expert');
    await page.getByLabel('First Name').fill('Thandi');
    await page.getByLabel('Last Name').fill('Again');
    await page.getByLabel('Specialization').selectOption('Data Engineer');
    await page.getByLabel('Email').fill('thandi.again@example.com');
    await page.getByLabel('Username').fill('THANDI');
    await page.getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByLabel('Confirm Password').fill('secret-123');
    await page.getByRole('button', { name: 'Create Expert Account' }).click();
    await page.getByText('An account with this username already exists.').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/register/expert');
    expectClean(page, { allowConsole: [/status of 409/] });
  });

  it('signs an expert up and lands on the expert dashboard', async () => {
    await open('/register/expert');
    await page.getByLabel('First Name').fill('Lindiwe');
    await page.getByLabel('Last Name').fill('Khumalo');
    const specializations = await page.getByLabel('Specialization').locator('option').allTextContents();
    expect(specializations.slice(1)).toEqual([
      'Data Engineer',
      'ML Engineer',
      'AI Engineer',
      'Analytics Engineer',
      'Data Scientist',
      'Data Platform Engineer',
      'MLOps Engineer',
    ]);
    await page.getByLabel('Specialization').selectOption('MLOps Engineer');
    await page.getByLabel('Email').fill('lindiwe@example.com');
    await page.getByLabel('Username').fill('lindiwe');
    await page.getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByLabel('Confirm Password').fill('secret-123');
    await page.getByRole('button', { name: 'Create Expert Account' }).click();
    await page.waitForURL('**/expert/dashboard');
    const me = await (await page.request.get('/api/auth/me')).json();
    expect(me.user).toMatchObject({ username: 'lindiwe', userType: 'expert' });
    expectClean(page);
  });

  it('sends a signed-out visitor who submits the upload form to sign in, and back', async () => {
    await open('/candidate/upload');
    await page.getByText('Please log in to upload your profile.').first().waitFor();
    expect(formatViolations(await runAxe(page))).toBe('');
    await page.getByLabel('Full Name').fill('Visitor');
    await page.getByRole('button', { name: 'Submit Profile' }).click();
    await page.waitForURL('**/login?next=%2Fcandidate%2Fupload');
    await signIn('sipho', DEMO_PASSWORD);
    await page.waitForURL('**/candidate/upload');
    await page.getByRole('button', { name: 'Submit Profile' }).waitFor();
    expectClean(page);
  });

  it('lets a candidate upload a real PDF, download it from the profile, and edit the profile', async () => {
    // A candidate of this journey's own, with a saved profile as the demo candidate's.
    const candidate = await newCandidate(server.baseURL, { firstName: 'Sipho', lastName: 'Mthembu' }, { name: 'Sipho Mthembu', role: 'Data Engineer', skills: ['Python', 'SQL', 'Airflow', 'AWS'] });
    await open('/login');
    await signIn(candidate.login, candidate.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/candidate/upload');

    // A file that is not a PDF is refused in the browser.
    await page.getByLabel('CV (PDF, max 5 MB)').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText('Invalid file type', { exact: true }).first().waitFor();

    // Name and role are required.
    await page.getByLabel('Full Name').fill('');
    await page.getByRole('button', { name: 'Submit Profile' }).click();
    await page.getByText('Please fill in your name and role.').first().waitFor();

    await page.getByLabel('Full Name').fill('Sipho Mthembu');
    await page.getByLabel('Role').selectOption('Data Engineer');
    await page.getByLabel('Years of Experience').fill('6');
    await page.getByLabel('Expected Salary (ZAR per month)').fill('85000');
    await page.getByLabel('LinkedIn Profile URL').fill('https://www.linkedin.com/in/sipho-example');
    const skill = page.getByRole('textbox', { name: 'Skills' });
    // The saved profile's skills come pre-filled; new ones are added one at a time.
    const chips = page.getByRole('list', { name: 'Added skills' }).locator('li');
    expect(await chips.allTextContents()).toEqual(['Python', 'SQL', 'Airflow', 'AWS']);
    for (const s of ['dbt', '  Kafka ', 'python', 'DBT']) {
      await skill.fill(s);
      await skill.press('Enter');
    }
    await page.getByRole('button', { name: 'Add', exact: true }).click(); // blank: ignored
    await page.getByRole('button', { name: 'Remove AWS' }).click();
    expect(await chips.allTextContents()).toEqual(['Python', 'SQL', 'Airflow', 'dbt', 'Kafka']);
    await page.getByLabel('Phone').fill('+27 82 555 0199');
    await page.getByLabel('Location').fill('Johannesburg');
    await page.getByLabel('Availability').selectOption('Available');
    await page.getByLabel('Preferred Project Type').selectOption('Contract');
    const pdf = minimalPdf({ text: 'Sipho CV' });
    await page.getByLabel('CV (PDF, max 5 MB)').setInputFiles({ name: 'sipho-cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByText('Selected: sipho-cv.pdf').waitFor();
    await page.getByRole('button', { name: 'Submit Profile' }).click();
    await page.waitForURL('**/expert/dashboard');

    // The landing page after an upload thanks the candidate (not an expert's dashboard heading) and
    // leads on to the profile, and so does the header.
    await page.getByRole('heading', { level: 1, name: 'Thanks for your profile' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Expert Dashboard' }).count()).toBe(0);
    await page.getByRole('link', { name: 'View your profile' }).waitFor();
    await page.locator('header').getByRole('link', { name: 'My Profile' }).click();
    await page.waitForURL('**/candidate/profile');
    await page.getByRole('heading', { level: 1, name: 'Sipho Mthembu' }).waitFor();
    for (const section of ['Basic Information', 'Contact & Location', 'Work Preferences', 'Quick Stats']) {
      await page.getByRole('heading', { name: section }).waitFor();
    }
    expect(await page.getByTestId('stat-profile-views').textContent()).toBe('0');
    expect(formatViolations(await runAxe(page))).toBe('');

    const downloadButton = page.getByRole('button', { name: 'Download CV' });
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    expect(download.suggestedFilename()).toBe('sipho-cv.pdf');
    const saved = await downloadedBytes(download);
    expect(saved.equals(pdf)).toBe(true);

    // Edit: bio, comma-separated skills and one of the four project types.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const projectTypes = await page.getByLabel('Preferred Project Type').locator('option').allTextContents();
    expect(projectTypes.slice(1)).toEqual(['Full-time', 'Part-time', 'Contract', 'Remote']);
    await page.getByLabel('Bio').fill('I build pipelines that stay up.');
    await page.getByRole('textbox', { name: 'Skills' }).fill('Python, Spark,  Kafka , spark');
    await page.getByLabel('Preferred Project Type').selectOption('Remote');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated', { exact: true }).first().waitFor();
    await page.getByText('I build pipelines that stay up.').waitFor();
    expect(await page.getByRole('list', { name: 'Skills' }).locator('li').allTextContents()).toEqual(['Python', 'Spark', 'Kafka']);
    await page.getByText('Remote', { exact: true }).waitFor();

    // The calendar is saved on the server: a picked day is still picked after a reload.
    await page.getByRole('button', { name: 'Next month' }).click();
    const day = page.getByRole('table').getByRole('button', { name: / 15 / });
    await day.click();
    await page.getByTestId('available-days-count').getByText('1 day selected').waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Next month' }).click();
    expect(await page.getByRole('table').getByRole('button', { name: / 15 / }).getAttribute('aria-pressed')).toBe('true');

    // 'Update CV' replaces the file: the new one is named on the card and is what downloads.
    const newPdf = minimalPdf({ text: 'Sipho CV, second edition' });
    await page.getByLabel('Update CV').setInputFiles({ name: 'sipho-cv-2.pdf', mimeType: 'application/pdf', buffer: newPdf });
    await page.getByText('CV updated', { exact: true }).first().waitFor();
    await page.getByText('sipho-cv-2.pdf', { exact: true }).waitFor();
    const [second] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CV' }).click()]);
    expect(second.suggestedFilename()).toBe('sipho-cv-2.pdf');
    expect((await downloadedBytes(second)).equals(newPdf)).toBe(true);
    expectClean(page);
  });

  it('still saves the profile when the CV upload fails, and says the CV needs uploading again', async () => {
    // A candidate of this journey's own, without a profile yet.
    const candidate = await newCandidate(server.baseURL);
    await open('/login?next=%2Fcandidate%2Fupload');
    await signIn(candidate.login, candidate.password);
    await page.waitForURL('**/candidate/upload');
    await page.route('**/api/upload/cv', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'unavailable', message: 'Storage is busy.' } }) }),
    );
    await page.getByLabel('Full Name').fill('Pieter Test');
    await page.getByLabel('Role').selectOption('Data Engineer');
    await page.getByLabel('CV (PDF, max 5 MB)').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
    await page.getByRole('button', { name: 'Submit Profile' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your profile was saved, but your CV still needs to be uploaded.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/candidate/upload');
    const profile = await page.request.get('/api/candidate/profile');
    expect(await profile.json()).toMatchObject({ name: 'Pieter Test', cvFilePath: null });
    expectClean(page, { allowConsole: [/status of 503/, /status of 404 .*\/api\/candidate\/profile/] });
  });

  it('shows Access Denied to a visitor and a client on the candidate profile, and Profile Not Found to a new candidate', async () => {
    await open('/candidate/profile');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect(await page.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toMatch(/^\/login/);
    await page.goto('/login');
    await signIn('demo.client@northwind.example', DEMO_PASSWORD);
    await page.waitForURL('**/client/dashboard');
    await page.goto('/candidate/profile');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    await page.context().close();

    await open('/candidate/upload');
    await page.getByRole('button', { name: 'Create a candidate account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('First Name').fill('Naledi');
    await dialog.getByLabel('Last Name').fill('Mokoena');
    await dialog.getByLabel('Email').fill('naledi@example.com');
    await dialog.getByLabel('Username').fill('naledi');
    await dialog.getByLabel('Password', { exact: true }).fill('secret-123');
    await dialog.getByLabel('Confirm Password').fill('secret-123');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('You can now upload your profile.', { exact: false }).first().waitFor();
    await page.goto('/candidate/profile');
    await page.getByRole('heading', { name: 'Profile Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Create Profile' }).click();
    await page.waitForURL('**/candidate/upload');
    expectClean(page, { allowConsole: [/status of 404/] });
  });

  it('offers a show/hide password toggle, the sign-up, expert and home links, and says when sign-in fails', async () => {
    await open('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('not-the-password');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');

    expect(await page.getByRole('link', { name: 'Create a client account' }).getAttribute('href')).toBe('/register/client');
    const expertLink = page.getByRole('link', { name: /Join as an expert/ });
    expect(await expertLink.getAttribute('href')).toBe('/register/expert');
    expect(await expertLink.getAttribute('target')).toBe('_blank');
    expect(await page.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');

    await page.getByLabel('Username').fill('nobody-by-this-name');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Login failed', { exact: true }).first().waitFor();
    await page.getByText('Invalid username or password. Please try again.').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expectClean(page, { allowConsole: [/status of 401/] });
  });

  it('still lands a new client on the dashboard when saving the company profile fails', async () => {
    await open('/register/client');
    await page.route('**/api/client/profile', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"message":"Something went wrong on our side."}}' }),
    );
    await page.getByLabel('First Name').fill('Mary');
    await page.getByLabel('Last Name').fill('Jackson');
    await page.getByLabel('Email').fill('mary.jackson@example.com');
    await page.getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByLabel('Confirm Password').fill('secret-123');
    await page.getByLabel('Company Name').fill('Wind Tunnel Ltd');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/client/dashboard');
    const me = await (await page.request.get('/api/auth/me')).json();
    expect(me.user).toMatchObject({ email: 'mary.jackson@example.com', userType: 'client' });
    expectClean(page, { allowConsole: [/status of 500/, /status of 404 .*\/api\/client\/profile/] });
  });

  it('gives a signed-in candidate a link to the profile in the mobile menu', async () => {
    page = await newPage(browser, { baseURL: server.baseURL, viewport: { width: 375, height: 740 } });
    await page.goto('/login');
    await signIn('sipho', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'My Profile' }).click();
    await page.waitForURL('**/candidate/profile');
    await menu.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Sipho Mthembu' }).waitFor();
    expectClean(page);
  });

  it('shows the signed-in header for each role, and Logout signs out in the browser and on the server', async () => {
    await open('/login');
    const header = page.locator('header');
    await header.getByRole('link', { name: 'Hire Talent' }).waitFor();
    await header.getByRole('link', { name: /Join Talent Pool/ }).waitFor();
    expect(await header.getByRole('button', { name: 'Logout' }).count()).toBe(0);

    await signIn('thandi', DEMO_PASSWORD);
    await page.waitForURL('**/expert/dashboard');
    await header.getByRole('link', { name: 'Expert Hub' }).waitFor();
    expect(await header.getByRole('link', { name: 'Hire Talent' }).count()).toBe(0);
    expect(await header.getByRole('link', { name: /Join Talent Pool/ }).count()).toBe(0);
    const token = await page.evaluate(() => localStorage.getItem('userToken'));
    expect(token).toBeTruthy();

    await header.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await header.getByRole('link', { name: 'Hire Talent' }).waitFor();
    expect(await header.getByRole('link', { name: 'Expert Hub' }).count()).toBe(0);
    expect(await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('userToken')])).toEqual([null, null]);
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    const byToken = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect(byToken.status()).toBe(401);

    await page.goto('/login');
    await signIn('demo.client@northwind.example', DEMO_PASSWORD);
    await page.waitForURL('**/client/dashboard');
    await header.getByRole('link', { name: 'Dream Teams' }).waitFor();
    expect(await header.getByRole('link', { name: 'My Profile' }).count()).toBe(0);
    expectClean(page, { allowConsole: [/status of 401/] });
  });

  it.each([
    ['client', 'demo.client@northwind.example', '/client/dashboard'],
    ['expert', 'thandi', '/expert/dashboard'],
    ['candidate', 'sipho', '/'],
  ])('signs the demo %s in through /login and lands on the page for the role', async (_role, login, landing) => {
    await open('/login');
    await signIn(login, DEMO_PASSWORD);
    await page.getByText('Login successful', { exact: true }).first().waitFor();
    await page.waitForURL((url) => url.pathname === landing);
    expectClean(page);
  });

  it('signs the admin in through the /admin/blog login form', async () => {
    await open('/admin/blog');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: /Sign In|Log ?in/i }).click();
    await page.getByText('Welcome to the admin panel').first().waitFor();
    await page.getByLabel('Username').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/admin/blog');
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeTruthy();
    expectClean(page);
  });
});

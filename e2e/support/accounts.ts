// Accounts a journey makes for itself over the API, so that what it changes is its own and no other
// journey on the same server can see or undo it (the demo accounts stay as the seed made them).
import { randomBytes } from 'node:crypto';
import { fileForm, minimalPdf } from '../../server/test/pdf';
import { E2E_ADMIN } from './server';

/** The password of every account made here. */
export const ACCOUNT_PASSWORD = 'journey-pass-2026';

/** A short tag no other account of the run has, for addresses, usernames and names. */
export const uniqueTag = () => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

export interface Account {
  id: number;
  email: string;
  /** What the sign-in form takes: the username where there is one, else the address. */
  login: string;
  password: string;
  firstName: string;
  lastName: string;
  name: string;
}

async function call<T>(baseURL: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(baseURL + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Signs in over the API and answers the bearer token. */
export async function tokenFor(baseURL: string, login: string, password: string): Promise<string> {
  return (await call<{ token: string }>(baseURL, 'POST', '/api/auth/login', { username: login, password })).token;
}

/** The admin's bearer token (E2E_ADMIN). */
export async function adminToken(baseURL: string): Promise<string> {
  return (await call<{ token: string }>(baseURL, 'POST', '/api/admin/login', E2E_ADMIN)).token;
}

/** Answers a JSON call made with a bearer token (or none), failing on any status but 2xx. */
export function api<T = unknown>(baseURL: string, token: string | undefined, method: string, path: string, body?: unknown): Promise<T> {
  return call<T>(baseURL, method, path, body, token);
}

/** Six stages passed with believable figures, as an admin records them in the console's queue. */
export const PASSING_VETTING: Record<string, Record<string, unknown>> = {
  cv: { outcome: 'passed' },
  technical: { outcome: 'passed', score: 86 },
  interview: { outcome: 'passed', scorecard: { problemSolving: 4, systemDesign: 4, communication: 5 } },
  english: { outcome: 'passed', level: 'C1' },
  references: { outcome: 'passed', checked: 2 },
  background: { outcome: 'passed', clear: true },
};

/**
 * Vets a talent over the API, as activation requires: a CV on file (uploaded with their own
 * token), then the six stages passed, recorded by the admin.
 */
export async function passVetting(baseURL: string, userId: number, talentToken: string, admin?: string) {
  const res = await fetch(`${baseURL}/api/upload/cv`, { method: 'POST', headers: { authorization: `Bearer ${talentToken}` }, body: fileForm('cv', minimalPdf(), 'cv.pdf') });
  if (res.status !== 201) throw new Error(`POST /api/upload/cv answered ${res.status}: ${await res.text()}`);
  const token = admin ?? (await adminToken(baseURL));
  for (const [stage, body] of Object.entries(PASSING_VETTING)) await call(baseURL, 'PUT', `/api/admin/experts/${userId}/vetting/${stage}`, body, token);
}

interface Names {
  firstName?: string;
  lastName?: string;
}

const named = (prefix: string, names: Names, fallback: { firstName: string; lastName: string }) => {
  const tag = uniqueTag();
  const firstName = names.firstName ?? fallback.firstName;
  // The random part of the tag: short enough to fit a phone's width in a name, unique all the same.
  const lastName = names.lastName ?? `${fallback.lastName} ${tag.slice(-6)}`;
  return { tag, firstName, lastName, name: `${firstName} ${lastName}`, email: `${prefix}-${tag}@journeys.example` };
};

/** A client account of its own (e-mail verification is off on test servers). */
export async function newClient(baseURL: string, names: Names & { timeZone?: string } = {}): Promise<Account> {
  const who = named('client', names, { firstName: 'Nia', lastName: 'Client' });
  const made = await call<{ user: { id: number } }>(baseURL, 'POST', '/api/auth/register/client', {
    email: who.email,
    password: ACCOUNT_PASSWORD,
    firstName: who.firstName,
    lastName: who.lastName,
    timeZone: names.timeZone,
  });
  return { id: made.user.id, email: who.email, login: who.email, password: ACCOUNT_PASSWORD, firstName: who.firstName, lastName: who.lastName, name: who.name };
}

/** A candidate account of its own, with a saved profile when `profile` is given. */
export async function newCandidate(baseURL: string, names: Names = {}, profile?: Record<string, unknown>): Promise<Account> {
  const who = named('candidate', names, { firstName: 'Zodwa', lastName: 'Candidate' });
  const username = `candidate-${who.tag}`;
  const made = await call<{ user: { id: number } }>(baseURL, 'POST', '/api/auth/register/candidate', {
    username,
    email: who.email,
    password: ACCOUNT_PASSWORD,
    firstName: who.firstName,
    lastName: who.lastName,
  });
  if (profile) await call(baseURL, 'POST', '/api/candidate/profile', profile, await tokenFor(baseURL, username, ACCOUNT_PASSWORD));
  return { id: made.user.id, email: who.email, login: username, password: ACCOUNT_PASSWORD, firstName: who.firstName, lastName: who.lastName, name: who.name };
}

export interface NewExpertOptions extends Names {
  specialization?: string;
  /** Saved with PUT /api/experts/profile (role, bio, skills, yearsExperience, hourlyRate). */
  profile?: Record<string, unknown>;
  /** Saved with POST /api/availability (availableFrom, availableTo, preferredContractLength, ...). */
  availability?: Record<string, unknown>;
  /** Vetted (a CV and six stages passed), approved and activated by the admin, so clients find them (default: left under review). */
  active?: boolean;
}

/**
 * An expert account of its own. Their name sorts after every demo expert's ('Zola ...' unless
 * given), so lists ordered by name show the demo experts first whatever journeys ran before.
 */
export async function newExpert(baseURL: string, options: NewExpertOptions = {}): Promise<Account> {
  const who = named('expert', options, { firstName: 'Zola', lastName: 'Expert' });
  const username = `expert-${who.tag}`;
  const made = await call<{ user: { id: number } }>(baseURL, 'POST', '/api/auth/register/expert', {
    username,
    email: who.email,
    password: ACCOUNT_PASSWORD,
    firstName: who.firstName,
    lastName: who.lastName,
    specialization: options.specialization ?? 'Data Engineer',
  });
  const id = made.user.id;
  if (options.profile || options.availability || options.active) {
    const token = await tokenFor(baseURL, username, ACCOUNT_PASSWORD);
    if (options.profile) await call(baseURL, 'PUT', '/api/experts/profile', options.profile, token);
    if (options.availability) await call(baseURL, 'POST', '/api/availability', options.availability, token);
    if (options.active) {
      const admin = await adminToken(baseURL);
      await passVetting(baseURL, id, token, admin);
      await call(baseURL, 'PATCH', `/api/experts/${id}`, { isActive: true }, admin);
    }
  }
  return { id, email: who.email, login: username, password: ACCOUNT_PASSWORD, firstName: who.firstName, lastName: who.lastName, name: who.name };
}

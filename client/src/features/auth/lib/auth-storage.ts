// The signed-in user kept in the browser (SPEC.md section 4): localStorage "user" (JSON) and
// "userToken". Both present and parsable means signed in; an unparsable user clears both.
import type { PublicUser } from "@shared/contracts/auth";
import { readItem, removeItem, STORAGE_KEYS, writeItem } from "@/lib/storage";

export type AuthUser = PublicUser;

export interface AuthSession {
  user: AuthUser;
  token: string;
}

function isUser(value: unknown): value is AuthUser {
  return typeof value === "object" && value !== null && typeof (value as { userType?: unknown }).userType === "string";
}

let cache: { rawUser: string | null; rawToken: string | null; session: AuthSession | null } = {
  rawUser: null,
  rawToken: null,
  session: null,
};

/** The current session, or null. Returns the same object while storage is unchanged. */
export function readSession(): AuthSession | null {
  const rawUser = readItem(STORAGE_KEYS.user);
  const rawToken = readItem(STORAGE_KEYS.userToken);
  if (rawUser === cache.rawUser && rawToken === cache.rawToken) return cache.session;

  let session: AuthSession | null = null;
  if (rawUser && rawToken) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawUser);
    } catch {
      parsed = undefined;
    }
    if (isUser(parsed)) {
      session = { user: parsed, token: rawToken };
    } else {
      removeItem(STORAGE_KEYS.user);
      removeItem(STORAGE_KEYS.userToken);
      cache = { rawUser: null, rawToken: null, session: null };
      return null;
    }
  }
  cache = { rawUser, rawToken, session };
  return session;
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Subscribes to session changes in this tab and in other tabs. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.user || event.key === STORAGE_KEYS.userToken) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function saveSession(user: AuthUser, token: string): void {
  writeItem(STORAGE_KEYS.user, JSON.stringify(user));
  writeItem(STORAGE_KEYS.userToken, token);
  notify();
}

/** Replaces the stored user (after the server check) while keeping the token. */
export function updateStoredUser(user: AuthUser): void {
  const raw = JSON.stringify(user);
  if (raw === readItem(STORAGE_KEYS.user)) return;
  writeItem(STORAGE_KEYS.user, raw);
  notify();
}

export function clearSession(): void {
  removeItem(STORAGE_KEYS.user);
  removeItem(STORAGE_KEYS.userToken);
  notify();
}

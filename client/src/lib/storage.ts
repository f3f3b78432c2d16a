// localStorage access that never throws (private mode, SSR/prerender, blocked storage).

function store(): Storage | null {
  try {
    return typeof window !== "undefined" ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function readItem(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // Storage full or blocked: the session still works until the page is reloaded.
  }
}

export function removeItem(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // Nothing to do.
  }
}

/** Storage keys named by SPEC.md sections 3, 4 and 6. */
export const STORAGE_KEYS = {
  user: "user",
  userToken: "userToken",
  adminToken: "adminToken",
} as const;

// The admin token kept in localStorage "adminToken" (SPEC.md section 3), observable from React.
import { useSyncExternalStore } from "react";
import { readItem, removeItem, STORAGE_KEYS, writeItem } from "@/lib/storage";

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export const getAdminToken = (): string | null => readItem(STORAGE_KEYS.adminToken);

export function setAdminToken(token: string): void {
  writeItem(STORAGE_KEYS.adminToken, token);
  notify();
}

export function clearAdminToken(): void {
  removeItem(STORAGE_KEYS.adminToken);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.adminToken) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The stored token; undefined while not yet known (prerender and hydration), null when absent. */
export function useAdminToken(): string | null | undefined {
  return useSyncExternalStore(subscribe, getAdminToken, () => undefined);
}

/** Query keys holding admin-only data, dropped on admin logout. */
export function isAdminQueryKey(queryKey: readonly unknown[]): boolean {
  const head = queryKey[0];
  if (typeof head !== "string") return false;
  return head.startsWith("/api/admin") || head === "/api/pre-bookings" || head === "/api/dream-teams";
}

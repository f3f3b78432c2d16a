// Runtime settings the server injects into the page, read defensively with defaults: the inert
// JSON block <script id="app-config" type="application/json"> (what server/web/html.ts writes),
// or window.__APP_CONFIG__ when a page sets it.
import { useSyncExternalStore } from "react";

export interface AppConfig {
  careersUrl: string;
  contactEmail: string;
  contactPhone: string;
  trackingUrl?: string;
  schedulingEmbedUrl?: string;
}

export const DEFAULT_APP_CONFIG: AppConfig = {
  careersUrl: "/register/expert",
  contactEmail: "hello@proteatalent.com",
  contactPhone: "+27 21 555 0134",
};

declare global {
  interface Window {
    __APP_CONFIG__?: Partial<AppConfig> & { trackingScriptUrl?: string };
  }
}

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() ? value.trim() : undefined;

let cached: AppConfig | null = null;

function readInjected(): Record<string, unknown> {
  const fromWindow = window.__APP_CONFIG__;
  if (typeof fromWindow === "object" && fromWindow !== null) return fromWindow;
  try {
    const json = document.getElementById("app-config")?.textContent;
    const parsed: unknown = json ? JSON.parse(json) : null;
    if (typeof parsed === "object" && parsed !== null) return parsed as Record<string, unknown>;
  } catch {
    // Malformed block: fall back to the defaults.
  }
  return {};
}

/** The injected configuration merged over the defaults (the defaults alone outside a browser). */
export function getAppConfig(): AppConfig {
  if (typeof window === "undefined") return DEFAULT_APP_CONFIG;
  if (cached) return cached;
  const raw = readInjected();
  cached = {
    careersUrl: text(raw.careersUrl) ?? DEFAULT_APP_CONFIG.careersUrl,
    contactEmail: text(raw.contactEmail) ?? DEFAULT_APP_CONFIG.contactEmail,
    contactPhone: text(raw.contactPhone) ?? DEFAULT_APP_CONFIG.contactPhone,
    trackingUrl: text(raw.trackingUrl) ?? text(raw.trackingScriptUrl),
    schedulingEmbedUrl: text(raw.schedulingEmbedUrl),
  };
  return cached;
}

const noopSubscribe = () => () => {};
const serverSnapshot = () => DEFAULT_APP_CONFIG;

/**
 * The configuration inside components. Prerendered HTML and the hydration pass use the defaults,
 * then React re-renders with the injected values, so hydration never mismatches.
 */
export function useAppConfig(): AppConfig {
  return useSyncExternalStore(noopSubscribe, getAppConfig, serverSnapshot);
}

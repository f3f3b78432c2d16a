// PRODUCT.md "Analytics": one app_ready event at start-up; a tracking script 300 ms later, only
// when one is configured (no third-party request otherwise).
import { TRACKING_DELAY_MS } from "@shared/site";
import { getAppConfig } from "./app-config";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let started = false;

export function startAnalytics(): void {
  if (started || typeof window === "undefined") return;
  started = true;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: "app_ready", timestamp: Date.now() });

  const src = getAppConfig().trackingUrl;
  if (!src) return;
  window.setTimeout(() => {
    const script = document.createElement("script");
    script.async = true;
    script.src = src;
    document.head.appendChild(script);
  }, TRACKING_DELAY_MS);
}

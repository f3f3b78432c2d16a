/**
 * The few figures the app shell and the public pages need (SPEC.md section 9), apart from
 * constants.ts so the first page's bundle does not carry every option list and message.
 * constants.ts re-exports all of them; import from either.
 */
export const BRAND_NAME = "Protea Talent";
export const MOBILE_BREAKPOINT_PX = 768;
export const CAROUSEL_SLIDES = 8;
export const CAROUSEL_STEP_PX = 344;
export const CAROUSEL_INTERVAL_MS = 1000;
export const SCROLL_FLAG_THRESHOLD_PX = 500;
export const TRACKING_DELAY_MS = 300;
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;

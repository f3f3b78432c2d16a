import { createHash } from "node:crypto";
import type { Config } from "../config";

/** Routes the SPA answers; anything else gets the SPA's 'Page Not Found' with a real 404 status. */
const KNOWN_ROUTES: RegExp[] = [
  /^\/$/,
  /^\/(howitworks|about|faq|blog|login|booking)\/?$/,
  // The pages e-mailed account links open, and the one that asks for a reset link.
  /^\/(forgot-password|reset-password|verify-email|join)\/?$/,
  /^\/blog\/[^/]+\/?$/,
  /^\/register\/(client|expert)\/?$/,
  /^\/candidate\/(upload|profile)\/?$/,
  /^\/admin\/(blog|dreamteam)\/?$/,
  /^\/(expert|client)\/dashboard\/?$/,
  // PRODUCT.md "What needs you now": the client's needs, team and engagements, pages of their own.
  /^\/client\/(needs|team|engagements)\/?$/,
  // PRODUCT.md "Beyond SPEC": Find my team and a dream team's plan.
  /^\/client\/match\/?$/,
  /^\/client\/teams\/\d+\/plan\/?$/,
  // The 14-day shortlist: stating a need, and one requisition.
  /^\/client\/shortlist\/new\/?$/,
  /^\/client\/requisitions\/\d+\/?$/,
  // An engagement: its terms, timesheets and conversation, for its client and for its expert.
  /^\/(client|expert)\/engagements\/\d+\/?$/,
  // Invoices: the client's list and one invoice.
  /^\/client\/invoices\/?$/,
  // The client's company: its members, invitations and billing details.
  /^\/client\/company\/?$/,
  /^\/client\/invoices\/\d+\/?$/,
];

function isKnownRoute(pathname: string) {
  return KNOWN_ROUTES.some((re) => re.test(pathname));
}

/**
 * Whether the page at this address exists: a known route that no earlier handler marked as
 * missing (`res.locals.pageNotFound`, e.g. a blog slug with no published post).
 */
export function pageExists(pathname: string, locals: Record<string, unknown>) {
  return isKnownRoute(pathname) && locals.pageNotFound !== true;
}

/** Public settings the browser needs, handed over as inert JSON (no inline script runs). */
function publicAppConfig(config: Config) {
  return {
    careersUrl: config.careersUrl,
    contactEmail: config.contactEmail,
    contactPhone: config.contactPhone,
    schedulingEmbedUrl: config.schedulingEmbedUrl ?? null,
    trackingUrl: config.trackingScriptUrl ?? null,
  };
}

function serializeJsonForHtml(value: unknown) {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

export function injectAppConfig(html: string, config: Config) {
  const tag = `<script id="app-config" type="application/json">${serializeJsonForHtml(publicAppConfig(config))}</script>`;
  return html.replace("</head>", `${tag}</head>`);
}

/**
 * CSP sources ('sha256-…') for the inline scripts of a page: the prerendered pages' boot script
 * (client/page-boot.js), allowed by its hash while every other inline script stays forbidden.
 * Inert JSON blocks are not scripts and need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/i.test(attributes) || /type="application\/(ld\+)?json"/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

// The client area's own pages (PRODUCT.md "What needs you now"): the dashboard opens on what waits for
// the client; needs, team, engagements and invoices are pages of their own, reached from the area's
// navigation without reloading the document.
import type { Page } from 'playwright-core';

const PAGES = {
  Dashboard: { path: '/client/dashboard', heading: 'Client Dashboard' },
  Needs: { path: '/client/needs', heading: 'Your needs' },
  Team: { path: '/client/team', heading: 'Your team' },
  Engagements: { path: '/client/engagements', heading: 'Engagements' },
  Invoices: { path: '/client/invoices', heading: 'Your invoices' },
} as const;

export type ClientPage = keyof typeof PAGES;

/** Opens one of the client's pages from the client area's navigation and waits for its heading. */
export async function openClientPage(page: Page, name: ClientPage): Promise<void> {
  const { path, heading } = PAGES[name];
  await page.getByRole('navigation', { name: 'Client area' }).getByRole('link', { name, exact: true }).click();
  await page.waitForURL(`**${path}`);
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
}

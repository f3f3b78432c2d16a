// Routes of the signed-in client area beyond the dashboard (PRODUCT.md "Beyond SPEC"). Kept apart from
// lib/paths.ts, which the first page of every visit loads, so public pages do not carry them. Build
// links from these, never from literals.
export const clientPaths = {
  /** The client's needs: their shortlists (requisitions) and the way into a new one. */
  needs: "/client/needs",
  /** The client's team: experts to browse, dream teams, pre-bookings and interviews. */
  team: "/client/team",
  /** Every engagement of the client's. */
  engagements: "/client/engagements",
  /** From a need to a ranked shortlist. */
  match: "/client/match",
  /** A dream team's plan: when everyone is free, the hours they share, and booking the team. */
  teamPlan: "/client/teams/:id/plan",
  /** One requisition: its clock, its candidates and its conversation. */
  requisition: "/client/requisitions/:id",
  /** One engagement: its terms, timesheets and conversation. */
  engagement: "/client/engagements/:id",
  /** The client's invoices, and one invoice with its PDF. */
  invoices: "/client/invoices",
  invoice: "/client/invoices/:id",
  /** The client's company: members and their roles, invitations, billing details. */
  company: "/client/company",
} as const;

export const requisitionPath = (id: number) => `/client/requisitions/${id}`;
export const clientEngagementPath = (id: number) => `/client/engagements/${id}`;
export const invoicePath = (id: number) => `/client/invoices/${id}`;

export interface TeamPlanOptions {
  from?: string;
  weeks?: number;
  timeZone?: string;
  workStart?: string;
  workEnd?: string;
}

/** The plan of one dream team, optionally for an engagement and a working day of the client's. */
export function teamPlanPath(teamId: number, opts: TeamPlanOptions = {}): string {
  const query = new URLSearchParams();
  for (const key of ["from", "weeks", "timeZone", "workStart", "workEnd"] as const) {
    const value = opts[key];
    if (value !== undefined && value !== "") query.set(key, String(value));
  }
  const q = query.toString();
  return `/client/teams/${teamId}/plan${q ? `?${q}` : ""}`;
}

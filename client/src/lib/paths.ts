// Route constants (SPEC.md section 2 route table). Build links from these, never from literals.
export const paths = {
  home: "/",
  howItWorks: "/howitworks",
  about: "/about",
  faq: "/faq",
  blog: "/blog",
  blogPost: "/blog/:slug",
  login: "/login",
  registerClient: "/register/client",
  registerExpert: "/register/expert",
  candidateUpload: "/candidate/upload",
  candidateProfile: "/candidate/profile",
  booking: "/booking",
  adminBlog: "/admin/blog",
  expertDashboard: "/expert/dashboard",
  clientDashboard: "/client/dashboard",
  /** PRODUCT.md "Beyond SPEC": from a need to a ranked shortlist. */
  clientMatch: "/client/match",
  /** A dream team's plan: when everyone is free, the hours they share, and booking the team. */
  clientTeamPlan: "/client/teams/:id/plan",
  adminDreamTeam: "/admin/dreamteam",
} as const;

/** The URL of one blog post. */
export const blogPostPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

/** The sign-in URL that comes back to `next` afterwards. */
export const loginPath = (next?: string) => (next ? `${paths.login}?next=${encodeURIComponent(next)}` : paths.login);

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

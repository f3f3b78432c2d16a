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

/** The plan of one dream team, optionally starting from a date for a number of weeks. */
export function teamPlanPath(teamId: number, opts: { from?: string; weeks?: number } = {}): string {
  const query = new URLSearchParams();
  if (opts.from) query.set("from", opts.from);
  if (opts.weeks) query.set("weeks", String(opts.weeks));
  const q = query.toString();
  return `/client/teams/${teamId}/plan${q ? `?${q}` : ""}`;
}

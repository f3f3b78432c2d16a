// Route constants (SPEC.md section 2 route table). Build links from these, never from literals.
export const paths = {
  home: "/",
  howItWorks: "/howitworks",
  about: "/about",
  faq: "/faq",
  blog: "/blog",
  blogPost: "/blog/:slug",
  login: "/login",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  verifyEmail: "/verify-email",
  /** The page a company's invitation mail links to. */
  join: "/join",
  registerClient: "/register/client",
  registerExpert: "/register/expert",
  candidateUpload: "/candidate/upload",
  candidateProfile: "/candidate/profile",
  booking: "/booking",
  adminBlog: "/admin/blog",
  expertDashboard: "/expert/dashboard",
  clientDashboard: "/client/dashboard",
  /** Stating a need: the landing page's 'Start Your Free Shortlist' leads here (PRODUCT.md "Beyond: from a shortlist…"). */
  startShortlist: "/client/shortlist/new",
  adminDreamTeam: "/admin/dreamteam",
} as const;

/** The URL of one blog post. */
export const blogPostPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

/** The sign-in URL that comes back to `next` afterwards. */
export const loginPath = (next?: string) => (next ? `${paths.login}?next=${encodeURIComponent(next)}` : paths.login);

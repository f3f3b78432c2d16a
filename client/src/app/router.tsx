// Every route of SPEC.md section 2, each page in its own lazily loaded chunk. The signed-in client's
// pages (/client/…) and the expert's (/expert/…) are routed by a chunk of their own each, so adding one
// leaves this first load alone.
import { lazy, Suspense, type ComponentType } from "react";
import { Redirect, Route, Switch, useLocation, useSearch } from "wouter";
import { Spinner } from "@/components/ui/icons";
import { ErrorBoundary } from "./error-boundary";
import { paths } from "@/lib/paths";

/**
 * A page that reads or writes through the API: loaded together with React Query's provider. Pages
 * that only show copy use plain `lazy` and so leave React Query out of their first load.
 */
function dataPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() => Promise.all([load(), import("./query-provider")]).then(([page, m]) => ({ default: m.withQueryProvider(page.default) })));
}

const HomePage = lazy(() => import("@/pages/public/home"));
const HowItWorksPage = lazy(() => import("@/pages/public/how-it-works"));
const AboutPage = lazy(() => import("@/pages/public/about"));
const FaqPage = lazy(() => import("@/pages/public/faq"));
const BookingPage = dataPage(() => import("@/pages/public/booking"));
const BlogListPage = dataPage(() => import("@/pages/blog/blog-list"));
const BlogPostPage = dataPage(() => import("@/pages/blog/blog-post"));
const LoginPage = dataPage(() => import("@/pages/auth/login"));
const ForgotPasswordPage = dataPage(() => import("@/pages/auth/forgot-password"));
const ResetPasswordPage = dataPage(() => import("@/pages/auth/reset-password"));
const JoinPage = dataPage(() => import("@/pages/auth/join"));
const VerifyEmailPage = dataPage(() => import("@/pages/auth/verify-email"));
const RegisterClientPage = dataPage(() => import("@/pages/auth/register-client"));
const RegisterExpertPage = dataPage(() => import("@/pages/auth/register-expert"));
const CandidateUploadPage = dataPage(() => import("@/pages/candidate/candidate-upload"));
const CandidateProfilePage = dataPage(() => import("@/pages/candidate/candidate-profile"));
const ClientArea = dataPage(() => import("@/pages/client/client-area"));
const ExpertArea = dataPage(() => import("@/pages/expert/expert-area"));
const AdminBlogPage = dataPage(() => import("@/pages/admin/admin-blog"));
const AdminDreamTeamPage = dataPage(() => import("@/pages/admin/admin-dream-team"));
const NotFoundPage = lazy(() => import("@/pages/not-found"));

function PageLoading() {
  return (
    <div role="status" className="flex flex-1 animate-fade-in-delayed items-center justify-center py-24 text-muted-foreground">
      <Spinner className="h-6 w-6 text-primary" />
      <span className="sr-only">Loading page...</span>
    </div>
  );
}

export function AppRoutes() {
  const [location] = useLocation();
  const search = useSearch();
  // The server answers "/about/" as a known route; show it at its canonical address.
  if (location.length > 1 && location.endsWith("/")) {
    return <Redirect to={location.replace(/\/+$/, "") + (search ? `?${search}` : "")} replace />;
  }
  return (
    <ErrorBoundary resetKey={location}>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          <Route path={paths.home} component={HomePage} />
          <Route path={paths.howItWorks} component={HowItWorksPage} />
          <Route path={paths.about} component={AboutPage} />
          <Route path={paths.faq} component={FaqPage} />
          <Route path={paths.blog} component={BlogListPage} />
          <Route path={paths.blogPost} component={BlogPostPage} />
          <Route path={paths.login} component={LoginPage} />
          <Route path={paths.forgotPassword} component={ForgotPasswordPage} />
          <Route path={paths.resetPassword} component={ResetPasswordPage} />
          <Route path={paths.join} component={JoinPage} />
          <Route path={paths.verifyEmail} component={VerifyEmailPage} />
          <Route path={paths.registerClient} component={RegisterClientPage} />
          <Route path={paths.registerExpert} component={RegisterExpertPage} />
          <Route path={paths.candidateUpload} component={CandidateUploadPage} />
          <Route path={paths.candidateProfile} component={CandidateProfilePage} />
          <Route path={paths.booking} component={BookingPage} />
          <Route path={paths.adminBlog} component={AdminBlogPage} />
          <Route path="/expert/*" component={ExpertArea} />
          <Route path="/client/*" component={ClientArea} />
          <Route path={paths.adminDreamTeam} component={AdminDreamTeamPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </ErrorBoundary>
  );
}

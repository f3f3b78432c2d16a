// Route /expert/dashboard (SPEC.md section 2, PRODUCT.md "Talent" and "Beyond SPEC"): the signed-in
// expert's profile, their vetting, working hours, availability, e-mail setting, calendar feed, interviews, engagements
// payouts and recent pre-bookings. Composes the experts, availability, notifications, calendar,
// interviews, engagements, payouts and pre-bookings features, and My data (account).
import { lazy, Suspense, type ReactNode } from "react";
import type { Interview } from "@shared/contracts/interviews";
import { Link } from "wouter";
import { expertEngagementPath } from "@/lib/expert-paths";
import { loginPath, paths } from "@/lib/paths";
import { Button, buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { LazyMyDataSection } from "@/features/account/components/lazy-account";
import { leaveErasedAccount } from "@/features/auth/lib/after-erasure";
import { LazyAccountSecurity } from "@/features/auth/components/lazy-account-security";
import { EmailVerificationNotice } from "@/features/auth/components/email-verification-notice";
import { useAuth } from "@/features/auth/lib/use-auth";
import { dashboardPathFor } from "@/features/auth/lib/redirects";
import { AvailabilityForm } from "@/features/availability/components/availability-form";
import { useExpertProfile } from "@/features/experts/api/get-expert-profile";
import { NotApprovedNotice, UnderReviewNotice } from "@/features/experts/components/application-notices";
import { ExpertProfileCard } from "@/features/experts/components/expert-profile-card";
import { useOwnReview } from "@/features/experts/api/get-own-review";
import { OwnVettingCard } from "@/features/experts/components/own-vetting-card";
import { WorkingHoursForm } from "@/features/experts/components/working-hours-form";
import { EmailNotificationsSetting } from "@/features/notifications/components/email-notifications-setting";
import { ExpertPreBookings } from "@/features/pre-bookings/components/expert-pre-bookings";
import { useUpdatePreBookingStatus } from "@/features/pre-bookings/api/update-pre-booking-status";
import { Spinner } from "@/components/ui/icons";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useDocumentTitle } from "@/lib/use-document-title";

const EngagementsSection = lazy(() => import("@/features/engagements/components/engagements-section").then((m) => ({ default: m.EngagementsSection })));
// Read from the API before it shows anything: its code loads beside that fetch.
const InterviewsSection = lazy(() => import("@/features/interviews/components/interviews-section").then((m) => ({ default: m.InterviewsSection })));
// Below the fold: its code loads after the dashboard's own.
const PayoutsSection = lazy(() => import("@/features/payouts/components/payouts-section").then((m) => ({ default: m.PayoutsSection })));
const CalendarFeedCard = lazy(() => import("@/features/calendar/components/calendar-feed-card").then((m) => ({ default: m.CalendarFeedCard })));

export default function ExpertDashboardPage() {
  useDocumentTitle("Expert Dashboard");
  const { user } = useAuth();
  if (!user) {
    return (
      <Notice>
        <p>Please sign in to continue.</p>
        <Link href={loginPath(paths.expertDashboard)} className={buttonVariants({ variant: "accent" })}>
          Sign in
        </Link>
      </Notice>
    );
  }
  if (user.userType === "candidate") {
    // Uploading a profile lands here (SPEC.md "/candidate/upload"); a candidate's own page is the profile.
    return (
      <Notice title="Thanks for your profile">
        <p>We review every candidate and will be in touch about suitable roles.</p>
        <Link href={paths.candidateProfile} className={buttonVariants({ variant: "accent" })}>
          View your profile
        </Link>
        <div className="w-full max-w-2xl">
          <LazyMyDataSection userId={user.id} onDeleted={leaveErasedAccount} />
        </div>
      </Notice>
    );
  }
  if (user.userType !== "expert") {
    return (
      <Notice>
        <p>This dashboard is for expert accounts.</p>
        <Link href={dashboardPathFor(user.userType)} className={buttonVariants({ variant: "outline" })}>
          Go to your dashboard
        </Link>
      </Notice>
    );
  }
  return <ExpertDashboard expertId={user.id} firstName={user.firstName} />;
}

function Notice({ title = "Expert Dashboard", children }: { title?: string; children: ReactNode }) {
  return (
    <section className="container flex flex-col items-start gap-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      {children}
    </section>
  );
}

function ExpertDashboard({ expertId, firstName }: { expertId: number; firstName: string }) {
  const profile = useExpertProfile(expertId);
  const inactive = profile.data ? !profile.data.isActive : false;
  const review = useOwnReview(inactive);
  const notApproved = inactive && review.data?.reviewStatus === "rejected";
  // Names and other text people typed may be one long word: it wraps rather than widening the page.
  return (
    <section className="container flex flex-col gap-6 py-10 [overflow-wrap:anywhere] sm:py-12">
      <div>
        <h1 className="text-3xl font-bold sm:text-4xl">Expert Dashboard</h1>
        <p className="mt-2 text-muted-foreground">Welcome back, {firstName}. Keep your profile and availability current so clients can book you.</p>
      </div>
      <EmailVerificationNotice userType="expert" />
      {inactive && (notApproved ? <NotApprovedNotice reason={review.data?.rejectionReason ?? null} /> : <UnderReviewNotice />)}
      <Suspense fallback={<Skeleton className="h-40" aria-label="Loading your engagements" />}>
        <EngagementsSection viewer="expert" linkTo={expertEngagementPath} />
      </Suspense>
      {!inactive && (
        <Suspense fallback={<Skeleton className="h-40" aria-label="Loading your payouts" />}>
          <PayoutsSection />
        </Suspense>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-6">
          {profile.isPending ? (
            <Skeleton className="h-64" aria-label="Loading your profile" />
          ) : profile.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(profile.error, "Could not load your profile.")}
            </p>
          ) : (
            <>
              <ExpertProfileCard expert={profile.data} notApproved={notApproved} />
              <OwnVettingCard />
              <WorkingHoursForm expert={profile.data} />
            </>
          )}
          <AvailabilityForm expertId={expertId} />
          <EmailNotificationsSetting />
          <Suspense fallback={<Skeleton className="h-48" aria-label="Loading your calendar feed" />}>
            <CalendarFeedCard />
          </Suspense>
        </div>
        <div className="flex min-w-0 flex-col gap-6 self-start">
          <Suspense fallback={<Skeleton className="h-40" aria-label="Loading your interviews" />}>
            <InterviewsSection viewer="expert" renderExtra={(i) => <ConfirmAfterPass interview={i} />} />
          </Suspense>
          <ExpertPreBookings expertId={expertId} />
        </div>
      </div>
      <LazyMyDataSection userId={expertId} onDeleted={leaveErasedAccount} />
      <LazyAccountSecurity />
    </section>
  );
}

/** After a pass on a pending pre-booking, the expert confirms it here, through the pre-bookings' own rules. */
function ConfirmAfterPass({ interview }: { interview: Interview }) {
  const update = useUpdatePreBookingStatus();
  const booking = interview.preBooking;
  if (interview.status !== "passed" || !booking || booking.status !== "pending") return null;
  return (
    <Button
      size="sm"
      variant="accent"
      disabled={update.isPending}
      onClick={() =>
        update.mutate(
          { bookingId: booking.id, status: "confirmed" },
          {
            onSuccess: () => toast({ title: "Booking confirmed", description: `${interview.client.name} is told.` }),
            onError: (err) => toast({ title: "Could not confirm the booking", description: errorMessage(err, "Something went wrong. Please try again."), variant: "destructive" }),
          },
        )
      }
    >
      {update.isPending && <Spinner />}
      Confirm the booking<span className="sr-only"> with {interview.client.name}</span>
    </Button>
  );
}

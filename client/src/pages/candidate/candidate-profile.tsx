// Route /candidate/profile (SPEC.md "/candidate/profile", PRODUCT.md "Talent"): the signed-in talent
// account's profile, its edit form, the saved availability calendar, real stats and the CV.
import { useState } from "react";
import { Link } from "wouter";
import { loginPath, paths } from "@/lib/paths";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { LazyMyDataSection } from "@/features/account/components/lazy-account";
import { leaveErasedAccount } from "@/features/auth/lib/after-erasure";
import { LazyAccountSecurity } from "@/features/auth/components/lazy-account-security";
import { EmailVerificationNotice } from "@/features/auth/components/email-verification-notice";
import { useAuth } from "@/features/auth/lib/use-auth";
import { useCandidateProfile } from "@/features/candidates/api/get-candidate-profile";
import { useOwnReview } from "@/features/experts/api/get-own-review";
import { ApplicationNotice } from "@/features/experts/components/application-notices";
import { OwnVettingCard } from "@/features/experts/components/own-vetting-card";
import { AvailabilityCalendar } from "@/features/candidates/components/availability-calendar";
import { CandidateProfileDetails } from "@/features/candidates/components/candidate-profile-details";
import { CandidateProfileEditForm } from "@/features/candidates/components/candidate-profile-edit-form";
import { CvActions } from "@/features/candidates/components/cv-actions";
import { QuickStats } from "@/features/candidates/components/quick-stats";
import { EmailNotificationsSetting } from "@/features/notifications/components/email-notifications-setting";
import { useDocumentTitle } from "@/lib/use-document-title";

function Message({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="container flex flex-1 items-start justify-center py-16">
      <Card className="w-full max-w-md text-center">
        <CardContent className="flex flex-col items-center gap-4 p-8">
          <h1 className="text-2xl font-bold">{title}</h1>
          {children}
        </CardContent>
      </Card>
    </section>
  );
}

export default function CandidateProfilePage() {
  useDocumentTitle("My Profile");
  const { user } = useAuth();
  const isTalent = user !== null && (user.userType === "candidate" || user.userType === "expert");
  const profileQuery = useCandidateProfile(isTalent);
  // A candidate's application is under review or was not approved (approving makes them an expert).
  const review = useOwnReview(user?.userType === "candidate");
  const [editing, setEditing] = useState(false);

  if (!isTalent) {
    return (
      <Message title="Access Denied">
        <p className="text-muted-foreground">This page is for candidates. Please sign in with your candidate account.</p>
        <Link href={loginPath(paths.candidateProfile)} className={buttonVariants()}>
          Sign In
        </Link>
      </Message>
    );
  }

  if (profileQuery.isPending) {
    return (
      <section className="container py-12" aria-busy="true">
        <h1 className="sr-only">My Profile</h1>
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="flex flex-col gap-6 lg:col-span-2">
            <Skeleton className="h-48" />
            <Skeleton className="h-40" />
          </div>
          <Skeleton className="h-80" />
        </div>
      </section>
    );
  }

  if (profileQuery.isError) {
    return (
      <Message title="Something went wrong">
        <p className="text-muted-foreground">Your profile could not be loaded. Please try again.</p>
        <Button onClick={() => void profileQuery.refetch()}>Try again</Button>
      </Message>
    );
  }

  const profile = profileQuery.data;
  if (!profile) {
    return (
      <Message title="Profile Not Found">
        <p className="text-muted-foreground">You have not created your candidate profile yet.</p>
        <Link href={paths.candidateUpload} className={buttonVariants()}>
          Create Profile
        </Link>
      </Message>
    );
  }

  return (
    <section className="container py-10 sm:py-12">
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold">{profile.name}</h1>
          <p className="mt-1 text-muted-foreground">{profile.role}</p>
        </div>
        {!editing && <Button onClick={() => setEditing(true)}>Edit Profile</Button>}
      </div>
      <EmailVerificationNotice userType="candidate" className="mb-6" />
      {review.data && <ApplicationNotice review={review.data} className="mb-6" />}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {editing ? (
            <Card>
              <CardContent className="p-6">
                <h2 className="mb-4 text-lg font-semibold">Edit Profile</h2>
                <CandidateProfileEditForm profile={profile} onDone={() => setEditing(false)} />
              </CardContent>
            </Card>
          ) : (
            <CandidateProfileDetails profile={profile} />
          )}
        </div>
        <aside className="flex flex-col gap-6" aria-label="Profile tools">
          <AvailabilityCalendar dates={profile.availableDates} />
          <QuickStats profile={profile} />
          <OwnVettingCard />
          <CvActions profile={profile} />
          <EmailNotificationsSetting />
          <LazyMyDataSection userId={user.id} onDeleted={leaveErasedAccount} />
        </aside>
      </div>
      <div className="mt-6">
        <LazyAccountSecurity />
      </div>
    </section>
  );
}

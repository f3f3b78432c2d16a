// Route /candidate/upload (SPEC.md "/candidate/upload"): the candidate profile and CV form. Visitors
// see how to sign in or create a candidate account; success lands on /expert/dashboard.
import { Link, useLocation } from "wouter";
import { loginPath, paths } from "@/lib/paths";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { RegisterCandidateDialog } from "@/features/auth/components/register-candidate-dialog";
import { useAuth } from "@/features/auth/lib/use-auth";
import { useCandidateProfile } from "@/features/candidates/api/get-candidate-profile";
import { CandidateUploadForm, NOT_LOGGED_IN } from "@/features/candidates/components/candidate-upload-form";
import { Skeleton } from "@/components/ui/skeleton";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function CandidateUploadPage() {
  useDocumentTitle("Upload Your Profile");
  const [, navigate] = useLocation();
  const { user } = useAuth();
  const signInHref = loginPath(paths.candidateUpload);
  const isClient = user !== null && user.userType === "client";
  const isTalent = user !== null && !isClient;
  // A returning candidate edits what is saved instead of starting blank.
  const existing = useCandidateProfile(isTalent);
  const waiting = isTalent && existing.isPending;

  return (
    <section className="flex flex-1 justify-center bg-muted px-4 py-12 sm:py-16">
      <div className="w-full max-w-3xl">
        <Card>
          <CardHeader>
            <h1 className="text-2xl font-bold sm:text-3xl">Upload Your Profile</h1>
            <CardDescription>Share your experience and CV so our team can match you with international data and AI projects.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-6">
            {!user && (
              <div className="flex flex-col gap-3 rounded-md border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
                <p className="font-semibold">{NOT_LOGGED_IN}</p>
                <p>Sign in, or create a free candidate account in a minute; your CV is only ever shown to you and our vetting team.</p>
                <div className="flex flex-wrap gap-2">
                  <Link href={signInHref} className={buttonVariants({ size: "md" })}>
                    Sign In
                  </Link>
                  <RegisterCandidateDialog onNeedsLogin={() => navigate(signInHref)} />
                </div>
              </div>
            )}
            {waiting ? (
              <div className="flex flex-col gap-4" aria-busy="true">
                <Skeleton className="h-10" />
                <Skeleton className="h-10" />
                <Skeleton className="h-40" />
              </div>
            ) : isClient ? (
              <div className="rounded-md border border-border bg-muted p-4 text-sm">
                <p className="font-semibold">Candidate profiles are for talent accounts.</p>
                <p className="mt-1 text-muted-foreground">
                  You are signed in as a client. To hire, head to your{" "}
                  <Link href={paths.clientDashboard} className="link">
                    dashboard
                  </Link>
                  .
                </p>
              </div>
            ) : (
              <>
                {existing.data && (
                  <p className="rounded-md bg-muted p-3 text-sm">
                    You already have a profile; saving this form updates it.{" "}
                    <Link href={paths.candidateProfile} className="link">
                      View your profile
                    </Link>
                  </p>
                )}
                <CandidateUploadForm
                  key={user?.id ?? "visitor"}
                  signedIn={user !== null}
                  existing={existing.data}
                  defaultName={user ? `${user.firstName} ${user.lastName}`.trim() : ""}
                  onNeedLogin={() => navigate(signInHref)}
                  onDone={() => navigate(paths.expertDashboard)}
                />
              </>
            )}
          </CardContent>
        </Card>
      </div>
    </section>
  );
}

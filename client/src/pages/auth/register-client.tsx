// Route /register/client (SPEC.md "/register/client"): register, sign in, save the company profile
// (a failure there does not block), then the client dashboard (or the page `next` names, such as
// 'Start your shortlist'); if sign-in fails, /login.
import { Link, useLocation, useSearch } from "wouter";
import { loginPath, paths } from "@/lib/paths";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { RegisterClientForm } from "@/features/auth/components/register-client-form";
import { useSaveClientProfile } from "@/features/client-profiles/api/save-client-profile";
import { safeNextPath } from "@/features/auth/lib/redirects";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function RegisterClientPage() {
  useDocumentTitle("Create a Client Account");
  const [, navigate] = useLocation();
  // Where the visitor was going ('Start Your Free Shortlist' sends them on to state their need).
  const next = safeNextPath(new URLSearchParams(useSearch()).get("next"));
  const saveProfile = useSaveClientProfile();

  return (
    <section className="flex flex-1 justify-center bg-muted px-4 py-12 sm:py-16">
      <div className="w-full max-w-3xl">
        <Card>
          <CardHeader className="text-center">
            <h1 className="text-2xl font-bold sm:text-3xl">Create a Client Account</h1>
            <CardDescription>Tell us about you and your company, and we will match you with senior data and AI engineers.</CardDescription>
          </CardHeader>
          <CardContent>
            <RegisterClientForm
              onComplete={async ({ signedIn, profile }) => {
                if (!signedIn) {
                  navigate(next ? loginPath(next) : paths.login);
                  return;
                }
                try {
                  await saveProfile.mutateAsync(profile);
                } catch {
                  // The account exists and is signed in; the company details can be added later.
                }
                navigate(next ?? paths.clientDashboard);
              }}
            />
            <p className="mt-6 text-center text-sm text-muted-foreground">
              Already have an account?{" "}
              <Link href={next ? loginPath(next) : paths.login} className="link">
                Sign in
              </Link>
            </p>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}

// Route /register/expert (SPEC.md "/register/expert"): on success the new expert is signed in and
// lands on /expert/dashboard, where the profile shows as under review (PRODUCT.md "Talent").
import { Link, useLocation } from "wouter";
import { paths } from "@/lib/paths";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { RegisterExpertForm } from "@/features/auth/components/register-expert-form";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function RegisterExpertPage() {
  useDocumentTitle("Join as an Expert");
  const [, navigate] = useLocation();

  return (
    <section className="flex flex-1 justify-center bg-muted px-4 py-12 sm:py-16">
      <div className="w-full max-w-2xl">
        <Card>
          <CardHeader className="text-center">
            <h1 className="text-2xl font-bold sm:text-3xl">Join as an Expert</h1>
            <CardDescription>
              Senior data and AI engineers from South Africa: create your account and our team will review your profile.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <RegisterExpertForm onComplete={({ signedIn }) => navigate(signedIn ? paths.expertDashboard : paths.login)} />
            <p className="mt-6 text-center text-sm text-muted-foreground">
              Already have an account?{" "}
              <Link href={paths.login} className="link">
                Sign in
              </Link>
            </p>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}

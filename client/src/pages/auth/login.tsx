// Route /login (SPEC.md "/login"): sign in, then go to the user's dashboard or the ?next= path.
import { Link, useLocation, useSearch } from "wouter";
import { paths } from "@/lib/paths";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { ArrowLeftIcon } from "@/components/ui/icons";
import { LoginForm } from "@/features/auth/components/login-form";
import { dashboardPathFor, safeNextPath } from "@/features/auth/lib/redirects";
import { useAppConfig } from "@/lib/app-config";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function LoginPage() {
  useDocumentTitle("Sign In");
  const [, navigate] = useLocation();
  const search = useSearch();
  const { careersUrl } = useAppConfig();

  return (
    <section className="flex flex-1 items-start justify-center bg-muted px-4 py-12 sm:py-20">
      <div className="w-full max-w-md">
        <Card>
          <CardHeader className="text-center">
            <h1 className="text-2xl font-bold">Welcome back</h1>
            <CardDescription>Sign in to your account to continue.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-6">
            <LoginForm
              onSuccess={(user) => {
                const next = safeNextPath(new URLSearchParams(search).get("next"));
                navigate(next ?? dashboardPathFor(user.userType));
              }}
            />
            <p className="-mt-2 text-center text-sm">
              <Link href={paths.forgotPassword} className="link">
                Forgot password?
              </Link>
            </p>
            <div className="flex flex-col gap-2 border-t border-border pt-5 text-center text-sm text-muted-foreground">
              <p>
                Hiring talent?{" "}
                <Link href={paths.registerClient} className="link">
                  Create a client account
                </Link>
              </p>
              <p>
                Are you an engineer?{" "}
                <a href={careersUrl} target="_blank" rel="noopener noreferrer" className="link">
                  Join as an expert<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </p>
            </div>
          </CardContent>
        </Card>
        <p className="mt-6 text-center">
          <Link href={paths.home} className="link inline-flex items-center gap-1 text-sm">
            <ArrowLeftIcon className="h-4 w-4" /> Back to home
          </Link>
        </p>
      </div>
    </section>
  );
}

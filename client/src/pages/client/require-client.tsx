// The signed-in client areas share their door: signed out, a way to sign in (and back); signed in as
// someone else, a way to their own dashboard. Not a route of its own.
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { PublicUser } from "@shared/contracts/auth";
import { buttonVariants } from "@/components/ui/button";
import { useAuth } from "@/features/auth/lib/use-auth";
import { dashboardPathFor } from "@/features/auth/lib/redirects";
import { loginPath } from "@/lib/paths";

export interface RequireClientProps {
  /** The page's heading while the door is shut. */
  title: string;
  /** Where signing in comes back to. */
  returnTo: string;
  children: (client: Pick<PublicUser, "id" | "firstName">) => ReactNode;
}

export function RequireClient({ title, returnTo, children }: RequireClientProps) {
  const { user } = useAuth();
  if (!user) {
    return (
      <ClientNotice title={title}>
        <p>Please sign in to continue.</p>
        <Link href={loginPath(returnTo)} className={buttonVariants({ variant: "accent" })}>
          Sign in
        </Link>
      </ClientNotice>
    );
  }
  if (user.userType !== "client") {
    return (
      <ClientNotice title={title}>
        <p>This page is for client accounts.</p>
        <Link href={dashboardPathFor(user.userType)} className={buttonVariants({ variant: "outline" })}>
          Go to your dashboard
        </Link>
      </ClientNotice>
    );
  }
  return <>{children(user)}</>;
}

export function ClientNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="container flex flex-col items-start gap-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      {children}
    </section>
  );
}

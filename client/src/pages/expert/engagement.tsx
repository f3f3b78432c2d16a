// Route /expert/engagements/:id: one engagement as its expert sees it (PRODUCT.md "Engagements").
import type { ReactNode } from "react";
import { Link, useParams, useSearch } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { useAuth } from "@/features/auth/lib/use-auth";
import { dashboardPathFor } from "@/features/auth/lib/redirects";
import { loginPath, paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { EngagementNotFound, EngagementScreen } from "../shared/engagement-screen";

function Notice({ children }: { children: ReactNode }) {
  return (
    <section className="container flex flex-col items-start gap-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold sm:text-4xl">Engagement</h1>
      {children}
    </section>
  );
}

export default function ExpertEngagementPage() {
  const { id } = useParams<{ id: string }>();
  const engagementId = Number(id);
  // Signing in comes back to the week a link named.
  const search = useSearch();
  useDocumentTitle("Engagement");
  const { user } = useAuth();
  if (!user) {
    return (
      <Notice>
        <p>Please sign in to continue.</p>
        <Link href={loginPath(`/expert/engagements/${id}${search ? `?${search}` : ""}`)} className={buttonVariants({ variant: "accent" })}>
          Sign in
        </Link>
      </Notice>
    );
  }
  if (user.userType !== "expert") {
    return (
      <Notice>
        <p>This page is for expert accounts.</p>
        <Link href={dashboardPathFor(user.userType)} className={buttonVariants({ variant: "outline" })}>
          Go to your dashboard
        </Link>
      </Notice>
    );
  }
  if (!Number.isInteger(engagementId) || engagementId <= 0) return <EngagementNotFound backHref={paths.expertDashboard} />;
  return <EngagementScreen id={engagementId} viewer="expert" backHref={paths.expertDashboard} />;
}

// The door of a page made for one action of the company's (asking for a shortlist, the match): a
// member whose role may not take it is told so. Not a route of its own.
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { CompanyAction } from "@shared/company-roles";
import { buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useMayInCompany } from "@/features/companies/api/get-company-name";
import { paths } from "@/lib/paths";
import { ClientNotice } from "./require-client";
/**
 * A page made for one action of the company's (asking for a shortlist, the match): its form once the
 * member's role may take it; for a role that may not, a line saying so (`doing`: the action in
 * words) instead of a form the server would refuse; nothing of either while the company is read.
 * It names no roles, so the role table stays out of the page's first load.
 */
export function RequireCompanyMay({ action, doing, title, children }: { action: CompanyAction; doing: string; title: string; children: ReactNode }) {
  const may = useMayInCompany(action);
  if (may === undefined) {
    return (
      <section className="container py-10 sm:py-12">
        <Skeleton className="h-96" aria-label="Loading what your role allows" />
      </section>
    );
  }
  if (!may) {
    return (
      <ClientNotice title={title}>
        <p>Your role in your company reads its needs and teams, but does not {doing}. An owner of your company can change your role.</p>
        <Link href={paths.clientDashboard} className={buttonVariants({ variant: "outline" })}>
          Back to your dashboard
        </Link>
      </ClientNotice>
    );
  }
  return <>{children}</>;
}

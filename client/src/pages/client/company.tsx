// Route /client/company (PRODUCT.md "Members and invitations"): the signed-in client's company, its
// members and their roles, the invitations and the billing details, as the member's role allows
// (companies feature).
import { Link } from "wouter";
import { CompanyPanel } from "@/features/companies/components/company-panel";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { RequireClient } from "./require-client";

export default function CompanyPage() {
  useDocumentTitle("Your company");
  return (
    <RequireClient title="Your company" returnTo="/client/company">
      {(client) => (
        <section className="container flex max-w-4xl flex-col gap-6 py-10 sm:py-12">
          <div>
            <Link href={paths.clientDashboard} className="text-sm text-accent underline-offset-4 hover:underline">
              Back to your dashboard
            </Link>
            <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Your company</h1>
          </div>
          <CompanyPanel userId={client.id} />
        </section>
      )}
    </RequireClient>
  );
}

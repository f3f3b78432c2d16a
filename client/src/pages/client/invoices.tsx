// Route /client/invoices (PRODUCT.md "Invoices"): the signed-in client's invoices, open and paid,
// with their totals (invoices feature).
import { Link } from "wouter";
import { InvoiceList } from "@/features/invoices/components/invoice-list";
import { invoicePath } from "@/lib/client-paths";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { RequireClient } from "./require-client";

export default function InvoicesPage() {
  useDocumentTitle("Your invoices");
  return (
    <RequireClient title="Your invoices" returnTo="/client/invoices">
      {() => (
        <section className="container flex max-w-4xl flex-col gap-6 py-10 sm:py-12">
          <div>
            <Link href={paths.clientDashboard} className="text-sm text-accent underline-offset-4 hover:underline">
              Back to your dashboard
            </Link>
            <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Your invoices</h1>
            <p className="mt-2 text-muted-foreground">One invoice a month for the hours you approved the month before, exact to the cent. A trial’s refund comes as a credit note naming the invoice it corrects.</p>
          </div>
          <InvoiceList invoicePath={invoicePath} />
        </section>
      )}
    </RequireClient>
  );
}

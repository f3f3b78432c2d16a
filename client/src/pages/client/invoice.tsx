// Route /client/invoices/:id (PRODUCT.md "Invoices"): one invoice with its lines, totals and PDF
// (invoices feature).
import { Link, useParams } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useInvoice } from "@/features/invoices/api/get-invoice";
import { InvoiceDetail } from "@/features/invoices/components/invoice-detail";
import { ApiError, errorMessage } from "@/lib/api-client";
import { clientPaths } from "@/lib/client-paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { ClientNotice, RequireClient } from "./require-client";

export default function InvoicePage() {
  const { id } = useParams<{ id: string }>();
  const invoiceId = Number(id);
  useDocumentTitle("Invoice");
  return (
    <RequireClient title="Invoice" returnTo={`/client/invoices/${id}`}>
      {() => (Number.isInteger(invoiceId) && invoiceId > 0 ? <InvoiceScreen id={invoiceId} /> : <InvoiceNotFound />)}
    </RequireClient>
  );
}

function BackToInvoices() {
  return (
    <Link href={clientPaths.invoices} className={buttonVariants({ variant: "outline" })}>
      Back to your invoices
    </Link>
  );
}

function InvoiceNotFound() {
  return (
    <ClientNotice title="Invoice not found">
      <p>This invoice does not exist, or it is not one of yours.</p>
      <BackToInvoices />
    </ClientNotice>
  );
}

function InvoiceScreen({ id }: { id: number }) {
  const invoice = useInvoice(id);
  if (invoice.isPending) {
    return (
      <section className="container flex max-w-4xl flex-col gap-6 py-10 sm:py-12" aria-busy="true" aria-label="Loading the invoice">
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-72" />
      </section>
    );
  }
  if (invoice.isError) {
    if (invoice.error instanceof ApiError && invoice.error.status === 404) return <InvoiceNotFound />;
    return (
      <ClientNotice title="Invoice">
        <p role="alert" className="text-destructive">
          {errorMessage(invoice.error, "Could not load this invoice.")}
        </p>
        <BackToInvoices />
      </ClientNotice>
    );
  }
  return (
    <section className="container flex max-w-4xl flex-col gap-6 py-10 sm:py-12">
      <div>
        <Link href={clientPaths.invoices} className="text-sm text-accent underline-offset-4 hover:underline">
          Back to your invoices
        </Link>
        <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Invoice</h1>
      </div>
      <InvoiceDetail invoice={invoice.data} />
    </section>
  );
}

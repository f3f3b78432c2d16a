// Any unknown route (SPEC.md section 2): 'Page Not Found'.
import { Link } from "wouter";
import { paths } from "@/lib/paths";
import { buttonVariants } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function NotFoundPage() {
  useDocumentTitle("Page Not Found");
  return (
    <section className="container flex flex-1 flex-col items-center justify-center gap-4 py-20 text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-accent">Error 404</p>
      <h1 className="text-3xl font-bold sm:text-4xl">Page Not Found</h1>
      <p className="max-w-md text-muted-foreground">
        Sorry, the page you are looking for doesn't exist or has been moved.
      </p>
      <Link href={paths.home} className={buttonVariants({ size: "lg", className: "mt-2" })}>
        Back to Home
      </Link>
    </section>
  );
}

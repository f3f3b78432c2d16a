// Route About (SPEC.md section 2). Placeholder until the feature lands.
import { useDocumentTitle } from "@/lib/use-document-title";

export default function AboutPage() {
  useDocumentTitle("About Us");
  return (
    <section className="container py-12 sm:py-16">
      <h1 className="text-3xl font-bold sm:text-4xl">About Us</h1>
      <p className="mt-4 max-w-2xl text-muted-foreground">This page is coming soon.</p>
    </section>
  );
}

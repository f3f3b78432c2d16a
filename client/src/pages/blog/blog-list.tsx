// Route /blog (SPEC.md section 2): the grid of published posts.
import { BlogList } from "@/features/blog/components/blog-list";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function BlogListPage() {
  useDocumentTitle("Blog");
  return (
    <section className="container py-12 sm:py-16">
      <header className="mb-10 max-w-2xl">
        <h1 className="text-3xl font-bold sm:text-4xl">Blog</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Guides and field notes on hiring, building and running Data and AI teams with senior engineers from South Africa.
        </p>
      </header>
      <BlogList />
    </section>
  );
}

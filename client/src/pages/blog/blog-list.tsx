// Route /blog (SPEC.md section 2): the grid of published posts. The server answers /blog with the
// list already in the page (server/web/rendered-pages.ts); a visitor who comes from another page
// sees the skeletons while the browser loads it.
import { useState, useSyncExternalStore } from "react";
import { BlogList, ServerRenderedBlogList } from "@/features/blog/components/blog-list";
import { useDocumentTitle } from "@/lib/use-document-title";

const noopSubscribe = () => () => {};
/** True while the server renders and while the browser hydrates what it rendered. */
const useHydrating = () => useSyncExternalStore(noopSubscribe, () => false, () => true);

export default function BlogListPage() {
  useDocumentTitle("Blog");
  const hydrating = useHydrating();
  const [serverRendered] = useState(hydrating);
  return (
    <section className="container py-12 sm:py-16">
      <header className="mb-10 max-w-2xl">
        <h1 className="text-3xl font-bold sm:text-4xl">Blog</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Guides and field notes on hiring, building and running Data and AI teams with senior engineers from South Africa.
        </p>
      </header>
      {serverRendered ? <ServerRenderedBlogList /> : <BlogList />}
    </section>
  );
}

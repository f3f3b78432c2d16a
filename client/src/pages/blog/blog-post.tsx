// Route /blog/{slug} (SPEC.md section 2). Placeholder until the blog feature lands.
import { Link, useParams } from "wouter";
import { paths } from "@/app/paths";
import { ArrowLeftIcon } from "@/components/ui/icons";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function BlogPostPage() {
  const { slug = "" } = useParams<{ slug: string }>();
  useDocumentTitle("Blog");
  return (
    <article className="container py-12 sm:py-16">
      <Link href={paths.blog} className="link inline-flex items-center gap-1 text-sm">
        <ArrowLeftIcon className="h-4 w-4" /> Back to Blog
      </Link>
      <h1 className="mt-6 text-3xl font-bold sm:text-4xl">Blog Post</h1>
      <p className="mt-4 max-w-2xl text-muted-foreground">The post "{slug}" is coming soon.</p>
    </article>
  );
}

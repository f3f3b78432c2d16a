// Route /blog/{slug} (SPEC.md section 2): one published post, or 'Post Not Found'.
import { useState, useSyncExternalStore } from "react";
import { Link, useParams } from "wouter";
import { paths } from "@/lib/paths";
import { buttonVariants } from "@/components/ui/button";
import { ArrowLeftIcon } from "@/components/ui/icons";
import { useBlogPost, useServerRenderedBlogPost } from "@/features/blog/api/get-blog-post";
import { BlogArticle } from "@/features/blog/components/blog-article";
import { useSanitizer } from "@/features/blog/components/post-content";
import { BlogArticleSkeleton } from "@/features/blog/components/blog-article-skeleton";
import { PostNotFound } from "@/features/blog/components/post-not-found";
import { usePostDescription } from "@/features/blog/lib/use-post-description";
import { useDocumentTitle } from "@/lib/use-document-title";
import { BRAND_NAME } from "@shared/site";

const noopSubscribe = () => () => {};
/** True while the server renders and while the browser hydrates what it rendered. */
const useHydrating = () => useSyncExternalStore(noopSubscribe, () => false, () => true);

/** The post the server rendered into the page (server/web/rendered-pages.ts): hydrated once it is in. */
function ServerRenderedPost({ slug }: { slug: string }) {
  useServerRenderedBlogPost(slug);
  return <Post slug={slug} cameWithPage />;
}

export default function BlogPostPage() {
  const { slug = "" } = useParams<{ slug: string }>();
  const hydrating = useHydrating();
  const [serverRendered] = useState(hydrating ? slug : null);
  return serverRendered === slug ? <ServerRenderedPost slug={slug} /> : <Post slug={slug} />;
}

/** `cameWithPage`: the server rendered it (already cleaned); otherwise the browser cleans it first. */
function Post({ slug, cameWithPage = false }: { slug: string; cameWithPage?: boolean }) {
  const { data: post, isPending, isError } = useBlogPost(slug);
  const canClean = useSanitizer(!cameWithPage);
  useDocumentTitle(post ? post.title : isError ? "Post Not Found" : "Blog");
  usePostDescription(post, post ? `${post.title} | ${BRAND_NAME}` : "");

  if (isError) {
    return (
      <section className="container py-12 sm:py-16">
        <PostNotFound />
      </section>
    );
  }

  return (
    <section className="container py-12 sm:py-16">
      <div className="mx-auto mb-8 max-w-3xl">
        <Link href={paths.blog} className="link inline-flex items-center gap-1 text-sm">
          <ArrowLeftIcon className="h-4 w-4" /> Back to Blog
        </Link>
      </div>
      {isPending || !post || !canClean ? <BlogArticleSkeleton /> : <BlogArticle post={post} />}
      {post && canClean && (
        <aside className="mx-auto mt-16 max-w-3xl rounded-lg bg-navy-900 px-6 py-10 text-center text-white sm:px-10">
          <h2 className="text-2xl font-bold text-white">Ready to build your Data or AI team?</h2>
          <p className="mx-auto mt-3 max-w-xl text-navy-100">
            Meet pre-vetted senior South African engineers within 14 days. No upfront fees.
          </p>
          <Link href={paths.startShortlist} className={buttonVariants({ variant: "accent", size: "lg", className: "mt-6" })}>
            Start Your Project
          </Link>
        </aside>
      )}
    </section>
  );
}

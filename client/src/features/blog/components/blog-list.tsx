// The /blog grid: 6 skeleton cards while loading, 'No blog posts yet' when empty (SPEC.md section 2).
// The server renders the list into the page it answers at /blog (server/web/rendered-pages.ts); that
// page hydrates with ServerRenderedBlogList once the same list is in.
import { BLOG_LIST_SKELETONS, MESSAGES } from "@shared/constants";
import type { BlogPostSummary } from "@shared/contracts/blog";
import { Button } from "@/components/ui/button";
import { useBlogPosts, useServerRenderedBlogPosts } from "../api/get-blog-posts";
import { BlogCard, BlogCardSkeleton } from "./blog-card";

const GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

export function BlogList() {
  const { data: posts, isPending, isError, refetch, isFetching } = useBlogPosts();

  if (isPending) {
    return (
      <div className={GRID} role="status" aria-busy="true" aria-label="Loading blog posts">
        {Array.from({ length: BLOG_LIST_SKELETONS }, (_, i) => (
          <BlogCardSkeleton key={i} />
        ))}
      </div>
    );
  }

  if (isError) {
    return (
      <div role="alert" className="rounded-lg border border-dashed border-border px-6 py-16 text-center">
        <p className="text-lg font-medium">The blog posts could not be loaded.</p>
        <Button variant="outline" className="mt-4" onClick={() => void refetch()} disabled={isFetching}>
          Try again
        </Button>
      </div>
    );
  }

  return <BlogGrid posts={posts} />;
}

/** The list the server rendered into the page: suspends until the browser has the same list, then hydrates it. */
export function ServerRenderedBlogList() {
  const { data: posts } = useServerRenderedBlogPosts();
  return <BlogGrid posts={posts} />;
}

function BlogGrid({ posts }: { posts: BlogPostSummary[] }) {
  if (posts.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-border px-6 py-16 text-center">
        <p className="text-lg font-medium">{MESSAGES.noBlogPosts}</p>
        <p className="mt-2 text-sm text-muted-foreground">New articles on hiring and running Data and AI teams are on their way.</p>
      </div>
    );
  }
  return (
    <ul className={GRID}>
      {posts.map((post) => (
        <li key={post.id}>
          <BlogCard post={post} />
        </li>
      ))}
    </ul>
  );
}

import { Link } from "wouter";
import { BLOG_CARD_TAGS } from "@shared/constants";
import type { BlogPostSummary } from "@shared/contracts/blog";
import { blogPostPath } from "@/lib/paths";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { PostMeta } from "./post-meta";

/** One post in the list (SPEC.md "/blog"): image, title, excerpt, date, read time, 3 tags, Read More. */
export function BlogCard({ post }: { post: BlogPostSummary }) {
  const href = blogPostPath(post.slug);
  return (
    <Card className="flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md">
      {post.featuredImage && (
        <img src={post.featuredImage} alt="" loading="lazy" className="aspect-[16/9] w-full bg-muted object-cover" />
      )}
      <div className="flex flex-1 flex-col gap-3 p-6">
        <PostMeta publishedAt={post.publishedAt} />
        <h2 className="text-xl font-semibold leading-snug">
          <Link href={href} className="hover:text-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            {post.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-muted-foreground">{post.excerpt}</p>
        {post.tags.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Tags">
            {post.tags.slice(0, BLOG_CARD_TAGS).map((tag) => (
              <li key={tag}>
                <Badge variant="accent">{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
        <Link href={href} className="link mt-auto pt-2 text-sm" aria-label={`Read More: ${post.title}`}>
          Read More <span aria-hidden="true">→</span>
        </Link>
      </div>
    </Card>
  );
}

export function BlogCardSkeleton() {
  return (
    <Card className="flex flex-col overflow-hidden">
      <Skeleton className="aspect-[16/9] w-full rounded-none" />
      <div className="flex flex-col gap-3 p-6">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-5 w-28" />
      </div>
    </Card>
  );
}

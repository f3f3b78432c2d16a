// A post as readers see it: used by the post page and by the admin form's live preview.
import type { BlogPost } from "@shared/contracts/blog";
import { Badge } from "@/components/ui/badge";
import { PostContent } from "./post-content";
import { PostMeta } from "./post-meta";

export type ArticlePost = Pick<BlogPost, "title" | "excerpt" | "content" | "author" | "featuredImage" | "tags" | "publishedAt">;

export interface BlogArticleProps {
  post: ArticlePost;
  /** h1 on the post page; h2 where the page already has its own h1 (the admin preview). */
  titleAs?: "h1" | "h2";
}

export function BlogArticle({ post, titleAs: Title = "h1" }: BlogArticleProps) {
  return (
    <article className="mx-auto max-w-3xl">
      <header className="flex flex-col gap-4">
        {post.tags.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="accent">{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
        <Title className="text-3xl font-bold leading-tight tracking-tight sm:text-4xl">{post.title}</Title>
        <PostMeta publishedAt={post.publishedAt} author={post.author} />
        {post.excerpt && <p className="text-lg leading-relaxed text-muted-foreground">{post.excerpt}</p>}
      </header>
      {post.featuredImage && (
        <img src={post.featuredImage} alt="" className="mt-8 aspect-[16/9] w-full rounded-lg bg-muted object-cover" />
      )}
      <PostContent html={post.content} className="mt-10" />
    </article>
  );
}

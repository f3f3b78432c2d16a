import { useEffect } from "react";
import { setMeta } from "@/lib/set-meta";

/**
 * Keeps the description and social tags on a post after client-side navigation; the server writes
 * the same ones into the first response for the post's address.
 */
export function usePostDescription(post: { title: string; excerpt: string } | undefined, fullTitle: string): void {
  useEffect(() => {
    if (!post) return;
    setMeta("name", "description", post.excerpt);
    setMeta("property", "og:title", fullTitle);
    setMeta("property", "og:description", post.excerpt);
    setMeta("name", "twitter:title", fullTitle);
    setMeta("name", "twitter:description", post.excerpt);
  }, [post, fullTitle]);
}

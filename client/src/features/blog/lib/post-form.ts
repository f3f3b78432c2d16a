// The blog post form's values, checks and conversions (SPEC.md sections 4 and 5), kept pure for tests.
import { z } from "zod";
import { DEFAULT_BLOG_AUTHOR } from "@shared/constants";
import {
  BLOG_AUTHOR_MAX,
  BLOG_CONTENT_MAX,
  BLOG_EXCERPT_MAX,
  BLOG_SLUG_MAX,
  BLOG_TITLE_MAX,
  deriveSlug,
  formatTags,
  isSafeImageUrl,
  parseTags,
  SLUG_FORMAT_MESSAGE,
  SLUG_PATTERN,
  type AdminBlogPost,
  type BlogPostInput,
} from "@shared/contracts/blog";

export type PostFormMode = "create" | "edit";

const required = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

export const postFormSchema = z.object({
  title: required("Title", BLOG_TITLE_MAX),
  slug: z
    .string()
    .trim()
    .max(BLOG_SLUG_MAX, `Slug must be at most ${BLOG_SLUG_MAX} characters`)
    .refine((value) => value === "" || SLUG_PATTERN.test(value), SLUG_FORMAT_MESSAGE),
  excerpt: required("Excerpt", BLOG_EXCERPT_MAX),
  content: required("Content", BLOG_CONTENT_MAX),
  author: z.string().trim().max(BLOG_AUTHOR_MAX, `Author must be at most ${BLOG_AUTHOR_MAX} characters`),
  featuredImage: z
    .string()
    .trim()
    .refine((value) => value === "" || isSafeImageUrl(value), "Must be an http(s) URL or a path on this site starting with /"),
  tags: z.string(),
  published: z.boolean(),
});
export type PostFormValues = z.infer<typeof postFormSchema>;

export function initialValues(post?: AdminBlogPost): PostFormValues {
  if (!post) {
    return { title: "", slug: "", excerpt: "", content: "", author: DEFAULT_BLOG_AUTHOR, featuredImage: "", tags: "", published: false };
  }
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    author: post.author,
    featuredImage: post.featuredImage ?? "",
    tags: formatTags(post.tags),
    published: post.published,
  };
}

/**
 * The slug after the title changes: in create mode it follows the title until the slug is edited
 * by hand (an emptied slug follows again); in edit mode it never changes by itself.
 */
export function slugForTitle(mode: PostFormMode, slugEditedByHand: boolean, currentSlug: string, title: string): string {
  if (mode === "edit" || slugEditedByHand) return currentSlug;
  return deriveSlug(title);
}

/** The publication date a save will give the post, as readers would see it (the server decides the real one). */
export function expectedPublishedAt(values: Pick<PostFormValues, "published">, post: AdminBlogPost | undefined, now: Date): string | null {
  if (!values.published) return null;
  return post?.published && post.publishedAt ? post.publishedAt : now.toISOString();
}

/** SPEC.md section 7's payload: an empty slug falls back to the derived one, tags split from the text. */
export function toPostInput(values: PostFormValues, post: AdminBlogPost | undefined, now: Date): BlogPostInput {
  const title = values.title.trim();
  return {
    title,
    slug: values.slug.trim() || deriveSlug(title),
    excerpt: values.excerpt.trim(),
    content: values.content,
    author: values.author.trim() || DEFAULT_BLOG_AUTHOR,
    featuredImage: values.featuredImage.trim() || null,
    tags: parseTags(values.tags),
    published: values.published,
    publishedAt: expectedPublishedAt(values, post, now),
  };
}

/** What the live preview shows: the post as it will read once saved. */
export function previewOf(values: PostFormValues, post: AdminBlogPost | undefined, now: Date) {
  const image = values.featuredImage.trim();
  return {
    title: values.title.trim() || "Untitled post",
    excerpt: values.excerpt.trim(),
    content: values.content,
    author: values.author.trim() || DEFAULT_BLOG_AUTHOR,
    featuredImage: image && isSafeImageUrl(image) ? image : null,
    tags: parseTags(values.tags),
    publishedAt: expectedPublishedAt(values, post, now),
  };
}

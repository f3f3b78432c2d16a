// Query keys the admin blog calls read and change.
export const adminBlogKeys = {
  /** GET /api/admin/blog/posts: every post, drafts included. */
  all: ["/api/admin/blog/posts"] as const,
  /** The public list and every public post (prefix): a write can change what readers see. */
  publicPosts: ["/api/blog/posts"] as const,
};

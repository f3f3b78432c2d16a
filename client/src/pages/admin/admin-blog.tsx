// Route /admin/blog (SPEC.md section 2): admin login, then blog post management. The post form's
// live preview is the reader's own article view, so it looks exactly as the post will.
import { useState } from "react";
import type { AdminBlogPost } from "@shared/contracts/blog";
import { blogPostPath } from "@/lib/paths";
import { Button } from "@/components/ui/button";
import { AdminGate, useAdminSession } from "@/features/auth/components/admin-gate";
import { AdminPostList } from "@/features/blog/components/admin-post-list";
import { PostForm } from "@/features/blog/components/post-form";
import { BlogArticle } from "@/features/blog/components/blog-article";
import { formatPublishedDate } from "@/features/blog/lib/format";
import { useDocumentTitle } from "@/lib/use-document-title";

type View = { mode: "list" } | { mode: "create" } | { mode: "edit"; post: AdminBlogPost };

function AdminBlogContent() {
  const { logout, isLoggingOut } = useAdminSession();
  const [view, setView] = useState<View>({ mode: "list" });
  const backToList = () => {
    setView({ mode: "list" });
    window.scrollTo({ top: 0 });
  };

  return (
    <section className="container py-12 sm:py-16">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold sm:text-4xl">Blog Administration</h1>
        <div className="flex flex-wrap gap-3">
          {view.mode === "list" && <Button onClick={() => setView({ mode: "create" })}>New Post</Button>}
          <Button variant="outline" onClick={() => void logout()} disabled={isLoggingOut}>
            Logout
          </Button>
        </div>
      </div>
      <div className="mt-8">
        {view.mode === "list" ? (
          <>
            {/* The outline goes h1 → h2 → each post's h3 (axe: heading-order). */}
            <h2 className="mb-4 text-xl font-semibold">All Posts</h2>
            <AdminPostList onEdit={(post) => setView({ mode: "edit", post })} formatDate={formatPublishedDate} postHref={blogPostPath} />
          </>
        ) : (
          <PostForm
            key={view.mode === "edit" ? view.post.id : "new"}
            post={view.mode === "edit" ? view.post : undefined}
            onDone={backToList}
            onCancel={backToList}
            renderPreview={(post) => <BlogArticle post={post} titleAs="h2" />}
          />
        )}
      </div>
    </section>
  );
}

export default function AdminBlogPage() {
  useDocumentTitle("Blog Administration");
  return (
    <AdminGate loginTitle="Blog Admin Login">
      <AdminBlogContent />
    </AdminGate>
  );
}

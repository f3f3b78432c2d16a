// Every post for the admin (SPEC.md "/admin/blog"): 3 skeleton rows while loading, 'Draft' labels,
// edit, delete after a confirmation, and a published post's public page in a new tab. Pages of
// ADMIN_PAGE_SIZE posts with the total, like every admin list.
import { useState } from "react";
import { ADMIN_LIST_SKELETONS, MESSAGES } from "@shared/constants";
import type { AdminBlogPost } from "@shared/contracts/blog";
import { ADMIN_PAGE_SIZE, Pager, useClampedOffset } from "@/components/admin/list-parts";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ExternalLinkIcon } from "@/components/ui/icons";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useDeleteBlogPost } from "../api/delete-blog-post";
import { useAdminBlogPosts } from "../api/get-admin-blog-posts";
import { DeletePostDialog } from "./delete-post-dialog";

export interface AdminPostListProps {
  onEdit: (post: AdminBlogPost) => void;
  /** Formats a publication date the way readers see it. */
  formatDate: (iso: string | null) => string;
  /** The public address of a post. */
  postHref: (slug: string) => string;
}

function SkeletonRows() {
  return (
    <ul className="flex flex-col gap-3" role="status" aria-busy="true" aria-label="Loading posts">
      {Array.from({ length: ADMIN_LIST_SKELETONS }, (_, i) => (
        <li key={i}>
          <Card className="flex flex-col gap-3 p-5">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function AdminPostList({ onEdit, formatDate, postHref }: AdminPostListProps) {
  const [offset, setOffset] = useState(0);
  const { data, isPending, isError, isFetching } = useAdminBlogPosts({ limit: ADMIN_PAGE_SIZE, offset });
  useClampedOffset(offset, data, ADMIN_PAGE_SIZE, setOffset);
  const deleteMutation = useDeleteBlogPost();
  const [toDelete, setToDelete] = useState<AdminBlogPost | null>(null);

  const confirmDelete = async (post: AdminBlogPost) => {
    try {
      await deleteMutation.mutateAsync(post.id);
      toast({ title: "Success", description: MESSAGES.blogDeleted });
    } catch {
      toast({ title: "Error", description: MESSAGES.blogDeleteFailed, variant: "destructive" });
    } finally {
      setToDelete(null);
    }
  };

  if (isPending) return <SkeletonRows />;
  if (isError) return <p role="alert" className="text-destructive">The posts could not be loaded. Please reload the page.</p>;
  const posts = data.items;
  if (posts.length === 0 && data.total === 0) {
    return <p className="rounded-lg border border-dashed border-border px-6 py-12 text-center text-muted-foreground">{MESSAGES.noBlogPosts}</p>;
  }

  return (
    <>
      <ul className="flex flex-col gap-3" aria-label="Blog posts">
        {posts.map((post) => (
          <li key={post.id}>
            <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="break-words text-lg font-semibold leading-snug">{post.title}</h3>
                  {!post.published && <Badge variant="warning">Draft</Badge>}
                </div>
                <p className="mt-1 break-all text-sm text-muted-foreground">/blog/{post.slug}</p>
                <p className="mt-1 text-sm text-muted-foreground">
                  {post.published ? `Published ${formatDate(post.publishedAt)}` : "Not published"} · {post.author}
                </p>
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                {post.published && (
                  <a
                    href={postHref(post.slug)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonVariants({ variant: "ghost", size: "sm" })}
                    aria-label={`View "${post.title}" (opens in a new tab)`}
                  >
                    <ExternalLinkIcon className="h-4 w-4" /> View
                  </a>
                )}
                <Button variant="outline" size="sm" onClick={() => onEdit(post)} aria-label={`Edit "${post.title}"`}>
                  Edit
                </Button>
                <Button variant="destructive" size="sm" onClick={() => setToDelete(post)} aria-label={`Delete "${post.title}"`}>
                  Delete
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <Pager label="Blog post pages" offset={offset} limit={ADMIN_PAGE_SIZE} count={posts.length} total={data.total} capped={data.capped} onOffsetChange={setOffset} busy={isFetching} />
      <DeletePostDialog
        post={toDelete}
        pending={deleteMutation.isPending}
        onConfirm={(post) => void confirmDelete(post)}
        onOpenChange={(open) => {
          if (!open && !deleteMutation.isPending) setToDelete(null);
        }}
      />
    </>
  );
}

import type { AdminBlogPost } from "@shared/contracts/blog";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/icons";

export interface DeletePostDialogProps {
  post: AdminBlogPost | null;
  pending: boolean;
  onConfirm: (post: AdminBlogPost) => void;
  onOpenChange: (open: boolean) => void;
}

/** Asks before a post is deleted (nothing is deleted on Cancel, Escape or a click outside). */
export function DeletePostDialog({ post, pending, onConfirm, onOpenChange }: DeletePostDialogProps) {
  return (
    <Dialog open={post !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this post?</DialogTitle>
          <DialogDescription>
            "{post?.title}" will be deleted permanently. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => post && onConfirm(post)} disabled={pending}>
            {pending && <Spinner />}
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

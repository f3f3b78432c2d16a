// Create or edit a post (SPEC.md "/admin/blog", sections 4, 5 and 8) with a live preview of the
// post exactly as readers will see it (the page passes in the reader's article view).
import { zodResolver } from "@hookform/resolvers/zod";
import { useDeferredValue, useState, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { MESSAGES } from "@shared/constants";
import { deriveSlug, type AdminBlogPost } from "@shared/contracts/blog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorMessage, fieldErrors } from "@/lib/api-client";
import { useCreateBlogPost } from "../api/create-blog-post";
import { useUpdateBlogPost } from "../api/update-blog-post";
import { initialValues, postFormSchema, previewOf, slugForTitle, toPostInput, type PostFormValues } from "../lib/post-form";

export type PreviewPost = ReturnType<typeof previewOf>;

export interface PostFormProps {
  /** The post being edited; none in create mode. */
  post?: AdminBlogPost;
  onDone: () => void;
  onCancel: () => void;
  renderPreview: (post: PreviewPost) => ReactNode;
}

const FIELDS: (keyof PostFormValues)[] = ["title", "slug", "excerpt", "content", "author", "featuredImage", "tags", "published"];

export function PostForm({ post, onDone, onCancel, renderPreview }: PostFormProps) {
  const mode = post ? "edit" : "create";
  const createMutation = useCreateBlogPost();
  const updateMutation = useUpdateBlogPost();
  const pending = createMutation.isPending || updateMutation.isPending;
  const [slugEditedByHand, setSlugEditedByHand] = useState(mode === "edit");
  const [now] = useState(() => new Date());

  const form = useForm<PostFormValues>({ resolver: zodResolver(postFormSchema), defaultValues: initialValues(post) });
  const { errors } = form.formState;
  const watched = useWatch({ control: form.control }) as PostFormValues;
  const preview = useDeferredValue(previewOf({ ...initialValues(post), ...watched }, post, now));
  const titleValue = watched.title ?? "";

  const titleField = form.register("title", {
    onChange: (event: { target: { value: string } }) => {
      const next = slugForTitle(mode, slugEditedByHand, form.getValues("slug"), event.target.value);
      if (next !== form.getValues("slug")) form.setValue("slug", next, { shouldValidate: form.formState.isSubmitted });
    },
  });
  const slugField = form.register("slug", {
    onChange: (event: { target: { value: string } }) => {
      // An emptied slug follows the title again in create mode.
      setSlugEditedByHand(mode === "edit" || event.target.value.trim() !== "");
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const input = toPostInput(values, post, new Date());
    try {
      if (post) {
        await updateMutation.mutateAsync({ id: post.id, input });
        toast({ title: "Success", description: MESSAGES.blogUpdated });
      } else {
        await createMutation.mutateAsync(input);
        toast({ title: "Success", description: MESSAGES.blogCreated });
      }
      onDone();
    } catch (err) {
      const byField = fieldErrors(err);
      for (const name of FIELDS) {
        if (byField[name]) form.setError(name, { message: byField[name] }, { shouldFocus: name === "slug" });
      }
      const fallback = post ? MESSAGES.blogUpdateFailed : MESSAGES.blogCreateFailed;
      const description = err instanceof ApiError && err.status === 409 ? errorMessage(err, fallback) : fallback;
      toast({ title: "Error", description, variant: "destructive" });
    }
  });

  const slugPlaceholder = deriveSlug(titleValue) || "derived-from-the-title";

  return (
    <div className="grid gap-8 xl:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h2">{post ? "Edit Post" : "Create New Post"}</CardTitle>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label={post ? "Edit post" : "Create post"}>
            <FormField label="Title" error={errors.title?.message} required>
              <Input {...titleField} />
            </FormField>
            <FormField
              label="Slug"
              error={errors.slug?.message}
              hint={mode === "create" ? "Follows the title until you edit it. Leave empty to use the title." : "The post's address: /blog/your-slug"}
            >
              <Input autoCapitalize="none" spellCheck={false} placeholder={slugPlaceholder} {...slugField} />
            </FormField>
            <FormField label="Excerpt" error={errors.excerpt?.message} required>
              <Textarea rows={3} {...form.register("excerpt")} />
            </FormField>
            <FormField label="Content (HTML)" error={errors.content?.message} required hint="Headings, paragraphs, lists, links, images, code, quotes and tables. Anything else is removed.">
              <Textarea rows={14} className="font-mono text-sm" spellCheck={false} {...form.register("content")} />
            </FormField>
            <FormField label="Author" error={errors.author?.message}>
              <Input {...form.register("author")} />
            </FormField>
            <FormField label="Featured Image URL" error={errors.featuredImage?.message} hint="An https:// address or a path on this site such as /images/cover.png">
              <Input type="url" inputMode="url" autoCapitalize="none" spellCheck={false} {...form.register("featuredImage")} />
            </FormField>
            <FormField label="Tags" error={errors.tags?.message} hint="Separate tags with commas, e.g. AI, Hiring, Data Engineering">
              <Input {...form.register("tags")} />
            </FormField>
            <Checkbox id="post-published" label="Published" {...form.register("published")} />
            <div className="flex flex-wrap gap-3 pt-2">
              <Button type="submit" disabled={pending}>
                {pending && <Spinner />}
                {pending ? "Saving..." : post ? "Update Post" : "Create Post"}
              </Button>
              <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
                Cancel
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <section aria-labelledby="post-preview-heading" className="min-w-0">
        <div className="xl:sticky xl:top-24">
          <h2 id="post-preview-heading" className="mb-3 text-sm font-semibold uppercase tracking-wider text-muted-foreground">
            Live Preview
          </h2>
          <div className="max-h-none overflow-y-auto rounded-lg border border-border bg-background p-6 sm:p-8 xl:max-h-[calc(100vh-8rem)]" data-testid="post-preview">
            {renderPreview(preview)}
          </div>
        </div>
      </section>
    </div>
  );
}

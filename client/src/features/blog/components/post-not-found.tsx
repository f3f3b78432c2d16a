import { Link } from "wouter";
import { paths } from "@/lib/paths";
import { buttonVariants } from "@/components/ui/button";

/** SPEC.md "/blog/{slug}": an unknown post or a load error. */
export function PostNotFound() {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-3xl font-bold sm:text-4xl">Post Not Found</h1>
      <p className="max-w-md text-muted-foreground">The blog post you're looking for doesn't exist.</p>
      <Link href={paths.blog} className={buttonVariants({ size: "lg", className: "mt-2" })}>
        Back to Blog
      </Link>
    </div>
  );
}

import { Skeleton } from "@/components/ui/skeleton";

export function BlogArticleSkeleton() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4" role="status" aria-busy="true" aria-label="Loading blog post">
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-10 w-4/5" />
      <Skeleton className="h-4 w-56" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="mt-6 aspect-[16/9] w-full" />
      <Skeleton className="mt-6 h-4 w-full" />
      <Skeleton className="h-4 w-11/12" />
      <Skeleton className="h-4 w-3/4" />
    </div>
  );
}

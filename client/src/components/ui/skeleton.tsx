import type { HTMLAttributes } from "react";
import { cn } from "@/lib/cn";

/** A grey placeholder block; wrap a group of them in an element with aria-busy and a label. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-slate-200", className)} {...props} />;
}

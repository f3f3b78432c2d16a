// A post's HTML, cleaned again in the browser before it is inserted.
import { useMemo } from "react";
import { cn } from "@/lib/cn";
import { sanitizeForDisplay } from "../lib/sanitize";
import "./post-content.css";

export function PostContent({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeForDisplay(html), [html]);
  return <div className={cn("post-content", className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}

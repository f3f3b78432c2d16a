import type { HTMLAttributes } from "react";
import { cn } from "@/lib/cn";

export type BadgeVariant = "default" | "secondary" | "accent" | "success" | "warning" | "destructive" | "neutral" | "outline";

const variants: Record<BadgeVariant, string> = {
  default: "bg-primary text-primary-foreground",
  secondary: "bg-secondary text-secondary-foreground",
  accent: "bg-teal-50 text-teal-800 ring-1 ring-inset ring-teal-200",
  success: "bg-green-50 text-green-800 ring-1 ring-inset ring-green-200",
  warning: "bg-amber-50 text-amber-900 ring-1 ring-inset ring-amber-200",
  destructive: "bg-red-50 text-red-800 ring-1 ring-inset ring-red-200",
  neutral: "bg-slate-100 text-slate-700 ring-1 ring-inset ring-slate-200",
  outline: "border border-border text-foreground",
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

export function Badge({ className, variant = "secondary", ...props }: BadgeProps) {
  return (
    <span
      className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium", variants[variant], className)}
      {...props}
    />
  );
}

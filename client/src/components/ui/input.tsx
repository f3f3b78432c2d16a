import { forwardRef, type InputHTMLAttributes } from "react";
import { cn } from "@/lib/cn";

export const controlClasses =
  "w-full rounded-md border border-input bg-background px-3 text-base text-foreground shadow-sm sm:text-sm " +
  "placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring " +
  "focus-visible:ring-offset-1 disabled:cursor-not-allowed disabled:opacity-60 " +
  "aria-[invalid=true]:border-destructive";

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, type = "text", ...props },
  ref,
) {
  return <input ref={ref} type={type} className={cn(controlClasses, "h-10 py-2", className)} {...props} />;
});

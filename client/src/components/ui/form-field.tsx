// A labelled form control with hint and error text wired through aria-describedby/aria-invalid.
import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Label } from "./label";

interface ControlProps {
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean | "true" | "false";
  "aria-required"?: boolean | "true" | "false";
}

export interface FormFieldProps {
  label: ReactNode;
  /** The single control (Input, Select, Textarea...); it receives id and the aria attributes. */
  children: ReactElement<ControlProps>;
  /** Error text (e.g. react-hook-form's fieldState.error?.message). */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Use a given id instead of a generated one. */
  id?: string;
  className?: string;
}

export function FormField({ label, children, error, hint, required, id, className }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? children.props.id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [children.props["aria-describedby"], hintId, errorId].filter(Boolean).join(" ") || undefined;

  const control = isValidElement(children)
    ? cloneElement(children, {
        id: controlId,
        "aria-describedby": describedBy,
        "aria-invalid": error ? true : undefined,
        "aria-required": required ? true : children.props["aria-required"],
      })
    : children;

  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      {/* The required mark sits outside the label so the control's name is exactly the label text. */}
      <div className="flex items-baseline gap-0.5">
        <Label htmlFor={controlId}>{label}</Label>
        {required && (
          <span className="text-sm text-destructive" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {control}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

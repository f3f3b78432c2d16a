import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

interface SectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Muted background band. */
  tinted?: boolean;
}

// The browser styles, lays out and paints a section only when it nears the screen
// (`content-visibility: auto`), with a placeholder height until then and its real height once seen:
// a long page's sections below the fold cost nothing at load, nor when the full stylesheet arrives.
// Nothing in a section may be positioned outside it (the property contains its layout and paint).
const RENDER_NEAR_SCREEN = "[content-visibility:auto] [contain-intrinsic-size:auto_720px]";

/** A page section labelled by its h2, with an optional eyebrow and intro. */
export function Section({ id, eyebrow, title, intro, children, className, tinted }: SectionProps) {
  return (
    <section aria-labelledby={`${id}-title`} className={cn(tinted ? "bg-muted" : "bg-background", "py-16 sm:py-20", RENDER_NEAR_SCREEN, className)}>
      <div className="container">
        <div className="mx-auto max-w-3xl text-center">
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-accent">{eyebrow}</p>}
          <h2 id={`${id}-title`} className="mt-2 text-3xl font-bold sm:text-4xl">
            {title}
          </h2>
          {intro && <p className="mt-4 text-lg text-muted-foreground">{intro}</p>}
        </div>
        <div className="mt-10 sm:mt-12">{children}</div>
      </div>
    </section>
  );
}

import type { ReactNode } from "react";

/** The heading band of a content page: eyebrow, the page's h1 and an intro. */
export function PageHero({ eyebrow, title, children }: { eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className="bg-gradient-to-b from-secondary to-background">
      <div className="container py-14 text-center sm:py-20">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent">{eyebrow}</p>
        <h1 id="page-title" className="mt-3 text-4xl font-extrabold text-primary sm:text-5xl">
          {title}
        </h1>
        {children && <div className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">{children}</div>}
      </div>
    </section>
  );
}

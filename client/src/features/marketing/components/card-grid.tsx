import { cn } from "@/lib/cn";

interface CardGridProps {
  items: ReadonlyArray<{ title: string; text: string }>;
  columns?: string;
  /** Show a running number on each card. */
  numbered?: boolean;
}

/** A responsive grid of title-and-text cards (h3 headings under the section's h2). */
export function CardGrid({ items, columns = "sm:grid-cols-2 lg:grid-cols-4", numbered }: CardGridProps) {
  return (
    <ul className={cn("grid gap-6", columns)}>
      {items.map((item, index) => (
        <li key={item.title} className="rounded-lg border border-border bg-card p-6 shadow-sm">
          {numbered && (
            <span className="mb-3 flex h-9 w-9 items-center justify-center rounded-full bg-secondary text-sm font-bold text-primary" aria-hidden="true">
              {index + 1}
            </span>
          )}
          <h3 className="text-lg font-semibold">{item.title}</h3>
          <p className="mt-2 text-sm text-muted-foreground">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

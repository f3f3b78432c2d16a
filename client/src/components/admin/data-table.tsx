// A table that becomes a stack of cards below the md breakpoint; each cell then shows its label.
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export interface Column<T> {
  key: string;
  label: string;
  /** The column heading is read but not shown (e.g. an actions column). */
  hideLabel?: boolean;
  cell: (row: T) => ReactNode;
  className?: string;
}

export function DataTable<T>({ caption, columns, rows, rowKey }: { caption: string; columns: Column<T>[]; rows: readonly T[]; rowKey: (row: T) => string | number }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="hidden border-b border-border text-left text-muted-foreground md:table-header-group">
        <tr>
          {columns.map((col) => (
            <th key={col.key} scope="col" className={cn("px-3 py-2 font-medium", col.hideLabel && "sr-only")}>
              {col.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block space-y-3 md:table-row-group md:space-y-0">
        {rows.map((row) => (
          <tr key={rowKey(row)} className="block rounded-lg border border-border p-3 md:table-row md:rounded-none md:border-0 md:border-b md:p-0">
            {columns.map((col) => (
              <td key={col.key} className={cn("flex gap-2 py-1 md:table-cell md:px-3 md:py-3 md:align-middle", col.className)}>
                {!col.hideLabel && (
                  <span className="w-28 shrink-0 font-medium text-muted-foreground md:hidden" aria-hidden="true">
                    {col.label}
                  </span>
                )}
                <div className="min-w-0 [overflow-wrap:anywhere]">{col.cell(row)}</div>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import type { ReactNode } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { ScrollHint } from "@/components/ui/scroll-hint";
import { TableRegion } from "@/components/ui/table-region";

export type Column<Row> = {
  /** Unique within the table. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The column that names the row: its cells are row headers. */
  rowHeader?: boolean;
  align?: "left" | "right";
  /** Extra classes for this column's cells (e.g. "font-mono", "break-all"). */
  className?: string;
};

type DataTableProps<Row> = {
  /** Unique on the page (the caption made into a slug by default); the caption's id is `${id}-caption`. */
  id?: string;
  /** Names the table for screen readers (and, with showCaption, on screen). */
  caption: string;
  showCaption?: boolean;
  columns: Column<Row>[];
  rows: Row[];
  /** A row's React key; its `_id` by default. */
  rowKey?: (row: Row) => string;
  /** Shown instead of the table when there are no rows. */
  empty?: { title: string; text?: ReactNode; action?: { href: string; label: string } };
  /** The width below which the table scrolls sideways (a Tailwind min-width class); a narrower table scrolls only if its content needs to. */
  minWidth?: string;
  /** "card" stands alone in a frame; "plain" sits inside a section that has its own. */
  variant?: "card" | "plain";
  /** Classes for every body row (e.g. "align-top"). */
  rowClassName?: string;
  /** Rendered inside the region before the table (e.g. a refresher). */
  children?: ReactNode;
};

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const ALIGN = { left: "text-left", right: "text-right" } as const;

/**
 * A table from a column list. Whenever it is wider than its frame (below `minWidth`, or because of
 * its content) it scrolls sideways inside the frame, with a shadow at the edge and a hint above
 * saying there is more, so no column is clipped.
 */
export function DataTable<Row>({
  id,
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  empty,
  minWidth,
  variant = "card",
  rowClassName,
  children,
}: DataTableProps<Row>) {
  if (rows.length === 0 && empty) return <EmptyState {...empty} variant={variant === "card" ? "card" : "inline"} />;
  const card = variant === "card";
  const pad = card ? "px-4 py-3" : "px-2 py-2 first:pl-0 last:pr-0";
  const base = id ?? slug(caption);
  const captionId = `${base}-caption`;
  const regionId = `${base}-region`;
  const keyOf = rowKey ?? ((row: Row) => String((row as { _id?: unknown })._id));
  return (
    <div className={card ? "grid gap-1" : "mt-3 grid gap-1"}>
      <ScrollHint regionId={regionId} wide={Boolean(minWidth)} />
      <TableRegion id={regionId} labelledBy={captionId} framed={card}>
        {children}
        <table className={`w-full text-left text-sm ${minWidth ?? ""}`}>
          <caption id={captionId} className={showCaption ? "px-4 py-3 text-left text-lg font-semibold" : "sr-only"}>
            {caption}
          </caption>
          <thead className={card ? "bg-zinc-100 text-ink" : "border-b border-zinc-200 text-muted"}>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={`${pad} font-semibold ${ALIGN[column.align ?? "left"]}`}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-200">
            {rows.map((row) => (
              <tr key={keyOf(row)} className={rowClassName}>
                {columns.map((column) => {
                  const className = `${pad} ${ALIGN[column.align ?? "left"]} ${column.className ?? ""}`;
                  return column.rowHeader ? (
                    <th key={column.key} scope="row" className={`${className} font-medium`}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.key} className={className}>
                      {column.cell(row)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    </div>
  );
}

import type { ReactNode } from "react";

/**
 * A wide table that scrolls sideways on small screens; the region is focusable so keyboard users
 * can scroll it too. It is positioned so the table's visually hidden text (sr-only captions and
 * labels) is clipped with it instead of widening the whole page.
 */
export function TableRegion({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <div role="region" aria-labelledby={labelledBy} tabIndex={0} className="relative overflow-x-auto rounded-2xl border border-zinc-200 bg-white shadow-sm">
      {children}
    </div>
  );
}

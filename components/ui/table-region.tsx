import type { ReactNode } from "react";

/**
 * A wide table that scrolls sideways on small screens, with a shadow at the edge that has more
 * behind it; the region is focusable so keyboard users can scroll it too. It is positioned so the
 * table's visually hidden text (sr-only captions and labels) is clipped with it instead of
 * widening the whole page.
 */
export function TableRegion({ id, labelledBy, children, framed = true }: { id?: string; labelledBy: string; children: ReactNode; framed?: boolean }) {
  const frame = framed ? "rounded-2xl border border-zinc-200 shadow-sm" : "";
  return (
    <div id={id} role="region" aria-labelledby={labelledBy} tabIndex={0} className={`scroll-cue relative overflow-x-auto ${frame}`}>
      {children}
    </div>
  );
}

"use client";

import { useEffect, useState } from "react";

/**
 * "Scroll sideways…" above a table region, shown while the region is narrower than its table: on a
 * phone, on a tablet or beside the sidebar, whatever the reason. Until the page's script runs it
 * shows on phones for a table declared wide (`wide`), where it is nearly always needed.
 */
export function ScrollHint({ regionId, wide }: { regionId: string; wide: boolean }) {
  const [overflowing, setOverflowing] = useState<boolean | null>(null);

  useEffect(() => {
    const region = document.getElementById(regionId);
    if (!region) return;
    const measure = () => setOverflowing(region.scrollWidth > region.clientWidth + 1);
    // The region resizes with the window; the table inside it when its rows change.
    const observer = new ResizeObserver(measure);
    observer.observe(region);
    const table = region.querySelector("table");
    if (table) observer.observe(table);
    measure();
    return () => observer.disconnect();
  }, [regionId]);

  const shown = overflowing === null ? (wide ? "sm:hidden" : "hidden") : overflowing ? "" : "hidden";
  return (
    <p aria-hidden="true" data-scroll-hint={regionId} className={`text-xs text-muted ${shown}`}>
      Scroll sideways to see every column →
    </p>
  );
}

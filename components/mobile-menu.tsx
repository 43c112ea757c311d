"use client";

import { useEffect, useRef, type ReactNode } from "react";

/**
 * A disclosure menu for small screens. It opens without JavaScript (`<details>`);
 * the script only closes it after a link is followed, on Escape and on a click outside,
 * because the header stays mounted across client-side navigations.
 */
export function MobileMenu({ children, className = "" }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    function closeOnOutsideClick(event: MouseEvent) {
      const details = ref.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    }
    document.addEventListener("click", closeOnOutsideClick);
    return () => document.removeEventListener("click", closeOnOutsideClick);
  }, []);

  function close(returnFocus: boolean) {
    const details = ref.current;
    if (!details?.open) return;
    details.open = false;
    if (returnFocus) details.querySelector("summary")?.focus();
  }

  return (
    <details
      ref={ref}
      className={`relative ${className}`}
      onClick={(event) => {
        if ((event.target as Element).closest("a")) close(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") close(true);
      }}
    >
      <summary className="inline-flex min-h-11 min-w-11 list-none items-center justify-center gap-2 rounded-full border border-zinc-300 px-4 font-medium [&::-webkit-details-marker]:hidden">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
        </svg>
        Menu
      </summary>
      <div className="absolute top-full right-0 z-50 mt-2 w-64 rounded-xl border border-zinc-200 bg-white p-2 shadow-lg">{children}</div>
    </details>
  );
}

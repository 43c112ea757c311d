import type { ReactNode } from "react";

/**
 * The public header's menu for small screens, without a script: the browser's popover opens it
 * from the button, closes it on Escape or a click outside and tells assistive technology whether
 * it is open. Following a link loads a new page, so nothing has to close it then. It opens under
 * the button where the browser can anchor it, else at the top right below the header.
 */
export function PopoverMenu({ id, children, className = "" }: { id: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <button
        type="button"
        popoverTarget={id}
        className="popover-menu-button inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border border-zinc-300 px-4 font-medium"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
        </svg>
        Menu
      </button>
      <div id={id} popover="auto" className="popover-menu w-64 rounded-xl border border-zinc-200 bg-white p-2 text-ink shadow-lg">
        {children}
      </div>
    </div>
  );
}

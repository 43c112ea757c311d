"use client";

import { useRouter } from "next/navigation";

const arrowStyle = "inline-flex size-11 items-center justify-center rounded-full border border-zinc-300 hover:bg-zinc-100";

/** SPEC 2.16: back and forward arrows in the dashboard header. */
export function HistoryArrows() {
  const router = useRouter();
  return (
    <div className="flex gap-2">
      <button type="button" onClick={() => router.back()} className={arrowStyle} aria-label="Go back">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <button type="button" onClick={() => router.forward()} className={arrowStyle} aria-label="Go forward">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M9 18l6-6-6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
    </div>
  );
}

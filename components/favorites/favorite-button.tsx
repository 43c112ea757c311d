"use client";

import { useEffect, useRef, useState } from "react";
import { useBusyAction } from "@/components/ui/use-busy-action";
import { useFavoriteState } from "@/components/favorites/use-favorite-state";
import { ADDED_MESSAGE, ALREADY_ADDED_MESSAGE, REMOVED_MESSAGE } from "@/components/favorites/favorite-messages";

/** SPEC 9: the favourite popup stays for 3 seconds. */
const POPUP_MS = 3000;

type Popup = { text: string; failed: boolean };

const HEART_PATH = "M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z";

/**
 * SPEC 4 'Add to favorites', as a toggle: it shows whether the event is already a favourite (on the
 * account for a signed-in user, in the browser for a visitor), and a second press removes it. Each
 * change is answered by a 3-second popup that screen readers hear through its status region.
 */
export function FavoriteButton({ eventId, className = "" }: { eventId: string; className?: string }) {
  const favorite = useFavoriteState(eventId);
  const { busy, run } = useBusyAction();
  const [popup, setPopup] = useState<Popup | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const saved = favorite.saved === true;

  useEffect(() => () => clearTimeout(timer.current), []);

  function show(next: Popup) {
    clearTimeout(timer.current);
    setPopup(next);
    timer.current = setTimeout(() => setPopup(null), POPUP_MS);
  }

  function toggle() {
    if (busy) return;
    void run(async () => {
      const result = saved ? await favorite.remove() : await favorite.add();
      if (result.failed) return show({ text: result.failed, failed: true });
      show({ text: saved ? REMOVED_MESSAGE : result.added ? ADDED_MESSAGE : ALREADY_ADDED_MESSAGE, failed: false });
    });
  }

  return (
    <div className={`relative ${className}`}>
      {saved ? (
        <p className="mb-2 flex items-center justify-center gap-1 text-sm font-medium text-primary-800">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0" fill="currentColor">
            <path d={HEART_PATH} />
          </svg>
          Saved to favourites
        </p>
      ) : null}
      <button
        type="button"
        onClick={toggle}
        aria-disabled={busy || undefined}
        className={`inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full border border-primary-700 px-6 font-semibold text-primary-700 hover:bg-primary-50 aria-disabled:cursor-wait aria-disabled:opacity-60 ${
          saved ? "bg-primary-50" : ""
        }`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5 shrink-0"
          fill={saved ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d={HEART_PATH} strokeLinejoin="round" />
        </svg>
        {saved ? "Remove from favourites" : "Add to favourites"}
      </button>
      {/* Always in the page, so the message is announced when it appears. */}
      <div role="status" className="absolute inset-x-0 top-full z-20 mt-2 flex justify-center">
        {popup ? (
          <p
            className={`rounded-xl border-l-4 px-4 py-2 text-sm font-medium shadow-lg ${
              popup.failed ? "border-red-700 bg-red-50 text-red-900" : "border-green-700 bg-green-50 text-green-900"
            }`}
          >
            {popup.text}
          </p>
        ) : null}
      </div>
    </div>
  );
}
